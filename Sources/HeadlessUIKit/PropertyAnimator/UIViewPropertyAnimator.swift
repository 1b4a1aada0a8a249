import Foundation

/// An object that animates changes to views and lets you pause, scrub, reverse, re-time and
/// stop those animations while they run: UIKit's interruptible animator.
///
/// ## The model
///
/// An animator begins `.inactive`. Its animation blocks run when it becomes active — on
/// ``startAnimation()``, ``pauseAnimation()`` or setting ``fractionComplete`` — and a block
/// added while it is active runs at once. As with `UIView.animate`, a block's changes are the
/// new **model** values, readable right away; each change of an animatable property (`frame`,
/// `bounds`, `center`, `transform`, `alpha`, `backgroundColor`, `layer.cornerRadius`) starts an
/// animation, owned by the animator, from the value displayed now to the new value, visible
/// through `layer.presentation()`.
///
/// Time is the scene's virtual clock. ``fractionComplete`` is the fraction of the duration that
/// has passed: running forwards it grows by 1/``duration`` per second (after any start delay),
/// reversed it shrinks, and the clock wakes up exactly when it reaches 1 (or 0). While running,
/// the displayed values follow the timing curve: from a standing start, `curve(fraction)` of the
/// way from the start values to the end values. Each time the animator resumes, reverses or is
/// continued, the rest of the animation restarts from the value displayed at that moment and
/// follows the curve over the remaining time, as UIKit's header describes for
/// ``continueAnimation(withTimingParameters:durationFactor:)`` (HeadlessUIKit applies that rule
/// to every restart, so the display never jumps then). While paused, the display follows the
/// fraction linearly when ``scrubsLinearly`` is true (the default), else along the curve; so
/// pausing an animator with a non-linear curve in mid-flight can make its display jump to the
/// linear value (UIKit blends instead, in a way it does not document).
///
/// When the animations reach their end, the model holds the `.end` values (they were set by the
/// blocks). When they reach their start (running reversed), the animator **writes** the `.start`
/// values back into the model — recorded in the views' ``UIView/headlessMutations`` — as UIKit
/// does. The animator then becomes `.inactive` and its completions run with `.end` or `.start`
/// on the scene's clock (the next run-loop turn, never inside the clock step), unless
/// ``pausesOnCompletion`` keeps it active and paused at the end.
///
/// A running animator (including one waiting out a start delay) is pending work on its scene:
/// it keeps `runUntilIdle(timeout:)` from returning idle, and it is kept alive by the scene,
/// so `runningPropertyAnimator` results need no reference. A paused animator is neither: the
/// scene can be idle while it waits for the code under test to scrub or continue it.
///
/// ``stopAnimation(_:)`` writes the values displayed now into the model and removes the
/// animations. ``finishAnimation(at:)`` then writes the `.end` or `.start` values (or leaves
/// the `.current` ones) and runs the completions, inside the call by default
/// (`HeadlessScene.Configuration.finishAnimationRunsCompletionsInline`).
///
/// Misuse that UIKit answers with an exception — starting or pausing a stopped animator,
/// finishing one that is not stopped, continuing one that is running or not interruptible,
/// changing ``isInterruptible`` or ``isUserInteractionEnabled`` on an animator that is not
/// inactive, setting ``fractionComplete`` while running — never traps here: the call leaves the
/// animator unchanged and records a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic on the
/// scene. Releasing an animator that is paused or stopped is recorded the same way (UIKit
/// asserts "It is an error to release a paused or stopped property animator").
///
/// ## Choices where UIKit is silent
///
/// - ``fractionComplete`` always measures from the start values (0) to the end values (1), also
///   while reversed. Starting an inactive animator reversed, at fraction 0, ends it at once at
///   `.start`. ``isReversed`` keeps its value when a cycle ends.
/// - A `durationFactor` of 0 in ``continueAnimation(withTimingParameters:durationFactor:)``
///   keeps the remaining time, as widely used UIKit code relies on.
///
/// ## What it does not model
///
/// - Layer timing: the animator's animations follow the animator, not the layers' `speed`,
///   `timeOffset` or `beginTime`, and `removeAllAnimations()` does not remove them (stop the
///   animator instead).
/// - `UIView.animate` or keyframe animations nested inside an animator's block run on their own
///   (inheriting the animator's duration and curve) and are not paused or reversed with it.
/// - Hit-testing: ``isUserInteractionEnabled`` and ``isManualHitTestingEnabled`` are stored only.
/// - `UIView.setAnimationsEnabled(false)` does not affect property animators.
/// - A ``fractionComplete`` outside 0…1: values are clamped (UIKit allows custom animators to
///   go beyond; ``UIViewPropertyAnimator`` does not document it).
///
/// ```swift
/// let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
/// scene.window.addSubview(view)
/// let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
/// animator.addCompletion { position in print(position == .end) }
/// animator.startAnimation()          // view.alpha == 0 (model) at once
/// scene.advance(by: 0.5)             // view.layer.presentation()?.opacity == 0.5
/// animator.pauseAnimation()
/// animator.isReversed = true
/// animator.startAnimation()
/// scene.advance(by: 0.5)             // finished at .start: view.alpha == 1 again
/// ```
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    // MARK: State (used by the extensions in this folder)

    let storedTimingParameters: any UITimingCurveProvider
    let originalTiming: ResolvedTiming
    let storedDuration: TimeInterval
    final var storedDelay: TimeInterval = 0
    final var storedState = UIViewAnimatingState.inactive
    final var storedIsReversed = false
    final var storedIsInterruptible = true
    final var storedIsUserInteractionEnabled = true
    /// The fraction of the duration that has passed, while not running.
    final var pausedFraction: Double = 0
    /// The current run, while running (including a start delay).
    final var motion: Motion?
    /// The timing of this cycle; `continueAnimation` may replace it until the animator is inactive.
    final var timing: ResolvedTiming
    /// Seconds per unit of fraction; the duration, until `continueAnimation` re-times the rest.
    final var secondsPerFraction: Double
    /// Blocks added while inactive, run when the animator becomes active.
    final var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
    /// How many blocks this cycle has (pending or run).
    final var blockCount = 0
    /// Set by a start without blocks: the time the run should begin once a block is added.
    final var awaitingBlocksSince: TimeInterval?
    final var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The animations the animator owns, in the order they were created.
    final var driven: [DrivenAnimation] = []
    /// Every animated property with its `.start` and `.end` values, in the order first animated.
    final var properties: [AnimatedProperty] = []
    weak final var runScene: HeadlessScene?

    // MARK: Creating an animator

    /// Makes an inactive animator with the given duration and timing curve.
    ///
    /// A spring made with `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`
    /// computes its own duration, which replaces `duration` (see ``UISpringTimingParameters``).
    /// A duration that is negative is treated as 0 (the animations end on the next clock turn);
    /// one that is not finite is recorded as an invalid argument and treated as 0.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let resolved = ResolvedTiming(parameters, api: "UIViewPropertyAnimator.init(duration:timingParameters:)")
        let requested = duration.isFinite ? max(duration, 0) : 0
        storedTimingParameters = parameters
        originalTiming = resolved
        timing = resolved
        storedDuration = resolved.impliedDuration ?? requested
        secondsPerFraction = storedDuration
        super.init()
        if !duration.isFinite {
            HeadlessScene.current.record(
                .invalidArgument, api: "UIViewPropertyAnimator.init(duration:timingParameters:)",
                "duration \(duration) is not finite; the animator's duration is 0. Pass a finite duration in seconds.")
        }
    }

    /// Makes an inactive animator with one of UIKit's built-in curves and, optionally, a first
    /// animation block.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Makes an inactive animator with a cubic Bézier curve and, optionally, a first animation block.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Makes an inactive animator whose spring settles at the end of `duration` and, optionally,
    /// a first animation block; `ratio` below 1 overshoots.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator that runs `animations` after `delay` seconds and calls `completion` with
    /// the final position, the old `UIView.animate` style.
    ///
    /// The curve comes from the options' curve bits (ease-in-out by default); other options are
    /// ignored. Called inside another animation block (a `UIView.animate` block or another
    /// animator's block), the animator inherits that block's duration, delay and curve unless
    /// the options contain `.overrideInheritedDuration` / `.overrideInheritedCurve`, and it is not
    /// interruptible; inside an interruptible animator's block, the changes are tracked by that
    /// outer animator (they pause, reverse and stop with it) while this animator still runs its
    /// own timeline and completion.
    ///
    /// HeadlessUIKit cannot create an instance of a subclass here without a `required`
    /// initializer; calling this on a subclass of `UIViewPropertyAnimator` is a precondition
    /// failure.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = makeRunningAnimator(
            duration: duration, delay: delay, options: options,
            animations: animations, completion: completion)
        guard let typed = animator as? Self else {
            preconditionFailure(
                "HeadlessUIKit: \(self).runningPropertyAnimator(withDuration:…) cannot make an instance of a subclass (it has no required initializer). Create the subclass with its initializer and call startAnimation(afterDelay:)."
            )
        }
        return typed
    }

    // MARK: Configuration

    /// The timing curve provider the animator was created with.
    ///
    /// UIKit copies it (`@NSCopying`); HeadlessUIKit's timing parameter classes are immutable, so
    /// the provider is kept as given. It does not change with
    /// ``continueAnimation(withTimingParameters:durationFactor:)``.
    open var timingParameters: (any UITimingCurveProvider)? { storedTimingParameters }

    /// The duration of the main animations, in seconds; fixed when the animator is created.
    open var duration: TimeInterval { storedDuration }

    /// The start delay most recently passed to ``startAnimation(afterDelay:)``; 0 by default.
    open var delay: TimeInterval { storedDelay }

    /// Whether the animated views receive touches while animating; true by default.
    ///
    /// Stored only (hit-testing is not modelled). Setting it on an animator that is not inactive
    /// is misuse (UIKit raises) and leaves it unchanged.
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { setUserInteractionEnabled(newValue) }
    }

    /// Whether the app manages hit-testing of the animating views itself; false by default. Stored only.
    open var isManualHitTestingEnabled = false

    /// Whether the animator can be paused, scrubbed, reversed and continued; true by default.
    ///
    /// Setting it on an animator that is not inactive is misuse (UIKit raises) and leaves it unchanged.
    open var isInterruptible: Bool {
        get { storedIsInterruptible }
        set { setInterruptible(newValue) }
    }

    /// Whether a paused animator displays its animations linearly with ``fractionComplete``
    /// (true, the default) or along its timing curve (false).
    open var scrubsLinearly = true

    /// Whether the animator, on reaching its end, stays active and paused instead of becoming
    /// inactive; false by default. Its completions then do not run: watch ``isRunning`` instead.
    open var pausesOnCompletion = false

    // MARK: UIViewAnimating

    /// The current state: inactive, active (running or paused) or stopped.
    open var state: UIViewAnimatingState { storedState }

    /// Whether the animations are moving (including during a start delay); only an active
    /// animator runs.
    open var isRunning: Bool { motion != nil }

    /// Whether the animations run back towards their start values.
    ///
    /// While running, setting it turns the animations around from where they are. While paused
    /// or inactive, it sets the direction of the next start. Ignored while stopped, as UIKit may.
    open var isReversed: Bool {
        get { storedIsReversed }
        set { setReversed(newValue) }
    }

    /// The fraction of the duration completed, 0 at the start and 1 at the end, whichever way
    /// the animator runs.
    ///
    /// Settable only while paused; setting it on an inactive animator makes it active and paused
    /// (its blocks run) first. Values are clamped to 0…1. Setting it while running or stopped, or
    /// to NaN, is misuse and changes nothing.
    open var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set { setFractionComplete(newValue) }
    }

    /// Starts the animations, or resumes them from ``fractionComplete``, in the direction of
    /// ``isReversed``.
    ///
    /// Does nothing while running. With no animation block yet, the animator waits, active and
    /// paused, and starts as soon as a block is added. Calling it while stopped is misuse.
    open func startAnimation() {
        start(afterDelay: 0, api: "startAnimation()", setsDelay: false)
    }

    /// Starts the animations, or resumes them, after `delay` seconds; see ``startAnimation()``.
    open func startAnimation(afterDelay delay: TimeInterval) {
        start(afterDelay: delay, api: "startAnimation(afterDelay:)", setsDelay: true)
    }

    /// Pauses the animations where they are.
    ///
    /// An inactive animator becomes active and paused (its blocks run). Does nothing if already
    /// paused. Calling it while stopped is misuse.
    open func pauseAnimation() {
        pause()
    }

    /// Stops the animations where they are, writing the values displayed now into the model.
    ///
    /// With `true` the animator becomes inactive and its completions never run; with `false` it
    /// becomes stopped, waiting for ``finishAnimation(at:)``. Does nothing on an inactive animator.
    open func stopAnimation(_ withoutFinishing: Bool) {
        stop(withoutFinishing: withoutFinishing)
    }

    /// Finishes a stopped animator: writes the `.end` or `.start` values into the model (or
    /// leaves the `.current` ones), becomes inactive and runs the completions with `finalPosition`.
    ///
    /// Calling it on an animator that is not stopped is misuse and changes nothing.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        finish(at: finalPosition)
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds animations that begin `delayFactor` of the remaining duration from now (from the
    /// start, on an inactive animator) and end with the other animations.
    ///
    /// On an inactive animator the block waits until the animator becomes active; on an active
    /// one it runs at once. A factor outside 0…1 is misuse and is clamped. On a stopped
    /// animator the changes apply without animating (UIKit does not document this case).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        add(animation, delayFactor: delayFactor, api: "addAnimations(_:delayFactor:)")
    }

    /// Adds animations that run alongside the others and end with them; see
    /// ``addAnimations(_:delayFactor:)``.
    open func addAnimations(_ animation: @escaping () -> Void) {
        add(animation, delayFactor: 0, api: "addAnimations(_:)")
    }

    /// Adds a block to run with the final position when the animations end (naturally or
    /// through ``finishAnimation(at:)``); never after `stopAnimation(true)`.
    ///
    /// Completions can be added at any time; those of a finished cycle are discarded.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator as if it restarted from where it is, with new timing and a new
    /// remaining duration of `durationFactor × duration` seconds.
    ///
    /// `parameters` nil keeps the current curve. A `durationFactor` of 0 keeps the remaining
    /// time the animator had (UIKit code commonly passes 0 to simply continue). The new timing
    /// lasts until the animator becomes inactive. Allowed only on an active, paused,
    /// interruptible animator; otherwise, or with a negative or non-finite factor, it is misuse
    /// and changes nothing.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        continueRun(with: parameters, durationFactor: durationFactor)
    }

    isolated deinit {
        animatorWillDeallocate()
    }
}

extension UIViewPropertyAnimator {
    /// Waits for the animations to end and returns the final position; the async form of
    /// ``addCompletion(_:)``. Never returns if the animator is stopped with `stopAnimation(true)`.
    public func addCompletion() async -> UIViewAnimatingPosition {
        await withCheckedContinuation { continuation in
            addCompletion { continuation.resume(returning: $0) }
        }
    }
}
