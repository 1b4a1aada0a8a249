import Testing
import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Misuse is a configuration error that says which values work — never a trap, never a silent
/// pass (the "When the subject misbehaves" article: kit misuse).
@MainActor
@Suite("Misuse is a configuration error with the valid range, never a trap and never a silent pass")
struct MisuseRangeTests {
    private let presentation = [TransitionScenario(kind: .presentation)]

    @Test(
        "limits that cannot work are rejected with the values that do, and the check returns at once",
        arguments: [
            (RunLimits(maximumWorkItemsPerInstant: .max, maximumClockStepsPerRun: .max), ["maximumWorkItemsPerInstant", "maximumClockStepsPerRun"]),
            (RunLimits(maximumWorkItemsPerInstant: 10_000_000), ["maximumWorkItemsPerInstant"]),
            (RunLimits(deadlineMultiple: 1, minimumDeadline: 0.1), ["deadlineMultiple", "minimumDeadline"]),
            (RunLimits(maximumWorkItemsPerInstant: 1, maximumClockStepsPerRun: 1), ["maximumWorkItemsPerInstant", "maximumClockStepsPerRun"]),
            (RunLimits(deadlineMultiple: .infinity, minimumDeadline: 1e9), ["deadlineMultiple", "minimumDeadline"]),
        ])
    func unusableLimits(_ limits: RunLimits, names: [String]) {
        let report = limits.withValue { verifyAnimator { _ in RogueAnimator(.runawayAfterCompletion) } }
        #expect(report.configurationErrors.count == names.count)
        for (error, name) in zip(report.configurationErrors, names) {
            #expect(error.hasPrefix("RunLimits.\(name) is "))
            #expect(error.contains("give a number"), "\(error)")
        }
        #expect(report.scenariosRun.isEmpty && !report.passed)
    }

    @Test("the kit's own MinimalAnimator passes at both ends of every usable range")
    func rangesWork() {
        let ends = [
            RunLimits(deadlineMultiple: 2, minimumDeadline: 0.5, maximumWorkItemsPerInstant: 100, maximumClockStepsPerRun: 100),
            RunLimits(deadlineMultiple: 1_000, minimumDeadline: 86_400, maximumWorkItemsPerInstant: 10_000, maximumClockStepsPerRun: 100_000),
        ]
        for limits in ends {
            let report = limits.withValue { verifyAnimator(features: [.presentation, .dismissal, .push, .pop, .interactive]) { _ in MinimalAnimator() } }
            #expect(report.passed, "\(limits): \(report)")
        }
        #expect(RunLimits.usableWorkItemsPerInstant == 100...10_000 && RunLimits.usableClockStepsPerRun == 100...100_000)
    }

    @Test("a runaway subject under the largest usable cut-offs still ends within a second a scenario")
    func largestCutOffsStayBounded() {
        let limits = RunLimits(maximumWorkItemsPerInstant: 10_000, maximumClockStepsPerRun: 100_000)
        let start = ContinuousClock.now
        let report = limits.withValue { verifyAnimator(features: [.presentation], scenarios: presentation) { _ in RogueAnimator(.runawayAfterCompletion) } }
        #expect(report.violatedIDs.contains("ANIM-NO-RUNAWAY"))
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test("a half-point container is rejected and printed as it is, not as 0×0")
    func subPointSize() {
        let report = verifyAnimator(scenarios: [TransitionScenario(kind: .presentation, containerSize: CGSize(width: 0.5, height: 0.5))]) { _ in
            MinimalAnimator()
        }
        #expect(
            report.configurationErrors == [
                "scenario 0 (presentation, animated, 0.5×0.5, presenter kept): containerSize is 0.5×0.5; give a finite size of at least 1×1 point, e.g. TransitionScenario.phonePortrait (390×844)."
            ])
    }

    @Test("a run, a stage and a scene given an impossible size do not trap: the size is recorded as misuse")
    func impossibleSizesDoNotTrap() {
        let run = TransitionRun(scenario: TransitionScenario(kind: .presentation, containerSize: .zero), animator: MinimalAnimator())
        run.start()
        run.runToEnd()
        #expect(run.trace.contains { $0.contains("HeadlessScene(size:) at t=0.00: needs a finite size of at least 1×1 point; got 0×0") }, "\(run.trace)")
        #expect(run.context.completions.map(\.didComplete) == [true])

        let stage = TransitionStage(size: .zero)
        #expect(stage.scene.size == HeadlessScene.fallbackSize)
        #expect(stage.misuses.first?.hasPrefix("TransitionStage(size:) got 0×0; give a finite size of at least 1×1 point") == true)
        stage.resize(to: CGSize(width: CGFloat.nan, height: 390))
        stage.resize(to: CGSize(width: 0.5, height: 0.5))
        #expect(stage.scene.size == HeadlessScene.fallbackSize)
        #expect(stage.misuses.count == 3)
        #expect(
            stage.misuses.last
                == "resize(to:) got 0.5×0.5; give a finite size of at least 1×1 point, e.g. TransitionScenario.phonePortrait (390×844). Nothing was resized.")

        let scene = HeadlessScene(size: CGSize(width: -1, height: CGFloat.infinity))
        scene.resize(to: .zero)
        #expect(scene.diagnostics.map(\.api) == ["HeadlessScene(size:)", "HeadlessScene.resize(to:)"])
        #expect(scene.size == HeadlessScene.fallbackSize)
    }

    @Test("an unknown known-deviation ID is misuse in the interaction suite, as in every other checker")
    func unknownDeviationInInteractionSuite() {
        let unknown = [KnownDeviation("INT-NO-SUCH-ID", reason: "typo")]
        let interaction = verifyInteractiveTransition(knownDeviations: unknown) { _ in MinimalInteractionController.subject() }
        #expect(
            interaction.configurationErrors == ["known deviation \"INT-NO-SUCH-ID\" is not a requirement ID; see `transition-conformance list` for the IDs."])
        #expect(!interaction.passed)
        let animator = verifyAnimator(knownDeviations: unknown) { _ in MinimalAnimator() }
        #expect(animator.configurationErrors == interaction.configurationErrors)
    }

    @Test("a check that runs no scenario fails, saying why and what to fix")
    func nothingRunIsAFailure() {
        let none = verifyAnimator(scenarios: []) { _ in MinimalAnimator() }
        let explored = verifyAnimator(scenarios: .exploring(count: 0, seed: 1, for: AnimatorFeature.modal)) { _ in MinimalAnimator() }
        for report in [none, explored] {
            #expect(!report.passed)
            #expect(report.configurationErrors.first?.hasPrefix("no scenario ran: none was given (`scenarios: []`") == true, "\(report)")
        }
        let skipped = verifyAnimator(features: [.presentation], scenarios: [TransitionScenario(kind: .push), TransitionScenario(kind: .pop)]) { _ in
            MinimalAnimator()
        }
        #expect(!skipped.passed)
        #expect(
            skipped.configurationErrors == [
                "no scenario ran: every one was skipped — push, animated, 844×390: the animator does not declare .push (and 1 more skipped); a check that runs nothing checks nothing: declare the features those scenarios need, pass scenarios the subject supports, or run it where the kit can run them (HeadlessUIKit runs every scenario)."
            ])
        let presentationController = verifyPresentationController(scenarios: []) { MinimalPresentationController(presentedViewController: $0, presenting: $1) }
        #expect(!presentationController.passed && presentationController.configurationErrors.count == 1)
        #expect("\(skipped)".hasPrefix("animator: FAILED — 0 scenarios run, 2 skipped, 0 violations\nConfiguration error: no scenario ran"))
    }
}
