import Foundation
import Testing
import TransitionConformance
@testable import ConformanceCorpus

/// An animator that starts a 10-second fade and completes only when it ends.
@MainActor
private final class SlowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let toView = context.view(forKey: .to)
        if let toView, let toVC = context.viewController(forKey: .to) {
            context.containerView.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
            toView.alpha = 0
        }
        UIView.animate(withDuration: 10, animations: { toView?.alpha = 1 }, completion: { _ in context.completeTransition(true) })
    }
}

/// An animator that fades the to-view in and completes from a block queued on the main queue
/// after the animation's length, as some apps do: UIKit runs it, and so does HeadlessUIKit's
/// virtual clock.
@MainActor
private final class MainQueueCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let delay: TimeInterval
    init(delay: TimeInterval = 0.3) { self.delay = delay }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        if let toView = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
            context.containerView.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
        }
        UIView.animate(withDuration: 0.3) { context.view(forKey: .to)?.alpha = 1 }
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { context.completeTransition(!context.transitionWasCancelled) }
    }
}

/// An animator that queues its completion as a work item on the main queue and cancels it, as
/// code that cancels its pending work on the way out does: it never runs, on UIKit as here.
@MainActor
private final class CancelledWorkItemAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        if let toView = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
            context.containerView.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
        }
        let complete: @MainActor () -> Void = { context.completeTransition(true) }
        let completion = DispatchWorkItem { MainActor.assumeIsolated { complete() } }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: completion)
        completion.cancel()
    }
}

/// An animator that completes from a Timer 5 s after its fade: past the deadline, so the check
/// does not wait for it. Keeps its timers so that the test can invalidate them.
@MainActor
private final class LateTimerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static var timers: [Timer] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        if let toView = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
            context.containerView.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
        }
        let complete: @MainActor () -> Void = { [weak context] in context?.completeTransition(true) }
        Self.timers.append(Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in MainActor.assumeIsolated { complete() } })
    }
}

@MainActor
@Suite("Never hang: virtual deadlines and runaway cut-offs")
struct NoHangTests {
    private let presentation = [TransitionScenario(kind: .presentation)]

