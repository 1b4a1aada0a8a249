#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The card's presentation controller (``ControllerDrivenCardTransitioningDelegate``): the card
/// covers the lower 60 % of the container over a dimming view, which the animators fade.
///
/// - `presentationTransitionWillBegin()` adds the dimming view (transparent) and the card, below
///   the container's bottom edge, and slides the card up alongside the transition.
/// - `dismissalTransitionWillBegin()` slides the card down alongside the transition — or, with
///   `slidesSnapshot`, hides the card and slides a snapshot of it, unhiding the card at the end.
/// - `dismissalTransitionDidEnd(true)` removes the dimming view and the card — with
///   `slidesSnapshot`, the dimming view only: the card is left for UIKit to discard with the
///   container. A cancelled transition puts the card and the dimming view back.
/// - `containerViewWillLayoutSubviews()` lays the card out, except while it slides out.
@MainActor
final class ControllerDrivenCardPresentationController: UIPresentationController {
    let dimmingView = UIView()
    private let slidesSnapshot: Bool

    init(presentedViewController: UIViewController, presenting: UIViewController?, slidesSnapshot: Bool) {
        self.slidesSnapshot = slidesSnapshot
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * 0.6).rounded()
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Where the card waits below the container's bottom edge.
    private var offScreenFrame: CGRect {
        frameOfPresentedViewInContainerView.offsetBy(dx: 0, dy: containerView?.bounds.height ?? 0)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView, let card = presentedView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        card.frame = offScreenFrame
        containerView.addSubview(card)
        let shown = frameOfPresentedViewInContainerView
        guard let coordinator = presentedViewController.transitionCoordinator else {
            card.frame = shown
            return
        }
        coordinator.animate(alongsideTransition: { _ in card.frame = shown })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard !completed else { return }
        dimmingView.removeFromSuperview()
        presentedView?.removeFromSuperview()
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let card = presentedView else { return }
        let hidden = offScreenFrame
        guard let coordinator = presentedViewController.transitionCoordinator else {
            card.frame = hidden
            return
        }
        guard slidesSnapshot, let snapshot = card.snapshotView(afterScreenUpdates: false) else {
            coordinator.animate(alongsideTransition: { _ in card.frame = hidden })
            return
        }
        snapshot.frame = card.frame
        containerView?.addSubview(snapshot)
        card.isHidden = true
        coordinator.animate(
            alongsideTransition: { _ in snapshot.frame = hidden },
            completion: { _ in
                snapshot.removeFromSuperview()
                card.isHidden = false
            })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView.removeFromSuperview()
            if !slidesSnapshot { presentedView?.removeFromSuperview() }
        } else {
            dimmingView.alpha = 1
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        // Not while the card slides out: the alongside animation has set its frame below the edge.
        guard !presentedViewController.isBeingDismissed else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
