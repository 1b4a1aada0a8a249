#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One realistic defect of the slide-over navigation ensemble, or none (nil).
public enum SlideOverDefect: String, CaseIterable, Sendable {
    /// ``SlideOverPopAnimator`` puts the popped view's transform back only when the pop completed.
    case popLeavesFromViewShiftedOnCancel
    /// ``SlideOverPopAnimator`` calls `completeTransition(true)` whatever happened.
    case popAlwaysCompletesTrue
    /// ``SlideOverPushAnimator`` dims the screen it covers by its alpha, and neither animator
    /// puts the alpha back.
    case pushLeavesCoveredScreenDimmed
    /// The delegate keeps one ``SlideOverPushAnimator`` for every push, and the animator adds the
    /// pushed view to the container only the first time.
    case storedPushAnimatorSetsUpOnce
}

/// A navigation controller delegate as apps write it: an `NSObject` set as
/// `navigationController.delegate` (and kept by whoever made the navigation controller), vending
/// ``SlideOverPushAnimator`` for pushes and ``SlideOverPopAnimator`` for pops, and for pops the
/// interaction controller of a swipe from the left edge.
///
/// The swipe: in `navigationController(_:willShow:animated:)` the delegate installs a
/// `UIScreenEdgePanGestureRecognizer` (`edges = .left`) on the view of every view controller shown
/// above the root that has none yet (``ArticleViewController/edgePan`` finds it). Its handler
/// - `.began`: stores a new `UIPercentDrivenInteractiveTransition` and calls
///   `popViewController(animated: true)`;
/// - `.changed`: `update(translation.x / navigation controller's width)`, clamped to 0…1;
/// - `.ended`: `finish()` past half the width or when flicked right faster than 800 pt/s, else
///   `cancel()`;
/// - `.cancelled`, `.failed`: `cancel()`;
/// and then sets the stored controller back to nil, so `navigationController(_:interactionControllerFor:)`
/// — which returns it only for the pop animator — answers nil for any pop or push not driven by
/// the swipe. A full swipe is the navigation controller's width, rightwards.
///
/// Correct with `defect: nil`; the broken variants are on the animators (and, for
/// ``SlideOverDefect/storedPushAnimatorSetsUpOnce``, on how the delegate keeps its push animator).
@MainActor
public final class SlideOverNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// The defect the vended pop animators carry; nil for the correct ensemble.
    public let defect: SlideOverDefect?
    /// The interaction controller of the swipe in progress; nil when no swipe drives a pop.
    public private(set) var interactivePop: UIPercentDrivenInteractiveTransition?
    private weak var navigationController: UINavigationController?
    /// The push animator kept for every push (``SlideOverDefect/storedPushAnimatorSetsUpOnce``).
    private lazy var storedPushAnimator = SlideOverPushAnimator(defect: defect)

    public init(defect: SlideOverDefect? = nil) {
        self.defect = defect
        super.init()
    }

    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        self.navigationController = navigationController
        guard viewController !== navigationController.viewControllers.first else { return }
        let view: UIView = viewController.view
        guard !(view.gestureRecognizers ?? []).contains(where: { $0 is UIScreenEdgePanGestureRecognizer }) else { return }
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        #if canImport(UIKit)
        edgePan.addTarget(self, action: #selector(edgePanChanged(_:)))
        #else
        edgePan.addHeadlessHandler { [weak self] edgePan in self?.handleEdgePan(edgePan) }
        #endif
        view.addGestureRecognizer(edgePan)
    }

    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        switch operation {
        case .push: return defect == .storedPushAnimatorSetsUpOnce ? storedPushAnimator : SlideOverPushAnimator(defect: defect)
        case .pop: return SlideOverPopAnimator(defect: defect)
        default: return nil
        }
    }

    public func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        animationController is SlideOverPopAnimator ? interactivePop : nil
    }

    #if canImport(UIKit)
    @objc private func edgePanChanged(_ edgePan: UIScreenEdgePanGestureRecognizer) {
        handleEdgePan(edgePan)
    }
    #endif

    private func handleEdgePan(_ edgePan: UIScreenEdgePanGestureRecognizer) {
        guard let navigationController, let view = navigationController.view else { return }
        let progress = min(max(edgePan.translation(in: view).x / max(view.bounds.width, 1), 0), 1)
        switch edgePan.state {
        case .began:
            interactivePop = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
        case .changed:
            interactivePop?.update(progress)
        case .ended:
            if progress > 0.5 || edgePan.velocity(in: view).x > 800 {
                interactivePop?.finish()
            } else {
                interactivePop?.cancel()
            }
            interactivePop = nil
        case .cancelled, .failed:
            interactivePop?.cancel()
            interactivePop = nil
        default:
            break
        }
    }
}
