import Testing
import TransitionConformance

/// A misbehaving subject is reported, never crashes or hangs the kit.
@MainActor
@Suite("Never crash: a misbehaving subject is reported")
struct MisbehavingSubjectTests {
    private let every: Set<AnimatorFeature> = [.presentation, .dismissal, .push, .pop, .interactive]

    @Test(
        "an animator with bad numbers or calls after completion runs through every scenario and is reported",
        arguments: [
            (RogueAnimator.Behaviour.callsAfterCompletion, "ANIM-COMPLETE-ONCE"),
            (.nanDuration, "ANIM-DURATION"),
            (.infiniteDuration, "ANIM-DURATION"),
            (.negativeDuration, "ANIM-DURATION"),
            (.nanFrame, "ANIM-NO-RAISING-MISUSE"),  // Core Animation raises on a NaN position
            (.infiniteFrame, "ANIM-FINAL-FRAME"),
            (.nanAlphaAndTransform, "ANIM-FINAL-FRAME"),
        ])
    func badNumbersAreReported(_ behaviour: RogueAnimator.Behaviour, id: String) {
        let report = verifyAnimator(features: every) { _ in RogueAnimator(behaviour) }
        #expect(report.scenariosRun.count == 50)
        #expect(report.violatedIDs.contains(id), "\(report.violatedIDs)")
        #expect(report.configurationErrors.isEmpty)
    }

    @Test("the second completeTransition and the calls after completion are in the trace, not a trap")
    func callsAfterCompletionAreRecorded() {
        let report = verifyAnimator(features: [.presentation], scenarios: [TransitionScenario(kind: .presentation)]) { _ in
            RogueAnimator(.callsAfterCompletion)
        }
        let violation = report.violations.first { $0.requirement.id == "ANIM-COMPLETE-ONCE" }
        #expect(violation?.observed == "completeTransition(_:) was called 2 times: completeTransition(true) at t=0.30, completeTransition(true) at t=0.30")
        #expect(
            violation?.trace.contains("updateInteractiveTransition(0.5) at t=0.30 — ignored: after completeTransition") == true, "\(violation?.trace ?? [])")
    }

    @Test(
        "an interaction controller with bad progress or calls after finish is reported",
        arguments: [
            (RogueInteractionController.Behaviour.nanProgress, "INT-PROGRESS-RANGE"),
            (.infiniteProgress, "INT-PROGRESS-RANGE"),
            (.progressOutsideRange, "INT-PROGRESS-RANGE"),
            (.finishesTwice, "INT-COMPLETES"),
            (.callsAfterFinish, "INT-COMPLETES"),
            (.nanCompletionSpeed, "INT-COMPLETION-SPEED"),
        ])
    func interactionMisuseIsReported(_ behaviour: RogueInteractionController.Behaviour, id: String) {
        let report = verifyInteractiveTransition { _ in RogueInteractionController.subject(behaviour) }
        #expect(report.violatedIDs.contains(id), "\(report.violatedIDs)")
        #expect(report.configurationErrors.isEmpty)
    }
}

/// Bad configuration is kit misuse, reported apart from violations, saying what to fix.
@MainActor
@Suite("Kit misuse is told apart from subject failures")
struct KitMisuseTests {
    @Test(
        "a scenario with an impossible size is not run and is reported as misuse that says what to fix",
        arguments: [
            CGSize(width: CGFloat.nan, height: 390), CGSize(width: -1, height: 390), CGSize(width: 0, height: 0), CGSize(width: CGFloat.infinity, height: 1),
            CGSize(width: 0.5, height: 0.5),
        ])
    func impossibleSize(_ size: CGSize) {
        let bad = TransitionScenario(kind: .presentation, containerSize: size)
        let good = TransitionScenario(kind: .presentation)
        let report = verifyAnimator(scenarios: [bad, good]) { _ in MinimalAnimator() }
        #expect(report.configurationErrors.count == 1)
        #expect(report.configurationErrors.first?.hasPrefix("scenario 0 (presentation, animated, ") == true)
        #expect(
            report.configurationErrors.first?.contains("give a finite size of at least 1×1 point, e.g. TransitionScenario.phonePortrait (390×844).") == true)
        #expect(report.scenariosRun == [good])
        #expect(report.violations.isEmpty)
        #expect(!report.passed)
    }

    @Test("the message for a NaN size names the size as given")
    func nanSizeMessage() {
        let report = verifyAnimator(scenarios: [TransitionScenario(kind: .dismissal, containerSize: CGSize(width: CGFloat.nan, height: 390))]) { _ in
            MinimalAnimator()
        }
        #expect(
            report.configurationErrors == [
                "scenario 0 (dismissal, animated, nan×390, presenter kept): containerSize is nan×390; give a finite size of at least 1×1 point, e.g. TransitionScenario.phonePortrait (390×844)."
            ])
    }

    @Test(
        "progress outside 0…1 in a scenario is misuse",
        arguments: [
            TransitionScenario.Mode.interactiveCancelled(at: 1.5), .interactiveFinished(at: -0.1), .interrupted(at: .nan),
            .interruptibleReversed(at: .infinity),
        ])
    func progressOutsideRange(_ mode: TransitionScenario.Mode) {
        let report = verifyAnimator(features: [.presentation, .interruptible], scenarios: [TransitionScenario(kind: .presentation, mode: mode)]) { _ in
            MinimalInterruptibleAnimator()
        }
        #expect(report.configurationErrors.count == 1)
        #expect(report.configurationErrors.first?.contains("give a fraction of the transition in 0…1, e.g. 0.4 for 40 %.") == true)
        #expect(report.scenariosRun.isEmpty)
    }

    @Test("a resize to an impossible size is misuse in the presentation-controller suite")
    func impossibleResize() {
        let scenario = TransitionScenario(kind: .presentation, resize: .afterTransition(to: CGSize(width: 0, height: 844)))
        let report = verifyPresentationController(scenarios: [scenario]) { MinimalPresentationController(presentedViewController: $0, presenting: $1) }
        #expect(report.configurationErrors.count == 1)
        #expect(report.configurationErrors.first?.contains("resize goes to 0×844; give a finite size of at least 1×1 point") == true)
        #expect(report.scenariosRun.isEmpty)
    }

    @Test("a gesture script with progress outside 0…1 is misuse and nothing runs")
    func scriptOutsideRange() {
        let report = verifyInteractiveTransition(scripts: [.endsAt(1.2), .cancelledAt(0.3)]) { _ in MinimalInteractionController.subject() }
        #expect(report.configurationErrors == ["script 0 (gesture ended at 120 %) has progress 1.2; give a fraction of the gesture in 0…1, e.g. .endsAt(0.7)."])
        #expect(report.scenariosRun.isEmpty)
    }

    @Test("an empty feature set and contradictory features are misuse, not violations")
    func featureMisuse() {
        let empty = verifyAnimator(features: []) { _ in MinimalAnimator() }
        #expect(empty.configurationErrors.first?.contains("name no transition kind; declare at least one of") == true)
        let contradictory = verifyAnimator(features: [.presentation, .interruptible]) { _ in MinimalAnimator() }
        #expect(
            contradictory.configurationErrors == [
                "features declare .interruptible but the animator does not implement interruptibleAnimator(using:) (it takes the protocol's default); implement it, or remove .interruptible."
            ])
        #expect(contradictory.violations.isEmpty)
    }
}
