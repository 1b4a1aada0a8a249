import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// 9–14. A zoom animator as photo-browser libraries write it: the context's views and frames, a
/// snapshot converted between coordinate spaces, `insertSubview(_:belowSubview:)`, and the
/// completion that reads `transitionWasCancelled`.
@MainActor
final class UsageZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let sourceView: UIView
    init(sourceView: UIView) { self.sourceView = sourceView }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == true ? 0.35 : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view,
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.insertSubview(toView, belowSubview: fromView)
        guard let snapshot = sourceView.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        snapshot.frame = container.convert(sourceView.bounds, from: sourceView)
        container.addSubview(snapshot)
        sourceView.isHidden = true
        toView.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut,
            animations: {
                snapshot.frame = transitionContext.finalFrame(for: toVC)
                toView.alpha = 1
            },
            completion: { _ in
                self.sourceView.isHidden = false
                snapshot.removeFromSuperview()
                if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}

/// 15. An interruptible animator: the same property animator for the whole transition.
@MainActor
final class UsageInterruptibleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: (any UIViewImplicitlyAnimating)?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let toView = transitionContext.view(forKey: .to)
        if let toView { transitionContext.containerView.addSubview(toView) }
        toView?.alpha = 0
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut) {
            toView?.alpha = 1
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// 16. A percent-driven controller with a pan, the delegate question and the completion speed.
@MainActor
final class UsageSwipeInteraction: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    private(set) var isInteracting = false
    weak var viewController: UIViewController?

    func handle(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let translation = pan.translation(in: view)
        let progress = min(max(translation.y / max(view.bounds.height, 1), 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
            viewController?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended, .cancelled:
            isInteracting = false
            let velocity = pan.velocity(in: view)
            completionSpeed = max(1 - progress, 0.3)
            completionCurve = .easeOut
            if pan.state == .ended && (progress > 0.4 || velocity.y > 800) { finish() } else { cancel() }
            pan.setTranslation(.zero, in: view)
        default:
            break
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: pan.view)
        return abs(velocity.y) > abs(velocity.x)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer.view is UIScrollView
    }
}

/// 17–18. Navigation and tab delegates vending animators and the interaction controller.
@MainActor
final class UsageNavigationDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    let interaction = UsageSwipeInteraction()

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? UsageInterruptibleAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction.isInteracting ? interaction : nil
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        UsageInterruptibleAnimator()
    }
}

/// 19. A view controller that presents with a custom transitioning delegate.
@MainActor
final class UsagePresentingController: UIViewController, UIViewControllerTransitioningDelegate {
    func showDetail(_ detail: UIViewController) {
        detail.modalPresentationStyle = .custom
        detail.modalPresentationCapturesStatusBarAppearance = true
        detail.transitioningDelegate = self
        present(detail, animated: true, completion: nil)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        UsageZoomAnimator(sourceView: view)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        UsageInterruptibleAnimator()
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        UsageCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
