import Testing
import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A push that slides the from-view left by moving its center, and on a cancel forgets to move it
/// back.
@MainActor
final class CenterSlidingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to), let toVC = context.viewController(forKey: .to)
        else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        toView.frame = context.finalFrame(for: toVC)
        context.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { fromView.center.x -= 100 }) { _ in
            if context.transitionWasCancelled { toView.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// Values in reports read as the code wrote them.
@MainActor
@Suite("Readable values in reports")
struct ReadableValueTests {
    @Test("a view moved without resizing is reported as a change of center, not of frame")
    func centerChange() throws {
        let report = verifyAnimator(features: [.push, .interactive], scenarios: [TransitionScenario(kind: .push, mode: .interactiveCancelled(at: 0.4))]) { _ in
            CenterSlidingAnimator()
        }
        let violation = try #require(report.violations.first { $0.requirement.id == "ANIM-CANCEL-RESTORES-STATE" })
        #expect(violation.observed.hasPrefix("FirstViewController.view center (422.0, 195.0) → (322.0, 195.0)"), "\(violation.observed)")
        #expect(violation.observed.contains("still (322.0, 195.0)"))
    }
}
