import Testing
import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A cross-fade that snaps the to-view's layout without animation at the end and never turns
/// animations back on.
@MainActor
private final class AnimationsOffAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)
        if let toView, let toVC = context.viewController(forKey: .to) {
            context.containerView.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
            toView.alpha = 0
        }
        let leaves = context.viewController(forKey: .from).map { context.finalFrame(for: $0) == .zero } ?? false
        UIView.animate(
            withDuration: transitionDuration(using: context),
            animations: {
                toView?.alpha = 1
                if leaves { fromView?.alpha = 0 }
            }
        ) { _ in
            UIView.setAnimationsEnabled(false)
            toView?.layoutIfNeeded()
            fromView?.alpha = 1
            if context.transitionWasCancelled {
                toView?.removeFromSuperview()
            } else if leaves {
                fromView?.removeFromSuperview()
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// The whole body of each test is synchronous on the main actor: no other test runs while one
/// has animations switched off.
@MainActor
@Suite("Checks are isolated from UIView.areAnimationsEnabled, which UIKit keeps per process (F13)")
struct AnimationsEnabledIsolationTests {
    private let every: Set<AnimatorFeature> = [.presentation, .dismissal, .push, .pop, .interactive]

    @Test("animations switched off by another test do not change a correct animator's verdict, and the test gets its value back")
    func offOutsideDoesNotFlipVerdicts() {
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        let animator = verifyAnimator(features: every) { _ in MinimalAnimator() }
        let presentation = verifyPresentationController { MinimalPresentationController(presentedViewController: $0, presenting: $1) }
        let interaction = verifyInteractiveTransition { _ in MinimalInteractionController.subject() }
        #expect(animator.violations.isEmpty, "\(animator)")
        #expect(presentation.violations.isEmpty, "\(presentation)")
        #expect(interaction.violations.isEmpty, "\(interaction)")
        #expect(!UIView.areAnimationsEnabled, "the caller's setting is given back")
    }

    @Test("a subject that leaves animations off is ANIM-ANIMATIONS-ENABLED-RESTORED in each run, and no later run is judged with them off")
    func subjectLeavingThemOffIsReported() {
        let report = verifyAnimator(features: every) { _ in AnimationsOffAnimator() }
        #expect(report.violatedIDs == ["ANIM-ANIMATIONS-ENABLED-RESTORED"], "\(report)")
        #expect(report.passed, "a should: a warning")
        #expect(
            report.violations.first?.observed
                == "UIView.areAnimationsEnabled was true when the transition started and is false at the end (t=0.30, after completeTransition(true) at t=0.30): every later animation in the app jumps to its end; the kit turned it back on"
        )
        #expect(UIView.areAnimationsEnabled, "restored to the caller's value")
        #expect(verifyAnimator(features: every) { _ in MinimalAnimator() }.violations.isEmpty)
    }

    @Test("the delegate's animator leaving animations off is reported in the ensemble run too")
    func ensembleReportsIt() {
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? { AnimationsOffAnimator() }
        }
        let report = verifyTransitioningDelegate(features: [.presentation]) { _ in Delegate() }
        #expect(report.violatedIDs.contains("ANIM-ANIMATIONS-ENABLED-RESTORED"), "\(report)")
        #expect(UIView.areAnimationsEnabled)
    }
}
