import TransitionConformance

/// A navigation animator in the style of the many "parallax slide" push/pop animators: the new
/// screen slides in over the old one, which drifts a third of the way out behind it. It reaches
/// both views through `viewController(forKey:)?.view` — for a navigation transition UIKit hands
/// over exactly those views (contract §2.6), so the usual modal caution (R8) does not apply — and
/// uses a linear curve while interactive, ease-out otherwise.
///
/// On a pop it slides the from-view out and **never removes it**: `UINavigationController`
/// removes the popped view controller's view itself once the transition has completed (contract
/// §2.6, §7 F4), so it relies on that. A cancelled pop takes the to-view it inserted out again and
/// puts both views back.
///
/// Legal: removing the from-view is the animator's job only for modal dismissals (R6); for a pop,
/// UIKit does it.
@MainActor
final class ParallaxNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.viewController(forKey: .from)?.view,
            let toViewController = transitionContext.viewController(forKey: .to),
            let toView = toViewController.view
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        let fromStart = fromView.frame
        let isPush = operation == .push

        if isPush {
            toView.frame = finalFrame.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
        } else {
            toView.frame = finalFrame
            toView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
            container.insertSubview(toView, belowSubview: fromView)
        }
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut]
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: options,
            animations: {
                if isPush {
                    toView.frame = finalFrame
                    fromView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
                } else {
                    toView.transform = .identity
                    fromView.frame = fromStart.offsetBy(dx: width, dy: 0)
                }
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                fromView.transform = .identity
                toView.transform = .identity
                if cancelled {
                    fromView.frame = fromStart
                    toView.removeFromSuperview()
                }
                // A completed pop leaves fromView where it is: the navigation controller removes it.
                transitionContext.completeTransition(!cancelled)
            })
    }
}
