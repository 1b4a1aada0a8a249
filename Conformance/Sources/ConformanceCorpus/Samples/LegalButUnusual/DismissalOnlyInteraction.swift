import TransitionConformance

/// A pull-down-to-dismiss interaction controller that exists only for dismissals: the presented
/// screen makes it in `viewDidLoad()` with a pan on its own view, and its transitioning delegate
/// returns it from `interactionControllerForDismissal(using:)` while a pull is in progress and
/// from nowhere else — there is no interactive presentation and no navigation use. `.began` asks
/// the screen to dismiss; `startInteractiveTransition(_:)` (calling `super` first) notes the
/// dismissed view, the transition's from-view, and progress is the downward pull over 60 % of its
/// height; the pull ending past half-way, or flicked down, finishes, and ending earlier, being
/// cancelled or failing cancels.
///
/// Stand-ins for app code: `addTarget(self, action: #selector(handlePull(_:)))` is a headless
/// handler capturing `self` weakly.
///
/// Legal under its declared usage: it is only ever handed dismissals, and checked for those.
@MainActor
final class PullToDismissInteractionController: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var presentedViewController: UIViewController?
    let pan = UIPanGestureRecognizer()

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
        super.init()
        pan.addHeadlessHandler { [weak self] (pan: UIPanGestureRecognizer) in self?.handlePull(pan) }
        presentedViewController.view.addGestureRecognizer(pan)
    }

    /// The view being dismissed, whose height the pull is measured against (a card's, not the
    /// screen's): the transition's from-view, which a modal dismissal always hands over.
    private(set) weak var dismissedView: UIView?

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        dismissedView = transitionContext.view(forKey: .from)
    }

    func handlePull(_ pan: UIPanGestureRecognizer) {
        let distance = max(((dismissedView ?? pan.view)?.bounds.height ?? 0) * 0.6, 1)
        let translation = pan.translation(in: pan.view).y
        let percent = min(max(translation / distance, 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
            presentedViewController?.dismiss(animated: true)
        case .changed:
            update(percent)
        case .ended:
            isInteracting = false
            if percent > 0.5 || pan.velocity(in: pan.view).y > 1200 {
                finish()
            } else {
                cancel()
            }
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}
