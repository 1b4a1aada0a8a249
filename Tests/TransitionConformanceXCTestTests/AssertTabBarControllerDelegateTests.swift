import HeadlessUIKit
import TransitionConformance
import TransitionConformanceXCTest
import XCTest

@testable import ConformanceCorpus

/// A tab bar delegate that vends one animator for every switch.
@MainActor
private final class VendingTabDelegate: NSObject, UITabBarControllerDelegate {
    let make: () -> any UIViewControllerAnimatedTransitioning
    init(_ make: @escaping () -> any UIViewControllerAnimatedTransitioning) { self.make = make }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { make() }
}

/// The XCTest adapter on the tab bar delegate suite: a tab switch animator that never adds the
/// to-view fails with its ID at the caller's line, a correct one passes.
final class AssertTabBarControllerDelegateTests: XCTestCase {
    private let capture = FailureCapture()

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if !capture.offer(.init(description: description, file: filePath, line: lineNumber)) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    @MainActor func testATabSwitchAnimatorNeverAddingTheToViewFailsAtTheCallersLine() async {
        let line = #line + 1
        let (_, failures) = capture.capturing { assertTabBarControllerDelegateConforms { _ in VendingTabDelegate { MutantAnimator(.neverAddsToView) } } }
        XCTAssertFalse(failures.isEmpty)
        XCTAssertEqual(Set(failures.compactMap(\.requirementID)), ["ANIM-TO-VIEW-ADDED"])
        XCTAssertEqual(Set(failures.map { "\($0.file):\($0.line)" }), ["\(#filePath):\(line)"])
        let (report, none) = capture.capturing { assertTabBarControllerDelegateConforms { _ in VendingTabDelegate { MinimalAnimator() } } }
        XCTAssertEqual(none, [])
        XCTAssertTrue(report.passed)
        XCTAssertEqual(report.scenariosRun.count, 5, "animated, interrupted, in portrait, with Reduce Motion on, the round trip")
    }
}
