import HeadlessUIKit
import Testing

@testable import ConformanceCorpus
@testable import TransitionConformance

/// The custom-container rules judge a ``ContainerTranscript``, read once when the switch ended:
/// what happens to the container, its children and the scene afterwards cannot change a verdict
/// or a message.
@MainActor
@Suite("The container transcript")
struct ContainerTranscriptTests {
    /// The containers judged: one that passes, one that never completes, and each mutant.
    nonisolated static let flavors: [ContainerFlavor] = [.correct, .neverRunsCompletion] + ContextDefect.allCases.map { .defect($0) }

    private static func run(_ flavor: ContainerFlavor) -> ContainerSwitchRun {
        let run = ContainerSwitchRun(scenario: TransitionScenario.standardContainerSwitches[0]) { _, animator in
            SampleContainerViewController.subject(flavor, animator: animator)
        }
        run.run()
        return run
    }

    private static func findings(_ transcript: ContainerTranscript) -> [String] {
        TransitionContextRules.all.findings(in: transcript, scenario: transcript.scenario).map { "[\($0.requirement.id)] \($0.observed)" }
    }

    /// After the run: the old child is taken out by hand, the new child's view faded and its
    /// title changed, an animation left running and the clock moved on — each of which a rule
    /// reading the live container would report differently.
    private static func moveOn(_ run: ContainerSwitchRun) {
        let container = run.container
        for child in container.children where child !== container.children.last {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        if let new = container.children.last {
            new.title = "Renamed"
            new.viewIfLoaded?.alpha = 0.5
        }
        UIView.animate(withDuration: 30) { container.view.alpha = 0.9 }
        run.host.advance(by: 2)
    }

    @Test("judged after the scene has moved on, a transcript gives the findings it gave when the run ended", arguments: flavors)
    func sameFindingsAfterTheSceneMovesOn(_ flavor: ContainerFlavor) {
        let run = Self.run(flavor)
        let transcript = run.transcript()
        let atTheEnd = Self.findings(transcript)
        Self.moveOn(run)
        #expect(Self.findings(transcript) == atTheEnd)
    }

    @Test("what the scene does after the run would change the findings of a transcript read then")
    func movingOnChangesALaterReading() {
        // The check above is not vacuous: a transcript read after the scene moved on differs.
        let run = Self.run(.neverRunsCompletion)
        let atTheEnd = Self.findings(run.transcript())
        #expect(
            atTheEnd.first
                == "[CTX-COMPLETE-ONCE] expected animationEnded(true) once after the animator's completeTransition(true) at t=0.30 → never called by the deadline t=1.20; the context's completeTransition(_:) did not reach animationEnded(_:)"
        )
        Self.moveOn(run)
        let later = Self.findings(run.transcript())
        #expect(later != atTheEnd)
        #expect(later.first?.hasSuffix("; still running: " + run.host.animationsInFlight.joinedBounded()) == true, "\(later)")
    }

    @Test("judged after the run and its scene are gone, a transcript gives the same findings", arguments: flavors)
    func sameFindingsAfterTheRunIsGone(_ flavor: ContainerFlavor) {
        weak var container: UIViewController?
        let (transcript, atTheEnd) = {
            let run = Self.run(flavor)
            container = run.container
            let transcript = run.transcript()
            return (transcript, Self.findings(transcript))
        }()
        #expect(container == nil, "the transcript keeps nothing of the run alive")
        #expect(Self.findings(transcript) == atTheEnd)
    }
}
