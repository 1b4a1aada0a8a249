import Foundation
import Testing
import TransitionConformance

@testable import ConformanceCorpus

/// The documentation's sample failures are what the kit prints for their samples, word for word:
/// each test runs the sample and looks for the recorded text in the documents that show it.
/// (WhenTheSubjectMisbehaves' trap is checked by `zoomAnimatorConforms`, in ArticleExampleTests.)
@MainActor
@Suite("The documentation's sample failures are real output")
struct DocumentationSampleOutputTests {
    /// The message of the issue `check…` records for `id` in `report`.
    func message(_ id: String, in report: ConformanceReport) throws -> String {
        try #require(report.violationGroups.first { $0.requirement.id == id }).message
    }

    /// Expects each named document to show `text`.
    func expect(_ text: String, shownIn documents: [String: String], sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, document) in documents.sorted(by: { $0.key < $1.key }) {
            #expect(document.contains(text), "\(name) should show:\n\(text)", sourceLocation: sourceLocation)
        }
    }

    @Test("an animator that does not restore alpha after a cancelled transition (README, GettingStarted)")
    func cancelRestoresState() throws {
        let report = verifyAnimator(features: [.presentation, .dismissal, .interactive]) { _ in MutantAnimator(.doesNotRestoreAlphaOnCancel) }
        let text = try message("ANIM-CANCEL-RESTORES-STATE", in: report)
        expect(text, shownIn: ["README.md": DocumentationFiles.readme, "GettingStarted": DocumentationFiles.article("GettingStarted")])
    }

    @Test("one violation of that animator, and the line naming the other scenarios (ReadingAReport)")
    func oneViolation() throws {
        let report = verifyAnimator(features: [.presentation, .dismissal, .interactive]) { _ in MutantAnimator(.doesNotRestoreAlphaOnCancel) }
        let shown = "presentation, interactive, cancelled at 40 %, 844×390, presenter removed"
        let violation = try #require(report.violations.first { $0.scenario.testDescription == shown })
        let group = try message("ANIM-CANCEL-RESTORES-STATE", in: report)
        let also = try #require(group.components(separatedBy: "\n").last)
        #expect(also.hasPrefix("Also in 2 other scenarios: "))
        expect(violation.message, shownIn: ["ReadingAReport": DocumentationFiles.article("ReadingAReport")])
        expect(also, shownIn: ["ReadingAReport": DocumentationFiles.article("ReadingAReport")])
    }

    @Test("a known deviation that names no requirement (ReadingAReport)")
    func kitMisuse() throws {
        let report = verifyAnimator(knownDeviations: [KnownDeviation("ANIM-NOPE", reason: "a typo")]) { _ in MinimalAnimator() }
        let text = try #require(report.configurationErrors.first { $0.contains("ANIM-NOPE") })
        expect("Kit misuse: " + text, shownIn: ["ReadingAReport": DocumentationFiles.article("ReadingAReport")])
    }

    @Test("an ensemble's dismissal animator completing with the finished flag (CheckingYourAppsTransitions)")
    func ensembleFlag() throws {
        let sample = try #require(Corpus.all.first { $0.id == "ensemble/bottom sheet/dismissalCompletesWithFinishedFlag" })
        let text = try message("ANIM-COMPLETE-FLAG", in: sample.verify())
        expect(text, shownIn: ["CheckingYourAppsTransitions": DocumentationFiles.article("CheckingYourAppsTransitions")])
    }

    @Test("an explored case shrunk to a standard size (ExploringAndShrinking)")
    func shrunk() throws {
        let features = Defect.sizesFromScreen.features
        let report = verifyAnimator(features: features, scenarios: .exploring(count: 30, seed: 7, for: features)) { _ in Defect.sizesFromScreen.makeAnimator() }
        let text = try message("ANIM-FINAL-FRAME", in: report)
        expect(text, shownIn: ["ExploringAndShrinking": DocumentationFiles.article("ExploringAndShrinking")])
    }
}
