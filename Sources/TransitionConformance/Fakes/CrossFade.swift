#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The cross-fade that ``MinimalAnimator`` runs with `UIView.animate` and
/// ``MinimalInterruptibleAnimator`` runs with a property animator: one setup, one set of
/// animations, one completion.
///
/// Preparing reads everything from the context (views may be nil, frames may be zero) and puts
/// the to-view, if it is not in the container yet, at `finalFrame(for:)` — below the from-view
/// when that is in the container, on top otherwise — at alpha 0. ``animate()`` fades the to-view
/// in and a leaving from-view (final frame `.zero`, UIKit's rule, or the dismissed view when the
/// presenter stays, whatever its final frame: contract F10) out. ``finish()`` undoes what it
/// must — on a cancel it removes the to-view, on success it removes a leaving from-view, and it
/// puts both alphas back — and completes the transition with `!transitionWasCancelled`.
@MainActor
struct CrossFade {
    let context: any UIViewControllerContextTransitioning
    let fromView: UIView?
    let toView: UIView?
    let fromLeaves: Bool

    init(preparing context: any UIViewControllerContextTransitioning) {
        self.context = context
        let container = context.containerView
        fromView = context.view(forKey: .from)
        toView = context.view(forKey: .to)
        // The from-view leaves when its final frame is `.zero` (UIKit's rule) — and always in a
        // dismissal that keeps the presenter (no to-view), where UIKit's answer for that frame is an
        // open point (contract F10): `.zero` or its current frame.
        fromLeaves =
            fromView != nil && toView == nil || context.viewController(forKey: .from).map { context.finalFrame(for: $0) == .zero } ?? false
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
    }

    /// The animated changes.
    func animate() {
        toView?.alpha = 1
        if fromLeaves { fromView?.alpha = 0 }
    }

    /// The cleanup and the one `completeTransition(_:)`.
    func finish() {
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
}
