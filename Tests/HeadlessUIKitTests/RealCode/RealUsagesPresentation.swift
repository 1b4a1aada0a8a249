import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// 20–27. A card presentation controller as bottom-sheet libraries write it: a dimming view with
/// a blur, `preferredContentSize`, safe-area insets, the coordinator's alongside animations,
/// layout on `containerViewWillLayoutSubviews`, rounded top corners and a shadow path, size and
/// trait changes, and the adaptive delegate.
@MainActor
final class UsageCardPresentationController: UIPresentationController, UIAdaptivePresentationControllerDelegate {
    private let dimmingView = UIView()
    private let blurView = UIVisualEffectView(effect: nil)

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        delegate = self
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds.inset(by: container.safeAreaInsets)
        let size = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        return CGRect(x: bounds.minX, y: container.bounds.maxY - size.height, width: bounds.width, height: size.height)
    }

    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        let preferred = presentedViewController.preferredContentSize.height
        return CGSize(width: parentSize.width, height: preferred > 0 ? min(preferred, parentSize.height) : parentSize.height * 0.6)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        blurView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        container.insertSubview(blurView, aboveSubview: dimmingView)
        presentedView?.layer.cornerRadius = 12
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.clipsToBounds = true
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1
                self.blurView.effect = UIBlurEffect(style: .systemThinMaterial)
            }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
            blurView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
                self.blurView.effect = nil
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            blurView.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        if let presentedView {
            presentedView.layer.shadowPath = UIBezierPath(roundedRect: presentedView.bounds, cornerRadius: 12).cgPath
            presentedView.layer.shadowOpacity = 0.2
            presentedView.layer.shadowRadius = 8
            presentedView.layer.shadowOffset = CGSize(width: 0, height: -2)
        }
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.frame = CGRect(origin: .zero, size: size) }, completion: nil)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
            containerView?.setNeedsLayout()
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.verticalSizeClass == .compact ? .overFullScreen : .none
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dimmingView.removeFromSuperview()
    }
}

/// 28–29. A form sheet that refuses a swipe down while it has unsaved changes, and asks why.
@MainActor
final class UsageEditingController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var hasChanges = false { didSet { isModalInPresentation = hasChanges } }
    private(set) var attemptedDismissals = 0

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        attemptedDismissals += 1
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        view.endEditing(true)
    }
}

/// 30. A sheet with detents (iOS 15+), as apps configure it before presenting.
@MainActor
func usageSheetDetents(_ controller: UIViewController, from presenter: UIViewController) {
    controller.modalPresentationStyle = .pageSheet
    if let sheet = controller.sheetPresentationController {
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .medium
        sheet.prefersGrabberVisible = true
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        sheet.preferredCornerRadius = 16
    }
    presenter.present(controller, animated: true)
}

/// 31. Presentation context and style, as containers set them.
@MainActor
func usagePresentationContext(_ container: UIViewController, child: UIViewController) {
    container.definesPresentationContext = true
    container.providesPresentationContextTransitionStyle = true
    container.modalTransitionStyle = .crossDissolve
    child.modalPresentationStyle = .overCurrentContext
    container.present(child, animated: true) { child.setNeedsStatusBarAppearanceUpdate() }
}
