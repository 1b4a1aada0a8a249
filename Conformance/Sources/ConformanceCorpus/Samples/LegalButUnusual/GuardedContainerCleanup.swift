import TransitionConformance

/// A dimming view the presentation controller finds again through the container, by its type.
final class GuardedDimmingView: UIView {}

/// A bottom-sheet presentation controller written guard-first, the defensive style of many
/// bottom-sheet and alert libraries: every override opens with `guard let containerView else
/// { return }`, and the dimming view is not kept in a property but found again among the
/// container's subviews (`containerView.subviews.first { $0 is GuardedDimmingView }`). So the two
/// clean-up hooks — `presentationTransitionDidEnd(false)` and `dismissalTransitionDidEnd(true)` —
/// remove the dimming view only with the container in hand.
///
/// Legal: UIKit keeps `containerView` set while both did-end methods run and takes the container
/// away afterwards (contract §7 F2; Apple's documentation tells subclasses to remove their views
/// in exactly those methods, which needs the container). The cancelled-dismissal path puts the
/// dimming back, and the sheet and the dimming view follow the container's size.
@MainActor
final class GuardedContainerPresentationController: UIPresentationController {
    private var dimmingView: UIView? {
        containerView?.subviews.first { $0 is GuardedDimmingView }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let height = (bounds.height * 0.55).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let dimmingView = GuardedDimmingView(frame: containerView.bounds)
        dimmingView.accessibilityIdentifier = "sheet.dimming"
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.45)
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard !completed else { return }
        guard let containerView else { return }
        for view in containerView.subviews where view is GuardedDimmingView {
            view.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        guard let dimmingView else { return }
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard let containerView else { return }
        if completed {
            for view in containerView.subviews where view is GuardedDimmingView {
                view.removeFromSuperview()
            }
        } else {
            // A cancelled block animation keeps the alpha 0 its alongside block set (contract §3).
            dimmingView?.alpha = 1
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView?.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
