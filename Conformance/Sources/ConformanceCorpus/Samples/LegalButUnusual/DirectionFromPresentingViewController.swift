import TransitionConformance

/// A zoom-and-fade modal animator that works out its direction itself, from the view controllers
/// it is handed — `toVC.presentingViewController == fromVC` means "presenting" — instead of from a
/// flag its transitioning delegate sets. A transitioning delegate can then keep one animator and
/// vend it from both `animationController(forPresented:…)` and `animationController(forDismissed:)`,
/// as many apps and tutorials do.
///
/// Presenting, it adds the presented view at its final frame but hidden, and zooms a snapshot of
/// it (`snapshotView(afterScreenUpdates: true)`) from 85 % up to full size, fading it in; at the end
/// it shows the real view and throws the snapshot away. Dismissing, it shrinks and fades the
/// presented view and removes it; when the presenter's view was removed (a full-screen style) it
/// puts that back behind first. Cancelled, it undoes all of that.
///
/// Legal: while a presentation animates, the presented view controller's `presentingViewController`
/// is already the presenter, and during a dismissal the presenter's is not the presented view
/// controller (contract §7 F8).
@MainActor
final class SelfDirectingZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if toVC.presentingViewController == fromVC {
            present(toVC, using: transitionContext)
        } else {
            dismiss(to: toVC, using: transitionContext)
        }
    }

    private func present(_ presented: UIViewController, using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        toView.frame = transitionContext.finalFrame(for: presented)
        container.addSubview(toView)
        let snapshot = toView.snapshotView(afterScreenUpdates: true) ?? UIView(frame: toView.frame)
        snapshot.frame = toView.frame
        snapshot.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)
        snapshot.alpha = 0
        container.addSubview(snapshot)
        toView.isHidden = true
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: {
                snapshot.transform = .identity
                snapshot.alpha = 1
            },
            completion: { _ in
                toView.isHidden = false
                snapshot.removeFromSuperview()
                if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    private func dismiss(to presenter: UIViewController, using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let presenterView = transitionContext.view(forKey: .to)
        if let presenterView {
            // The presenter's view had been removed: it comes back behind the dismissed view.
            presenterView.frame = transitionContext.finalFrame(for: presenter)
            container.insertSubview(presenterView, at: 0)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: {
                fromView?.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)
                fromView?.alpha = 0
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                fromView?.transform = .identity
                fromView?.alpha = 1
                if cancelled {
                    presenterView?.removeFromSuperview()
                } else {
                    fromView?.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

/// The transitioning delegate that goes with ``SelfDirectingZoomAnimator``: it keeps one animator
/// and returns it from both `animationController(forPresented:presenting:source:)` and
/// `animationController(forDismissed:)`, telling it nothing.
@MainActor
final class SharedZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = SelfDirectingZoomAnimator()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}
