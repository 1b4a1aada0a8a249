import Testing
import TransitionConformance

/// A push animator that slides the from-view by setting its frame and never puts it back.
@MainActor
private final class FrameSlidingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to),
            let fromView = context.view(forKey: .from)
        else { return }
        context.containerView.addSubview(toView)
        toView.frame = context.finalFrame(for: toVC)
        let start = fromView.frame
        UIView.animate(
            withDuration: 0.3, animations: { fromView.frame = start.offsetBy(dx: -100, dy: 0) },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

@MainActor
@Suite("A frame change prints as a frame")
struct FrameChangeMessageTests {
    @Test("a view moved by setting its frame is shown still at a frame, not at a center point")
    func movedByFrame() {
        let scenario = TransitionScenario(kind: .push, mode: .interactiveCancelled(at: 0.4))
        let report = verifyAnimator(features: [.push, .interactive], scenarios: [scenario]) { _ in FrameSlidingAnimator() }
        let message = report.violations.first { $0.requirement.id == "ANIM-CANCEL-RESTORES-STATE" }?.observed
        #expect(message?.contains(", still (-100.0, 0.0, 844.0×390.0) after") == true, "\(message ?? "no finding")")
    }
}

/// A modal animator that pushes the presenter's view aside by setting its frame when presenting,
/// and never puts it back when dismissing.
@MainActor
private final class PresenterAsideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to) else { return }
        let presenting = toVC.isBeingPresented
        if presenting, let toView = context.view(forKey: .to) {
            toView.frame = context.finalFrame(for: toVC)
            context.containerView.addSubview(toView)
        }
        let presenterView = presenting ? fromVC.view : nil
        let start = presenterView?.frame ?? .zero
        UIView.animate(
            withDuration: 0.3,
            animations: {
                presenterView?.frame = start.offsetBy(dx: -100, dy: 0)
                if !presenting { context.view(forKey: .from)?.alpha = 0 }
            },
            completion: { _ in
                if !presenting && !context.transitionWasCancelled { context.view(forKey: .from)?.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

extension FrameChangeMessageTests {
    @Test("the presenter's view moved by setting its frame is shown by its frame in ANIM-ROUND-TRIP, not by its center")
    func roundTripMovedByFrame() {
        let report = verifyAnimator(features: [.presentation, .dismissal, .presenterKept], scenarios: [TransitionScenario(kind: .presentation)]) { _ in
            PresenterAsideAnimator()
        }
        let message = report.violations.first { $0.requirement.id == "ANIM-ROUND-TRIP" }?.observed
        #expect(message?.contains("frame (0.0, 0.0, 844.0×390.0) → (-100.0, 0.0, 844.0×390.0)") == true, "\(report)")
    }
}