    @Test("a transition that never completes is reported at the virtual deadline as never completed")
    func neverCompletedAtDeadline() {
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in RogueAnimator(.neverCompletes) }
        let observed = report.violations.first { $0.requirement.id == "ANIM-COMPLETE-ONCE" }?.observed
        #expect(
            observed?.hasPrefix(
                "never completed: completeTransition(_:) was not called by the deadline t=1.20 (4 × the 0.30 s duration, at least 1 s); nothing was still scheduled — the completion path returned early or was never scheduled; or it was queued where the virtual clock does not reach"
            ) == true, "\(observed ?? "")")
    }

    @Test("a completion queued with DispatchQueue.main.asyncAfter runs on the virtual clock: no violation")
    func completionQueuedOnTheMainQueue() {
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in MainQueueCompletingAnimator() }
        #expect(report.violations.isEmpty, "\(report)")
    }

    @Test("a completion in a cancelled DispatchWorkItem is never completed, and the message names what the clock does not reach")
    func cancelledWorkItemNeverCompletes() {
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in CancelledWorkItemAnimator() }
        let observed = report.violations.first { $0.requirement.id == "ANIM-COMPLETE-ONCE" }?.observed ?? ""
        #expect(observed.hasPrefix("never completed"), "\(report)")
        #expect(
            observed.contains(
                "a DispatchWorkItem, the group:, qos: and flags: forms and what a main-actor task does after an await that waits go to the main dispatch queue"),
            "\(observed)"
        )
        #expect(observed.contains("Swift Testing runs a main-actor test as a job of the main queue"), "\(observed)")
    }

    @Test("a completion on a Timer due past the deadline is not waited for, and the report names it")
    func lateTimerIsNamed() {
        defer {
            for timer in LateTimerAnimator.timers { timer.invalidate() }
            LateTimerAnimator.timers = []
        }
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in LateTimerAnimator() }
        let observed = report.violations.first { $0.requirement.id == "ANIM-COMPLETE-ONCE" }?.observed ?? ""
        #expect(observed.contains("still scheduled then: a Timer on the thread's run loop due "), "\(observed)")
        #expect(observed.contains("not waited for: the real-time budget had 1.00 s left"), "\(observed)")
        #expect(report.realTimeWaited == 0)
    }

    @Test("a completion queued past the deadline is named in the report with when it was due")
    func lateQueuedCompletionIsNamed() {
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in MainQueueCompletingAnimator(delay: 5) }
        let observed = report.violations.first { $0.requirement.id == "ANIM-COMPLETE-ONCE" }?.observed ?? ""
        #expect(
            observed.contains("still scheduled then: a DispatchQueue.main.asyncAfter block queued at t=0.00 with a 5.00 s delay due at t=5.00"),
            "\(observed)")
    }

    @Test("a slow end past the deadline names the interaction controller's completionSpeed")
    func slowEndNamesTheCompletionSpeed() {
        let report = verifyInteractiveTransition(kinds: [.dismissal], scripts: [.endsAt(0.3)], animator: { _ in MinimalAnimator() }) { _ in
            let subject = MutantInteractionController.subject(.ignoresEndAtFullProgress)
            (subject.interactionController as? UIPercentDrivenInteractiveTransition)?.completionSpeed = 0.01
            return subject
        }
        let observed = report.violations.first { $0.requirement.id == "ANIM-COMPLETE-ONCE" }?.observed ?? ""
        #expect(observed.contains("completionSpeed is 0.01, so the rest of the transition after finish() or cancel() takes 100× as long"), "\(report)")
    }

    @Test("a transition still animating at the deadline is reported with what is still scheduled")
    func pendingWorkIsNamed() {
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in SlowAnimator() }
        let observed = report.violations.first { $0.requirement.id == "ANIM-COMPLETE-ONCE" }?.observed ?? ""
        #expect(observed.hasPrefix("never completed: completeTransition(_:) was not called by the deadline t=1.20"))
        #expect(observed.contains("; still scheduled then: UIView.animate(withDuration: 10.00)"), "\(observed)")
    }

    @Test("the deadline is overridable: with RunLimits(deadlineMultiple: 40) the slow animator completes in time")
    func deadlineIsOverridable() {
        let limits = RunLimits(deadlineMultiple: 40)
        let report = limits.withValue {
            verifyAnimator(features: [.presentation], scenarios: presentation) { _ in SlowAnimator() }
        }
        #expect(!report.violatedIDs.contains("ANIM-COMPLETE-ONCE"))
        #expect(report.violatedIDs.contains("ANIM-DURATION"), "it still takes 10 s while reporting 0.3 s")
    }

    @Test("the trait sets the limits for the test it is on", .runLimits(RunLimits(minimumDeadline: 20)))
    func traitSetsLimits() {
        #expect(RunLimits.current.minimumDeadline == 20)
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in SlowAnimator() }
        #expect(!report.violatedIDs.contains("ANIM-COMPLETE-ONCE"))
    }

    @Test("the limits describe themselves as the rule they apply")
    func limitsDescription() {
        #expect(RunLimits.standard.description == "deadline 4 × the duration, at least 1 s; at most 1000 work items an instant and 1000 clock wake-ups a call")
        #expect(
            "\(RunLimits(deadlineMultiple: 2.5, minimumDeadline: 0.5))"
                == "deadline 2.5 × the duration, at least 0.5 s; at most 1000 work items an instant and 1000 clock wake-ups a call")
    }

    @Test("zero-delay rescheduling after completion is cut off and reported as ANIM-NO-RUNAWAY")
    func runawayAfterCompletion() {
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in RogueAnimator(.runawayAfterCompletion) }
        #expect(report.violatedIDs == ["ANIM-NO-RUNAWAY"])
        let observed = report.violations.first?.observed ?? ""
        #expect(
            observed.hasPrefix(
                "expected the transition's work to end → at t=0.30 the scene cut off runaway work after completeTransition(true) at t=0.30: 1000 work items ran at t=0.30"
            ))
    }

    @Test("a completion that starts the next 0.3 s animation forever is ANIM-NO-RUNAWAY: animations still being started long after completion")
    func slowChainAfterCompletion() {
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in RogueAnimator(.slowChainAfterCompletion) }
        #expect(report.violatedIDs.contains("ANIM-NO-RUNAWAY"), "\(report)")
        let observed = report.violations.first { $0.requirement.id == "ANIM-NO-RUNAWAY" }?.observed ?? ""
        #expect(
            observed.hasPrefix(
                "expected the transition's work to end → 4 animations were started between t=1.50 and t=2.70, more than 1.20 s after completeTransition(true) at t=0.30, and more still scheduled: "
            ), "\(observed)")
    }

    @Test("one long animation or a repeating one left running after completion is not runaway: nothing new is started")
    func lingeringAnimationIsNotRunaway() {
        final class Lingering: NSObject, UIViewControllerAnimatedTransitioning {
            let options: UIView.AnimationOptions
            init(_ options: UIView.AnimationOptions) { self.options = options }
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using context: any UIViewControllerContextTransitioning) {
                let toView = context.view(forKey: .to)!
                context.containerView.addSubview(toView)
                toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
                toView.alpha = 0
                UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                    context.completeTransition(true)
                    let pulse = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    toView.addSubview(pulse)
                    UIView.animate(withDuration: self.options.contains(.repeat) ? 1 : 20, delay: 0, options: self.options, animations: { pulse.alpha = 0.5 })
                }
            }
        }
        for options in [UIView.AnimationOptions.repeat, []] {
            let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in Lingering(options) }
            #expect(!report.violatedIDs.contains("ANIM-NO-RUNAWAY"), "\(report)")
        }
    }

    @Test("zero-delay rescheduling instead of completing is reported as never completed and as runaway")
    func runawayInsteadOfCompletion() {
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in RogueAnimator(.runawayInsteadOfCompletion) }
        #expect(report.violatedIDs == ["ANIM-COMPLETE-ONCE", "ANIM-NO-RUNAWAY"])
        let observed = report.violations.first?.observed ?? ""
        #expect(observed.contains("the run was cut off as runaway at t=0.00: 1000 work items ran at t=0.00"))
    }

    @Test("a chain of picosecond animations is cut off after 1,000 clock wake-ups, not run to the deadline")
    func creepingChainIsCutOff() {
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in RogueAnimator(.creepingChain) }
        #expect(report.violatedIDs == ["ANIM-COMPLETE-ONCE", "ANIM-NO-RUNAWAY"])
        let observed = report.violations.first { $0.requirement.id == "ANIM-NO-RUNAWAY" }?.observed ?? ""
        #expect(observed.contains("the clock woke 1000 times in one call"), "\(observed)")
    }

    @Test("every standard scenario of a runaway animator ends: the whole suite returns a report")
    func wholeSuiteEnds() {
        for behaviour in [RogueAnimator.Behaviour.runawayInsteadOfCompletion, .creepingChain] {
            let report = verifyAnimator(features: [.presentation, .dismissal, .push, .pop, .interactive]) { _ in RogueAnimator(behaviour) }
            #expect(report.scenariosRun.count == 50)
            #expect(report.violatedIDs.contains("ANIM-NO-RUNAWAY"))
        }
    }

    @Test("limits that cannot work are kit misuse, each saying what to fix, and nothing runs")
    func badLimitsAreMisuse() {
        let limits = RunLimits(deadlineMultiple: .nan, minimumDeadline: 0, maximumWorkItemsPerInstant: 0, maximumClockStepsPerRun: -1)
        let report = limits.withValue {
            verifyAnimator(features: [.presentation], scenarios: presentation) { _ in MinimalAnimator() }
        }
        #expect(report.configurationErrors.count == 4)
        #expect(
            report.configurationErrors.first
                == "RunLimits.deadlineMultiple is nan; give a number in 2…1,000 (the kit's value is 4): below 2 a correct transition can miss its deadline, above it a deadline stops meaning anything."
        )
        #expect(report.scenariosRun.isEmpty)
        #expect(!report.passed)
    }
}

