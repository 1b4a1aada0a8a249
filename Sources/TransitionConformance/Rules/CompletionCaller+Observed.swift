extension CompletionCaller {
    /// What the ANIM-COMPLETE-FLAG message says of the value passed, `didComplete`, read from
    /// where the call came from; empty where that is unknown (on UIKit).
    ///
    /// It says "equals" when the value equals what the completion handler received: a literal
    /// and the flag cannot be told apart then.
    func observedValue(_ didComplete: Bool) -> String {
        switch self {
        case .unknown:
            return ""
        case .outside:
            return "; called outside any animation completion handler (directly, or from a block queued for later): "
                + "the value is a literal or the app's own state"
        case .completion(let api, let finished?, _):
            if finished == didComplete {
                return "; the value equals the `finished` flag \(api)'s completion received (\(finished) here)"
            }
            return "; called from \(api)'s completion, which received finished: \(finished), but \(didComplete) was passed: "
                + "a literal or the app's own state"
        case .completion(let api, nil, let position?):
            if (position == ".end") == didComplete {
                return "; the value equals `position == .end` in \(api)'s completion, which received position \(position)"
            }
            return "; called from \(api)'s completion, which received position \(position), but \(didComplete) was passed: "
                + "a literal or the app's own state"
        case .completion(let api, nil, nil):
            return "; called from \(api)'s block, which receives no flag: the value is a literal or the app's own state"
        }
    }
}
