import TransitionConformance

/// A push/pop animator whose author never considered a non-animated push: `transitionDuration`
/// always says 0.5 s and `animateTransition` always runs its keyframes (an overshooting slide,
/// `calculationModeCubic`) for that long, never reading `isAnimated`. Pushing, the new screen
/// slides in from the right, 12 pt past its place and back; popping, the old screen slides out to
/// the right over the one it uncovers, and is removed. A navigation delegate makes it for
/// `.push` and `.pop`, the classic shape of app navigation animators.
///
/// Legal: UIKit runs no custom animator for `pushViewController(_:animated: false)` or a
/// non-animated pop (contract §7 F5; only `.custom` modal transitions hand an animator
/// `isAnimated == false`, §2.5), so the branch it leaves out is never taken.
@MainActor
final class OvershootNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPush: Bool

    init(operation: UINavigationController.Operation) {
        isPush = operation == .push
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        let width = container.bounds.width
        let fromStart = fromView.frame
        if isPush {
            toView.frame = finalFrame.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
        } else {
            toView.frame = finalFrame
            container.insertSubview(toView, belowSubview: fromView)
        }
        let isPush = isPush
        // The keyframe completion is @Sendable; UIKit runs it on the main thread.
        nonisolated(unsafe) let context = transitionContext
        UIView.animateKeyframes(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.calculationModeCubic],
            animations: {
                if isPush {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.7) { toView.frame = finalFrame.offsetBy(dx: -12, dy: 0) }
                    UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) { toView.frame = finalFrame }
                } else {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) { fromView.frame = fromStart.offsetBy(dx: -12, dy: 0) }
                    UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.7) { fromView.frame = fromStart.offsetBy(dx: width, dy: 0) }
                }
            },
            completion: { _ in
                MainActor.assumeIsolated {
                    let cancelled = context.transitionWasCancelled
                    if cancelled {
                        fromView.frame = fromStart
                        toView.removeFromSuperview()
                    } else if !isPush {
                        fromView.removeFromSuperview()
                    }
                    context.completeTransition(!cancelled)
                }
            })
    }
}