/// The kit's own correct subjects pass under the tightest limits that can work.
@MainActor
@Suite("Tight RunLimits do not fail correct subjects")
struct TightLimitsTests {
    @Test(
        "MinimalAnimator, MinimalInterruptibleAnimator, MinimalPresentationController and MinimalInteractionController pass a 1× deadline of 0.1 s and cut-offs of 2",
        arguments: [
            RunLimits(deadlineMultiple: 1, minimumDeadline: 0.1), RunLimits(maximumWorkItemsPerInstant: 2, maximumClockStepsPerRun: 2),
            RunLimits(deadlineMultiple: 1, minimumDeadline: 0.1, maximumWorkItemsPerInstant: 2, maximumClockStepsPerRun: 2),
            RunLimits(settleTimeout: 1),
        ])
    func minimalSubjectsPass(_ limits: RunLimits) {
        limits.withValue {
            let every: Set<AnimatorFeature> = [.presentation, .dismissal, .push, .pop, .interactive]
            #expect(verifyAnimator(features: every) { _ in MinimalAnimator() }.violations.isEmpty)
            #expect(verifyAnimator(features: every.union([.interruptible])) { _ in MinimalInterruptibleAnimator() }.violations.isEmpty)
            #expect(verifyPresentationController { MinimalPresentationController(presentedViewController: $0, presenting: $1) }.violations.isEmpty)
            #expect(verifyInteractiveTransition { _ in MinimalInteractionController.subject() }.violations.isEmpty)
        }
    }

