#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A navigation delegate as push/pop transition libraries write it: an `NSObject` that becomes
/// the navigation controller's delegate, installs an edge pan on its view, hands out a fade-slide
/// animator for push and pop, and an interaction controller while the edge pan drives a pop. The
/// Swift 6 language mode makes the edge pan in `init`: a main-actor initializer cannot be a
/// nonisolated class's stored property's default value there, on UIKit as on HeadlessUIKit.
final class NavigationTransitionCoordinator: NSObject {
    private weak var navigationController: UINavigationController?
    private var interactionController: UIPercentDrivenInteractiveTransition?
    #if swift(>=6)
    private let edgePan: UIScreenEdgePanGestureRecognizer
    #else
    private let edgePan = UIScreenEdgePanGestureRecognizer()
    #endif
    var duration: TimeInterval = 0.3

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        #if swift(>=6)
        edgePan = UIScreenEdgePanGestureRecognizer()
        #endif
        super.init()
        navigationController.delegate = self
        edgePan.edges = .left
        #if canImport(UIKit)
        edgePan.addTarget(self, action: #selector(handleEdgePan(_:)))
        #else
        edgePan.addHeadlessHandler { [weak self] in self?.edgePanChanged($0) }
        #endif
        navigationController.view.addGestureRecognizer(edgePan)
    }

    deinit {
        edgePan.view?.removeGestureRecognizer(edgePan)
    }

    #if canImport(UIKit)
    @objc private func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) { edgePanChanged(gesture) }
    #endif

    private func edgePanChanged(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).x / max(view.bounds.width, 1), 0), 1)
        switch gesture.state {
        case .began:
            interactionController = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interactionController?.update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity(in: view).x > 600 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            interactionController = nil
        case .cancelled, .failed:
            interactionController?.cancel()
            interactionController = nil
        default:
            break
        }
    }
}

extension NavigationTransitionCoordinator: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return FadeSlideAnimator(isPush: true, duration: duration)
        case .pop: return FadeSlideAnimator(isPush: false, duration: duration)
        default: return nil
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactionController
    }
}

/// Push slides the new screen in from the right over a fading old one; pop reverses it.
final class FadeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool
    let duration: TimeInterval

    init(isPush: Bool, duration: TimeInterval) {
        self.isPush = isPush
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toVC)
        if isPush { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        toView.transform = CGAffineTransform(translationX: isPush ? width : -width * 0.3, y: 0)
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveLinear,
            animations: {
                toView.transform = .identity
                fromView.transform = CGAffineTransform(translationX: self.isPush ? -width * 0.3 : width, y: 0)
                fromView.alpha = self.isPush ? 0.6 : 1
            },
            completion: { _ in
                fromView.transform = .identity
                fromView.alpha = 1
                toView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
