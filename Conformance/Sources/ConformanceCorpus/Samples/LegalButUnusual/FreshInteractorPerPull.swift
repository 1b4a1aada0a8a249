import TransitionConformance

/// A one-shot pull-down interaction controller: it decides to finish as soon as the pull passes
/// 30 % and never takes the decision back — it sees one pull only. The photo screen that owns the
/// pull makes a fresh one when the pull begins (`.began`, where it would call
/// `dismiss(animated: true)`), its transitioning delegate vends `screen.interactor`, and the screen
/// drops it when the pull ends, is cancelled or fails. Progress is the downward pull over the
/// view's height, clamped.
///
/// Stand-ins for app code: `addTarget(self, action: #selector(handlePull(_:)))` is a headless
/// handler capturing `self` weakly; the screen stands for the photo view controller.
///
/// Legal: a controller made for each gesture needs no reset — the next pull gets a new one. Kept
/// and driven twice it would finish a pull lifted at 5 %.
@MainActor
final class OneShotPullInteractor: UIPercentDrivenInteractiveTransition {
    private var decidedToFinish = false

    func pulled(to progress: CGFloat) {
        update(progress)
        if progress > 0.3 { decidedToFinish = true }
    }

    func released() {
        decidedToFinish ? finish() : cancel()
    }
}

/// The photo screen's pull: it makes an ``OneShotPullInteractor`` for each pull.
@MainActor
final class PullDownPhotoScreen {
    let pull = UIPanGestureRecognizer()
    private(set) var interactor: OneShotPullInteractor?

    init() {
        pull.addHeadlessHandler { [weak self] (pan: UIPanGestureRecognizer) in self?.handlePull(pan) }
    }

    func handlePull(_ pan: UIPanGestureRecognizer) {
        let height = max(pan.view?.bounds.height ?? 0, 1)
        let progress = min(max(pan.translation(in: pan.view).y / height, 0), 1)
        switch pan.state {
        case .began:
            interactor = OneShotPullInteractor()
        case .changed:
            interactor?.pulled(to: progress)
        case .ended:
            interactor?.released()
            interactor = nil
        case .cancelled, .failed:
            interactor?.cancel()
            interactor = nil
        default:
            break
        }
    }
}
