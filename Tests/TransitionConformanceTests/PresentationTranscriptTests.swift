#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import TransitionConformance

/// The presentation-controller rules judge the record a flow returns when it has ended, not the
/// live views: what happens to the screen after the record was taken changes no verdict.
@MainActor
@Suite("Presentation transcripts")
struct PresentationTranscriptTests {
    /// A presentation and its dismissal with the kit's minimal presentation controller and the
    /// fade reference animator, made in a function of its own so that nothing here keeps the view
    /// controllers alive for the release check.
    private func finishedRun(_ scenario: TransitionScenario) -> PresentationRun {
        let delegate = PresentationSuiteDelegate(
            presentationController: { MinimalPresentationController(presentedViewController: $0, presenting: $1) },
            animator: { _ in ReferenceAnimator.fade.makeAnimator() })
        let run = PresentationRun(scenario: scenario, delegate: delegate, prepareInteraction: { [weak delegate] in delegate?.nextInteraction = $0 })
        run.run()
        run.checkReleases()
        return run
    }

    @Test("a change to the presenting view after the transcript was taken is not judged: PRES-ROUND-TRIP reads the record")
    func presenterChangedAfterTheRecordIsNotJudged() {
        let scenario = TransitionScenario(kind: .presentation, referenceAnimator: .fade)
        let run = finishedRun(scenario)
        let transcript = run.transcript()
        #expect(transcript.dismissed)
        #expect(transcript.presenterDifferences == [])
        #expect(PresentationRules.all.findings(in: transcript, scenario: scenario).isEmpty)

        run.presentingViewController.view.alpha = 0.5
        #expect(PresentationRules.all.findings(in: transcript, scenario: scenario).isEmpty)
        // A transcript taken now records the change, and PRES-ROUND-TRIP judges it.
        let later = PresentationRules.all.findings(in: run.transcript(), scenario: scenario)
        #expect(later.map(\.requirement.id) == [Requirement.presRoundTrip.id])
        #expect(later.first?.observed.hasPrefix("PresentingViewController.view.alpha") == true, "\(later)")
    }

    @Test("the presenter's differences are read only for a flow that judges them: not after a presentation that is never dismissed")
    func presenterDifferencesReadOnlyWhenJudged() {
        let scenario = TransitionScenario(kind: .presentation, referenceAnimator: .fade)
        let delegate = PresentationSuiteDelegate(
            presentationController: { MinimalPresentationController(presentedViewController: $0, presenting: $1) },
            animator: { _ in ReferenceAnimator.fade.makeAnimator() })
        let run = PresentationRun(scenario: scenario, delegate: delegate, prepareInteraction: nil)
        run.dismisses = false
        run.run()
        let transcript = run.transcript()
        #expect(transcript.presentationOutcome == .completed)
        #expect(transcript.dismissalOutcomes.isEmpty)
        #expect(transcript.presenterDifferences == nil)
        #expect(transcript.vendedAnimators.map(\.direction) == [.presentation])
        #expect(transcript.vendedAnimatorName(.presentation) == "\(type(of: ReferenceAnimator.fade.makeAnimator()))")
    }
}
