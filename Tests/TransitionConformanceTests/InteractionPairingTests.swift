import Testing
import TransitionConformance

@testable import ConformanceCorpus

/// `verifyInteractiveTransition(animator:)` checks an interaction controller with the animator it
/// ships with, and applies the animator requirements to that animator, judged as the transition
/// actually ended.
@MainActor
@Suite("The interaction suite with the subject's own animator")
struct InteractionPairingTests {
    @Test("a correct controller with a correct animator passes every script, including a gesture ended early that the controller cancels")
    func correctPairPasses() {
        let report = verifyInteractiveTransition(animator: { _ in MinimalAnimator() }) { _ in MinimalInteractionController.subject() }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.configurationErrors.isEmpty)
        #expect(report.scenariosRun.count >= GestureScript.standard.count * 2)
    }

    @Test("an animator that forgets alpha on a cancel is reported under its own ID when the controller cancels, naming the animator")
    func brokenAnimatorIsCaught() {
        let report = verifyInteractiveTransition(animator: { _ in Defect.doesNotRestoreAlphaOnCancel.makeAnimator() }) { _ in
            MinimalInteractionController.subject()
        }
        #expect(report.violatedIDs == ["ANIM-CANCEL-RESTORES-STATE"], "\(report)")
        let observed = report.violations.map(\.observed)
        #expect(observed.allSatisfy { $0.contains("the controller cancelled the transition; your animator: ") }, "\(observed)")
        #expect(observed.contains { $0.hasPrefix("gesture ended at 20 %") }, "the controller cancels a gesture ended early: \(observed)")
    }

    @Test("an animator completing with its animation's finished flag is judged by what the controller did, not by the script")
    func flagIsJudgedByTheOutcome() {
        let report = verifyInteractiveTransition(kinds: [.dismissal], animator: { _ in Defect.completesWithFinishedFlag.makeAnimator() }) { _ in
            MinimalInteractionController.subject()
        }
        #expect(report.violatedIDs.contains("ANIM-COMPLETE-FLAG"), "\(report)")
    }

    @Test("without animator: the kit's MinimalAnimator runs and no animator requirement is applied")
    func withoutAnimator() {
        let report = verifyInteractiveTransition { _ in MinimalInteractionController.subject() }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(!report.violations.contains { $0.requirement.family == .animator })
    }
}
