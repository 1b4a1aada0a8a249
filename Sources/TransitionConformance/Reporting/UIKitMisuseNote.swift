#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A misuse of UIKit that a check's scene noticed while the subject ran — a call UIKit raises an
/// exception on, or refuses with a console warning — noted in the report whether or not a
/// requirement judges it.
///
/// HeadlessUIKit never traps on misuse: it refuses the call, as if it had not happened, and
/// records a diagnostic (`HeadlessDiagnostic`). The animator and presentation-controller
/// requirements judge the raising ones (`ANIM-NO-RAISING-MISUSE`, `PRES-NO-RAISING-MISUSE`);
/// everything else — a misuse UIKit only logs, a raising one in a suite that judges none — would
/// otherwise show only inside some violation's trace. On real
/// UIKit the kit sees none (UIKit raises or logs itself).
public struct UIKitMisuseNote: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The API misused, e.g. `UIViewPropertyAnimator.startAnimation()`.
    public let api: String
    /// What happened, what UIKit does in that case, and what to do instead.
    public let message: String
    /// Whether UIKit raises an exception for it (an app making the call crashes).
    public let raisesInUIKit: Bool
    /// The virtual time of its first occurrence, in ``scenario``.
    public let time: TimeInterval
    /// The scenario it was first noticed in.
    public let scenario: TransitionScenario
    /// How many times the same misuse was noticed during the check, in any scenario.
    public internal(set) var occurrences = 1

    public init(api: String, message: String, raisesInUIKit: Bool, time: TimeInterval, scenario: TransitionScenario, occurrences: Int = 1) {
        self.api = api
        self.message = message
        self.raisesInUIKit = raisesInUIKit
        self.time = time
        self.scenario = scenario
        self.occurrences = occurrences
    }

    /// One line: "UIKit misuse (UIKit raises an exception: the app crashes): api at t=0.15 in
    /// <scenario>: message (noticed 3 times)".
    public var description: String {
        let consequence = raisesInUIKit ? "UIKit raises an exception: the app crashes" : "UIKit refuses the call and logs"
        let repeats = occurrences > 1 ? " (noticed \(occurrences) times)" : ""
        return "UIKit misuse (\(consequence)): \(api) at t=\(ReportValue.number(time)) in \(scenario.testDescription): \(message)\(repeats)"
    }
}

extension ConformanceReport {
    /// The misuse notes no violation reports: all of ``uikitMisuse`` but the raising calls, when
    /// the report already holds (or suppresses) `ANIM-NO-RAISING-MISUSE` or
    /// `PRES-NO-RAISING-MISUSE` for them. What a test records as warnings.
    public var misuseNotJudged: [UIKitMisuseNote] {
        let judging: [Requirement] = [.animNoRaisingMisuse, .presNoRaisingMisuse]
        let judged =
            violations.contains { judging.contains($0.requirement) }
            || suppressed.contains { judging.contains($0.violation.requirement) }
        return uikitMisuse.filter { !(judged && $0.raisesInUIKit) }
    }
}
