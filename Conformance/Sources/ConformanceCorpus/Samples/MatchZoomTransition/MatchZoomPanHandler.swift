import TransitionConformance

/// Seed 003's pan handling (in `CustomZoomTransition`, the transitioning delegate): a pan on the
/// presented view drags and shrinks it directly — no transition is running — and when the pan
/// ends or is cancelled either calls `dismiss(animated: true)` (dragged more than 150 pt down) or
/// springs the view back. The dismissal that follows gets ``CustomDismissalTransitionAnimator``
/// as its interaction controller, which `interactionControllerForDismissal(using:)` returns for
/// every dismissal.
///
/// Stand-ins for app code: the delegate's `presentationController` property is ``presentationController``;
/// `#selector(handlePanGesture(_:))` is a headless handler; the anchor-point juggling of `.began`
/// keeps the view's frame, so it is left out.
@MainActor
final class MatchZoomPanHandler {
    weak var presentationController: UIPresentationController?
    private var originalCenter: CGPoint = .zero

    /// The pan the delegate adds to the presented view in `presentationController(forPresented:…)`.
    func attach(to presented: UIViewController) -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer(headlessHandler: { [weak self] (pan: UIPanGestureRecognizer) in self?.handlePanGesture(pan) })
        presented.view.addGestureRecognizer(pan)
        return pan
    }

    func handlePanGesture(_ gesture: UIPanGestureRecognizer) {
        guard let presentedVC = presentationController?.presentedViewController, let container = presentedVC.view.superview,
            let targetView = presentedVC.view
        else { return }
        switch gesture.state {
        case .began:
            targetView.layer.cornerRadius = 45
            originalCenter = targetView.center
        case .changed:
            let translation = gesture.translation(in: container)
            let progress = min(hypot(translation.x, translation.y) / 300, 1)
            let scale = 1 - (1 - 0.4) * progress
            targetView.transform = CGAffineTransform(scaleX: scale, y: scale)
                .concatenating(CGAffineTransform(translationX: translation.x, y: translation.y))
            targetView.alpha = 1 - 0.4 * progress
        case .ended, .cancelled:
            if targetView.transform.ty > 150 {
                presentedVC.dismiss(animated: true)
            } else {
                let center = originalCenter
                UIView.animate(withDuration: 0.2) {
                    targetView.transform = .identity
                    targetView.alpha = 1
                    targetView.center = center
                    targetView.layer.cornerRadius = 0
                }
            }
        default:
            break
        }
    }
}
