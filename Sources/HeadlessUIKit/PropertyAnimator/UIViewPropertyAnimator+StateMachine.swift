import Foundation

extension UIViewPropertyAnimator {
    // MARK: Diagnostics

    /// Records misuse of `member` on the scene of the animated views; `raises` when UIKit raises
    /// an exception for it (contract F12).
    func misuse(_ member: String, _ message: String, raises: Bool = false) {
        HeadlessScene.recordMisuse(api: "UIViewPropertyAnimator.\(member)", message, near: anyAnimatedView, raises: raises)
    }

    private var stateName: String {
        switch storedState {
        case .inactive: return "inactive"
        case .active: return isRunning ? "active and running" : "active and paused"
        case .stopped: return "stopped"
        }
    }

    // MARK: Settings

    func setUserInteractionEnabled(_ value: Bool) {
        guard storedState == .inactive else {
            misuse(
                "isUserInteractionEnabled",
                "was set to \(value) while the animator is \(stateName); UIKit raises an exception when it is set on an animator that is not inactive. Set it before starting the animator.",
                raises: true
            )
            return
        }
        storedIsUserInteractionEnabled = value
    }

    func setInterruptible(_ value: Bool) {
        guard storedState == .inactive else {
            misuse(
                "isInterruptible",
                "was set to \(value) while the animator is \(stateName); UIKit raises an exception when it is changed on an animator that is not inactive. Set it before starting the animator.",
                raises: true
            )
            return
        }
        storedIsInterruptible = value
    }

    func setReversed(_ value: Bool) {
        guard storedState != .stopped, value != storedIsReversed else { return }
        storedIsReversed = value
        if let motion {
            // Turn around from where the animations are now.
            beginMotion(target: value ? 0 : 1, startTime: max(now, motion.startTime))
        }
    }

    func setFractionComplete(_ value: CGFloat) {
        guard !value.isNaN else {
            misuse(
                "fractionComplete",
                "was set to NaN; UIKit's result is undefined. The fraction was left at \(HeadlessFormat.value(currentFraction)). Set a number in 0…1.")
            return
        }
        switch storedState {
        case .stopped:
            misuse(
                "fractionComplete",
                "was set while the animator is stopped; UIKit lets you set it only while the animator is paused. Finish the animator with finishAnimation(at:) instead."
            )
        case .active where isRunning:
            misuse(
                "fractionComplete", "was set while the animator is running; UIKit ignores it (it can be set only while paused). Call pauseAnimation() first.")
        case .inactive:
            activate()
            pausedFraction = min(max(Double(value), 0), 1)
        case .active:
            pausedFraction = min(max(Double(value), 0), 1)
        }
    }

    // MARK: Running

    /// Makes the animator active: its pending blocks run, at fraction 0.
    func activate() {
        guard storedState == .inactive else { return }
        storedState = .active
        pausedFraction = 0
        let blocks = pendingBlocks
        pendingBlocks = []
        for block in blocks { run(block.animations, delayFactor: block.delayFactor) }
    }

    /// Runs a block with the animator as the owner of the animations it creates; the block's
    /// animations occupy the timeline from `delayFactor` of the remaining part to the end.
    private func run(_ animations: () -> Void, delayFactor: Double) {
        let f = currentFraction
        let windowStart = min(max(f + delayFactor * (1 - f), 0), 1)
        AnimationContext(
            group: nil, duration: (1 - windowStart) * storedDuration, delay: 0,
            curve: scrubCurve, options: .init(rawValue: 0), driver: self, delayFactor: windowStart
        ).run(animations)
    }

