#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The animator the custom-container suite hands your container: it records every call in a
/// ``ContainerSwitchLog`` and forwards it to one of the kit's reference animators, giving that
/// animator an ``ObservedContext`` around your context so the kit also sees what it passes to
/// `completeTransition(_:)`.
///
/// It does not implement `interruptibleAnimator(using:)`, so to your container it looks exactly
/// like a reference animator that does not either (UIKit asks `respondsToSelector:`); the
/// interruptible reference animator is wrapped by ``LoggingInterruptibleAnimator`` instead.
@MainActor
final class LoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let inner: any UIViewControllerAnimatedTransitioning
    let log: ContainerSwitchLog

    init(_ inner: any UIViewControllerAnimatedTransitioning, log: ContainerSwitchLog) {
        self.inner = inner
        self.log = log
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        log.note("transitionDuration(using:)")
        return inner.transitionDuration(using: transitionContext.map(log.wrap))
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.noteAnimateTransition(transitionContext)
        inner.animateTransition(using: log.wrap(transitionContext))
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.noteAnimationEnded(transitionCompleted)
        OptionalMembers.animationEnded(inner, transitionCompleted)
    }
}

/// ``LoggingAnimator`` for an interruptible reference animator: the same recording and
/// forwarding, plus `interruptibleAnimator(using:)`, which returns the inner animator's property
/// animator unchanged (the same instance for the whole transition, as UIKit requires).
@MainActor
final class LoggingInterruptibleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let inner: MinimalInterruptibleAnimator
    let log: ContainerSwitchLog

    init(_ inner: MinimalInterruptibleAnimator, log: ContainerSwitchLog) {
        self.inner = inner
        self.log = log
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        log.note("transitionDuration(using:)")
        return inner.transitionDuration(using: transitionContext.map(log.wrap))
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.noteAnimateTransition(transitionContext)
        inner.animateTransition(using: log.wrap(transitionContext))
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        log.note("interruptibleAnimator(using:)")
        return inner.interruptibleAnimator(using: log.wrap(transitionContext))
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.noteAnimationEnded(transitionCompleted)
        OptionalMembers.animationEnded(inner, transitionCompleted)
    }
}
