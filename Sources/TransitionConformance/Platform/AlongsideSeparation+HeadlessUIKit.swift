#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

extension AlongsideSeparation {
    /// Runs `body` (a call into the animator's own code) with HeadlessUIKit telling when the
    /// transition coordinator runs its stored alongside animations inside it
    /// (`HeadlessTransitionCoordinator.headlessAlongsideAnimationsObserver`): `onAnimatorCall`
    /// hears the animator's call end as they begin and begin again as they end.
    @MainActor
    static func separating(_ onAnimatorCall: ((_ entering: Bool) -> Void)?, _ body: () -> Void) {
        guard let onAnimatorCall else { return body() }
        let previous = HeadlessTransitionCoordinator.headlessAlongsideAnimationsObserver
        // An observation inside another (a flow's transition run in front of the flow's proxy): both hear it.
        HeadlessTransitionCoordinator.headlessAlongsideAnimationsObserver = { running in
            previous?(running)
            onAnimatorCall(!running)
        }
        defer { HeadlessTransitionCoordinator.headlessAlongsideAnimationsObserver = previous }
        body()
    }
}
#endif
