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
        // Modal kinds × presenter kept/removed × 8 modes, navigation kinds once × 7 (no non-animated
        // push or pop: UIKit runs no custom animator for them, F5), and each kind once with Reduce Motion on.
        #expect(scenarios.count == 50)
        #expect(scenarios.filter(\.reduceMotion).map(\.kind) == [.presentation, .dismissal, .push, .pop])
        #expect(!scenarios.contains { $0.mode == .notAnimated && !$0.kind.isModal })
        #expect(Set(scenarios).count == scenarios.count, "no duplicates")
        #expect(scenarios.contains { $0.containerSize != UIScreen.main.bounds.size }, "at least one size unlike the screen")
        #expect(TransitionScenario.standard(for: AnimatorFeature.modal).count == 26)
        #expect(
            TransitionScenario.standard(for: AnimatorFeature.withImplications([.push, .interruptible])).count == 9,
            "four sizes, interrupted, finished, cancelled, grabbed and reversed, Reduce Motion on")
        #expect(scenarios.contains { $0.containerSize == TransitionScenario.compactSplit })
        #expect(scenarios.first?.testDescription == "presentation, animated, 844×390, presenter kept")
    }

    @Test("declared use selects the scenarios: the modal style's presenter variant and the interactive directions")
    func declaredUse() {
        let fullScreenOnly = TransitionScenario.standard(for: [.presentation, .dismissal, .presenterRemoved])
        #expect(fullScreenOnly.count == 14 && fullScreenOnly.allSatisfy(\.presenterRemoved))
        let keptOnly = TransitionScenario.standard(for: [.presentation, .presenterKept])
        #expect(keptOnly.count == 7 && keptOnly.allSatisfy { !$0.presenterRemoved })
        let both = TransitionScenario.standard(for: [.presentation, .presenterKept, .presenterRemoved])
        #expect(both == TransitionScenario.standard(for: [.presentation]), "both declared is the same as neither")
        // A pull-to-dismiss animator: only dismissals are interactive; .interactiveDismissal implies .dismissal.
        let pullToDismiss = TransitionScenario.standard(for: [.presentation, .interactiveDismissal])
        #expect(pullToDismiss.filter(\.mode.isInteractive).allSatisfy { $0.kind == .dismissal })
        #expect(pullToDismiss.filter(\.mode.isInteractive).count == 4, "finished and cancelled, presenter kept and removed")
        #expect(pullToDismiss.contains { $0.kind == .dismissal && $0.mode == .animated })
        // An edge-swipe pop, interruptible: reversed scenarios only for pops.
        let swipeBack = TransitionScenario.standard(for: [.push, .interactivePop, .interruptible])
        #expect(swipeBack.filter(\.mode.isInteractive).allSatisfy { $0.kind == .pop })
        #expect(swipeBack.contains { $0.kind == .pop && $0.mode == .interruptibleReversed(at: 0.5) })
        // Exploration keeps to the declared use too.
        let explored = TransitionScenario.exploring(count: 200, seed: 42, for: [.dismissal, .interactiveDismissal, .presenterRemoved])
        #expect(explored.allSatisfy { $0.kind == .dismissal && $0.presenterRemoved })
        let navigation = TransitionScenario.exploring(count: 200, seed: 7, for: [.push, .pop, .interactivePop])
        #expect(!navigation.contains { $0.mode == .notAnimated })
        #expect(navigation.filter(\.mode.isInteractive).allSatisfy { $0.kind == .pop })
    }

    @Test("a scenario outside the declared use is skipped with the reason, never run")
    func undeclaredUseIsSkipped() {
        let report = verifyAnimator(
            features: [.presentation, .push, .presenterRemoved],
            scenarios: [
                TransitionScenario(kind: .presentation), TransitionScenario(kind: .push, mode: .notAnimated),
                TransitionScenario(kind: .presentation, mode: .interactiveFinished(at: 0.5), presenterRemoved: true),
            ]
        ) { _ in MinimalAnimator() }
        #expect(report.scenariosRun.isEmpty)
        #expect(
            report.scenariosSkipped.map(\.reason) == [
                "the animator is declared for use with the presenter removed (.presenterRemoved), not kept",
                "UIKit runs no custom animator for a non-animated push: UINavigationController changes the stack without a transition (contract §2.5, F5)",
                "the animator does not declare .interactive",
            ])
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
        #expect(run.interactor?.percentComplete == 0.5)
        #expect(abs(Double(run.fromView.layer.presentation()!.opacity) - 0.5) < 0.05)
        run.cancelInteractive()
        run.advance(by: 1)
        run.recordAfter()
        #expect(run.context.completions.map(\.didComplete) == [false])
        #expect(run.after?.contains(run.fromView) == true)
    }
}
