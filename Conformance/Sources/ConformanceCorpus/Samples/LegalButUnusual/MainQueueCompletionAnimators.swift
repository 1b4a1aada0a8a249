import TransitionConformance

/// A zoom-style animator in the manner of image viewers' dismissal animators: the fade and scale
/// end, the animator puts the image view back in place for the screen underneath, and it calls
/// `completeTransition(_:)` a tenth of a second later from
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.1)`, so the re-shown image has been drawn
/// before the snapshot goes. On UIKit the block runs 0.1 s after the animation's completion, on the
/// main queue. Its duration counts the settling tenth (a 0.2 s fade and 0.1 s), and a transition
/// that is not animated completes at once. Cleans up after a cancel (the to-view it inserted goes,
/// the from-view is restored).
///
/// Legal: UIKit requires only that `completeTransition(_:)` is called once, after the animations;
/// nothing requires it inside the animations' completion. (Leaving the tenth out of the duration,
/// or waiting it when not animated, is what ANIM-DURATION and ANIM-NOT-ANIMATED report.)
@MainActor
final class DelayedMainQueueCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The wait between the end of the fade and `completeTransition(_:)`.
    static let settle: TimeInterval = 0.1

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let leaving = toView == nil || transitionContext.viewController(forKey: .from).map { transitionContext.finalFrame(for: $0) == .zero } ?? false
        if let toView, let toVC = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            if let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
            toView.alpha = 0
        }
        let settle = transitionContext.isAnimated ? Self.settle : 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext) - settle,
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
                guard settle > 0 else { return transitionContext.completeTransition(!cancelled) }
                DispatchQueue.main.asyncAfter(deadline: .now() + settle) {
                    transitionContext.completeTransition(!cancelled)
                }
            })
    }
}

/// A cross-fade whose completion hops to the main queue before completing, as apps do to leave
/// UIKit's animation callback before starting their own work: `DispatchQueue.main.async` from the
/// animations' completion. On UIKit the block runs on the next turn of the main run loop.
///
/// Legal: the completion comes once, after the animations, on the main thread.
@MainActor
final class MainQueueHopCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let leaving = toView == nil || transitionContext.viewController(forKey: .from).map { transitionContext.finalFrame(for: $0) == .zero } ?? false
        if let toView, let toVC = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView?.alpha = 1
                if leaving { fromView?.alpha = 0 }
            },
            completion: { _ in
                DispatchQueue.main.async {
                    let cancelled = transitionContext.transitionWasCancelled
                    toView?.alpha = 1
                    fromView?.alpha = 1
                    if cancelled {
                        toView?.removeFromSuperview()
                    } else if leaving {
                        fromView?.removeFromSuperview()
                    }
                    transitionContext.completeTransition(!cancelled)
                }
            })
    }
}

/// A cross-fade that completes from a `CATransaction` completion block wrapped around its
/// animation, as animators that mix `UIView.animate` with layer animations do: Core Animation runs
/// the block once the animations the transaction added have finished.
///
/// Legal: the completion comes once, after the animations.
@MainActor
final class TransactionCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let leaving = toView == nil || transitionContext.viewController(forKey: .from).map { transitionContext.finalFrame(for: $0) == .zero } ?? false
        if let toView, let toVC = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
        }
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            let cancelled = transitionContext.transitionWasCancelled
            toView?.alpha = 1
            fromView?.alpha = 1
            if cancelled {
                toView?.removeFromSuperview()
            } else if leaving {
                fromView?.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            toView?.alpha = 1
            if leaving { fromView?.alpha = 0 }
        }
        CATransaction.commit()
    }
}
