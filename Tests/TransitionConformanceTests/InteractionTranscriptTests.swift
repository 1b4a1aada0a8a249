import HeadlessUIKit
import Testing

@testable import TransitionConformance

/// The interaction rules judge an ``InteractionTranscript``, read once when the gesture's run ended:
/// what the controller does afterwards cannot change a verdict or a message.
@MainActor
@Suite("The interaction transcript")
struct InteractionTranscriptTests {
    @Test("judged after the controller was used again, a transcript gives the findings it gave when the run ended")
    func sameFindingsAfterTheControllerMovesOn() {
        let subject = MinimalInteractionController.subject()
        let controller = subject.interactionController as! MinimalInteractionController
        let scenario = TransitionScenario(kind: .dismissal, mode: GestureScript.endsAtFull.scenarioMode)
        let (run, began) = InteractionChecks.drive(subject, script: .endsAtFull, scenario: scenario)
        #expect(began)
        let transcript = InteractionTranscript(run: run, script: .endsAtFull, controller: controller)
        let atTheEnd = InteractionRules.all.findings(in: transcript, scenario: scenario).map(\.observed)
        #expect(atTheEnd.isEmpty, "MinimalInteractionController passes")
        // Afterwards: an update out of range after the transition ended, a completion speed of
        // zero, and the clock moved on. A transcript read now sees all three.
        controller.update(1.5)
        controller.completionSpeed = 0
        run.host.advance(by: 1)
        let later = InteractionTranscript(run: run, script: .endsAtFull, controller: controller)
        #expect(
            Set(InteractionRules.all.findings(in: later, scenario: scenario).map(\.requirement.id)) == [
                "INT-COMPLETES", "INT-PROGRESS-RANGE", "INT-COMPLETION-SPEED",
            ])
        #expect(InteractionRules.all.findings(in: transcript, scenario: scenario).map(\.observed) == atTheEnd)
    }
}
