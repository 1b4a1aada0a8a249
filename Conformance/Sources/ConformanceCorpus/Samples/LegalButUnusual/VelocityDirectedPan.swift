import TransitionConformance

/// A swipe-down-to-dismiss interaction controller whose pan handler decides at `.began` whether
/// the pan is a dismissal at all: `guard pan.velocity(in: view).y > 0 else { return }` — a swipe
/// up or sideways is left alone (to the scroll view underneath, in the app), and every later state
/// of a pan it did not start is ignored. Photo viewers and sheet libraries write it this way.
/// Progress is the downward translation over the view's height, clamped to 0…1; the pan ending
/// past 40 % or flicked down faster than 900 pt/s finishes, anything else cancels.
///
/// Stand-ins for app code: `addTarget(self, action: #selector(handlePan(_:)))` is a headless handler
/// capturing `self` weakly; `.began` calls `dismiss(animated: true)` on the screen it is attached to.
///
/// Legal: a pan reaches `.began` only once the touch has moved past a small threshold, so
/// `velocity(in:)` and `translation(in:)` already point the way the finger went (contract §7 F7);
/// a downward pan starts the dismissal, and the controller is vended only while one is in progress.
@MainActor
final class SwipeDownInteractionController: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var viewController: UIViewController?
    let panGestureRecognizer: UIPanGestureRecognizer

    init(attachingTo viewController: UIViewController) {
        self.viewController = viewController
        panGestureRecognizer = UIPanGestureRecognizer()
        super.init()
        panGestureRecognizer.addHeadlessHandler { [weak self] (pan: UIPanGestureRecognizer) in self?.handlePan(pan) }
        viewController.view.addGestureRecognizer(panGestureRecognizer)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(max(pan.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
        switch pan.state {
        case .began:
            guard pan.velocity(in: view).y > 0 else { return }
            isInteracting = true
            viewController?.dismiss(animated: true)
        case .changed:
            guard isInteracting else { return }
            update(progress)
        case .ended:
            guard isInteracting else { return }
            isInteracting = false
            if progress > 0.4 || pan.velocity(in: view).y > 900 {
                finish()
            } else {
                cancel()
            }
        case .cancelled, .failed:
            guard isInteracting else { return }
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}
