import Foundation

/// A headless model of `UIPercentDrivenInteractiveTransition`: drives a transition's animations
/// by a percentage, then finishes or cancels them.
///
/// ## The model — UIKit's two paths
///
/// **Block animations.** If the animator does not implement `interruptibleAnimator(using:)`,
/// ``startInteractiveTransition(_:)`` freezes the container's layer (`speed = 0`) — and the layers
/// of views registered with the coordinator's `animateAlongsideTransition(in:…)` — then calls the
/// animator's `animateTransition(using:)`. ``update(_:)`` scrubs them through `timeOffset`
/// (linearly, as UIKit documents). ``finish()`` lets them run forwards for
/// `(1 − percentComplete) × duration / completionSpeed`; ``cancel()`` runs them backwards for
/// `percentComplete × duration / completionSpeed` and then ends them with `finished` set to
/// `HeadlessScene.Configuration.finishedFlagAfterPercentDrivenCancel` (`true` by default). The
/// **model values stay at their end values** after a cancel: an animator must restore them
/// itself when `transitionWasCancelled`.
///
/// **Interruptible animator.** If the animator implements `interruptibleAnimator(using:)`, that
/// animator is paused and scrubbed through `fractionComplete`; finish continues it, cancel reverses
/// it, with ``timingCurve`` if set. A reversed property animator finishes at `.start`, so the
/// **model values return to their start values**. Whether UIKit also calls `animateTransition`
/// on this path is undocumented: see `Configuration.percentDrivenCallsAnimateTransitionWithInterruptibleAnimator`.
///
/// Calls before the transition starts are remembered and applied when it starts; calls after it
/// finished or was cancelled are ignored, as UIKit ignores them, and recorded as
/// ``HeadlessDiagnostic/Kind/ignoredCall`` diagnostics. One controller can drive one transition
/// after another — apps commonly keep a single instance for every swipe: started with a new
/// context once its transition has been finished or cancelled, it begins afresh (progress 0).
/// Starting it again with the same context is misuse, and ignored. The non-interactive remainder is
/// run at constant speed: ``completionCurve`` is kept but not applied (HeadlessUIKit
/// approximation).
///
/// Subclasses must call `super` first in every override, as UIKit requires.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private enum Phase { case waiting, interactive, finishing, cancelling, done }

    /// The non-interactive duration the animator reported when the transition started.
    public private(set) var duration: CGFloat = 0
    /// The last value passed to ``update(_:)``.
    public private(set) var percentComplete: CGFloat = 0
    /// How fast the non-interactive remainder runs; must be > 0. 1 by default.
    open var completionSpeed: CGFloat = 1
    /// The curve of the non-interactive remainder; ease-in-out by default.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing used when an interruptible animator continues; ignored otherwise.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactively; true by default.
    open var wantsInteractiveStart = true

    /// Every value passed to ``update(_:)``, before any clamping. HeadlessUIKit only: it lets a
    /// test see progress outside 0…1 that UIKit clamps or ignores.
    public private(set) var headlessUpdateHistory: [CGFloat] = []
    /// Whether ``finish()`` or ``cancel()`` was called on this controller for the transition it
    /// drives (while it waited for the transition to start, or while interactive). A transition
    /// whose context heard `finishInteractiveTransition()` or `cancelInteractiveTransition()`
    /// while this is false was ended by a direct call on the context, which leaves the driven
    /// animations frozen: the controller never ran them on.
    public var headlessWasEnded: Bool {
        switch phase {
        case .finishing, .cancelling, .done: true
        case .waiting: pendingEnd != nil
        case .interactive: false
        }
    }

    private weak final var context: (any UIViewControllerContextTransitioning)?
    private final var interruptible: (any UIViewImplicitlyAnimating)?
    private final var drivenLayers: [CALayer] = []
    private final var phase = Phase.waiting
    private final var pendingEnd: Phase?

    /// Makes an interaction controller.
    public override init() {
        super.init()
    }

    /// Starts driving the transition: see the type's discussion for the two paths.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        if phase == .finishing || phase == .cancelling || phase == .done, transitionContext !== context {
            // Another transition: an app may keep one controller for every gesture.
            resetForNextTransition()
        }
        guard phase == .waiting else {
            record(
                "startInteractiveTransition(_:)", "called again for a transition already started; ignored. Each interaction controller drives one transition.")
            return
        }
        context = transitionContext
        let provider = transitionContext as? any HeadlessAnimatorProvidingContext
        let animator = provider?.headlessAnimator
        let reported = provider?.headlessTransitionDuration ?? animator?.transitionDuration(using: transitionContext) ?? 0
        duration = CGFloat(reported.isFinite ? max(reported, 0) : 0)
        phase = .interactive
        if let animator, let vended = UIKitOptional.interruptibleAnimator(of: animator, using: transitionContext) {
            interruptible = vended
            provider?.headlessCoordinator?.isInterruptible = true
            provider?.headlessCoordinator?.interruptibleAnimator = vended
            if scene.configuration.percentDrivenCallsAnimateTransitionWithInterruptibleAnimator {
                animator.animateTransition(using: transitionContext)
            }
            vended.pauseAnimation()
            vended.fractionComplete = min(max(percentComplete, 0), 1)
        } else {
            drivenLayers = provider?.headlessCoordinator?.interactivelyDrivenLayers ?? [transitionContext.containerView.layer]
            let layers = drivenLayers  // an index loop: `for in` makes a generic iterator, costly in a debug build
            var index = 0
            while index < layers.count {
                let layer = layers[index]
                index += 1
                layer.speed = 0
                layer.timeOffset = 0
                layer.beginTime = 0
            }
            animator?.animateTransition(using: transitionContext)
            scrub(to: percentComplete)
        }
        transitionContext.updateInteractiveTransition(percentComplete)
        if let end = pendingEnd {
            pendingEnd = nil
            end == .finishing ? finish() : cancel()
        } else if !wantsInteractiveStart, let interruptible {
            // Starts running on its own; pause() can grab it later (interruptible transitions).
            phase = .finishing
            interruptible.startAnimation()
        }
    }

    /// Scrubs the transition to `percentComplete`; values below 0 are clamped to 0.
    open func update(_ percentComplete: CGFloat) {
        Self.append(percentComplete, to: &headlessUpdateHistory)
        guard percentComplete.isFinite else {
            record("update(_:)", "got \(percentComplete); progress must be a finite number in 0…1. The update was ignored.")
            return
        }
        guard phase == .waiting || phase == .interactive else {
            record(
                "update(_:)", kind: .ignoredCall,
                "called after the transition was \(phase == .cancelling ? "cancelled" : "finished"); ignored. Stop updating once you call finish() or cancel()."
            )
            return
        }
        self.percentComplete = max(percentComplete, 0)
        guard phase == .interactive, let context else { return }
        context.updateInteractiveTransition(self.percentComplete)
        if let interruptible {
            interruptible.fractionComplete = min(self.percentComplete, 1)
        } else {
            scrub(to: self.percentComplete)
        }
    }

    /// Pauses a transition that is finishing or cancelling, making it interactive again
    /// (interruptible transitions).
    open func pause() {
        guard phase == .finishing || phase == .cancelling, let context else { return }
        context.pauseInteractiveTransition()
        if let interruptible {
            interruptible.pauseAnimation()
            percentComplete = interruptible.fractionComplete
        } else {
            let layers = drivenLayers  // an index loop: `for in` makes a generic iterator, costly in a debug build
            var index = 0
            while index < layers.count {
                freeze(layers[index])
                index += 1
            }
            percentComplete = CGFloat(drivenLayers.first.map { $0.timeOffset } ?? 0) / max(duration, .leastNonzeroMagnitude)
        }
        phase = .interactive
    }

    /// Finishes the transition: the animations run to their end.
    open func finish() {
        end(.finishing, api: "finish()")
    }

    /// Cancels the transition: the animations run back to their start.
    open func cancel() {
        end(.cancelling, api: "cancel()")
    }

    // MARK: Private

    private final var scene: HeadlessScene {
        context?.containerView.window?.headlessScene ?? HeadlessScene.current
    }

    private func end(_ ending: Phase, api: String) {
        switch phase {
        case .waiting:
            pendingEnd = ending
            return
        case .interactive:
            break
        case .finishing, .cancelling, .done:
            record(
                api, kind: .ignoredCall,
                "called after the transition was already \(phase == .cancelling ? "cancelled" : "finished"); ignored. Call finish() or cancel() once.")
            return
        }
        guard let context else { return }
        phase = ending
        var speed = completionSpeed
        if !(speed.isFinite && speed > 0) {
            record(api, "completionSpeed is \(completionSpeed); it must be > 0. Used 1 instead.")
            speed = 1
        }
        ending == .finishing ? context.finishInteractiveTransition() : context.cancelInteractiveTransition()
        if let interruptible {
            // UIKit: the remaining time is durationFactor × the animator's duration; the remainder
            // should take (what is left of the way) × duration / completionSpeed.
            let fraction = min(max(interruptible.fractionComplete, 0), 1)
            let remaining = ending == .cancelling ? fraction : 1 - fraction
            interruptible.isReversed = ending == .cancelling
            interruptible.continueAnimation(withTimingParameters: timingCurve, durationFactor: remaining / speed)
            return
        }
        let scene = self.scene
        let runSpeed = ending == .finishing ? Double(speed) : -Double(speed)
        let driven = drivenLayers  // an index loop: `for in` makes a generic iterator, costly in a debug build
        var index = 0
        while index < driven.count {
            run(driven[index], speed: runSpeed, at: scene.now)
            index += 1
        }
        guard ending == .cancelling else { return }
        let offset = drivenLayers.first?.timeOffset ?? 0
        let rewindEnd = scene.now + max(offset, 0) / Double(speed)
        let layers = drivenLayers
        let flag = scene.configuration.finishedFlagAfterPercentDrivenCancel
        scene.schedule(at: rewindEnd, label: "end of the rewind of a cancelled percent-driven transition") {
            for layer in layers {
                layer.speed = 0
                layer.timeOffset = 0
            }
            for layer in layers { layer.endAllAnimationsInSubtree(finished: flag) }
            for layer in layers { UIPercentDrivenInteractiveTransition.restore(layer) }
        }
    }

    /// Appends `value`, making room for a few updates at the first (one access to the stored
    /// array): growing it 1 -> 2 -> 4 copied the history at each of an interaction's first updates.
    private static func append(_ value: CGFloat, to history: inout [CGFloat]) {
        if history.capacity == 0 { history.reserveCapacity(4) }
        history.append(value)
    }

    /// Forgets the transition that ended, so the controller can drive the next one.
    private func resetForNextTransition() {
        phase = .waiting
        pendingEnd = nil
        percentComplete = 0
        duration = 0
        interruptible = nil
        drivenLayers = []
        context = nil
    }

    private func scrub(to percent: CGFloat) {
        // Index loop: `for in` makes a generic iterator, costly in a debug build, at every update.
        let layers = drivenLayers
        let offset = Double(percent) * Double(duration)
        var index = 0
        while index < layers.count {
            layers[index].timeOffset = offset
            index += 1
        }
    }

    /// Lets a frozen layer's local time run on from its `timeOffset` at `speed`.
    private func run(_ layer: CALayer, speed: Double, at now: TimeInterval) {
        let local = layer.timeOffset
        let parentNow = layer.superlayer?.localTime(atSceneTime: now) ?? now
        layer.speed = Float(speed)
        layer.timeOffset = local
        layer.beginTime = parentNow
    }

    /// Freezes a running layer at its current local time.
    private func freeze(_ layer: CALayer) {
        let local = layer.localTime(atSceneTime: scene.now)
        layer.speed = 0
        layer.timeOffset = local
        layer.beginTime = 0
    }

    /// Gives a layer back its ordinary timing once the transition's animations are over.
    static func restore(_ layer: CALayer) {
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }

    /// Gives a layer speed 1 again without moving its local time: `beginTime` and `timeOffset`
    /// are rebased so the animations under it continue from where they are.
    static func resumeNormalSpeed(_ layer: CALayer, at now: TimeInterval) {
        guard layer.speed != 1 else { return }
        let local = layer.localTime(atSceneTime: now)
        let parentNow = layer.superlayer?.localTime(atSceneTime: now) ?? now
        layer.speed = 1
        layer.timeOffset = local
        layer.beginTime = parentNow
    }

    private func record(_ member: String, kind: HeadlessDiagnostic.Kind = .uikitMisuse, _ message: String) {
        scene.record(kind, api: "UIPercentDrivenInteractiveTransition.\(member)", message)
    }
}
