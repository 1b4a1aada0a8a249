import TransitionConformance

/// An edge-swipe-back interaction controller, a `UIPercentDrivenInteractiveTransition` subclass
/// that tunes `completionSpeed` when the finger lifts so that the rest of the transition keeps the
/// pace of the flick: at speed 1 the remainder takes `(1 − p) × duration`; the finger would cover
/// the remaining `(1 − p) × width` in `(1 − p) × width / |velocity|`, so the speed is
/// `duration × |velocity| / width`, kept between 1 and 3 (never slower than UIKit's default, never
/// a blink). It starts every gesture back at 1. Progress is the horizontal translation over the
/// view's width, clamped; ending past 40 % or flicked right finishes, anything else cancels.
///
/// Stand-ins for app code: `addTarget(self, action: #selector(handleEdgePan(_:)))` is a headless
/// handler capturing `self` weakly.
///
/// Legal: `completionSpeed` may be set before `finish()` or `cancel()` and only has to be greater
/// than 0 (R16).
@MainActor
final class FlickPacedBackInteractionController: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    let edgePan = UIScreenEdgePanGestureRecognizer()

    override init() {
        super.init()
        edgePan.edges = .left
        edgePan.addHeadlessHandler { [weak self] (pan: UIScreenEdgePanGestureRecognizer) in self?.handleEdgePan(pan) }
    }

    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(pan.view?.bounds.width ?? 0, 1)
        let progress = min(max(pan.translation(in: pan.view).x / width, 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
            completionSpeed = 1
        case .changed:
            update(progress)
        case .ended, .cancelled, .failed:
            isInteracting = false
            let velocity = pan.velocity(in: pan.view).x
            completionSpeed = min(max(duration * abs(velocity) / width, 1), 3)
            if pan.state == .ended && (progress > 0.4 || velocity > 800) {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