    @Test("one work item an instant cannot work: a cancelled percent-driven transition ends with two at one instant (the rewind's end, then the completion)")
    func oneWorkItemCannotWork() {
        let scenario = TransitionScenario(kind: .presentation, mode: .interactiveCancelled(at: 0.4))
        let report = RunLimits(maximumWorkItemsPerInstant: 1).withValue {
            verifyAnimator(features: [.presentation, .interactive], scenarios: [scenario]) { _ in MinimalAnimator() }
        }
        // Reported as runaway, or rejected up front by RunLimits validation: never a silent pass.
        #expect(report.violatedIDs.contains("ANIM-NO-RUNAWAY") || !report.configurationErrors.isEmpty, "\(report)")
    }
}

/// The kit's own steps around the judged transition wait the limits' settleTimeout, never a literal.
@MainActor
@Suite("RunLimits.settleTimeout")
struct SettleTimeoutTests {
    @Test("a settle timeout that is not a usable number of seconds is a configuration error that names the field")
    func unusableSettleTimeoutIsRejected() {
        for bad in [0, -1, .nan, .infinity] as [TimeInterval] {
            let report = RunLimits(settleTimeout: bad).withValue { verifyAnimator { _ in MinimalAnimator() } }
            #expect(report.configurationErrors.contains { $0.hasPrefix("RunLimits.settleTimeout is") }, "\(bad): \(report.configurationErrors)")
        }
        #expect(RunLimits.standard.settleTimeout == 10)
    }

    @Test("TransitionStage.runUntilIdle() waits the settle timeout of the limits in force")
    func stageWaitsTheLimitsSettleTimeout() {
        RunLimits(settleTimeout: 2).withValue {
            let stage = TransitionStage()
            let view = stage.scene.window
            UIView.animate(withDuration: 5) { view.alpha = 0.5 }
            #expect(stage.runUntilIdle().isIdle == false)
            #expect(abs(stage.scene.now - 2) < 1e-9)
        }
    }
}
