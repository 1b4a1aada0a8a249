#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import TransitionConformance

/// The delegate checker's flows judge each of their transitions by the animator rules too: an
/// animator that breaks only in a flow — after a rotation, say — is caught, on the animator, under
/// the flow's scenario and the transition it showed in.
@MainActor
@Suite("Flows judge their transitions by the animator rules")
struct FlowTransitionRulesTests {
    @Test("a dismissal animator that restores the presenter's frame saved before a rotation is caught in the flow that rotates")
    func staleFrameAfterRotationIsCaught() {
        let report = verifyTransitioningDelegate { _ in FrameRestoringDelegate() }
        let found = report.violations.filter { $0.requirement == .animPresenterViewUntouched }
        #expect(!found.isEmpty, "\(report)")
        for violation in found {
            // Only where the container was resized between the presentation and the dismissal.
            #expect(violation.scenario.resize != nil, "\(violation)")
            #expect(violation.object == "your dismissal animator FrameRestoringAnimator")
            #expect(violation.moment == (violation.scenario.kind == .presentation ? FlowMoment.followingDismissal : nil))
        }
    }

    @Test("the same animator is not blamed where nothing rotates: the animator runs and the flows without a resize pass it")
    func noRotationNoFinding() {
        let scenarios = TransitionScenario.standardDelegateFlows().filter { $0.resize == nil }
        let report = verifyTransitioningDelegate(scenarios: scenarios) { _ in FrameRestoringDelegate() }
        #expect(report.violations.isEmpty, "\(report)")
    }
}

/// A delegate whose dismissing animator puts the presenter's view back at the frame it had when
/// the presentation started — a no-op unless the screen rotated in between, when it leaves the
/// presenting screen at the old orientation's size.
@MainActor
private final class FrameRestoringDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var savedPresenterFrame: CGRect?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    {
        MinimalPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        FrameRestoringAnimator(presenting: true, owner: self)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FrameRestoringAnimator(presenting: false, owner: self)
    }
}

@MainActor
private final class FrameRestoringAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    weak var owner: FrameRestoringDelegate?

    init(presenting: Bool, owner: FrameRestoringDelegate) {
        self.presenting = presenting
        self.owner = owner
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let duration = context.isAnimated ? 0.3 : 0
        if presenting {
            guard let toViewController = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else { return }
            owner?.savedPresenterFrame = context.viewController(forKey: .from)?.view.frame
            let final = context.finalFrame(for: toViewController)
            context.containerView.addSubview(toView)
            toView.frame = final.offsetBy(dx: 0, dy: final.height)
            UIView.animate(withDuration: duration, animations: { toView.frame = final }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            guard let fromView = context.view(forKey: .from), let presenterView = context.viewController(forKey: .to)?.view else { return }
            let saved = owner?.savedPresenterFrame
            let height = context.containerView.bounds.height
            UIView.animate(
                withDuration: duration,
                animations: {
                    fromView.frame = fromView.frame.offsetBy(dx: 0, dy: height)
                    if let saved { presenterView.frame = saved }  // "put it back as it was"
                }
            ) { _ in
                if !context.transitionWasCancelled { fromView.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}
