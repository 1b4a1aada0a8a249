import TransitionConformance

/// A swipe-down-to-dismiss interaction controller that lets the finger's flick settle before it
/// decides: at the pan's end it stops following the finger and calls `finish()` or `cancel()`
/// from a one-shot `Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false)`, then resets
/// itself for the next gesture. The decision is the one taken at the end (past 40 % or flicked
/// down faster than 900 pt/s finishes). Handlers written around a short "settle" timer, or
/// around `OperationQueue.main`, have this shape.
///
/// Stand-ins for app code: `addTarget(self, action: #selector(handlePan(_:)))` is a headless
/// handler capturing `self` weakly; `.began` calls `dismiss(animated: true)` on the screen.
///
/// Legal: every end of the pan leads to exactly one `finish()` or `cancel()`, on the main thread,
/// a moment later; the controller is vended only while a pan is in progress.
@MainActor
final class TimerEndedInteractionController: UIPercentDrivenInteractiveTransition {
    /// How long the controller waits after the pan ends before finishing or cancelling.
    static let settle: TimeInterval = 0.05
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
            isInteracting = true
            viewController?.dismiss(animated: true)
        case .changed:
            guard isInteracting else { return }
            update(progress)
        case .ended, .cancelled, .failed:
            guard isInteracting else { return }
            isInteracting = false
            let finishes = pan.state == .ended && (progress > 0.4 || pan.velocity(in: view).y > 900)
            let end: @MainActor () -> Void = { [weak self] in finishes ? self?.finish() : self?.cancel() }
            _ = Timer.scheduledTimer(withTimeInterval: Self.settle, repeats: false) { _ in MainActor.assumeIsolated { end() } }
        default:
            break
        }
    }
}
