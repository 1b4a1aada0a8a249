#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import TransitionConformance

/// Animates nothing and never completes.
@MainActor
private final class NeverCompletesAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}

/// Presents with MinimalAnimator; dismisses with an animator that never completes.
@MainActor
private final class HangsOnDismissalDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { MinimalAnimator() }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        NeverCompletesAnimator()
    }
}

/// A problem in a flow's dismissal is labelled with the dismissal, not with the presentation the
/// scenario names.
@MainActor
@Suite("Flow moments")
struct FlowMomentTests {
    @Test("a dismissal that never completes, in a presentation flow, is reported in the dismissal that follows the presentation")
    func hangInTheDismissalIsLabelledWithTheDismissal() {
        let scenario = TransitionScenario(kind: .presentation)
        let report = verifyTransitioningDelegate(scenarios: [scenario]) { _ in HangsOnDismissalDelegate() }
        let hang = report.violations.first { $0.requirement == .animCompleteOnce && $0.scenario.kind == .presentation }
        #expect(hang?.moment == "in the animated dismissal that follows the presentation", "\(report)")
        #expect(
            hang?.message.contains("Scenario: presentation, animated, 844×390, presenter kept — in the animated dismissal that follows the presentation")
                == true)
    }
}
