import TransitionConformance

/// An animator that knows its direction: presenting slides the presented view up from below the
/// container into its final frame; dismissing slides it down and out and removes it.
@MainActor
final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var isPresenting: Bool
    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        context?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let drop = container.bounds.height
        if isPresenting {
            let toView = context.view(forKey: .to)
            let final = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? container.bounds
            if let toView {
                toView.frame = final.offsetBy(dx: 0, dy: drop)
                container.addSubview(toView)
            }
            UIView.animate(
                withDuration: transitionDuration(using: context), animations: { toView?.frame = final },
                completion: { _ in
                    if context.transitionWasCancelled { toView?.removeFromSuperview() }
                    context.completeTransition(!context.transitionWasCancelled)
                })
        } else {
            let fromView = context.view(forKey: .from)
            let start = fromView?.frame ?? .zero
            UIView.animate(
                withDuration: transitionDuration(using: context), animations: { fromView?.frame = start.offsetBy(dx: 0, dy: drop) },
                completion: { _ in
                    let cancelled = context.transitionWasCancelled
                    fromView?.frame = start
                    if !cancelled { fromView?.removeFromSuperview() }
                    context.completeTransition(!cancelled)
                })
        }
    }
}

/// A correct delegate: MinimalPresentationController and a sheet animator made for each direction.
@MainActor
final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        MinimalPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: false)
    }
}

/// The classic direction bug: one shared animator whose flag is set for presenting and never
/// reset, so the dismissal runs the presentation again.
@MainActor
final class SharedAnimatorDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = SheetAnimator(isPresenting: true)

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        MinimalPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator.isPresenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}

/// Vends an interaction controller for every dismissal, whether or not a gesture drives it.
@MainActor
final class AlwaysInteractiveDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}