    func start(afterDelay requestedDelay: TimeInterval, api: String, setsDelay: Bool) {
        guard storedState != .stopped else {
            misuse(
                api,
                "was called on a stopped animator; UIKit raises an exception. Call finishAnimation(at:) to end it, then configure and start the animator again.",
                raises: true
            )
            return
        }
        guard !isRunning else { return }
        var delay = requestedDelay
        if !delay.isFinite {
            scene.record(
                .invalidArgument, api: "UIViewPropertyAnimator.\(api)",
                "delay \(requestedDelay) is not finite; the animator starts without a delay. Pass a finite delay in seconds.")
            delay = 0
        }
        delay = max(delay, 0)
        if setsDelay { storedDelay = delay }
        activate()
        let startTime = now + delay
        if blockCount == 0 {
            // UIKit: a transient paused state, left when a block is added.
            awaitingBlocksSince = startTime
            return
        }
        beginMotion(target: storedIsReversed ? 0 : 1, startTime: startTime)
    }

    func pause() {
        switch storedState {
        case .stopped:
            misuse(
                "pauseAnimation()", "was called on a stopped animator; UIKit raises an exception. Call finishAnimation(at:) to end it instead.", raises: true)
        case .inactive:
            activate()
        case .active:
            freezeMotion()
            awaitingBlocksSince = nil
        }
    }

    func add(_ animations: @escaping () -> Void, delayFactor requested: CGFloat, api: String) {
        var factor = Double(requested)
        if !(factor >= 0 && factor <= 1) {
            misuse(
                api,
                "delayFactor \(requested) is outside 0…1; UIKit requires a value between 0 and 1. HeadlessUIKit clamped it. Pass a fraction of the remaining duration."
            )
            factor = factor.isNaN ? 0 : min(max(factor, 0), 1)
        }
        switch storedState {
        case .inactive:
            pendingBlocks.append((animations, factor))
            blockCount += 1
        case .stopped:
            AnimationContext.nonAnimating().run(animations)
        case .active:
            blockCount += 1
            run(animations, delayFactor: factor)
            if let startTime = awaitingBlocksSince {
                beginMotion(target: storedIsReversed ? 0 : 1, startTime: max(startTime, now))
            }
        }
    }

    func continueRun(with parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        let api = "continueAnimation(withTimingParameters:durationFactor:)"
        guard storedState == .active, !isRunning, storedIsInterruptible else {
            let why =
                storedState != .active
                ? "the animator is \(stateName)"
                : isRunning ? "the animator is running" : "the animator is not interruptible"
            misuse(
                api,
                "was called but \(why); UIKit raises an exception: it is allowed only on an active, paused, interruptible animator. Call pauseAnimation() first, or use startAnimation().",
                raises: true
            )
            return
        }
        let factor = Double(durationFactor)
        guard factor.isFinite, factor >= 0 else {
            misuse(
                api,
                "durationFactor \(durationFactor) is negative or not finite; UIKit's result is undefined. The animator was left paused. Pass a factor ≥ 0 of the original duration (0 keeps the remaining time)."
            )
            return
        }
        if let parameters { timing = ResolvedTiming(parameters, api: "UIViewPropertyAnimator.\(api)") }
        let target: Double = storedIsReversed ? 0 : 1
        let distance = abs(target - pausedFraction)
        var length = distance * secondsPerFraction
        if factor > 0 {
            length = factor * storedDuration
            if distance > 0 { secondsPerFraction = length / distance }
        }
        beginMotion(target: target, startTime: now, length: length)
    }

    // MARK: Ending

    /// The run reached its end (1) or start (0).
    func reachEnd(of run: Motion) {
        pausedFraction = run.target
        motion = nil
        guard !pausesOnCompletion else { return }
        let position: UIViewAnimatingPosition = run.target >= 1 ? .end : .start
        let scene = runScene ?? self.scene
        removeAnimations(finished: true)
        if position == .start { writeModel(at: .start) }  // forwards, the model already holds .end
        let handlers = completions
        becomeInactive()
        guard !handlers.isEmpty else { return }
        scene.scheduleOnNextTurn(label: "UIViewPropertyAnimator completion (.\(position))") {
            for handler in handlers {
                HeadlessRunningCompletion.running("UIViewPropertyAnimator", position: ".\(position)") { handler(position) }
            }
        }
    }

