import Foundation

/// The animation UIKit runs when a transitioning delegate supplies no animator: the
/// `modalTransitionStyle` of the presented view controller. `.coverVertical` slides the presented
/// view up from below (down on dismissal); `.crossDissolve` fades it; the flip and curl styles are
/// modelled as a cross-dissolve. Its duration is `HeadlessScene.Configuration.standardTransitionDuration`.
@MainActor
final class StandardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let style: UIModalTransitionStyle
    let duration: TimeInterval

    init(isPresenting: Bool, style: UIModalTransitionStyle, duration: TimeInterval) {
        self.isPresenting = isPresenting
        self.style = style
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let sliding = style == .coverVertical
        let offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height)
        if isPresenting {
            guard let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else {
                context.completeTransition(!context.transitionWasCancelled)
                return
            }
            toView.frame = context.finalFrame(for: toVC)
            container.addSubview(toView)
            if sliding { toView.transform = offscreen } else { toView.alpha = 0 }
            UIView.animate(
                withDuration: transitionDuration(using: context),
                animations: {
                    if sliding { toView.transform = .identity } else { toView.alpha = 1 }
                },
                completion: { _ in
                    let cancelled = context.transitionWasCancelled
                    if cancelled { toView.removeFromSuperview() }
                    toView.transform = .identity
                    toView.alpha = 1
                    context.completeTransition(!cancelled)
                })
        } else {
            if let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to) {
                toView.frame = context.finalFrame(for: toVC)
                container.insertSubview(toView, at: 0)
            }
            let fromView = context.view(forKey: .from)
            UIView.animate(
                withDuration: transitionDuration(using: context),
                animations: {
                    if sliding { fromView?.transform = offscreen } else { fromView?.alpha = 0 }
                },
                completion: { _ in
                    let cancelled = context.transitionWasCancelled
                    fromView?.transform = .identity
                    fromView?.alpha = 1
                    if !cancelled { fromView?.removeFromSuperview() }
                    context.completeTransition(!cancelled)
                })
        }
    }
}
