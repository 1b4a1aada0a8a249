import TransitionConformance

/// A card presentation controller that puts the presented view into the container itself, in
/// `presentationTransitionWillBegin()`, right above its dimming view — as several bottom-sheet and
/// popup libraries do, so that the chrome and the card are in their final z-order before any
/// animator runs. It does not move, size or restyle the presented view there: its animator
/// (``InstalledCardAnimator``) places it.
///
/// Legal: UIKit hands the animator `presentedView` as the to-view and only asks that it end up in
/// the container (contract R5, R6); a view that is already there is moved nowhere by a later
/// `addSubview`, and nothing has animated yet when the presentation controller adds it. It works
/// on UIKit, and Apple's "do not modify the presented view controller's view" (R17) is about its
/// frame and appearance, which this controller leaves to the animator.
@MainActor
final class SelfInstallingCardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.accessibilityIdentifier = "card.dimming"
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.3)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = min(bounds.height - 24, 480)
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView, let presentedView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        // The card goes in now, above the dimming view; the animator only positions it.
        containerView.addSubview(presentedView)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 1 })
        } else {
            dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        let dimmingView = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 0 })
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = 1
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The animator that goes with ``SelfInstallingCardPresentationController``: it takes the card
/// from `view(forKey:)`, slides it up from below the container into `finalFrame(for:)` and back
/// down, and never adds it to the container — its presentation controller already did. A failed
/// presentation takes the card out again, a completed dismissal removes it, a cancelled one puts
/// its frame back. Checked together with its presentation controller, as it relies on it.
@MainActor
final class InstalledCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard let transitionContext else { return 0.4 }
        return transitionContext.isAnimated ? 0.4 : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let drop = transitionContext.containerView.bounds.height
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let card = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let start = card.frame
        let onScreen: CGRect
        if isPresenting, let presented = transitionContext.viewController(forKey: .to) {
            onScreen = transitionContext.finalFrame(for: presented)
            card.frame = onScreen.offsetBy(dx: 0, dy: drop - onScreen.minY)
        } else {
            onScreen = start
        }
        let target = isPresenting ? onScreen : onScreen.offsetBy(dx: 0, dy: drop - onScreen.minY)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: [.curveEaseOut],
            animations: { card.frame = target },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                switch (self.isPresenting, cancelled) {
                case (true, true): card.removeFromSuperview()
                case (false, false): card.removeFromSuperview()
                case (false, true): card.frame = start
                case (true, false): break
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