    func stop(withoutFinishing: Bool) {
        switch storedState {
        case .inactive:
            return
        case .stopped:
            if withoutFinishing { becomeInactive() }
        case .active:
            let values = properties.compactMap { property in displayedValue(of: property).map { (property, $0) } }
            freezeMotion()
            awaitingBlocksSince = nil
            removeAnimations(finished: false)
            writeModel(values)
            if withoutFinishing {
                becomeInactive()
            } else {
                storedState = .stopped
            }
        }
    }

    func finish(at position: UIViewAnimatingPosition) {
        guard storedState == .stopped else {
            misuse(
                "finishAnimation(at:)",
                "was called while the animator is \(stateName); UIKit raises an exception: it is allowed only after stopAnimation(false). Call stopAnimation(false) first.",
                raises: true
            )
            return
        }
        let scene = self.scene
        writeModel(at: position)
        let handlers = completions
        becomeInactive()
        guard !handlers.isEmpty else { return }
        if scene.configuration.finishAnimationRunsCompletionsInline {
            for handler in handlers {
                HeadlessRunningCompletion.running("UIViewPropertyAnimator", position: ".\(position)") { handler(position) }
            }
        } else {
            scene.scheduleOnNextTurn(label: "UIViewPropertyAnimator completion (.\(position))") {
                for handler in handlers {
                    HeadlessRunningCompletion.running("UIViewPropertyAnimator", position: ".\(position)") { handler(position) }
                }
            }
        }
    }

    /// Returns to inactive: blocks and completions of the cycle are discarded (UIKit invalidates
    /// them) and the original timing comes back.
    func becomeInactive() {
        removeAnimations(finished: false)
        storedState = .inactive
        motion = nil
        pausedFraction = 0
        pendingBlocks = []
        blockCount = 0
        awaitingBlocksSince = nil
        completions = []
        properties = []
        timing = originalTiming
        secondsPerFraction = storedDuration
    }

    /// UIKit asserts when a paused or stopped animator is released; record it and clean up.
    ///
    /// A running animator is kept alive by its scene, so it is released only when the scene
    /// itself goes away: that is not misuse. No scene is created to record on.
    func animatorWillDeallocate() {
        guard storedState != .inactive else { return }
        if !isRunning, let scene = anyAnimatedView?.window?.headlessScene ?? HeadlessScene.currentIfAny {
            scene.record(
                .uikitMisuse, api: "UIViewPropertyAnimator.deinit",
                "an animator that is \(stateName) was released; UIKit asserts (\"It is an error to release a paused or stopped property animator\"). Keep a reference until it finishes, or call stopAnimation(true) (or stopAnimation(false) and finishAnimation(at:)) before releasing it.",
                raises: true
            )
        }
        removeAnimations(finished: false)
    }

    // MARK: runningPropertyAnimator

    static func makeRunningAnimator(
        duration requestedDuration: TimeInterval, delay requestedDelay: TimeInterval,
        options: UIView.AnimationOptions, animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)?
    ) -> UIViewPropertyAnimator {
        var duration = requestedDuration
        var delay = requestedDelay
        var parameters: any UITimingCurveProvider = UICubicTimingParameters(animationCurve: options.curve)
        var interruptible = true
        var trackedByOuter = false
        if let outer = AnimationContext.current, outer.animates {
            interruptible = false
            if !options.contains(.overrideInheritedDuration) {
                duration = outer.duration
                delay = outer.delay
            }
            if !options.contains(.overrideInheritedCurve) { parameters = ResolvedTiming.provider(for: outer.curve) }
            if let outerAnimator = outer.driver as? UIViewPropertyAnimator, outerAnimator.isInterruptible {
                trackedByOuter = true
            }
        }
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: parameters)
        animator.storedIsInterruptible = interruptible
        if trackedByOuter {
            animations()  // in the outer animator's block: its animations own these changes
            animator.addAnimations({})
        } else {
            animator.addAnimations(animations)
        }
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }
}
