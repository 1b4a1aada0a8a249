import Testing
import TransitionConformance
@testable import ConformanceCorpus

@MainActor
@Suite("Reports: known deviations, kit misuse and skipped scenarios")
struct ReportTests {
    @Test("a known deviation moves its violations to suppressed, with the reason, and the report passes")
    func knownDeviation() {
        let report = verifyAnimator(features: [.push], knownDeviations: [KnownDeviation("ANIM-TEMP-VIEWS-REMOVED", reason: "snapshot removed by the app")]) {
            _ in
            MutantAnimator(.leavesSnapshotBehind)
        }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(!report.suppressed.isEmpty)
        #expect(report.suppressed.allSatisfy { $0.violation.requirement.id == "ANIM-TEMP-VIEWS-REMOVED" && $0.reason == "snapshot removed by the app" })
        #expect(report.passed)
    }

    @Test("an unknown deviation ID and a feature set with no kind are kit misuse, not violations")
    func configurationErrors() {
        let unknown = verifyAnimator(features: [.push], knownDeviations: [KnownDeviation("ANIM-NOPE", reason: "typo")]) { _ in MinimalAnimator() }
        #expect(unknown.configurationErrors == ["known deviation \"ANIM-NOPE\" is not a requirement ID; see `transition-conformance list` for the IDs."])
        #expect(unknown.violations.isEmpty)
        #expect(!unknown.passed, "misuse fails the check until it is fixed")
        let noKind = verifyAnimator(features: [.interactive]) { _ in MinimalAnimator() }
        #expect(noKind.configurationErrors.first?.hasPrefix("features [\"interactive\"] name no transition kind") == true)
        #expect(noKind.scenariosRun.isEmpty)
    }

    @Test("scenarios outside the declared features are skipped with the reason, never passed silently")
    func skipped() {
        let scenarios = [
            TransitionScenario(kind: .push), TransitionScenario(kind: .pop, mode: .interactiveCancelled(at: 0.4)),
            TransitionScenario(kind: .presentation),
        ]
        let report = verifyAnimator(features: [.push, .pop], scenarios: scenarios) { _ in MinimalAnimator() }
        #expect(report.scenariosRun == [scenarios[0]])
        #expect(
            report.scenariosSkipped.map(\.reason) == [
                "the animator does not declare .interactive",
                "the animator does not declare .presentation",
            ])
        #expect(report.description.contains("Skipped pop, interactive, cancelled at 40 %, 844×390: the animator does not declare .interactive"))
    }

    @Test("checkAnimator records kit misuse as an error at the caller's line")
    func misuseIsRecorded() {
        withKnownIssue {
            checkAnimator(features: [.interactive]) { _ in MinimalAnimator() }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Kit misuse: features") }
        }
    }

    @Test("should-level violations are warnings: the report passes and checkAnimator records no error")
    func warnings() {
        let report = verifyAnimator(features: [.push], scenarios: [TransitionScenario(kind: .push)]) { _ in MutantAnimator(.reportsWrongDuration) }
        #expect(report.violatedIDs == ["ANIM-DURATION"])
        #expect(report.passed)
        // Warnings are recorded with severity .warning, which does not fail the test.
        checkAnimator(features: [.push], scenarios: [TransitionScenario(kind: .push)]) { _ in MutantAnimator(.reportsWrongDuration) }
    }

    @Test("a transform left on a view reads as what the code wrote: scale(0.9), not its matrix")
    func readableTransform() {
        let report = verifyAnimator(features: AnimatorFeature.modal) { _ in MutantAnimator(.leavesPresenterScaled) }
        let roundTrip = report.violations.first { $0.requirement.id == "ANIM-ROUND-TRIP" }
        #expect(roundTrip?.observed.hasSuffix("transform identity → scale(0.9)") == true, "\(roundTrip?.observed ?? "none")")
        #expect(roundTrip?.observed.contains("frame") == false, "no frame change that prints the same on both sides: \(roundTrip?.observed ?? "none")")
    }

    @Test("a problem seen in the dismissal of a presentation scenario is labelled with that dismissal")
    func dismissalProblemsNameTheDismissal() {
        let report = verifyPresentationController(scenarios: [TransitionScenario(kind: .presentation, referenceAnimator: .fade)]) {
            MutantPresentationController(.keepsChromeAfterDismissal, presented: $0, presenting: $1)
        }
        let violation = report.violations.first { $0.requirement.id == "PRES-DISMISS-REMOVES-CHROME" }
        #expect(violation?.moment == "in the animated dismissal that follows the presentation", "\(report)")
        #expect(
            violation?.message.contains(
                "\nScenario: presentation, animated, 844×390, fade reference animator — in the animated dismissal that follows the presentation\n") == true,
            "\(violation?.message ?? "none")")
    }
}
