import Foundation

/// The state of an animator: whether its animations are loaded and whether they can still finish.
///
/// An animator begins ``inactive``; starting, pausing or scrubbing it makes it ``active``;
/// `stopAnimation(false)` makes it ``stopped`` until `finishAnimation(at:)` returns it to
/// ``inactive``. Raw values are UIKit's (`UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// The animations have not started yet, or have finished; the animator can be configured.
    case inactive = 0
    /// The animations are loaded: running, or paused and ready to resume or scrub.
    case active = 1
    /// The animations were stopped with `stopAnimation(false)` and wait for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended: the values at the end, at the start, or wherever it stopped.
///
/// Raw values are UIKit's (`UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The end of the animations: the values set inside the animation blocks.
    case end = 0
    /// The start of the animations: the values before any animation was applied.
    case start = 1
    /// Wherever the animations were when they stopped: the most recent values displayed.
    case current = 2
}

/// The interface of an object that runs, pauses, scrubs, reverses and stops animations, such
/// as ``UIViewPropertyAnimator``.
///
/// The members and their rules are UIKit's: ``startAnimation()`` and ``pauseAnimation()`` make
/// an inactive animator active; ``stopAnimation(_:)`` with `false` makes it stopped, and only a
/// stopped animator may be finished with ``finishAnimation(at:)``. Interactive view-controller
/// transitions return an object adopting this protocol (through ``UIViewImplicitlyAnimating``)
/// from `interruptibleAnimator(using:)`.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// The current state of the animator: inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are moving, forwards or backwards; a running animator is active.
    var isRunning: Bool { get }
    /// Whether the animations run (or, while not running, will run) back to their start values.
    var isReversed: Bool { get set }
    /// How far along the animations are, from 0 at the start to 1 at the end.
    var fractionComplete: CGFloat { get set }
    /// Starts the animations, or resumes them from ``fractionComplete``.
    func startAnimation()
    /// Starts the animations, or resumes them, after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are, making an inactive animator active.
    func pauseAnimation()
    /// Stops the animations where they are; with `true` the animator becomes inactive at once and
    /// its completions never run, with `false` it becomes stopped until ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator: sets the animated properties to `finalPosition`, becomes
    /// inactive and runs the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// The interface of an animator whose animations can be added to and re-timed while it runs,
/// such as ``UIViewPropertyAnimator``.
///
/// ## Optional members
///
/// In UIKit all four members are Objective-C `optional` requirements, called as
/// `animator.addAnimations?({ … })`. Swift on Linux has no optional requirements, so here they
/// are ordinary requirements with default implementations in a protocol extension: a type that
/// does not implement one gets a default that does nothing, as calling an unimplemented optional
/// member through `?` does in UIKit. Call sites drop the `?`: `animator.addAnimations { … }`
/// compiles against both. HeadlessUIKit's own callers (a transition coordinator, for example)
/// can still tell whether a type implements a member, as UIKit checks `respondsToSelector:`:
/// the default implementations mark the call as unhandled, so the caller can fall back to
/// another way of animating alongside.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that begin after `delayFactor` of the remaining duration and end with the
    /// other animations.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations that run alongside the animator's other animations.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block to run, with the final position, when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing and a new remaining duration, in `durationFactor`
    /// units of the original duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// Bookkeeping for the default implementations of ``UIViewImplicitlyAnimating``'s optional members.
@MainActor
enum UIViewImplicitlyAnimatingDefaults {
    /// Set by every default implementation; cleared by ``callIfImplemented(_:)``.
    static var defaultImplementationRan = false

    /// Runs `call`, which should call one optional member, and says whether the conforming type
    /// implements it (false when the protocol extension's default ran instead).
    static func callIfImplemented(_ call: () -> Void) -> Bool {
        let saved = defaultImplementationRan
        defaultImplementationRan = false
        call()
        let implemented = !defaultImplementationRan
        defaultImplementationRan = saved
        return implemented
    }
}

extension UIViewImplicitlyAnimating {
    /// Default for a type that does not implement the optional member: does nothing, as an
    /// unimplemented Objective-C optional member called through `?` does.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        UIViewImplicitlyAnimatingDefaults.defaultImplementationRan = true
    }

    /// Default for a type that does not implement the optional member: does nothing, as an
    /// unimplemented Objective-C optional member called through `?` does.
    public func addAnimations(_ animation: @escaping () -> Void) {
        UIViewImplicitlyAnimatingDefaults.defaultImplementationRan = true
    }

    /// Default for a type that does not implement the optional member: does nothing (the
    /// completion never runs), as an unimplemented Objective-C optional member called through
    /// `?` does.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        UIViewImplicitlyAnimatingDefaults.defaultImplementationRan = true
    }

    /// Default for a type that does not implement the optional member: does nothing, as an
    /// unimplemented Objective-C optional member called through `?` does.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        UIViewImplicitlyAnimatingDefaults.defaultImplementationRan = true
    }
}
