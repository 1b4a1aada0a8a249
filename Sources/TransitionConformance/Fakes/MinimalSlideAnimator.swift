#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The narrowest correct sliding animator: it animates frames where ``MinimalAnimator`` animates
/// alpha, so code around it (presentation controllers, custom containers) is seen with views on
/// the move.
///
/// When UIKit gives a to-view, it slides in on top from beyond the container's trailing edge to
/// `finalFrame(for:)` (the container's bounds when that is zero). When it gives none (a dismissal
/// that keeps the presenter), the leaving from-view — its final frame is `.zero`, UIKit's rule —
/// slides out past the trailing edge. On a cancel it removes the to-view and puts the from-view back; on success it
/// removes a leaving from-view and gives it back its frame. With `isAnimated == false` the same
/// code runs with duration 0. With Reduce Motion on (`UIAccessibility.isReduceMotionEnabled`)
/// nothing slides: the to-view fades in at its final frame (a leaving from-view fades out), and
/// both get their alpha back in the completion.
@MainActor
public final class MinimalSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of the animated slide.
    public let duration: TimeInterval

    /// Makes a slide of the given duration.
    public init(duration: TimeInterval = 0.35) {
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
        // Leaving: a `.zero` final frame, or the dismissed view over a presenter that stays (no
        // to-view), whose final frame UIKit leaves open (contract F10).
        let fromLeaves = fromView != nil && toView == nil || fromVC.map { context.finalFrame(for: $0) == .zero } ?? false
        let fromFrame = fromView?.frame ?? .zero
        // Reduce Motion: a cross-fade in place instead of a slide (Apple's Human Interface Guidelines).
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let travel = reduceMotion ? 0 : container.bounds.width
        let fromAlpha = fromView?.alpha ?? 1
        let toAlpha = toView?.alpha ?? 1
        var toFinal = toVC.map { context.finalFrame(for: $0) } ?? .zero
        if toFinal == .zero { toFinal = container.bounds }
        // With no to-view (a dismissal that keeps the presenter), the leaving from-view slides out.
        let slidesOut = toView == nil && fromLeaves && fromView?.superview === container
        if let toView {
            toView.frame = toFinal.offsetBy(dx: travel, dy: 0)
            if reduceMotion { toView.alpha = 0 }
            container.addSubview(toView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: context), delay: 0, options: [.curveEaseInOut],
            animations: {
                toView?.frame = toFinal
                if reduceMotion { toView?.alpha = toAlpha }
                if slidesOut && reduceMotion { fromView?.alpha = 0 }
                if slidesOut && !reduceMotion { fromView?.frame = fromFrame.offsetBy(dx: travel, dy: 0) }
            },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                fromView?.frame = fromFrame
                if reduceMotion {
                    fromView?.alpha = fromAlpha
                    toView?.alpha = toAlpha
                }
                if cancelled {
                    toView?.removeFromSuperview()
                } else if fromLeaves {
                    fromView?.removeFromSuperview()
                }
                context.completeTransition(!cancelled)
            })
    }
}
