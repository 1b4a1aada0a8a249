import TransitionConformance

/// Seed 000's `PinchTransitionController`: a percent-driven interaction controller for the
/// dismissal, driven by a pinch on the presented view controller's view. `.began` asks the target
/// to dismiss; `.changed` reports `1 − scale / startScale`, clamped to 0…1, and decides to finish
/// past 0.5; `.ended` finishes or cancels by that decision, `.cancelled` cancels.
///
/// Stand-ins for app code: `#selector(handleGesture(_:))` is a headless handler capturing `self`
/// weakly (a target is not retained); `fminf`/`fmaxf` are `min`/`max`.
@MainActor
class PinchTransitionController: UIPercentDrivenInteractiveTransition {
    var shouldCompleteTransition = true
    weak var targetVC: UIViewController?
    var startScale: CGFloat = 0.0

    func handleGesture(_ gestureRecognizer: UIPinchGestureRecognizer) {
        let scale = gestureRecognizer.scale
        switch gestureRecognizer.state {
        case .began:
            targetVC?.dismiss(animated: true, completion: nil)
            startScale = scale
        case .changed:
            var progress = 1.0 - (scale / startScale)
            progress = min(max(progress, 0.0), 1.0)
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            cancel()
        case .ended:
            if shouldCompleteTransition {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }

    init(viewController: UIViewController?) {
        super.init()
        targetVC = viewController
        let gesture = UIPinchGestureRecognizer(headlessHandler: { [weak self] (gesture: UIPinchGestureRecognizer) in
            self?.handleGesture(gesture)
        })
        targetVC?.view.addGestureRecognizer(gesture)
    }
}

/// The pinch controller corrected: it says whether a pinch is in progress, so the delegate can
/// vend it only then.
@MainActor
final class CorrectedPinchTransitionController: PinchTransitionController {
    private(set) var isInteracting = false

    override func handleGesture(_ gestureRecognizer: UIPinchGestureRecognizer) {
        switch gestureRecognizer.state {
        case .began: isInteracting = true
        case .ended, .cancelled, .failed: isInteracting = false
        default: break
        }
        super.handleGesture(gestureRecognizer)
    }
}
