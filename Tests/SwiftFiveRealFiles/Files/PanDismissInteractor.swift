#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A pull-down-to-dismiss interactor as sheet and photo-viewer libraries write it: a
/// `UIPercentDrivenInteractiveTransition` subclass that owns its pan, attaches it to the presented
/// view controller's view, keeps it weakly, reads the pan in a handler, and takes the recognizer
/// off the view in `deinit`.
final class PanDismissInteractor: UIPercentDrivenInteractiveTransition {
    private(set) var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?
    private let panGestureRecognizer = UIPanGestureRecognizer()
    var completionThreshold: CGFloat = 0.35
    var flickVelocity: CGFloat = 800

    init(attachTo viewController: UIViewController) {
        self.viewController = viewController
        super.init()
        #if canImport(UIKit)
        panGestureRecognizer.addTarget(self, action: #selector(handlePan(_:)))
        #else
        panGestureRecognizer.addHeadlessHandler { [weak self] in self?.handle($0) }
        #endif
        viewController.view.addGestureRecognizer(panGestureRecognizer)
    }

    deinit {
        panGestureRecognizer.view?.removeGestureRecognizer(panGestureRecognizer)
    }

    #if canImport(UIKit)
    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) { handle(gesture) }
    #endif

    private func progress(for gesture: UIPanGestureRecognizer) -> CGFloat {
        guard let view = gesture.view else { return 0 }
        let translation = gesture.translation(in: view.superview ?? view)
        let height = max(view.bounds.height, 1)
        return min(max(translation.y / height, 0), 1)
    }

    func handle(_ gesture: UIPanGestureRecognizer) {
        let progress = progress(for: gesture)
        switch gesture.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            let velocity = gesture.velocity(in: gesture.view).y
            shouldCompleteTransition = progress > completionThreshold || velocity > flickVelocity
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if shouldCompleteTransition {
                completionSpeed = max(1 - progress, 0.3)
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}

extension PanDismissInteractor {
    /// Whether a transitioning delegate should hand this interactor to UIKit.
    var isInteractive: Bool { interactionInProgress }
}
