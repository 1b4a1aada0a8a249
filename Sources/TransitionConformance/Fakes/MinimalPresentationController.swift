#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The narrowest correct presentation controller with chrome: a dimming view behind a sheet that
/// covers the lower part of the container. The kit's reference subject, and a pattern to copy.
///
/// It adds the dimming view to the container in `presentationTransitionWillBegin()` and fades it
/// in alongside the transition; fades it out in `dismissalTransitionWillBegin()`; removes it in
/// `presentationTransitionDidEnd(false)` and `dismissalTransitionDidEnd(true)`, and puts its alpha
/// back in `dismissalTransitionDidEnd(false)` (a cancelled block animation keeps its end value).
/// Its frame comes from the container's bounds, and `containerViewWillLayoutSubviews()` lays the
/// presented view and the dimming view out again after a resize. Getters have no side effects.
@MainActor
public final class MinimalPresentationController: UIPresentationController {
    /// The fraction of the container's height the presented view covers, from the bottom.
    public let heightFraction: CGFloat
    /// The dimming view behind the presented view, in the container while presented.
    public let dimmingView = UIView()

    /// Makes the presentation controller; `heightFraction` of the container is covered.
    public init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?,
        heightFraction: CGFloat = 0.6
    ) {
        self.heightFraction = heightFraction
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.nameForReports("MinimalPresentationController.dimmingView")
    }

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        heightFraction = 0.6
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.nameForReports("MinimalPresentationController.dimmingView")
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * heightFraction).rounded()
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    public override func presentationTransitionWillBegin() {
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

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        let dimmingView = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 0 })
        } else {
            dimmingView.alpha = 0
        }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = 1
        }
    }

    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
