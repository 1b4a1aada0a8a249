import TransitionConformance

/// Seed 003's `CustomDismissalTransitionAnimator` ("Match Zoom Transition - 2: dismiss"): the
/// dismissal animator, which is also the dismissal's interaction controller. Its
/// `animateTransition(using:)` does nothing ("we use the interactive dismissal"); its
/// `startInteractiveTransition(_:)` hides the presented view, adds a view of the same colour in
/// its place and springs it into the reference view's frame and corner radius, then calls
/// `completeTransition(true)` — never `finishInteractiveTransition()` or `cancel…`, and never
/// `!transitionWasCancelled` (the post's own comment says that would be safer).
///
/// With `corrected`, `animateTransition(using:)` runs that zoom-out itself, so the delegate can
/// vend it as a plain animator with no interaction controller: it puts a removed presenter's view
/// back at its final frame, takes 0 s when not animated, removes its temporary view, shows the
/// presented view again, removes it on success, and completes with `!transitionWasCancelled`; with
/// Reduce Motion on it fades the stand-in view out where it is instead of zooming it into the
/// button (Apple's Human Interface Guidelines, Motion).
///
/// Stand-ins for app code: `animateTransition(using:)` is empty as in the repository at the time
/// of the post (the post does not show it); the reference view (the presenting screen's button)
/// is given by the caller.
@MainActor
final class CustomDismissalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    private let config: CustomZoomTransitionConfiguration
    private let referenceView: UIView
    let corrected: Bool

    init(config: CustomZoomTransitionConfiguration, referenceView: UIView, corrected: Bool = false) {
        self.config = config
        self.referenceView = referenceView
        self.corrected = corrected
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        corrected && transitionContext?.isAnimated == false ? 0 : config.transitionDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard corrected else { return }  // "InteractiveTransitioning is used, so nothing happens here."
        zoomOut(transitionContext)
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        zoomOut(transitionContext)
    }

    private func zoomOut(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from) else { return }
        fromVC.view.isHidden = true
        let containerView = transitionContext.containerView
        if corrected, let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            containerView.insertSubview(toView, at: 0)
        }
        let transitionView = UIView(frame: fromVC.view.frame)
        transitionView.headlessName = "transitionView"
        transitionView.backgroundColor = fromVC.view.backgroundColor
        transitionView.layer.masksToBounds = true
        transitionView.layer.cornerRadius = 0
        containerView.addSubview(transitionView)
        let finalFrame = containerView.convert(referenceView.bounds, from: referenceView)
        let referenceView = referenceView
        let fadesInPlace = corrected && UIAccessibility.isReduceMotionEnabled
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: config.springWithDamping, initialSpringVelocity: config.initialSpringVelocity,
            options: [.beginFromCurrentState]
        ) {
            if fadesInPlace {
                transitionView.alpha = 0
            } else {
                transitionView.frame = finalFrame
                transitionView.layer.cornerRadius = referenceView.layer.cornerRadius
            }
        } completion: { _ in
            guard self.corrected else {
                transitionContext.completeTransition(true)
                return
            }
            let cancelled = transitionContext.transitionWasCancelled
            transitionView.removeFromSuperview()
            fromVC.view.isHidden = false
            if !cancelled { transitionContext.view(forKey: .from)?.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
    }
}
