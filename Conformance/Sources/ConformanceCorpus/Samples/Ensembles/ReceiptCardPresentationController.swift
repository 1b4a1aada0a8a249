#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The receipt card's presentation controller: the presented view controller's
/// `preferredContentSize`, centred in the container, over a dimming view that fades with the
/// transition.
///
/// It lays the card out in `containerViewWillLayoutSubviews()` only when no transition is moving
/// it — while the card is being presented or dismissed the animator owns its frame — and
/// otherwise leaves size changes mid-transition to the card's own flexible margins; the dimming
/// view follows the container by autoresizing. It removes the dimming view in
/// `presentationTransitionDidEnd(false)` and `dismissalTransitionDidEnd(true)`, and restores its
/// alpha in `dismissalTransitionDidEnd(false)`.
@MainActor
final class ReceiptCardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.accessibilityIdentifier = "receiptCard.dimming"
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let size = CGSize(
            width: min(presentedViewController.preferredContentSize.width, bounds.width),
            height: min(presentedViewController.preferredContentSize.height, bounds.height))
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let dimmingView = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 1 })
        } else {
            dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        let dimmingView = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 0 })
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = 1
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
