import Foundation
import Testing
import TransitionConformance

@testable import ConformanceCorpus

/// The README's sample failures are what the kit prints for their samples, word for word: each
/// test runs the sample and looks for the recorded issue's text in README.md.
@MainActor
@Suite("The README's sample failures are real output")
struct ReadmeSampleOutputTests {
    /// README.md, next to Package.swift.
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    /// The message of the issue `check…` records for `id` in `report`.
    func message(_ id: String, in report: ConformanceReport) throws -> String {
        try #require(report.violationGroups.first { $0.requirement.id == id }).message
    }

    @Test("an ensemble's dismissal animator completing with the finished flag")
    func ensembleFlag() throws {
        let sample = try #require(Corpus.all.first { $0.id == "ensemble/bottom sheet/dismissalCompletesWithFinishedFlag" })
        let text = try message("ANIM-COMPLETE-FLAG", in: sample.verify())
        #expect(Self.readme.contains(text), "README.md should show:\n\(text)")
    }

    @Test("an animator that does not restore alpha after a cancelled transition")
    func cancelRestoresState() throws {
        let report = verifyAnimator(features: [.presentation, .dismissal, .interactive]) { _ in MutantAnimator(.doesNotRestoreAlphaOnCancel) }
        let text = try message("ANIM-CANCEL-RESTORES-STATE", in: report)
        #expect(Self.readme.contains(text), "README.md should show:\n\(text)")
    }

    @Test("an explored case shrunk to the default size")
    func shrunk() throws {
        let features = Defect.sizesFromScreen.features
        let report = verifyAnimator(features: features, scenarios: .exploring(count: 30, seed: 7, for: features)) { _ in Defect.sizesFromScreen.makeAnimator() }
        let text = try message("ANIM-FINAL-FRAME", in: report)
        #expect(Self.readme.contains(text), "README.md should show:\n\(text)")
    }
}
