import Foundation
import Testing
import TransitionConformance
@testable import ConformanceCorpus

/// A report is `Codable` and has a public initialiser, so it can cross a process boundary (an exit
/// test's child to its parent) and be rebuilt whole.
@MainActor
@Suite("Reports encode and decode whole")
struct ReportCodingTests {
    @Test("a failing report with suppressed, skipped and unchecked entries decodes to the same text, verdict and groups")
    func roundTrip() throws {
        let scenarios = [
            TransitionScenario(kind: .presentation), TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.4)),
            TransitionScenario(kind: .push, resize: .midTransition(to: TransitionScenario.tablet, at: 0.5)),
            TransitionScenario.explored(seed: 7, case: 3, for: [.presentation, .dismissal]),
        ]
        let report = verifyAnimator(
            features: [.presentation, .dismissal], knownDeviations: [KnownDeviation("ANIM-TEMP-VIEWS-REMOVED", reason: "the app removes it")],
            scenarios: scenarios
        ) { _ in MutantAnimator(.leavesSnapshotBehind) }
        #expect(!report.suppressed.isEmpty && !report.scenariosSkipped.isEmpty)
        let decoded = try JSONDecoder().decode(ConformanceReport.self, from: JSONEncoder().encode(report))
        #expect(decoded.description == report.description)
        #expect(decoded.passed == report.passed)
        #expect(decoded.violations == report.violations)
        #expect(decoded.scenariosRun == report.scenariosRun)
        #expect(decoded.violationGroups.map(\.message) == report.violationGroups.map(\.message))
    }

    @Test("a report built with the public initialiser reads as a checker's: a must violation fails it, and one that ran nothing says so")
    func publicInitialiser() throws {
        let requirement = try #require(Requirement.withID("ANIM-COMPLETE-ONCE"))
        let scenario = TransitionScenario(kind: .presentation)
        let violation = Violation(requirement: requirement, scenario: scenario, observed: "never completed")
        let failing = ConformanceReport(subject: "ZoomAnimator", violations: [violation], scenariosRun: [scenario])
        #expect(!failing.passed)
        #expect(failing.violatedIDs == ["ANIM-COMPLETE-ONCE"])
        #expect(failing.description.hasPrefix("ZoomAnimator: FAILED — 1 scenarios run, 0 skipped, 1 violations\n[ANIM-COMPLETE-ONCE]"))
        let empty = ConformanceReport(subject: "ZoomAnimator")
        #expect(!empty.passed)
        #expect(empty.configurationErrors.first?.hasPrefix("no scenario ran") == true)
        let decoded = try JSONDecoder().decode(ConformanceReport.self, from: JSONEncoder().encode(empty))
        #expect(decoded.configurationErrors == empty.configurationErrors, "the nothing-ran error is not doubled by a round trip")
    }
}
