#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A transitioning delegate as card libraries write it: an `NSObject` kept by the presenting
/// view controller, its conformance in an extension, handing out the card's presentation
/// controller, a slide animator and, while a pan drives the dismissal, an interaction controller.
final class CardTransitioningDelegate: NSObject {
    var interactiveDismissal: PanDismissInteractor?
    var presentationDuration: TimeInterval = 0.4
    private(set) var vendedPresentationControllers = 0

    func present(_ viewController: UIViewController, from presenter: UIViewController) {
        viewController.modalPresentationStyle = .custom
        viewController.transitioningDelegate = self
        presenter.present(viewController, animated: true)
    }
}

extension CardTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        vendedPresentationControllers += 1
        return DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(isPresenting: true, duration: presentationDuration)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(isPresenting: false, duration: presentationDuration)
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        guard let interactor = interactiveDismissal, interactor.isInteractive else { return nil }
        return interactor
    }
}

/// The card's animator: it slides the card up from below the container and back down.
final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let duration: TimeInterval

    init(isPresenting: Bool, duration: TimeInterval) {
        self.isPresenting = isPresenting
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let shown = transitionContext.finalFrame(for: controller)
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if isPresenting {
            controller.view.frame = hidden
            container.addSubview(controller.view)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: isPresenting ? .curveEaseOut : .curveEaseIn,
            animations: { controller.view.frame = self.isPresenting ? shown : hidden },
            completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if !self.isPresenting && completed { controller.view.removeFromSuperview() }
                transitionContext.completeTransition(completed)
            })
    }
}
