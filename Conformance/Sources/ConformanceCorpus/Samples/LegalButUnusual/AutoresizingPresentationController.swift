import TransitionConformance

/// A page-sheet-like presentation controller that never overrides `containerViewWillLayoutSubviews()`:
/// the presented view covers the container but for a 44 pt strip at the top, over a dimming view,
/// and after a rotation both follow the container by autoresizing alone. The dimming view says so
/// itself (`autoresizingMask = [.flexibleWidth, .flexibleHeight]`); the presented view relies on the
/// mask every view controller's default root view has. With fixed margins (0 on three sides, 44 at
/// the top) a flexible width and height keep it exactly at `frameOfPresentedViewInContainerView`.
/// Many small presentation controllers in apps are written this way and never notice.
///
/// Legal: a view controller's default root view (no nib, `loadView()` not overridden) has
/// `autoresizingMask == [.flexibleWidth, .flexibleHeight]`, as storyboard root views do (contract
/// §7 F1), so it follows the container's size changes like the dimming view.
@MainActor
final class AutoresizingPageSheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.accessibilityIdentifier = "pageSheet.dimming"
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return bounds.inset(by: UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let dimmingView = dimmingView
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        let dimmingView = dimmingView
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = 1
        }
    }
}
