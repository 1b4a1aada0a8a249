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

/// A slide-up card animator written in the style of Swift-concurrency-era apps: once the spring
/// settles, it hands its clean-up to a `Task { @MainActor in … }` (as code does that then awaits
/// other work before finishing), which restores the card's shadow and completes. On UIKit the
/// task's body is a job on the main executor — the main queue — and runs on a later turn.
///
/// Legal: the completion comes once, after the animations, on the main actor.
@MainActor
final class MainActorTaskCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval = 0.35
    /// Whether the card comes in (presentation, push) or goes away (dismissal, pop).
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard transitionContext.viewController(forKey: .from) != nil, let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let presenting = self.presenting
        let container = transitionContext.containerView
        let card = presenting ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from)
        // With Reduce Motion on, the card fades in place instead of sliding.
        let slides = !UIAccessibility.isReduceMotionEnabled
        let onscreen = presenting ? transitionContext.finalFrame(for: toVC) : card?.frame ?? .zero
        let offscreen = slides ? container.bounds.offsetBy(dx: 0, dy: container.bounds.height) : onscreen
        if presenting, let card {
            card.frame = offscreen
            if !slides { card.alpha = 0 }
            container.addSubview(card)
        }
        var insertedBelow: UIView?
        if !presenting, let toView = transitionContext.view(forKey: .to), toView.superview == nil {
            toView.frame = transitionContext.finalFrame(for: toVC)
            container.insertSubview(toView, at: 0)
            insertedBelow = toView
        }
        let target = presenting ? onscreen : offscreen
        let start = card?.frame ?? .zero
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
            options: [.curveEaseOut],
            animations: {
                card?.frame = target
                if !slides { card?.alpha = presenting ? 1 : 0 }
            },
            completion: { _ in
                Task { @MainActor in
                    let cancelled = transitionContext.transitionWasCancelled
                    card?.alpha = 1
                    if cancelled {
                        card?.frame = start
                        if presenting { card?.removeFromSuperview() }
                        insertedBelow?.removeFromSuperview()
                    } else if !presenting {
                        card?.removeFromSuperview()
                    }
                    transitionContext.completeTransition(!cancelled)
                }
            })
    }
}
