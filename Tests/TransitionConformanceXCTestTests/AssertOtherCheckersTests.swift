import TransitionConformanceXCTest
import XCTest

@testable import ConformanceCorpus

/// The XCTest adapter on the other four checkers: a mutant fails with its ID at the caller's
/// line, a correct subject passes.
final class AssertOtherCheckersTests: XCTestCase {
    private let capture = FailureCapture()

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if !capture.offer(.init(description: description, file: filePath, line: lineNumber)) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    @MainActor func testAnInteractionControllerIgnoringACancelledGestureFailsAtTheCallersLine() async {
        let line = #line + 1
        let (_, failures) = capture.capturing { assertInteractiveTransitionConforms { _ in MutantInteractionController.subject(.ignoresCancelledGesture) } }
        XCTAssertFalse(failures.isEmpty)
        XCTAssertEqual(Set(failures.compactMap(\.requirementID)), ["INT-GESTURE-END"])
        XCTAssertEqual(Set(failures.map { "\($0.file):\($0.line)" }), ["\(#filePath):\(line)"])
        let (report, none) = capture.capturing { assertInteractiveTransitionConforms { _ in MinimalInteractionController.subject() } }
        XCTAssertEqual(none, [])
        XCTAssertTrue(report.passed)
    }

    @MainActor func testAPresentationControllerRemovingItsChromeOnACancelledDismissalFailsAtTheCallersLine() async {
        let line = #line + 2
        let (_, failures) = capture.capturing {
            assertPresentationControllerConforms { MutantPresentationController(.removesChromeOnCancelledDismissal, presented: $0, presenting: $1) }
        }
        XCTAssertFalse(failures.isEmpty)
        XCTAssertEqual(Set(failures.compactMap(\.requirementID)), ["PRES-DISMISS-CANCEL-KEEPS-CHROME"])
        XCTAssertEqual(Set(failures.map { "\($0.file):\($0.line)" }), ["\(#filePath):\(line)"])
        let (report, none) = capture.capturing {
            assertPresentationControllerConforms { MinimalPresentationController(presentedViewController: $0, presenting: $1) }
        }
        XCTAssertEqual(none, [])
        XCTAssertTrue(report.passed)
    }

    @MainActor func testADelegateWithOneAnimatorForBothDirectionsFailsAtTheCallersLine() async {
        let line = #line + 1
        let (_, failures) = capture.capturing { assertTransitioningDelegateConforms { _ in SharedAnimatorDelegate() } }
        XCTAssertFalse(failures.isEmpty)
        XCTAssertEqual(Set(failures.compactMap(\.requirementID)), ["DELEGATE-ANIMATOR-DIRECTION"])
        XCTAssertEqual(Set(failures.map { "\($0.file):\($0.line)" }), ["\(#filePath):\(line)"])
        let (report, none) = capture.capturing { assertTransitioningDelegateConforms { _ in SheetTransitioningDelegate() } }
        XCTAssertEqual(none, [])
        XCTAssertTrue(report.passed)
    }

    @MainActor func testAContainerSwappingTheContextKeysFailsAtTheCallersLine() async {
        let line = #line + 2
        let (_, failures) = capture.capturing {
            assertTransitionContextConforms { SampleContainerViewController.subject(.defect(.swapsViewControllerKeys), animator: $1) }
        }
        XCTAssertFalse(failures.isEmpty)
        XCTAssertEqual(Set(failures.compactMap(\.requirementID)), ["CTX-KEYS"])
        XCTAssertEqual(Set(failures.map { "\($0.file):\($0.line)" }), ["\(#filePath):\(line)"])
        let (report, none) = capture.capturing { assertTransitionContextConforms { SampleContainerViewController.subject(.correct, animator: $1) } }
        XCTAssertEqual(none, [])
        XCTAssertTrue(report.passed)
    }
}
