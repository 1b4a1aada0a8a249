import TransitionConformance

/// A full-container presentation controller (a translucent overlay such as a "what's new" card
/// stack) whose `presentationTransitionWillBegin()` carries the line countless presentation
/// controllers carry: `presentedViewController.view.autoresizingMask = [.flexibleWidth,
/// .flexibleHeight]`, written "to be safe" so that the presented view follows rotations. It then
/// relies on that mask and adds a dimming view that says the same of itself.
///
/// Legal: a view controller's default root view already has exactly that mask (contract §7 F1),
/// so the line writes the value the property has and changes nothing about the presented view —
/// not its frame, transform, alpha or place, which the animator owns (R17).
@MainActor
final class OverlayPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.accessibilityIdentifier = "overlay.dimming"
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.6)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override func presentationTransitionWillBegin() {
        presentedViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
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
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        let dimmingView = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 0 })
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = 1
        }
    }
}
