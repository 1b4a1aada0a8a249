import Foundation

/// An object that animates a view-controller transition. UIKit's signature.
///
/// The Objective-C `optional` members — ``interruptibleAnimator(using:)`` and
/// ``animationEnded(_:)`` — are requirements here with default implementations, as a pure-Swift
/// protocol needs. The default `interruptibleAnimator(using:)` returns a marker object so that the
/// machinery can tell "not implemented" from "implemented" (UIKit asks `respondsToSelector:`); see
/// ``UIKitOptional``.
///
/// A Swift rule to know: a subclass's implementation of a member its superclass's conformance
/// took from the default is not used through the protocol. Implement optional members in the class
/// that declares the conformance.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The duration of the transition's animations; the context may be nil.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Performs the transition's animations, then calls `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The interruptible animator driving the transition; the same one for its whole life.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Called when the transition completes, for final clean-up.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Default for the optional member: not implemented (returns ``UIKitOptional/notImplemented``).
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        UIKitOptional.notImplemented
    }

    /// Default for the optional member: does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// How HeadlessUIKit tells whether an Objective-C `optional` protocol member is implemented.
///
/// UIKit asks `respondsToSelector:` before calling an optional member. In Swift, optional members
/// become requirements with default implementations; where UIKit's behaviour depends on whether a
/// member exists, the default returns a marker that this type recognises.
@preconcurrency @MainActor
public enum UIKitOptional {
    /// The marker the default `interruptibleAnimator(using:)` returns.
    public static let notImplemented: any UIViewImplicitlyAnimating = NotImplementedAnimator()

    /// Whether an animator implements `interruptibleAnimator(using:)`; calls it to find out, as
    /// UIKit does in the interruptible path. Returns the animator it vended, or nil.
    public static func interruptibleAnimator(
        of animator: any UIViewControllerAnimatedTransitioning,
        using context: any UIViewControllerContextTransitioning
    ) -> (any UIViewImplicitlyAnimating)? {
        let vended = animator.interruptibleAnimator(using: context)
        return vended === notImplemented ? nil : vended
    }

    /// Whether `object` is the marker of an unimplemented optional member.
    public static func isNotImplemented(_ object: AnyObject) -> Bool {
        object === notImplemented
    }
}

/// The marker object of an unimplemented `interruptibleAnimator(using:)`; inert.
@MainActor
private final class NotImplementedAnimator: NSObject, UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool {
        get { false }
        set {}
    }
    var fractionComplete: CGFloat {
        get { 0 }
        set {}
    }
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}
