import TransitionConformance

/// Seed 000's `ZoomAnimationController`: one animator for both directions (`presenting` says
/// which), 1 s. Presenting, a temporary image view grows from the selected collection-view cell
/// to the whole container while the detail view waits at alpha 0; dismissing, the list's
/// navigation view is put back (sized to the container — the tutorial's landscape fix), the
/// detail view is hidden (alpha 0) and the image shrinks back into its cell.
///
/// ``Revision`` selects the version: ``Revision/firstDismissal`` is the dismissal as first
/// published, which removes the image view and completes whether or not the transition was
/// cancelled; ``Revision/cancelFix`` adds the tutorial's own fix for the pinch (on cancel, show
/// the detail view again and take the list's view back out); ``Revision/corrected`` also fixes
/// what the kit reports (see the corpus entry).
///
/// Stand-ins for app code: the view controllers are found through ``ZoomScreens`` (the tutorial's
/// downcasts, or the kit's plain view controllers seen as the two screens); `IndexPath` is an
/// `Int`; `fatalError()` stays where the tutorial has it.
@MainActor
final class ZoomAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    enum Revision { case firstDismissal, cancelFix, corrected }

    let revision: Revision
    let screens: ZoomScreens
    let duration = TimeInterval(1)
    var targetIndex: Int?
    var targetImage: UIImage?
    var presenting = true

    init(_ revision: Revision, screens: ZoomScreens = .app) {
        self.revision = revision
        self.screens = screens
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        revision == .corrected && transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if presenting {
            guard let fromVC = screens.list(transitionContext.viewController(forKey: .from)) else { fatalError() }
            guard let toVC = screens.image(transitionContext.viewController(forKey: .to)) else { fatalError() }
            guard let fromView = transitionContext.viewController(forKey: .from)?.view else { fatalError() }
            guard let toView = transitionContext.viewController(forKey: .to)?.view else { fatalError() }
            toView.alpha = 0.0
            if revision == .corrected, let to = transitionContext.viewController(forKey: .to) {
                toView.frame = transitionContext.finalFrame(for: to)
            }
            containerView.addSubview(toView)
            let startFrame = fromVC.cellFrame(at: targetIndex!, in: fromView)
            let imgView = makeImageView(frame: startFrame)
            containerView.addSubview(imgView)
            let finalFrame = containerView.bounds
            UIView.animate(withDuration: duration) {
                imgView.frame = finalFrame
            } completion: { _ in
                toView.alpha = 1.0
                imgView.alpha = 0.0
                imgView.removeFromSuperview()
                if self.revision != .corrected { toVC.showCloseButton() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                // Corrected: the button slides in once the transition is over.
                if self.revision == .corrected { toVC.showCloseButton() }
            }
        } else {
            guard let fromVC = screens.image(transitionContext.viewController(forKey: .from)) else { fatalError() }
            guard let toVC = screens.list(transitionContext.viewController(forKey: .to)) else { fatalError() }
            let toRoot = toVC.rootView
            toRoot.frame = containerView.bounds
            containerView.addSubview(toRoot)
            toVC.view.layoutIfNeeded()
            let imgView = makeImageView(frame: fromVC.imageFrame)
            containerView.addSubview(imgView)
            fromVC.view.alpha = 0.0
            let finalFrame = toVC.cellFrame(at: targetIndex!, in: toVC.view)
            UIView.animate(withDuration: duration) {
                imgView.frame = finalFrame
            } completion: { _ in
                let success = !transitionContext.transitionWasCancelled
                if self.revision != .firstDismissal && !success {
                    fromVC.view.alpha = 1.0
                    toRoot.removeFromSuperview()
                }
                if self.revision == .corrected && success { fromVC.view.removeFromSuperview() }
                imgView.alpha = 0.0
                imgView.removeFromSuperview()
                transitionContext.completeTransition(success)
            }
        }
    }

    private func makeImageView(frame: CGRect) -> UIImageView {
        let imgView = UIImageView(frame: frame)
        imgView.headlessName = "zoomImageView"
        imgView.clipsToBounds = true
        imgView.contentMode = .scaleAspectFill
        imgView.image = targetImage
        return imgView
    }
}
