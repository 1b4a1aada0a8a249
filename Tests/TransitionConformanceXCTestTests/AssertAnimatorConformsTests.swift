import TransitionConformanceXCTest
import XCTest

@testable import ConformanceCorpus

/// The XCTest adapter on animators: failures at the caller's line, one per broken `must` requirement.
final class AssertAnimatorConformsTests: XCTestCase {
    private let capture = FailureCapture()

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if !capture.offer(.init(description: description, file: filePath, line: lineNumber)) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    @MainActor func testABrokenAnimatorFailsOncePerBrokenRequirementAtTheCallersFileAndLine() async {
        let defect = Defect.doesNotRestoreAlphaOnCancel
        let line = #line + 1
        let (report, failures) = capture.capturing { assertAnimatorConforms(features: defect.features) { _ in defect.makeAnimator() } }
        XCTAssertEqual(report.violatedIDs, ["ANIM-CANCEL-RESTORES-STATE"])
        XCTAssertEqual(failures.count, 1, "one failure for the one broken requirement, not one per scenario")
        XCTAssertEqual(report.violations.count, 5, "the report keeps every violation")
        XCTAssertEqual(
            report.violations.map(\.scenario.testDescription),
            [
                "presentation, interactive, cancelled at 40 %, 844×390, presenter removed",
                "dismissal, interactive, cancelled at 40 %, 844×390, presenter kept",
                "dismissal, interactive, cancelled at 40 %, 844×390, presenter removed",
                "push, interactive, cancelled at 40 %, 844×390",
                "pop, interactive, cancelled at 40 %, 844×390",
            ], "every cancelled scenario in which the from-view is the animator's to fade")
        XCTAssertEqual(Set(failures.compactMap(\.requirementID)), ["ANIM-CANCEL-RESTORES-STATE"])
        XCTAssertEqual(Set(failures.map(\.file)), ["\(#filePath)"])
        XCTAssertEqual(Set(failures.map(\.line)), [line])
        // The example is the simplest failing scenario: of the five (all interactive, none resized),
        // those with the fewest other features (the presenter kept, the default size), the first run.
        XCTAssertEqual(failures.first?.description, "failed - \(report.violations[1].message)\nAlso in 4 other scenarios: \(otherScenarios).")
    }

    private let otherScenarios = [
        "presentation, interactive, cancelled at 40 %, 844×390, presenter removed",
        "dismissal, interactive, cancelled at 40 %, 844×390, presenter removed",
        "push, interactive, cancelled at 40 %, 844×390",
        "pop, interactive, cancelled at 40 %, 844×390",
    ].joined(separator: "; ")

    @MainActor func testMinimalAnimatorPassesWithoutAFailure() async {
        let (report, failures) = capture.capturing {
            assertAnimatorConforms(features: [.presentation, .dismissal, .push, .pop, .interactive]) { _ in MinimalAnimator() }
        }
        XCTAssertEqual(failures, [])
        XCTAssertTrue(report.passed)
        XCTAssertEqual(report.scenariosRun.count, TransitionScenario.standard(for: [.presentation, .dismissal, .push, .pop, .interactive]).count)
    }

    @MainActor func testShouldViolationsArePrintedAndDoNotFailByDefault() async {
        let defect = Defect.reportsWrongDuration
        let (report, failures) = capture.capturing { assertAnimatorConforms(features: defect.features) { _ in defect.makeAnimator() } }
        XCTAssertEqual(report.violatedIDs, ["ANIM-DURATION"], "a `should` requirement")
        XCTAssertEqual(failures, [])
        XCTAssertTrue(report.passed)
    }

    @MainActor func testShouldViolationsFailUnderThePolicyFail() async {
        let defect = Defect.reportsWrongDuration
        let line = #line + 1
        let (report, failures) = capture.capturing { assertAnimatorConforms(features: defect.features, shouldViolations: .fail) { _ in defect.makeAnimator() } }
        XCTAssertEqual(failures.count, 1, "one failure per broken requirement")
        XCTAssertGreaterThan(report.violations.count, 1)
        XCTAssertEqual(Set(failures.compactMap(\.requirementID)), ["ANIM-DURATION"])
        XCTAssertEqual(Set(failures.map(\.line)), [line])
    }

    @MainActor func testKitMisuseFailsOnceWithWhatToFix() async {
        let line = #line + 1
        let (report, failures) = capture.capturing { assertAnimatorConforms(features: [.interactive]) { _ in MinimalAnimator() } }
        XCTAssertEqual(
            failures,
            [
                .init(
                    description:
                        "failed - Kit misuse: features [\"interactive\"] name no transition kind; declare at least one of .presentation, .dismissal, .push, .pop (e.g. AnimatorFeature.modal).",
                    file: "\(#filePath)", line: line)
            ])
        XCTAssertEqual(report.configurationErrors.count, 1)
    }

    @MainActor func testAKnownDeviationDoesNotFail() async {
        let defect = Defect.doesNotRestoreAlphaOnCancel
        let (report, failures) = capture.capturing {
            assertAnimatorConforms(features: defect.features, knownDeviations: [KnownDeviation("ANIM-CANCEL-RESTORES-STATE", reason: "tested")]) { _ in
                defect.makeAnimator()
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(report.suppressed.count, 5)
    }
}
