#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Driving a run: to its end as the scenario says, or step by step; recording the end; letting go.
extension TransitionRun {
    /// Drives the scenario to its end and records the final state.
    public func runToEnd() {
        host.makeCurrent()
        if let gesture = uikitStage?.ensembleGesture, scenario.mode.isInteractive {
            driveGesture(gesture)
        } else if let interactor, case .interruptibleReversed(let progress) = scenario.mode {
            advance(by: max(startTime + progress * drivingDuration - host.now, 0))
            interactor.pause()
            interactor.cancel()
        } else if let interactor {
            let progress = scenario.mode.interactiveProgress
            InteractionSteps.drive(to: progress, advance: { advance(by: $0) }) { interactor.update(CGFloat($0)) }
            scenario.mode.isCancelled ? interactor.cancel() : interactor.finish()
        }
        if case .interrupted(let progress) = scenario.mode {
            advance(by: max(startTime + progress * drivingDuration - host.now, 0))
            // Everything the transition started, not only what is in the container: the
            // presenter's view that stays in the window, what the app's presentation controller
            // animates outside the container, the bars (as when the app itself is interrupted).
            Self.removeAllAnimations(under: container.window?.layer ?? container.layer)
        }
        // A gesture's own time is not the animator's: the deadline counts from its end.
        if scenario.mode.isInteractive || interactionController != nil { interactionEndTime = host.now }
        // The deadline counts from what was scheduled only when the reported duration is not a
        // time (``RunLimits``): only then is the scene asked (it looks through all its work).
        if !(reportedDuration.isFinite && reportedDuration >= 0) { scheduledDuration = host.lastScheduledTime.map { $0 - deadlineStart } }
        let timeout = max(deadline - host.now, 0)
        outcome = host.awaiting({ [unowned self] in firstCompletion == nil }) {
            host.runUntilIdle(timeout: timeout)
        }
        recordAfter()
        watchForWorkThatNeverEnds()
    }

    /// After a completed transition whose work has not ended by the deadline: runs the clock a
    /// grace period (the deadline's length) past the completion, then one more, and notes the
    /// animations started in that last period. A chain in which each completion starts the next
    /// animation never stops starting them; one long animation, or a repeating one, starts none.
    private func watchForWorkThatNeverEnds() {
        guard let completed = firstCompletion?.time, outcome?.isIdle == false, host.animationsStarted != nil else { return }
        let grace = deadline - deadlineStart
        let graceEnd = max(host.now, completed + grace)
        guard !host.runUntilIdle(timeout: graceEnd - host.now).isIdle, let before = host.animationsStarted else { return }
        let end = host.runUntilIdle(timeout: grace)
        guard !end.isIdle, let after = host.animationsStarted, after > before else { return }
        workStartedLongAfterCompletion = (after - before, graceEnd, host.now, host.pendingWork)
    }

    /// Removes every animation in the layer tree under `layer` — views' layers, other sublayers
    /// and masks alike — as the system does when an app is interrupted: a Core Animation animation
    /// on a mask (a circular reveal's) is removed with the views' own.
    static func removeAllAnimations(under layer: CALayer) {
        layer.removeAllAnimations()
        if let mask = layer.mask { removeAllAnimations(under: mask) }
        // An index loop, and `if let`, not `?? []`: `for in` makes a generic iterator, costly in a
        // debug build, at every layer of the window.
        guard let sublayers = layer.sublayers else { return }
        var index = 0
        while index < sublayers.count {
            removeAllAnimations(under: sublayers[index])
            index += 1
        }
    }

    /// The duration the scenario's progress is a fraction of: the reported one when it is a time,
    /// at most ``RunLimits/longestBelievableDuration``; else 0.
    var drivingDuration: TimeInterval {
        reportedDuration.isFinite ? min(max(reportedDuration, 0), RunLimits.longestBelievableDuration) : 0
    }

    // MARK: Step by step

    /// Moves the run's clock forward.
    public func advance(by interval: TimeInterval) {
        host.advance(by: interval)
    }

    /// Reports progress through the kit's interaction controller (interactive scenarios).
    public func updateInteractive(_ percentComplete: CGFloat) {
        interactor?.update(percentComplete)
    }

    /// Finishes the interactive transition through the kit's interaction controller.
    public func finishInteractive() {
        interactor?.finish()
    }

    /// Cancels the interactive transition through the kit's interaction controller.
    public func cancelInteractive() {
        interactor?.cancel()
    }

    /// Records the window's final state without driving the scenario (after stepping by hand).
    ///
    /// When UIKit stages the transition and has taken its container out of the window (after a
    /// dismissal or a cancelled presentation), the container and what the animator left in it
    /// are recorded too.
    public func recordAfter() {
        let container = container  // read once: UIKit's container is asked through its context
        let window = host.window
        let detached = uikitStage != nil && container.window == nil && container !== window ? [container] : []
        let final = ViewTreeSnapshot(of: window, alsoUnder: detached)
        // The views not there before, found once: what is noted outside the container and
        // ``newViews`` both start from them.
        let added = final.offsets(notIn: before)
        addedSinceStart = added
        noteViewsOutsideContainer(in: final, added: added, container: container)
        after = final
        recorder?.sample("end")
    }

    /// Lets go of the run's window: when UIKit staged the transition, a presentation still in
    /// place is first dismissed without animation (UIKit keeps a presented view controller, its
    /// presentation controller and container, alive until then).
    func close() {
        uikitStage?.tearDown()
        host.close()
    }

    /// The calls the context received and what the scene noticed, for a report's trace.
    public var trace: [String] { traceRecord.lines }

    /// What ``trace`` is made of, read now and put into lines only when a report needs them:
    /// describing each call (its time formatted) costs more than the rest of a run's bookkeeping.
    var traceRecord: TraceRecord {
        TraceRecord(staging: uikitStage.map { [$0.summary] } ?? [], events: context.events, diagnostics: host.diagnostics)
    }

    /// A run's ``trace`` as read at one moment (``traceRecord``).
    struct TraceRecord {
        var staging: [String] = []
        var events: [TransitionContextEvent] = []
        var diagnostics: [String] = []

        /// The trace's lines: how the run was staged, the context's calls, what the scene noticed.
        var lines: [String] {
            var lines = staging
            var index = 0  // an index loop: a key-path `map` cost many times more in a debug build
            while index < events.count {
                lines.append(events[index].description)
                index += 1
            }
            return lines + diagnostics
        }
    }
}
