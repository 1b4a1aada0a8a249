import TransitionConformance

/// The objc.io article's default animator (`PrivateAnimatedTransition`, seed 001), as published:
/// a 1 s spring that slides the new child in from one side (the side read from the context's
/// initial and final frames of the to view controller) while the old child slides out and fades.
///
/// It reaches the views through `viewController(forKey:).view`, adds the to view controller's view
/// without giving it a frame, always reports 1 s, and leaves removing the old child's view to the
/// container's completion block.
@MainActor
final class ObjcIODefaultAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let childViewPadding: CGFloat = 16

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
            let fromViewController = transitionContext.viewController(forKey: .from)
        else { return }
        let goingRight = transitionContext.initialFrame(for: toViewController).origin.x < transitionContext.finalFrame(for: toViewController).origin.x
        let travelDistance = transitionContext.containerView.bounds.width + Self.childViewPadding
        let travel = CGAffineTransform(translationX: goingRight ? travelDistance : -travelDistance, y: 0)
        transitionContext.containerView.addSubview(toViewController.view)
        toViewController.view.alpha = 0
        toViewController.view.transform = travel.inverted()
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.75,
            initialSpringVelocity: 0.5, options: [],
            animations: {
                fromViewController.view.transform = travel
                fromViewController.view.alpha = 0
                toViewController.view.transform = .identity
                toViewController.view.alpha = 1
            },
            completion: { _ in
                fromViewController.view.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The same animator corrected for what the kit reports: the new child's view goes to
/// `finalFrame(for:)`, `isAnimated == false` runs with duration 0, and the old child's view, when
/// it leaves (final frame `.zero`), is removed with its alpha put back; with Reduce Motion on it
/// keeps its cross-fade but slides only 20 points, not the container's width (Apple's Human
/// Interface Guidelines, Motion: much smaller motion).
@MainActor
final class CorrectedObjcIODefaultAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 1
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
            let fromViewController = transitionContext.viewController(forKey: .from)
        else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let goingRight = transitionContext.initialFrame(for: toViewController).origin.x < transitionContext.finalFrame(for: toViewController).origin.x
        let travelDistance =
            UIAccessibility.isReduceMotionEnabled ? 20 : transitionContext.containerView.bounds.width + ObjcIODefaultAnimator.childViewPadding
        let travel = CGAffineTransform(translationX: goingRight ? travelDistance : -travelDistance, y: 0)
        let fromLeaves = transitionContext.finalFrame(for: fromViewController) == .zero
        if let toView {
            let final = transitionContext.finalFrame(for: toViewController)
            if final != .zero { toView.frame = final }
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            toView.transform = travel.inverted()
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.75,
            initialSpringVelocity: 0.5, options: [],
            animations: {
                fromView?.transform = travel
                fromView?.alpha = 0
                toView?.transform = .identity
                toView?.alpha = 1
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                fromView?.transform = .identity
                fromView?.alpha = 1
                toView?.transform = .identity
                toView?.alpha = 1
                if cancelled { toView?.removeFromSuperview() } else if fromLeaves { fromView?.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
