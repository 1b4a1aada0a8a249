#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The narrowest correct interruptible animator: the cross-fade of ``MinimalAnimator`` run by one
/// `UIViewPropertyAnimator` that it returns from `interruptibleAnimator(using:)` — the same
/// instance for the whole transition (UIKit may ask several times) — and forgets in
/// `animationEnded(_:)`, so it is reusable.
///
/// `animateTransition(using:)` starts that animator; UIKit's interruptible path (and
/// `UIPercentDrivenInteractiveTransition` when the animator implements `interruptibleAnimator`)
/// pauses, scrubs, reverses and continues it instead. The property animator's completion reads
/// `transitionWasCancelled`, undoes what a cancel must undo, and completes the transition.
@MainActor
public final class MinimalInterruptibleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of the animated fade.
    public let duration: TimeInterval
    private var current: UIViewPropertyAnimator?

    /// Makes an interruptible cross-fade of the given duration.
    public init(duration: TimeInterval = 0.3) {
        self.duration = duration
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    public func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let current { return current }
        let fade = CrossFade(preparing: context)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: context), curve: .easeInOut, animations: fade.animate)
        animator.addCompletion { _ in fade.finish() }
        current = animator
        return animator
    }

    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        current = nil
    }
}
