#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

/// The animator rules judge a run's transcript — values read when the run ended — not the run:
/// what happens to the window, its views or the clock afterwards does not change a verdict.
@MainActor
@Suite("Animator transcripts")
struct AnimatorTranscriptTests {
    /// Each broken animator, in a scenario where its rule fires, with the requirement it breaks.
    nonisolated static let cases: [(mutation: Defect, scenario: TransitionScenario)] = [
        (.leavesSnapshotBehind, TransitionScenario(kind: .presentation)),
        (.doesNotRestoreAlphaOnCancel, TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.5))),
        (.keepsToViewOnCancel, TransitionScenario(kind: .presentation, mode: .interactiveCancelled(at: 0.5))),
        (.movesPresenterIntoContainer, TransitionScenario(kind: .presentation)),
        (.touchesPresenterThroughViewController, TransitionScenario(kind: .presentation)),
        (.neverAddsToView, TransitionScenario(kind: .presentation)),
        (.insetsContainer, TransitionScenario(kind: .presentation)),
        (.returnsEarlyWithoutCompleting, TransitionScenario(kind: .presentation)),
    ]

    @Test("judging a transcript after the window was torn apart and the clock moved on gives the same findings", arguments: 0..<cases.count)
    func verdictIsTheTranscripts(_ index: Int) throws {
        let (mutation, scenario) = Self.cases[index]
        let run = TransitionRun(scenario: scenario, animator: MutantAnimator(mutation), staging: .uikit)
        defer { run.close() }
        run.start()
        run.runToEnd()
        let transcript = run.transcript()
        let findings = Self.findings(transcript)
        #expect(findings.map(\.id).contains(mutation.requirementID), "\(mutation): \(findings)")

        // Undo what the animator left, move every view, and run the clock on.
        for view in ViewTreeSnapshot.views(under: run.host.window) where view !== run.host.window {
            view.alpha = 1
            view.transform = .identity
            view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            view.clearRecordedChanges()
        }
        for view in run.host.window.subviews { view.removeFromSuperview() }
        run.host.advance(by: 10)

        #expect(Self.findings(transcript) == findings, "\(mutation)")
        #expect(Self.findings(run.transcript()) != findings, "\(mutation): a transcript read now sees the changed window (else this test shows nothing)")
    }

    static func findings(_ transcript: AnimatorTranscript) -> [Found] {
        AnimatorRules.all.findings(in: transcript, scenario: transcript.scenario).map { Found(id: $0.requirement.id, observed: $0.observed) }
    }

    struct Found: Equatable, CustomStringConvertible {
        let id: String
        let observed: String
        var description: String { "[\(id)] \(observed)" }
    }
}
