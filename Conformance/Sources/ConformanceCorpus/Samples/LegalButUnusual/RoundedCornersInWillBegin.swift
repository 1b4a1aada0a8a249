import TransitionConformance

/// A bottom-sheet presentation controller that styles the sheet itself in
/// `presentationTransitionWillBegin()`: it rounds the presented view controller's view's top
/// corners (`layer.cornerRadius`, `cornerCurve`, `maskedCorners`), keeps `masksToBounds` off so
/// that the layer's shadow shows (the rounded background colour needs no clipping), and gives it a
/// soft upward shadow — the few lines nearly every hand-written sheet in apps and small libraries
/// carries, before iOS 15's `UISheetPresentationController` did it for them.
///
/// Legal: these are layer cosmetics, not the frame, transform, alpha or place in the hierarchy the
/// animator owns (R17); nothing animates them, a cancelled presentation leaves nothing to undo that
/// shows, and writing them again on a second presentation writes the same values.
@MainActor
final class RoundedSheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.accessibilityIdentifier = "roundedSheet.dimming"
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.35)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = max(bounds.height * 0.3, 44).rounded()
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        let layer = presentedViewController.view.layer
        layer.cornerRadius = 16
        layer.cornerCurve = .continuous
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.masksToBounds = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: -3)

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
            coordinator.animate(
                alongsideTransition: { _ in dimmingView.alpha = 0 },
                completion: { context in if context.isCancelled { dimmingView.alpha = 1 } })
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
