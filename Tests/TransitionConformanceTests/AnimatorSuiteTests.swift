import Testing
@testable import TransitionConformance
@testable import ConformanceCorpus

@MainActor
@Suite("The animator suite")
struct AnimatorSuiteTests {
    @Test("MinimalAnimator passes every standard scenario of every kind")
    func minimalAnimatorPasses() {
        let all: Set<AnimatorFeature> = [.presentation, .dismissal, .push, .pop, .interactive]
        let report = verifyAnimator(features: all) { _ in MinimalAnimator() }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.scenariosRun.count == TransitionScenario.standard(for: all).count)
        #expect(report.scenariosSkipped.isEmpty)
        #expect(report.subject == "MinimalAnimator")
        #expect(report.passed)
    }

    @Test("a correct animator driven by an interruptible property animator passes too")
    func interruptibleAnimatorPasses() {
        let all: Set<AnimatorFeature> = [.presentation, .dismissal, .push, .pop, .interruptible]
        let report = verifyAnimator(features: all) { _ in MinimalInterruptibleAnimator() }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.configurationErrors.isEmpty)
        #expect(report.passed)
        #expect(report.scenariosRun.contains { $0.mode.isInteractive }, ".interruptible implies .interactive")
    }

    @Test("every reference animator passes every standard scenario it declares", arguments: ReferenceAnimator.allCases)
    func referenceAnimatorsPass(_ reference: ReferenceAnimator) {
        let features: Set<AnimatorFeature> =
            reference == .interruptible
            ? [.presentation, .dismissal, .push, .pop, .interruptible] : [.presentation, .dismissal, .push, .pop, .interactive]
        let report = verifyAnimator(features: features) { _ in reference.makeAnimator() }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.passed)
    }

    @Test("declaring .interruptible without implementing it, or the reverse, is kit misuse that says what to fix")
    func interruptibleContradictions() {
        let declaredOnly = verifyAnimator(features: [.push, .interruptible]) { _ in MinimalAnimator() }
        #expect(
            declaredOnly.configurationErrors == [
                "features declare .interruptible but the animator does not implement interruptibleAnimator(using:) (it takes the protocol's default); implement it, or remove .interruptible."
            ])
        #expect(!declaredOnly.passed)
        let implementedOnly = verifyAnimator(features: [.push, .interactive]) { _ in MinimalInterruptibleAnimator() }
        #expect(
            implementedOnly.configurationErrors == [
                "the animator implements interruptibleAnimator(using:) but features do not declare .interruptible; add .interruptible so the declaration says what the animator does."
            ])
        #expect(implementedOnly.violations.isEmpty)
    }

    @Test("every animator requirement in the catalogue has a check that a mutant trips")
    func everyAnimatorRequirementIsChecked() {
        let caught = Set(Defect.allCases.map(\.requirementID))
        let catalogued = Set(Requirement.catalogue.filter { $0.family == .animator }.map(\.id))
        #expect(catalogued.subtracting(caught).isEmpty, "animator requirements without a check and mutant")
        #expect(caught.subtracting(catalogued).isEmpty, "mutants naming no catalogued requirement")
    }
}

@MainActor
@Suite("Every implemented animator check catches its mutant, with exactly that requirement ID")
struct AnimatorMutantTests {
    @Test("the mutant is caught", arguments: Defect.allCases)
    func mutantIsCaught(_ defect: Defect) {
        let report = verifyAnimator(features: defect.features) { _ in defect.makeAnimator() }
        #expect(report.configurationErrors.isEmpty, "\(report.configurationErrors)")
        let expected = defect.expectedViolations
        #expect(Set(report.violatedIDs) == expected, "\(report)")
        let mustBreak = expected.contains { Requirement.withID($0)?.level == .must }
        #expect(report.passed == !mustBreak, "a report fails exactly when a must requirement is broken")
    }
}
