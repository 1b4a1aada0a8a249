import TransitionConformance

/// A full-screen custom presentation: the presentation controller takes the presenter's view out
/// of the window while presented (`shouldRemovePresentersView == true`, without calling `super`),
/// gives the presented view the whole container, and keeps it there on rotation in
/// `containerViewWillLayoutSubviews()`. The kind of presentation controller apps write to get a
/// custom animation for a full-screen modal (a media player, an onboarding flow) while UIKit still
/// stops drawing the screen underneath.
@MainActor
final class FullScreenStagePresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }

    override var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds ?? .zero
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The animator that goes with ``FullScreenStagePresentationController``: presenting, the new
/// screen slides in from the right over the presenter; dismissing, it adds the presenter's view
/// back at `finalFrame(for:)` — the frame UIKit gives it in the container as it is now — and
/// slides the presented screen out to the right, then removes it. Cancelled, it undoes that.
@MainActor
final class StageSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let width = container.bounds.width
        let moving = transitionContext.view(forKey: isPresenting ? .to : .from)
        let uncovered = isPresenting ? nil : transitionContext.view(forKey: .to)
        let start = moving?.frame ?? .zero
        if isPresenting, let moving, let presented = transitionContext.viewController(forKey: .to) {
            moving.frame = transitionContext.finalFrame(for: presented).offsetBy(dx: width, dy: 0)
            container.addSubview(moving)
        }
        if let uncovered, let presenter = transitionContext.viewController(forKey: .to) {
            uncovered.frame = transitionContext.finalFrame(for: presenter)
            if let moving { container.insertSubview(uncovered, belowSubview: moving) } else { container.addSubview(uncovered) }
        }
        let target: CGRect
        if isPresenting, let presented = transitionContext.viewController(forKey: .to) {
            target = transitionContext.finalFrame(for: presented)
        } else {
            target = start.offsetBy(dx: width, dy: 0)
        }
        let isPresenting = isPresenting
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: { moving?.frame = target },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if isPresenting && cancelled { moving?.removeFromSuperview() }
                if !isPresenting && !cancelled { moving?.removeFromSuperview() }
                if !isPresenting && cancelled {
                    moving?.frame = start
                    uncovered?.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

/// The transitioning delegate of a screen presented full screen with
/// ``FullScreenStagePresentationController`` and ``StageSlideAnimator``.
///
/// Legal after a rotation while presented: UIKit computes the presenter's final frame at
/// dismissal time, in the container as it is then (contract §7 F9), so the presenter comes back at
/// the rotated size.
@MainActor
final class FullScreenStageTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        FullScreenStagePresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        StageSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        StageSlideAnimator(isPresenting: false)
    }
}
