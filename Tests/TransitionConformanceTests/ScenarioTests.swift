import Testing
import TransitionConformance
@testable import ConformanceCorpus

@MainActor
@Suite("Standard scenarios")
struct ScenarioTests {
    @Test("the standard set covers each kind, sizes, interruption, no animation and interaction")
    func standardSet() {
        let all: Set<AnimatorFeature> = [.presentation, .dismissal, .push, .pop, .interactive]
        let scenarios = TransitionScenario.standard(for: all)
        // Modal kinds × presenter kept/removed, navigation kinds once: 6 variants × 8 modes.
        #expect(scenarios.count == 48)
        #expect(Set(scenarios).count == scenarios.count, "no duplicates")
        #expect(scenarios.contains { $0.containerSize != UIScreen.main.bounds.size }, "at least one size unlike the screen")
        #expect(TransitionScenario.standard(for: AnimatorFeature.modal).count == 24)
        #expect(
            TransitionScenario.standard(for: AnimatorFeature.withImplications([.push, .interruptible])).count == 9,
            "four sizes, interrupted, not animated, finished, cancelled, grabbed and reversed")
        #expect(scenarios.contains { $0.containerSize == TransitionScenario.compactSplit })
        #expect(scenarios.first?.testDescription == "presentation, animated, 844×390, presenter kept")
    }

    @Test("an interruptible animator grabbed half-way and reversed ends cancelled, with its start values back")
    func grabbedAndReversed() {
        let scenario = TransitionScenario(kind: .push, mode: .interruptibleReversed(at: 0.5))
        let run = TransitionRun(scenario: scenario, animator: MinimalInterruptibleAnimator())
        run.start()
        #expect(!run.context.isInteractive, "starts running on its own")
        run.runToEnd()
        #expect(run.context.events.map(\.call).contains("pauseInteractiveTransition()"))
        #expect(run.context.completions.map(\.didComplete) == [false])
        #expect(run.fromView.alpha == 1 && run.fromView.isDescendant(of: run.container))
        #expect(run.toView.superview == nil)
    }

    @Test("a run can be stepped by hand: start, advance, update, cancel, record")
    func stepByStep() {
        let run = TransitionRun(scenario: TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.5)), animator: MinimalAnimator())
        run.start()
        run.advance(by: 0.1)
        run.updateInteractive(0.5)
        #expect((run.context as? TestTransitionContext)?.percentComplete == 0.5)
        #expect(abs(Double(run.fromView.layer.presentation()!.opacity) - 0.5) < 0.05)
        run.cancelInteractive()
        run.advance(by: 1)
        run.recordAfter()
        #expect(run.context.completions.map(\.didComplete) == [false])
        #expect(run.after?.contains(run.fromView) == true)
    }
}
