import Testing
@testable import TransitionConformance
@testable import ConformanceCorpus

@MainActor
@Suite("The catalogue and the checks agree")
struct CatalogueCoverageTests {
    @Test("every requirement in the catalogue has a mutant that its check catches, and no mutant names an unknown ID")
    func everyIDHasACheckedMutant() {
        let mutated = Set(
            Defect.allCases.map(\.requirementID) + InteractionDefect.allCases.map(\.requirementID)
                + PresentationDefect.allCases.map(\.requirementID) + ContextDefect.allCases.map(\.requirementID)
                + ["DELEGATE-ANIMATOR-DIRECTION"])  // SharedAnimatorDelegate
        let catalogued = Set(Requirement.catalogue.map(\.id))
        #expect(catalogued.subtracting(mutated).isEmpty, "requirements without a check and mutant")
        #expect(mutated.subtracting(catalogued).isEmpty, "mutants naming no catalogued requirement")
    }

    @Test("every per-run animator check names a catalogued requirement, each at most once")
    func checksNameCataloguedIDs() {
        let ids = AnimatorRules.all.map(\.requirement.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids).isSubset(of: Set(Requirement.catalogue.map(\.id))))
    }
}
