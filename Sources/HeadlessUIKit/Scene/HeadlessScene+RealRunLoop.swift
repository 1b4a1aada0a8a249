import Foundation

/// The thread's own run loop, in real time, where the virtual clock cannot reach.
///
/// ## The model
///
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` adds its timer to the current thread's
/// run loop in the default mode, and `RunLoop.perform(_:)` queues its block on the run loop it is
/// sent to
/// ([`scheduledTimer(withTimeInterval:repeats:block:)`](https://developer.apple.com/documentation/foundation/timer/scheduledtimer(withtimeinterval:repeats:block:)),
/// [`perform(_:)`](https://developer.apple.com/documentation/foundation/runloop/perform(_:))).
/// Neither can be put on the virtual clock: Foundation's declarations cannot be shadowed from
/// another module (a call would be ambiguous), and a timer counts real time. They stay
/// Foundation's, and the scene gives the run loop a bounded chance instead: when
/// ``runUntilIdle(timeout:)`` has nothing left on the virtual clock before its deadline (the
/// scene is idle, or only work that cannot move on its own is left, such as a transition waiting
/// for `completeTransition(_:)`) while something is waited for (``headlessAwaitsWork``, or a
/// transition of UIKit's machinery waiting for its completion), it polls the current thread's run loop once — running the blocks
/// queued with `perform(_:)` and the timers already due — and, when a timer of that run loop is
/// due within the ``Configuration/realRunLoopBudget`` left and before the deadline, moves the clock
/// on to the timer's due time (the real time until it, rounded to
/// ``Configuration/mainQueueDelayResolution``) and waits for it in real time. The scene then goes
/// on with whatever the timer or block queued, started, resumed (a percent-driven transition's
/// `finish()`) or ended.
///
/// So such work runs only once nothing on the virtual clock is due before it, at the virtual
/// time the real wait reaches: a timer set while an animation still runs fires after that
/// animation ends, not at its own time among the animation's events, as it would on UIKit.
/// ``realRunLoopTimeSpent`` says how much of the budget was used.
///
/// Run from the main thread outside a job of the main queue (a synchronous XCTest method, a
/// command-line tool's top-level code), the poll is a turn of the main run loop, which also
/// services the main dispatch queue: a `DispatchWorkItem` queued there, what a main-actor task does
/// after a suspension, and a `RunLoop.main.perform` block, run then. It does not reach them while the check is
/// itself a job of the serial main queue — as Swift Testing runs a main-actor test (on Linux on a
/// worker thread) and XCTest an async test method: nothing else queued there runs before the job
/// returns, and off the main thread the main thread's run loop is not the current one (under Swift
/// Testing on Linux the main thread waits in `dispatch_main()` and never runs its run loop).
/// `RunLoop` cannot be subclassed outside Foundation on Linux, and a second `RunLoop.main` is
/// ambiguous, so `RunLoop.main` cannot be made to mean the thread running the check.
extension HeadlessScene {
    /// Polls the current thread's run loop and, when one of its timers is due within the budget
    /// left and before `deadline`, moves the clock on to its due time and waits for it in real
    /// time. Returns whether it waited, so the caller pumps the clock again.
    func giveRealRunLoopAChance(before deadline: TimeInterval) -> Bool {
        let budget = configuration.realRunLoopBudget - realRunLoopTimeSpent
        guard budget > 0, Self.mainQueueScene(for: .main) === self else { return false }
        let runLoop = RunLoop.current
        let started = timelinesStarted
        let queued = queue.items.count
        let wakeUp = nextEventTime()
        let wasIdle = isIdle
        // One pass: runs the blocks queued with perform(_:) and the timers already due; nil when
        // the run loop has nothing at all in the default mode.
        let next = runLoop.limitDate(forMode: .default)
        // What ran may have queued work, started an animation, moved one that was frozen (a
        // percent-driven transition's finish() resumes its paused animations), or ended the last
        // work left: the clock has something to do again, or is idle now rather than at the deadline.
        let polled = queue.items.count != queued || timelinesStarted != started || nextEventTime() != wakeUp || isIdle != wasIdle
        realRunLoopTimerNotWaitedFor = nil
        guard let next, next != .distantFuture else { return polled }
        let wait = next.timeIntervalSinceNow
        guard wait <= budget, now + max(wait, 0) <= deadline + Self.timeTolerance else {
            let why =
                wait > budget
                ? "the real-time budget had \(HeadlessFormat.time(budget)) s left"
                : "it is due after the deadline t=\(HeadlessFormat.time(deadline))"
            realRunLoopTimerNotWaitedFor =
                "a Timer on the thread's run loop due \(HeadlessFormat.time(wait)) s of real time after t=\(HeadlessFormat.time(now)), not waited for: \(why)"
            return polled
        }
        // The clock reads the timer's due time while it runs: the real wait, on virtual time.
        let resolution = configuration.mainQueueDelayResolution
        let step = resolution > 0 ? (max(wait, 0) / resolution).rounded() * resolution : max(wait, 0)
        let from = now
        now = min(now + step, deadline)
        let waitedFrom = Date()
        _ = runLoop.run(mode: .default, before: next.addingTimeInterval(Self.realRunLoopSlack))
        let waited = Date().timeIntervalSince(waitedFrom)
        realRunLoopTimeSpent += waited
        record(
            .realTimeWait, api: "Timer / RunLoop.perform",
            "nothing was left on the virtual clock at t=\(HeadlessFormat.time(from)), so the scene let the thread's run loop run its timers and perform blocks for \(HeadlessFormat.time(waited)) s of real time (\(HeadlessFormat.time(realRunLoopTimeSpent)) s of the \(HeadlessFormat.time(configuration.realRunLoopBudget)) s budget used) and moved the clock on to t=\(HeadlessFormat.time(now))"
        )
        return true
    }

    /// Whether something is waited for that the thread's run loop may bring: what the harness
    /// says (``headlessAwaitsWork``), or a transition of UIKit's machinery still waiting for
    /// `completeTransition(_:)`.
    var awaitsWorkOffTheClock: Bool {
        if let headlessAwaitsWork, headlessAwaitsWork() { return true }
        // An index loop, not `contains(where:)`: a debug build pays for the closure and the generic
        // iteration at every step of the clock.
        let timelines = timelines
        var index = 0
        while index < timelines.count {
            if timelines[index] is any TransitionInFlight && !timelines[index].isFinished { return true }
            index += 1
        }
        return false
    }

    /// How long past a timer's fire date the run loop is run, in real seconds: enough for the run
    /// loop to notice the timer and call it.
    static let realRunLoopSlack: TimeInterval = 0.002
}
