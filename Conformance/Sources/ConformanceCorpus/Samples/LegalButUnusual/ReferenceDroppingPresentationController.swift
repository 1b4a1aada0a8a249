import TransitionConformance

/// A dimming presentation controller that leaves its chrome to the container's disposal, as
/// Apple's own sample presentation controller (AAPLCustomPresentationController, in *Custom View
/// Controller Presentations and Transitions*) does: the dimming view is an optional made in
/// `presentationTransitionWillBegin()`, and when a presentation is cancelled or a dismissal
/// completes, the presentation controller only lets go of it (`dimmingView = nil`) and never
/// calls `removeFromSuperview()`. Apple's comment in `presentationTransitionDidEnd(_:)`: the
/// system removes the presented view and disposes of the container view, which implicitly
/// removes the views added to it; the presentation controller still has to relinquish its strong
/// references.
///
/// Legal: after a completed dismissal (and after a cancelled presentation) UIKit takes the
/// container out of the window with everything in it (contract §2.8, §7 F3); holding no reference,
/// the controller cannot bring the dimming view back. Unlike Apple's sample it also puts the
/// dimming back after a cancelled interactive dismissal — through the coordinator's completion,
/// `context.isCancelled` — which the sample, never driven interactively, did not need.
@MainActor
final class ReferenceDroppingPresentationController: UIPresentationController {
    private var dimmingView: UIView?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * 0.5).rounded()
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let dimmingView = UIView(frame: containerView.bounds)
        dimmingView.accessibilityIdentifier = "dimmingView"
        dimmingView.backgroundColor = .black
        dimmingView.isOpaque = false
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        self.dimmingView = dimmingView
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 0.5 })
        } else {
            dimmingView.alpha = 0.5
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        // The value of `completed` is the one the animator passed to completeTransition(_:). When
        // it is false UIKit removes the presented view and disposes of the container view, which
        // implicitly removes the dimming view; only the reference is left to drop.
        if !completed {
            dimmingView = nil
        }
    }

    override func dismissalTransitionWillBegin() {
        guard let dimmingView else { return }
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(
                alongsideTransition: { _ in dimmingView.alpha = 0 },
                completion: { context in
                    if context.isCancelled { dimmingView.alpha = 0.5 }
                })
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        // As in Apple's sample: the container goes away with the dimming view inside.
        if completed {
            dimmingView = nil
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let bounds = containerView?.bounds { dimmingView?.frame = bounds }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
