#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance
import XCTest

/// Runs `verifyPresentationController` and fails the current XCTest test at your line for each
/// violated `must` requirement and each configuration error.
///
/// The XCTest counterpart of `checkPresentationController`. Each scenario presents and dismisses
/// a view controller through UIKit's modal machinery on a scene of its own, with the presentation
/// controller `factory` makes and the kit's reference animators (or `animator`). Failures are
/// `XCTFail`s at `file` and `line` with the violation's message; `should` violations are handled
/// as `shouldViolations` says (see ``ShouldViolationPolicy``).
///
/// ```swift
/// @MainActor func testDimmingPresentationControllerConforms() async {
///     assertPresentationControllerConforms { presented, presenting in
///         DimmingPresentationController(presentedViewController: presented, presenting: presenting)
///     }
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the presentation controller's type name by default.
///   - features: which transitions to run; `AnimatorFeature.presentationController` by default.
///   - animator: your animator for a scenario, to check the two together; nil for the kit's
///     reference animators.
///   - knownDeviations: requirements known not to be met, with a reason; reported as suppressed.
///   - scenarios: the scenarios to run; `TransitionScenario.standardPresentations(for:ownAnimator:)`
///     by default.
///   - viewControllers: the presenting and presented view controllers for each run; plain ones
///     by default.
///   - shouldViolations: whether `should` violations are printed (the default) or fail the test.
///   - file: the file failures are recorded in; your call site by default.
///   - line: the line failures are recorded at; your call site by default.
///   - factory: makes a fresh presentation controller for the presented and presenting view controllers.
/// - Returns: the report, for further assertions.
@MainActor
@discardableResult
public func assertPresentationControllerConforms(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.presentationController,
    animator: ((TransitionScenario) -> any UIViewControllerAnimatedTransitioning)? = nil,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    viewControllers: ((TransitionScenario) -> (presenting: UIViewController, presented: UIViewController))? = nil,
    shouldViolations: ShouldViolationPolicy = .print, file: StaticString = #filePath, line: UInt = #line,
    factory: @escaping (_ presented: UIViewController, _ presenting: UIViewController) -> UIPresentationController
) -> ConformanceReport {
    let report = verifyPresentationController(
        subject, features: features, animator: animator, knownDeviations: knownDeviations,
        scenarios: scenarios, viewControllers: viewControllers, factory: factory)
    reportFailures(report, shouldViolations: shouldViolations, file: file, line: line)
    return report
}
