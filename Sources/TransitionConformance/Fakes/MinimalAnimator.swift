#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The narrowest correct animator: a cross-fade that meets every requirement of the animator
/// suite, for every kind of transition. The kit's reference subject, and a pattern to copy.
///
/// It reads everything from the context (views may be nil, frames may be zero), puts the to-view
/// at `finalFrame(for:)` — below the from-view when that is in the container, on top otherwise —
/// fades, and in the completion undoes what it must: on a cancel it removes the to-view and
/// restores alpha; on success it removes the from-view if it is leaving (its final frame is
/// `.zero`, UIKit's rule) and restores its alpha. With `isAnimated == false` it runs the same code
/// with duration 0, completing on the next run-loop turn. The steps are in `CrossFade.swift`,
/// shared with ``MinimalInterruptibleAnimator``.
@MainActor
public final class MinimalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of the animated fade.
    public let duration: TimeInterval

    /// Makes a cross-fade of the given duration.
    public init(duration: TimeInterval = 0.3) {
        self.duration = duration
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let fade = CrossFade(preparing: context)
        UIView.animate(withDuration: transitionDuration(using: context), animations: fade.animate, completion: { _ in fade.finish() })
    }
}
