import Foundation

/// How a call to ``HeadlessScene/runUntilIdle(timeout:)`` ended.
public enum IdleResult: Sendable, Equatable, CustomStringConvertible {
    /// Nothing is scheduled any more; the clock stopped at the given time.
    case idle(at: TimeInterval)
    /// The virtual timeout passed with work still pending; the clock stopped at the deadline.
    case timedOut(at: TimeInterval, pending: [String])

    /// Whether the scene became idle before the timeout.
    public var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .idle(let time):
            return "idle at t=\(HeadlessFormat.time(time))"
        case .timedOut(let time, let pending):
            return "timed out at t=\(HeadlessFormat.time(time)) with \(pending.count) pending: "
                + pending.joined(separator: "; ")
        }
    }
}

extension HeadlessScene {
    /// Times closer than this are the same instant, so that `advance(by: 0.1)` three times
    /// reaches an event due at 0.3 despite floating-point rounding.
    static let timeTolerance: TimeInterval = 1e-9

    /// Moves the clock forward by `interval` seconds, running everything that falls due on the
    /// way, in time order; work due at the same instant runs in submission order.
    ///
    /// `advance(by: 0)` runs what is due now (the "next run-loop turn") without moving time.
    /// A negative or non-finite interval is recorded as an ``HeadlessDiagnostic/Kind/invalidArgument``
    /// diagnostic and ignored.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval >= 0 else {
            record(
                .invalidArgument, api: "HeadlessScene.advance(by:)",
                "interval \(interval) is not a finite, non-negative number of seconds; the clock did not move. Pass a duration ≥ 0.")
            return
        }
        let target = now + interval
        var steps = 0
        // Whether the timelines were pruned with none dropped and no code has run since: pruning
        // again would find nothing (see `pruneTimelines()`), so it is skipped.
        var settled = false
        var laidOut = false  // whether the last turn of work ended with a layout pass
        while true {
            if runDueWork(laidOut: &laidOut) || !settled { settled = !pruneTimelines() }
            guard let next = earliestEventTime(), next <= target + Self.timeTolerance else { break }
            guard withinStepBudget(&steps, api: "HeadlessScene.advance(by:)") else { return }
            settled = step(to: next)
        }
        // The clock already at the target (`advance(by: 0)`), with no code run since the loop's
        // last turn of work (its pruning dropped nothing, and asking the timelines for their next
        // event runs none): that turn left nothing due and no layout pending, so another would
        // find nothing to do — unless it ended with a layout pass, whose views may have asked
        // for another.
        guard target > now || !settled || laidOut else { return }
        now = max(now, target)
        runDueWork()
    }

    /// Runs the clock until nothing is scheduled, or until `timeout` virtual seconds have passed,
    /// and says which.
    ///
    /// Pending work that can never fire on its own (an animation under a layer whose `speed` is
    /// 0, a repeating animation) keeps the scene from being idle: the clock then runs to the
    /// deadline and the result lists what is still pending.
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval) -> IdleResult {
        guard timeout.isFinite, timeout >= 0 else {
            record(
                .invalidArgument, api: "HeadlessScene.runUntilIdle(timeout:)",
                "timeout \(timeout) is not a finite, non-negative number of seconds; nothing ran. Pass a virtual deadline ≥ 0.")
            return isIdle ? .idle(at: now) : .timedOut(at: now, pending: pendingWork)
        }
        let deadline = now + timeout
        var steps = 0
        // Whether the timelines were pruned with none dropped and no code has run since: pruning
        // again would find nothing (see `pruneTimelines()`), so it is skipped. `isIdle` and
        // `nextEventTime()` each prune; this loop prunes only where one of them would change something.
        var settled = false
        while true {
            if runDueWork() || !settled { settled = !pruneTimelines() }
            let idle = queue.isEmpty && timelines.count == 0  // `isIdle`, pruned above
            var next: TimeInterval?
            if !idle {
                if !settled { settled = !pruneTimelines() }
                next = earliestEventTime()
            }
            if let next, next <= deadline + Self.timeTolerance {
                guard withinStepBudget(&steps, api: "HeadlessScene.runUntilIdle(timeout:)") else {
                    return .timedOut(at: now, pending: pendingWork)
                }
                settled = step(to: next)
                continue
            }
            // Nothing on the clock before the deadline: the thread's run loop gets its chance
            // (timers, RunLoop.perform blocks), bounded by the real-time budget.
            if configuration.realRunLoopBudget > 0, awaitsWorkOffTheClock, withinStepBudget(&steps, api: "HeadlessScene.runUntilIdle(timeout:)"),
                giveRealRunLoopAChance(before: deadline)
            {
                settled = false
                continue
            }
            if idle { return .idle(at: now) }
            break
        }
        now = max(now, deadline)
        runDueWork()
        return isIdle ? .idle(at: now) : .timedOut(at: now, pending: pendingWork)
    }

    /// Whether nothing is queued and no animation is in flight.
    public var isIdle: Bool {
        pruneTimelines()
        return queue.isEmpty && timelines.count == 0  // Array's `count`, not the generic `isEmpty`
    }

    /// One line per queued work item and per animation in flight, in the order they would run.
    public var pendingWork: [String] {
        pruneTimelines()
        let work = queue.items.map { "\($0.label()) due at t=\(HeadlessFormat.time($0.time))" }
        return work + timelines.map(\.pendingDescription)
    }

    /// ``pendingWork``, without the view-controller transitions still waiting for
    /// `completeTransition(_:)` when `includingTransitions` is false: what else is scheduled.
    public func pendingWork(includingTransitions: Bool) -> [String] {
        guard !includingTransitions else { return pendingWork }
        pruneTimelines()
        let work = queue.items.map { "\($0.label()) due at t=\(HeadlessFormat.time($0.time))" }
        return work + timelines.filter { !($0 is TransitionInFlight) }.map(\.pendingDescription)
    }

    /// The latest virtual time at which something now scheduled next wakes the clock: the latest
    /// queued work item, or the next event of an animation in flight (the end of a plain
    /// animation); nil when nothing is scheduled, or only animations that cannot move on their own
    /// (a layer at `speed` 0). What a transition set going will take, whatever it said it would.
    public var lastScheduledEventTime: TimeInterval? {
        pruneTimelines()
        var last: TimeInterval?
        // Index loops: `for in` makes a generic iterator, costly in a debug build.
        let items = queue.items
        var index = 0
        while index < items.count {
            last = max(last ?? items[index].time, items[index].time)
            index += 1
        }
        let timelines = timelines
        index = 0
        while index < timelines.count {
            if let t = timelines[index].nextEventTime(in: self) { last = max(last ?? t, t) }
            index += 1
        }
        return last
    }

    /// One line per block animation in flight on this scene (`UIView.animate`, keyframes, view
    /// transitions) and per explicit animation (`CALayer.add(_:forKey:)`) not ended yet, in start
    /// order. Property animators and pending transitions are not included.
    public var animationsInFlight: [String] { animationsInFlight(excluding: []) }

    /// ``animationsInFlight`` without the animations of the layers of `views` (by identity):
    /// what is left when another party's animations are set aside.
    public func animationsInFlight(excluding views: Set<ObjectIdentifier>) -> [String] {
        pruneTimelines()
        func excluded(_ layer: CALayer?) -> Bool {
            guard !views.isEmpty, let view = layer?.owningView else { return false }
            return views.contains(ObjectIdentifier(view))
        }
        // An index loop, not `compactMap` with a closure: harnesses ask after every run.
        let timelines = timelines
        var descriptions: [String] = []
        var index = 0
        while index < timelines.count {
            let timeline = timelines[index]
            index += 1
            if let animation = timeline as? LayerAnimation {
                if !excluded(animation.layer) { descriptions.append(animation.pendingDescription) }
            } else if let animation = timeline as? ExplicitAnimation, !excluded(animation.layer) {
                descriptions.append(animation.pendingDescription)
            }
        }
        return descriptions
    }

    /// Queues `work` to run at virtual time `time` (not before the next pump of the clock);
    /// `label` is worked out only if a report names the work.
    func schedule(at time: TimeInterval, label: @autoclosure @escaping @MainActor () -> String, _ work: @escaping @MainActor () -> Void) {
        queue.push(at: max(time, now), label: label, work)
    }

    /// Queues `work` for the next run-loop turn: it runs at the current instant, after the work
    /// already queued for it, when the clock is next pumped — never inline.
    func scheduleOnNextTurn(label: @autoclosure @escaping @MainActor () -> String, _ work: @escaping @MainActor () -> Void) {
        queue.push(at: now, label: label, work)
    }

    /// Registers a timeline so the clock wakes up for its events.
    func register(_ timeline: any SceneTimeline) {
        Self.append(timeline, to: &timelines)
        timelinesStarted += 1
    }

    /// Appends `timeline`, making room for a transition's usual few at the first (one access to
    /// the stored array): a new scene's list, and the one a pruning that dropped every timeline
    /// leaves, have none, and growing 1 → 2 → 4 copied the list at each registration.
    private static func append(_ timeline: any SceneTimeline, to timelines: inout [any SceneTimeline]) {
        if timelines.capacity == 0 { timelines.reserveCapacity(4) }
        timelines.append(timeline)
    }

    // MARK: Private

    /// Counts one wake-up of the clock; past ``Configuration/maximumClockStepsPerCall`` records a
    /// runaway diagnostic and says no.
    private func withinStepBudget(_ steps: inout Int, api: String) -> Bool {
        steps += 1
        guard steps > configuration.maximumClockStepsPerCall else { return true }
        let next = pendingWork.first ?? "nothing"
        record(
            .runaway, api: api,
            "the clock woke \(configuration.maximumClockStepsPerCall) times in one call and reached only t=\(HeadlessFormat.time(now)); it stopped there with work still pending (next: \(next)). Something keeps scheduling the next piece of work a hair later, e.g. an animation a fraction of a millisecond long whose completion starts the next; end the chain."
        )
        return false
    }

    /// Fires the events due at `time`, then prunes; says whether the pruning dropped none.
    private func step(to time: TimeInterval) -> Bool {
        if time > now { now = time }
        let due = timelines
        // Each timeline checks its own next event against the time (see `SceneTimeline`), so the
        // clock does not compute it a second time here.
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build, at every step
        while index < due.count {
            let timeline = due[index]
            index += 1
            if !timeline.isFinished { timeline.fireEvents(upTo: now + Self.timeTolerance, in: self) }
        }
        return !pruneTimelines()
    }

    /// The earliest time something scheduled wakes the clock: a queued item or an animation's next
    /// event; nil when nothing can move on its own.
    func nextEventTime() -> TimeInterval? {
        pruneTimelines()
        return earliestEventTime()
    }

    /// ``nextEventTime()`` without pruning first: for callers that just pruned.
    private func earliestEventTime() -> TimeInterval? {
        var next = queue.nextTime
        // An index loop: `for in` makes a generic iterator, costly in a debug build, at every step.
        let timelines = timelines
        var index = 0
        while index < timelines.count {
            // `min(next ?? t, t)` spelled out (the same comparison): the generic `min` is a call
            // of its own in a debug build, for every animation at every step.
            if let t = timelines[index].nextEventTime(in: self) {
                if let earliest = next {
                    if t < earliest { next = t }
                } else {
                    next = t
                }
            }
            index += 1
        }
        return next
    }

    /// Drops the finished timelines, keeping the others in order. A loop, not
    /// `removeAll(where:)`: the clock calls it at every step, and a closure handed to the
    /// standard library pays an isolation check per element (see `IdentitySearch.swift`).
    ///
    /// Says whether it dropped any. When it drops none, it runs no code (a timeline's
    /// `isFinished` only reads), so a second call before anything else runs would find nothing:
    /// the clock's loops skip it then.
    @discardableResult
    private func pruneTimelines() -> Bool {
        // One read of the stored array (each read is an exclusivity check), then index loops, not
        // slices: a slice and its copy went through generic code at every step.
        let all = timelines
        var index = 0
        while index < all.count, !all[index].isFinished { index += 1 }
        guard index < all.count else { return false }
        var kept: [any SceneTimeline] = []
        var position = 0
        while position < all.count {
            if position < index || (position > index && !all[position].isFinished) {
                // Room made at the first kept one (often none is left, and nothing need be made):
                // as much as there was, for the timelines registered next.
                if kept.count == 0 { kept.reserveCapacity(all.count) }
                kept.append(all[position])
            }
            position += 1
        }
        timelines = kept
        return true
    }

    /// Runs the work due now in order, then the layout pass that ends a run-loop turn; says
    /// whether it ran anything (any code that may have changed the timelines).
    @discardableResult
    private func runDueWork() -> Bool {
        var laidOut = false
        return runDueWork(laidOut: &laidOut)
    }

    /// ``runDueWork()``, saying in `laidOut` whether it ended with a layout pass.
    private func runDueWork(laidOut: inout Bool) -> Bool {
        var ran = 0
        let limit = configuration.maximumWorkItemsPerInstant
        // `isEmpty` first: most turns find nothing queued, and then neither the clock is read nor
        // the queue's pop called (each a call and an access more in a debug build).
        while !queue.isEmpty, let item = queue.popDue(notAfter: now + Self.timeTolerance) {
            ran += 1
            item.work()
            if ran >= limit, let next = queue.nextTime, next <= now + Self.timeTolerance {
                let dropped = queue.dropDue(notAfter: now + Self.timeTolerance)
                record(
                    .runaway, api: "HeadlessScene",
                    "\(ran) work items ran at t=\(HeadlessFormat.time(now)) and \(dropped) more were still due (last: \(item.label())); the rest of this instant's work was dropped. Something keeps scheduling zero-delay work, e.g. a completion that starts another zero-duration animation."
                )
                break
            }
        }
        laidOut = layoutPass()
        return laidOut || ran > 0
    }

    /// Lays the window out if a view asked for it; says whether it did.
    private func layoutPass() -> Bool {
        let window = window
        guard window.needsLayoutPass else { return false }
        window.needsLayoutPass = false
        window.layoutIfNeeded()
        return true
    }
}
