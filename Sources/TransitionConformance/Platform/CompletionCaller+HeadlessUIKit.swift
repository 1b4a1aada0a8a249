#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

extension CompletionCaller {
    /// The animation completion handler running now, read from HeadlessUIKit
    /// (`HeadlessRunningCompletion.headlessCurrent`): which API's, and what it received.
    @MainActor
    static var current: CompletionCaller {
        guard let running = HeadlessRunningCompletion.headlessCurrent else { return .outside }
        return .completion(api: running.api, finished: running.finished, position: running.position)
    }
}
#endif
