#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A card that its presentation controller slides in and out alongside the transition, while the
/// animators the delegate vends animate nothing: each runs an empty
/// `UIView.animate(withDuration: transitionDuration(using:), animations: {})` only to complete
/// with `!transitionWasCancelled` when the transition's animations end. The presenting animator
/// adds the view it is handed to the container (Apple's guide makes that the animator's job; the
/// presentation controller put the card there already, so it only comes to the front); the
/// dismissing one removes the presented view in its completion.
///
/// This works on UIKit because the coordinator's alongside animations run "in the same animation
/// context as the transition" (UIViewControllerTransitionCoordinator.h): they run inside the
/// animator's animation block, so its completion comes after the card's slide.
@MainActor
final class AlongsideSlideCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        AlongsideSlideCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        AlongsideSlideCardAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AlongsideSlideCardAnimator(isPresenting: false)
    }
}

/// Puts the card in the container below its bottom edge and slides it into the lower half and
/// back, through the presented view controller's transition coordinator.
@MainActor
final class AlongsideSlideCardPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height / 2).rounded()
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Where the card waits below the container's bottom edge.
    private var offScreenFrame: CGRect {
        frameOfPresentedViewInContainerView.offsetBy(dx: 0, dy: containerView?.bounds.height ?? 0)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView, let card = presentedView else { return }
        // In the container before moving it, as bottom-sheet libraries do: the card is the
        // presentation controller's to place from here on.
        card.frame = offScreenFrame
        containerView.addSubview(card)
        let shown = frameOfPresentedViewInContainerView
        guard let coordinator = presentedViewController.transitionCoordinator else {
            card.frame = shown
            return
        }
        coordinator.animate(alongsideTransition: { _ in card.frame = shown })
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let card = presentedView else { return }
        let hidden = offScreenFrame
        guard let coordinator = presentedViewController.transitionCoordinator else {
            card.frame = hidden
            return
        }
        coordinator.animate(alongsideTransition: { _ in card.frame = hidden })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if !completed { presentedView?.frame = frameOfPresentedViewInContainerView }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        // Not while the card slides out: the alongside animation has set its frame below the edge.
        guard !presentedViewController.isBeingDismissed else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Adds the presented view (presenting) or removes it when done (dismissing); the card's movement
/// is the presentation controller's alongside animation, so its own animation block is empty.
@MainActor
final class AlongsideSlideCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let presentedView = transitionContext.view(forKey: isPresenting ? .to : .from)
        if isPresenting, let presentedView {
            transitionContext.containerView.addSubview(presentedView)
        }
        let dismissing = !isPresenting
        nonisolated(unsafe) let context = transitionContext
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {}) { _ in
            let completed = !context.transitionWasCancelled
            if dismissing && completed { presentedView?.removeFromSuperview() }
            context.completeTransition(completed)
        }
    }
}
