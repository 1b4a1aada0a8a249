import Testing
import TransitionConformance
@testable import ConformanceCorpus

@MainActor
@Suite("The interaction-controller suite")
struct InteractionSuiteTests {
    @Test("MinimalInteractionController passes every gesture script")
    func minimalPasses() {
        let report = verifyInteractiveTransition { _ in MinimalInteractionController.subject() }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.scenariosRun.count == 2 * (GestureScript.standard.count + 1), "plus one programmatic scenario per kind")
        #expect(report.subject == "MinimalInteractionController")
    }

    @Test("each mutant is caught with exactly its requirement ID", arguments: InteractionDefect.allCases)
    func mutantIsCaught(_ defect: InteractionDefect) {
        let report = verifyInteractiveTransition { _ in MutantInteractionController.subject(defect) }
        #expect(report.violatedIDs == [defect.requirementID], "\(report)")
    }

    @Test("a gesture cancelled mid-way and ignored is reported as a pending transition")
    func ignoredCancelMessage() {
        let report = verifyInteractiveTransition(kinds: [.dismissal], scripts: [.cancelledAt(0.5)]) { _ in
            MutantInteractionController.subject(.ignoresCancelledGesture)
        }
        #expect(
            report.violations.first?.observed
                == "gesture cancelled at 50 %: neither finish() nor cancel() was called after the gesture was cancelled; the transition is still pending at the deadline t=1.40"
        )  // the gesture ends at t = 0.20; the deadline is 1.2 s after the interaction ended
        #expect(
            report.violations.first?.scenario.testDescription.hasPrefix("dismissal, interactive, cancelled at 50 %") == true,
            "the label says cancelled, as the gesture was")
    }

    @Test("every interaction-controller requirement has a check and a mutant")
    func coverage() {
        let caught = Set(InteractionDefect.allCases.map(\.requirementID))
        let catalogued = Set(Requirement.catalogue.filter { $0.family == .interactionController }.map(\.id))
        #expect(catalogued == caught)
    }

    @Test("a subject that does not say when it is vended has the programmatic scenario skipped, with the reason")
    func vendingUnknownIsSkipped() {
        let report = verifyInteractiveTransition(kinds: [.dismissal], scripts: [.endsAt(0.8)]) { _ in
            let subject = MinimalInteractionController.subject()
            return InteractionSubject(interactionController: subject.interactionController, gesture: subject.gesture, move: subject.move)
        }
        #expect(
            report.scenariosSkipped.map(\.reason) == [
                "INT-NOT-VENDED-WITHOUT-GESTURE: the subject does not say when it is vended; pass `isVended:` to InteractionSubject"
            ])
        #expect(report.violations.isEmpty)
    }
}
