import TransitionConformance

/// A pop-only animator in the style of the "fade back" and "swipe back" animators apps pair with
/// an interactive pop: it inserts the view the pop returns to below the current one, as it is, and
/// fades the current one out. It **never sets the returning view's frame**: that view was on
/// screen at the container's size before the push, and `UINavigationController` hands it over at
/// its final frame (contract §2.6), so such animators rarely touch it. It is interactive-safe
/// (linear while interactive) and puts the alpha back and takes the inserted view out again after
/// a cancelled pop; the navigation controller removes the popped view after a completed one (F4).
///
/// Legal: ANIM-FINAL-FRAME holds without a frame assignment because UIKit's frame is already the
/// final one.
@MainActor
final class FadeBackPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: options,
            animations: { fromView.alpha = 0 },
            completion: { _ in
                fromView.alpha = 1
                if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
