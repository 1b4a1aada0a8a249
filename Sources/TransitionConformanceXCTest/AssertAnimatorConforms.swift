#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance
import XCTest

/// Runs `verifyAnimator` and fails the current XCTest test at your line for each violated `must`
/// requirement and each configuration error.
///
/// The XCTest counterpart of `checkAnimator`, which cannot serve an `XCTestCase` (its Swift
/// Testing issues would be dropped). The factory makes a fresh animator for each scenario; each
/// scenario runs on its own `HeadlessScene`. Every failure is an `XCTFail` at `file` and `line` —
/// the call site — carrying the violation's message (`[ID] statement`, `Scenario:`, `Observed:`,
/// `Hint:`); configuration errors start with "Kit misuse: ". `should` violations are handled as
/// `shouldViolations` says (printed as warnings by default, see ``ShouldViolationPolicy``).
///
/// ```swift
/// final class FadeAnimatorTests: XCTestCase {
///     @MainActor func testFadeAnimatorConforms() async {
///         assertAnimatorConforms(features: AnimatorFeature.modal) { scenario in
///             FadeAnimator(isPresenting: scenario.kind == .presentation)
///         }
///     }
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the animator's type name by default.
///   - features: what the animator supports; scenarios for other kinds are skipped.
///   - knownDeviations: requirements the animator is known not to meet, with a reason; their
///     violations are reported as suppressed and do not fail.
///   - scenarios: the scenarios to run; `TransitionScenario.standard(for:)` by default.
///   - presentationController: the presentation controller the animator ships with; nil to check
///     the animator alone (see `verifyAnimator`).
///   - viewControllers: your view controllers for each run (the presenting or first, the
///     presented or pushed), when your animator casts to their types; plain ones by default.
///   - shouldViolations: whether `should` violations are printed (the default) or fail the test.
///   - file: the file failures are recorded in; your call site by default.
///   - line: the line failures are recorded at; your call site by default.
///   - factory: makes a fresh animator for the given scenario.
/// - Returns: the report, for further assertions.
@MainActor
@discardableResult
public func assertAnimatorConforms(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.modal,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    presentationController: ((_ presented: UIViewController, _ presenting: UIViewController) -> UIPresentationController)? = nil,
    viewControllers: ((TransitionScenario) -> (first: UIViewController, second: UIViewController))? = nil,
    shouldViolations: ShouldViolationPolicy = .print, file: StaticString = #filePath, line: UInt = #line,
    factory: (TransitionScenario) -> any UIViewControllerAnimatedTransitioning
) -> ConformanceReport {
    let report = verifyAnimator(
        subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios, presentationController: presentationController,
        viewControllers: viewControllers, factory: factory)
    reportFailures(report, shouldViolations: shouldViolations, file: file, line: line)
    return report
}
