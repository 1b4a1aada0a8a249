#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The part of ``runAnimatorScenarioAcrossOpenPoints(_:factory:first:)`` for the open point of what
/// `UINavigationController` does with its new top view's frame once a custom push or pop
/// completes.
///
/// ## The model
///
/// Under HeadlessUIKit's default (`topViewFrameAfterNavigationTransition == .asLeftByAnimator`,
/// the answer apps' reports support) a pushed view the animator never framed keeps its load-time
/// size after the push: the app shows a wrong frame, and ANIM-FINAL-FRAME stays a `must`. When a
/// push or pop UIKit stages breaks ANIM-FINAL-FRAME, it is run again under the other answer (the
/// navigation controller lays its top view out when the transition completes); if the
/// requirement holds there, the message says so: under that answer the wrong frame shows only
/// while the transition runs, and the view then jumps into place. Where the host is real UIKit,
/// nothing is rerun: the rule sees what UIKit did (``TransitionRun/navigationControllerFramedToView(at:)``).
@MainActor
func acrossNavigationTopViewFrame(
    _ outcome: AnimatorScenarioOutcome, _ scenario: TransitionScenario, factory: (TransitionScenario) -> any UIViewControllerAnimatedTransitioning
) -> AnimatorScenarioOutcome {
    guard !scenario.kind.isModal, outcome.violations.contains(where: { $0.requirement == .animFinalFrame }),
        TransitionRun.Staging.default(for: scenario) == .uikit,
        let twin = OpenPoints.withNavigationControllerLayingOutTopView({ runAnimatorScenario(scenario, factory: factory) }),
        !twin.violations.contains(where: { $0.requirement == .animFinalFrame })
    else { return outcome }
    var outcome = outcome
    let kind = scenario.kind.rawValue
    outcome.violations = outcome.violations.map { violation in
        guard violation.requirement == .animFinalFrame else { return violation }
        return violation.refiled(
            observed: """
                \(violation.observed); after the \(kind) UINavigationController keeps that frame (HeadlessUIKit's default, as apps \
                report) — whether it lays its top view out when the \(kind) completes is undocumented: if it does, the wrong frame \
                shows only during the \(kind)
                """)
    }
    return outcome
}
