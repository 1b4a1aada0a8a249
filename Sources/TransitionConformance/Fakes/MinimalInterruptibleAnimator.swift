#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The narrowest correct interruptible animator: the cross-fade of ``MinimalAnimator`` run by one
/// `UIViewPropertyAnimator` that it returns from `interruptibleAnimator(using:)` — the same
/// instance for the whole transition (UIKit may ask several times) — and forgets in
/// `animationEnded(_:)`, so it is reusable.
///
/// `animateTransition(using:)` starts that animator; UIKit's interruptible path (and
/// `UIPercentDrivenInteractiveTransition` when the animator implements `interruptibleAnimator`)
/// pauses, scrubs, reverses and continues it instead. The property animator's completion reads
/// `transitionWasCancelled`, undoes what a cancel must undo, and completes the transition.
@MainActor
public final class MinimalInterruptibleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of the animated fade.
    public let duration: TimeInterval
    private var current: UIViewPropertyAnimator?

    /// Makes an interruptible cross-fade of the given duration.
    public init(duration: TimeInterval = 0.3) {
        self.duration = duration
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    public func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let current { return current }
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let fromLeaves = context.viewController(forKey: .from).map { context.finalFrame(for: $0) == .zero } ?? false
        if let toView, toView.superview !== container {
            if let toVC = context.viewController(forKey: .to), context.finalFrame(for: toVC) != .zero {
                toView.frame = context.finalFrame(for: toVC)
            }
            if let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
            toView.alpha = 0
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: context), curve: .easeInOut) {
            toView?.alpha = 1
            if fromLeaves { fromView?.alpha = 0 }
        }
        animator.addCompletion { _ in
            let cancelled = context.transitionWasCancelled
            toView?.alpha = 1
            fromView?.alpha = 1
            if cancelled {
                toView?.removeFromSuperview()
            } else if fromLeaves {
                fromView?.removeFromSuperview()
            }
            context.completeTransition(!cancelled)
        }
        current = animator
        return animator
    }

    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        current = nil
    }
}
