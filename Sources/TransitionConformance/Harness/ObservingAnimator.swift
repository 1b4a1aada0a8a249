#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the kit sees of an animator a transitioning delegate vended: the start of each transition
/// it runs and the duration it reported, through a proxy that forwards every call.
///
/// ## One mechanism on both platforms
///
/// UIKit asks `respondsToSelector:` before calling the `optional` `interruptibleAnimator(using:)`
/// and takes a different path when it is there, so a proxy must offer the member exactly when the
/// animator does. There are two proxy classes — ``ObservingAnimator`` without the member and
/// ``ObservingInterruptibleAnimator`` with it — and ``makeProxy()`` picks one by
/// `OptionalMembers.implementsInterruptibleAnimator(_:)`. On HeadlessUIKit that answer is always
/// yes: forwarding the member passes HeadlessUIKit's "not implemented" marker through unchanged.
@MainActor
final class AnimatorObservation {
    let inner: any UIViewControllerAnimatedTransitioning
    private let onStart: (any UIViewControllerContextTransitioning) -> Void
    /// The contexts whose start was noted: the first, then any later ones (a transition hands the
    /// animator one context; a list, not a set, for a second: hashing cost more than the rest of
    /// the call; the first apart, as a list of one was allocated and grown in every run).
    private var firstStartedContext: ObjectIdentifier?
    private var laterStartedContexts: [ObjectIdentifier] = []
    /// Called when UIKit says the transition ended (`animationEnded(_:)`), before the animator hears it.
    var onEnd: () -> Void = {}
    /// The context handed to the animator in place of UIKit's, when it is a wrapper only the
    /// animator would hold: kept until the transition ends, as UIKit keeps its context, so that an
    /// animator that captures it weakly (a `Timer`'s block, as Apple advises) still completes
    /// through it.
    var keptContext: (any UIViewControllerContextTransitioning)?
    /// What the inner animator last returned from `transitionDuration(using:)`, clamped to a
    /// usable duration (not negative, finite).
    private(set) var reportedDuration: TimeInterval?
    /// What the inner animator last returned from `transitionDuration(using:)`, as it returned it.
    private(set) var returnedDuration: TimeInterval?
    /// What the inner animator is handed in place of UIKit's context: the context itself unless
    /// set (the animator suite hands a recording ``ObservedContext`` when UIKit stages its run).
    var contextForAnimator: (any UIViewControllerContextTransitioning) -> any UIViewControllerContextTransitioning = { $0 }
    /// Called as UIKit's call into the animator's own code begins (`true`) and returns (`false`):
    /// `animateTransition(using:)` and `interruptibleAnimator(using:)`. Nil when nobody asks.
    var onAnimatorCall: ((_ entering: Bool) -> Void)?

    init(_ inner: any UIViewControllerAnimatedTransitioning, onStart: @escaping (any UIViewControllerContextTransitioning) -> Void) {
        self.inner = inner
        self.onStart = onStart
    }

    /// A proxy to hand UIKit in place of the animator; it holds this observation (the observation
    /// does not hold it, so nothing is kept alive in a cycle).
    func makeProxy() -> any UIViewControllerAnimatedTransitioning {
        OptionalMembers.implementsInterruptibleAnimator(inner) ? ObservingInterruptibleAnimator(self) : ObservingAnimator(self)
    }

    /// The animator a proxy stands for (through any proxies it wraps), or `animator` itself.
    static func unwrap(_ animator: any UIViewControllerAnimatedTransitioning) -> any UIViewControllerAnimatedTransitioning {
        var current = animator
        while let inner = (current as? ObservingAnimator)?.observation.inner ?? (current as? ObservingInterruptibleAnimator)?.observation.inner {
            current = inner
        }
        return current
    }

    func noteStart(_ context: any UIViewControllerContextTransitioning) {
        let id = ObjectIdentifier(context)
        guard let first = firstStartedContext else {
            firstStartedContext = id
            onStart(context)
            return
        }
        if first == id { return }
        let later = laterStartedContexts  // read once: each read of the stored `var` is checked at run time
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build
        while index < later.count {
            if later[index] == id { return }
            index += 1
        }
        laterStartedContexts.append(id)
        onStart(context)
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        // `if let`, not `Optional.map`: a generic call and a closure, asked in every run.
        var handed: (any UIViewControllerContextTransitioning)?
        if let transitionContext {
            noteStart(transitionContext)
            handed = contextForAnimator(transitionContext)
        }
        let duration = inner.transitionDuration(using: handed)
        returnedDuration = duration
        reportedDuration = duration.isFinite ? max(duration, 0) : 0
        return duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        noteStart(transitionContext)
        let handed = contextForAnimator(transitionContext)
        onAnimatorCall?(true)
        AlongsideSeparation.separating(onAnimatorCall) { inner.animateTransition(using: handed) }
        onAnimatorCall?(false)
    }

    /// The animator's interruptible animator, asked with the context it is to be handed.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        noteStart(transitionContext)
        let handed = contextForAnimator(transitionContext)
        onAnimatorCall?(true)
        defer { onAnimatorCall?(false) }
        return OptionalMembers.forwardInterruptibleAnimator(of: inner, using: handed)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        keptContext = nil
        onEnd()
        OptionalMembers.animationEnded(inner, transitionCompleted)
    }
}

/// The proxy of an animator without `interruptibleAnimator(using:)`.
@MainActor
final class ObservingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let observation: AnimatorObservation
    init(_ observation: AnimatorObservation) { self.observation = observation }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        observation.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        observation.animateTransition(using: transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        observation.animationEnded(transitionCompleted)
    }
}

/// The proxy of an animator with `interruptibleAnimator(using:)`, which it forwards.
@MainActor
final class ObservingInterruptibleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let observation: AnimatorObservation
    init(_ observation: AnimatorObservation) { self.observation = observation }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        observation.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        observation.animateTransition(using: transitionContext)
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        observation.interruptibleAnimator(using: transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        observation.animationEnded(transitionCompleted)
    }
}
