#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The snapshot card's presentation controller: a card covering the lower 90 % of the container
/// over a scaled snapshot of the presenter, as card libraries write it.
///
/// In `presentationTransitionWillBegin()` it takes a snapshot of the presenter's view
/// (`snapshotView(afterScreenUpdates: false)`), puts it in a black backdrop the size of the
/// container, and scales the snapshot to 0.92 alongside the transition through the transition
/// coordinator; it scales it back alongside the dismissal. It removes the backdrop in
/// `presentationTransitionDidEnd(false)` and `dismissalTransitionDidEnd(true)`, and scales the
/// snapshot back down in `dismissalTransitionDidEnd(false)`. The backdrop follows the container by
/// autoresizing; the card is laid out in `containerViewWillLayoutSubviews()`.
///
/// Correct with `backdropInWindow == false`: the backdrop goes into `containerView` at index 0.
/// Broken (``SnapshotCardDefect/backdropInWindow``): the backdrop goes into the container's window,
/// just below the view that holds the container — outside it (PRES-CHROME-IN-CONTAINER, the
/// presentation controller's). It is removed on every path all the same, so nothing else breaks.
@MainActor
final class SnapshotCardPresentationController: UIPresentationController {
    let backdropInWindow: Bool
    private let backdrop = UIView()
    private var snapshot: UIView?

    init(presentedViewController: UIViewController, presenting: UIViewController?, backdropInWindow: Bool) {
        self.backdropInWindow = backdropInWindow
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        backdrop.backgroundColor = .black
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = (bounds.height * 0.1).rounded()
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        backdrop.frame = containerView.bounds
        if let snapshot = presentingViewController.view.snapshotView(afterScreenUpdates: false) {
            snapshot.frame = backdrop.bounds
            snapshot.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            backdrop.addSubview(snapshot)
            self.snapshot = snapshot
        }
        if backdropInWindow, let window = containerView.window {
            // The window's child that holds the container, so that the backdrop goes just below it.
            var holder: UIView = containerView
            while let parent = holder.superview, parent !== window { holder = parent }
            window.insertSubview(backdrop, belowSubview: holder)
        } else {
            containerView.insertSubview(backdrop, at: 0)
        }
        let snapshot = snapshot
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            snapshot?.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard !completed else { return }
        backdrop.removeFromSuperview()
        snapshot = nil
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        let snapshot = snapshot
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in snapshot?.transform = .identity })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            backdrop.removeFromSuperview()
            snapshot?.removeFromSuperview()
            snapshot = nil
        } else {
            snapshot?.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
