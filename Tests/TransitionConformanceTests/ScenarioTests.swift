import Testing
import TransitionConformance

@MainActor
@Suite("Standard scenarios")
struct ScenarioTests {
    @Test("the standard set covers each kind, sizes, interruption, no animation and interaction")
    func standardSet() {
        let all: Set<AnimatorFeature> = [.presentation, .dismissal, .push, .pop, .interactive]
        let scenarios = TransitionScenario.standard(for: all)
        // Modal kinds × presenter kept/removed, navigation kinds once: 6 variants × 7 modes.
        #expect(scenarios.count == 42)
        #expect(Set(scenarios).count == scenarios.count, "no duplicates")
        #expect(scenarios.contains { $0.containerSize != UIScreen.main.bounds.size }, "at least one size unlike the screen")
        #expect(TransitionScenario.standard(for: AnimatorFeature.modal).count == 20)
        #expect(scenarios.first?.testDescription == "presentation, animated, 844×390, presenter kept")
    }
}
