#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance
import XCTest

/// Runs `verifyTransitioningDelegate` and fails the current XCTest test at your line for each
/// violated `must` requirement and each configuration error.
///
/// The XCTest counterpart of `checkTransitioningDelegate`. Each scenario presents, dismisses and
/// presents again through UIKit's modal machinery on a scene of its own, with the delegate the
/// factory makes; everything it vends runs as in an app. Failures are `XCTFail`s at `file` and
/// `line` with the violation's message; `should` violations are handled as `shouldViolations`
/// says (see ``ShouldViolationPolicy``).
///
/// ```swift
/// @MainActor func testSheetDelegateConforms() async {
///     assertTransitioningDelegateConforms { _ in SheetTransitioningDelegate() }
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; "transitioning delegate" by default.
///   - features: `.presentation`, `.dismissal` (`AnimatorFeature.modal`, the default).
///   - knownDeviations: requirements known not to be met, with a reason; reported as suppressed.
///   - scenarios: the scenarios to run; the standard presentation scenarios by default.
///   - presentationStyle: the style your call site gives the presented view controller in the
///     animator runs; by default `.custom` when the delegate vends a presentation controller, else
///     `.fullScreen`.
///   - viewControllers: the presenting and presented view controllers for a scenario, when your
///     animators need their own types; plain view controllers by default.
///   - interactivePresentation: the gesture whose handler starts an interactive presentation.
///   - interactiveDismissal: the gesture whose handler starts an interactive dismissal, on the
///     presented view controller.
///   - shouldViolations: whether `should` violations are printed (the default) or fail the test.
///   - file: the file failures are recorded in; your call site by default.
///   - line: the line failures are recorded at; your call site by default.
///   - factory: makes a fresh delegate for each scenario.
/// - Returns: the report, for further assertions.
@MainActor
@discardableResult
public func assertTransitioningDelegateConforms(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.modal,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    presentationStyle: UIModalPresentationStyle? = nil,
    viewControllers: ((TransitionScenario) -> (presenting: UIViewController, presented: UIViewController))? = nil,
    interactivePresentation: TransitionGesture? = nil, interactiveDismissal: TransitionGesture? = nil,
    shouldViolations: ShouldViolationPolicy = .print, file: StaticString = #filePath, line: UInt = #line,
    factory: (TransitionScenario) -> any UIViewControllerTransitioningDelegate
) -> ConformanceReport {
    let report = verifyTransitioningDelegate(
        subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios, presentationStyle: presentationStyle,
        viewControllers: viewControllers, interactivePresentation: interactivePresentation,
        interactiveDismissal: interactiveDismissal, factory: factory)
    reportFailures(report, shouldViolations: shouldViolations, file: file, line: line)
    return report
}

/// Runs `verifyPresentedViewController` — the modal flow of a presented view controller that
/// brings its own transitioning delegate (itself, typically) — and fails the current XCTest test
/// at your line for each violated `must` requirement and each configuration error.
///
/// ```swift
/// @MainActor func testCardScreenConforms() async {
///     assertPresentedViewControllerConforms { _ in (UIViewController(), CardViewController()) }
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the delegate's type name by default.
///   - features: `.presentation`, `.dismissal` (`AnimatorFeature.modal`, the default).
///   - knownDeviations: requirements known not to be met, with a reason; reported as suppressed.
///   - scenarios: the scenarios to run; the standard ones by default.
///   - interactivePresentation: the gesture whose handler starts an interactive presentation.
///   - interactiveDismissal: the gesture whose handler starts an interactive dismissal.
///   - shouldViolations: whether `should` violations are printed (the default) or fail the test.
///   - file: the file failures are recorded in; your call site by default.
///   - line: the line failures are recorded at; your call site by default.
///   - viewControllers: makes the presenting and the presented view controller for each run.
/// - Returns: the report, for further assertions.
@MainActor
@discardableResult
public func assertPresentedViewControllerConforms(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.modal,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    interactivePresentation: TransitionGesture? = nil, interactiveDismissal: TransitionGesture? = nil,
    shouldViolations: ShouldViolationPolicy = .print, file: StaticString = #filePath, line: UInt = #line,
    viewControllers: (TransitionScenario) -> (presenting: UIViewController, presented: UIViewController)
) -> ConformanceReport {
    let report = verifyPresentedViewController(
        subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios,
        interactivePresentation: interactivePresentation, interactiveDismissal: interactiveDismissal, viewControllers: viewControllers)
    reportFailures(report, shouldViolations: shouldViolations, file: file, line: line)
    return report
}
