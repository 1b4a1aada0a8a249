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
