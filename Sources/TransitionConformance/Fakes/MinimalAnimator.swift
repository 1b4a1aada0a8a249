#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The narrowest correct animator: a cross-fade that meets every requirement of the animator
/// suite, for every kind of transition. The kit's reference subject, and a pattern to copy.
///
/// It reads everything from the context (views may be nil, frames may be zero), puts the to-view
/// at `finalFrame(for:)` — below the from-view when that is in the container, on top otherwise —
/// fades, and in the completion undoes what it must: on a cancel it removes the to-view and
/// restores alpha; on success it removes the from-view if it is leaving (its final frame is
/// `.zero`, UIKit's rule) and restores its alpha. With `isAnimated == false` it runs the same code
/// with duration 0, completing on the next run-loop turn.
@MainActor
public final class MinimalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of the animated fade.
    public let duration: TimeInterval

    /// Makes a cross-fade of the given duration.
    public init(duration: TimeInterval = 0.3) {
        self.duration = duration
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let fromVC = context.viewController(forKey: .from)
        let toVC = context.viewController(forKey: .to)
        let fromLeaves = fromVC.map { context.finalFrame(for: $0) == .zero } ?? false
        if let toView {
            if let toVC, context.finalFrame(for: toVC) != .zero { toView.frame = context.finalFrame(for: toVC) }
            if let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
            toView.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            toView?.alpha = 1
            if fromLeaves { fromView?.alpha = 0 }
        }, completion: { _ in
            let cancelled = context.transitionWasCancelled
            toView?.alpha = 1
            fromView?.alpha = 1
            if cancelled {
                toView?.removeFromSuperview()
            } else if fromLeaves {
                fromView?.removeFromSuperview()
            }
            context.completeTransition(!cancelled)
        })
    }
}
