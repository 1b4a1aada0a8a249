#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TransitionRun {
    /// Who stages an animator-suite run: who builds the container and the context the animator is
    /// handed.
    public enum Staging: Sendable, Hashable {
        /// The kit builds the container and the views where UIKit would put them and hands the
        /// animator a ``TestTransitionContext``. Any scenario; the default for the scenarios UIKit
        /// does not document (below), and on UIKit for the other answer to open point F10.
        case kitsContext
        /// The platform's own transition in the host's window — `present(_:animated:)` or
        /// `dismiss(animated:)`, or a push or pop in a `UINavigationController` — on UIKit, or
        /// through HeadlessUIKit's model of the same machinery: a delegate vends the animator (and,
        /// in an interactive scenario, the subject's interaction controller or the kit's
        /// `UIPercentDrivenInteractiveTransition`), the machinery builds the container and its
        /// context, and the animator and interaction controller get that context through a
        /// recorder that forwards every call. The default.
        case uikit

        /// Set by the kit's own tests to run a scenario with the kit's context instead (or, with
        /// `.uikit`, to insist on the default): ``CheckContext/Settings/staging``.
        @MainActor static var preferred: Staging? { CheckContext.current?.settings.staging }  // one setting, not a copy of all

        /// Who stages `scenario` by default: the machinery (UIKit's, or HeadlessUIKit's model of
        /// it), unless the kit's own tests ask for the kit's context.
        ///
        /// Non-animated scenarios other than a `.custom` presentation or dismissal (the presenter
        /// kept) stay with the kit: UIKit documents that it calls the animator of a non-animated
        /// `.custom` transition (contract §2.5), not whether it calls a delegate's animator for a
        /// non-animated full-screen presentation, push or pop. So does the other answer to open
        /// point F10 on UIKit, which gives its own (HeadlessUIKit's scene takes either,
        /// `HeadlessScene.Configuration.dismissedViewControllerFinalFrame`).
        @MainActor
        public static func `default`(
            for scenario: TransitionScenario, interactionController: (any UIViewControllerInteractiveTransitioning)? = nil
        ) -> Staging {
            guard (preferred ?? .uikit) == .uikit,
                scenario.mode != .notAnimated || (scenario.kind.isModal && !scenario.presenterRemoved),
                scenario.dismissedFinalFrame == .zero || OpenPoints.configurable  // UIKit gives its own answer to open point F10
            else { return .kitsContext }
            return .uikit
        }
    }
}
