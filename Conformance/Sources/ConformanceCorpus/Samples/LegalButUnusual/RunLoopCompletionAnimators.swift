import TransitionConformance

/// A zoom-style dismissal in the manner of image viewers: the fade ends, the animator re-shows the
/// image underneath and calls `completeTransition(_:)` from a one-shot
/// `Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false)`, so the re-shown image has been
/// drawn before the snapshot goes. On UIKit the timer fires on the main run loop 0.05 s after the
/// animation's completion. Its duration counts the wait (a 0.25 s fade and 0.05 s), and a
/// transition that is not animated completes at once. The timer's block captures the context
/// weakly, as Apple's `Timer` documentation advises for what a timer block captures.
///
/// Legal: UIKit requires only that `completeTransition(_:)` is called once, after the animations,
/// on the main thread; a timer scheduled from the main thread fires there.
@MainActor
final class TimerCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The wait between the end of the fade and `completeTransition(_:)`.
    static let settle: TimeInterval = 0.05

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let settle = transitionContext.isAnimated ? Self.settle : 0
        RunLoopCompletionFade.animate(transitionContext, duration: transitionDuration(using: transitionContext) - settle) { cancelled in
            guard settle > 0 else { return transitionContext.completeTransition(!cancelled) }
            let complete: @MainActor () -> Void = { [weak transitionContext] in transitionContext?.completeTransition(!cancelled) }
            _ = Timer.scheduledTimer(withTimeInterval: settle, repeats: false) { _ in MainActor.assumeIsolated { complete() } }
        }
    }
}

/// A cross-fade whose completion is handed to the main operation queue, as apps that funnel
/// their UI work through `OperationQueue.main.addOperation` do. On UIKit the operation runs on a
/// later turn of the main thread, after the work already queued.
///
/// Legal: the completion comes once, after the animations, on the main thread.
@MainActor
final class OperationQueueCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        RunLoopCompletionFade.animate(transitionContext, duration: transitionDuration(using: transitionContext)) { cancelled in
            let complete: @MainActor () -> Void = { transitionContext.completeTransition(!cancelled) }
            OperationQueue.main.addOperation { MainActor.assumeIsolated { complete() } }
        }
    }
}

/// The cross-fade both animators above run: the to-view fades in (the from-view out when it
/// leaves); the animations' completion cleans up — the to-view it inserted goes after a cancel,
/// the leaving from-view after a success — and hands over whether the transition was cancelled.
@MainActor
enum RunLoopCompletionFade {
    static func animate(
        _ transitionContext: any UIViewControllerContextTransitioning, duration: TimeInterval, then complete: @escaping @MainActor (Bool) -> Void
    ) {
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let leaving = toView == nil || transitionContext.viewController(forKey: .from).map { transitionContext.finalFrame(for: $0) == .zero } ?? false
        if let toView, let toVC = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            if let fromView, fromView.superview === transitionContext.containerView {
                transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
            } else {
                transitionContext.containerView.addSubview(toView)
            }
            toView.alpha = 0
        }
        UIView.animate(
            withDuration: duration,
            animations: {
                toView?.alpha = 1
                if leaving { fromView?.alpha = 0 }
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                toView?.alpha = 1
                fromView?.alpha = 1
                if cancelled {
                    toView?.removeFromSuperview()
                } else if leaving {
                    fromView?.removeFromSuperview()
                }
                complete(cancelled)
            })
    }
}
