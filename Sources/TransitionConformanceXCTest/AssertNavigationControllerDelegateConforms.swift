#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance
import XCTest

/// Runs `verifyNavigationControllerDelegate` and fails the current XCTest test at your line for
/// each violated `must` requirement and each configuration error.
///
/// The XCTest counterpart of `checkNavigationControllerDelegate`: your navigation controller
/// delegate pushes and pops your view controllers through the navigation controller's own
/// machinery, and the animators and interaction controllers it vends are judged as they run.
///
/// ```swift
/// @MainActor func testCoordinatorConforms() async {
///     assertNavigationControllerDelegateConforms(
///         interactivePop: .pan(toward: .right) { ($0 as? DetailViewController)?.edgePan }
///     ) { _ in SlideNavigationDelegate() }
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the delegate's type name by default.
///   - features: `.push`, `.pop` (the default: both).
///   - knownDeviations: requirements known not to be met, with a reason; reported as suppressed.
///   - scenarios: the scenarios to run; the standard ones by default.
///   - viewControllers: the navigation controller and the view controller pushed or popped.
///   - interactivePush: the gesture whose handler starts an interactive push.
///   - interactivePop: the gesture whose handler starts an interactive pop, on the pushed view controller.
///   - shouldViolations: whether `should` violations are printed (the default) or fail the test.
///   - file: the file failures are recorded in; your call site by default.
///   - line: the line failures are recorded at; your call site by default.
///   - factory: makes a fresh delegate for each scenario.
/// - Returns: the report, for further assertions.
@MainActor
@discardableResult
public func assertNavigationControllerDelegateConforms(
    _ subject: String? = nil, features: Set<AnimatorFeature> = [.push, .pop], knownDeviations: [KnownDeviation] = [],
    scenarios: [TransitionScenario]? = nil,
    viewControllers: ((TransitionScenario) -> (navigationController: UINavigationController, pushed: UIViewController))? = nil,
    interactivePush: TransitionGesture? = nil, interactivePop: TransitionGesture? = nil,
    shouldViolations: ShouldViolationPolicy = .print, file: StaticString = #filePath, line: UInt = #line,
    factory: (TransitionScenario) -> any UINavigationControllerDelegate
) -> ConformanceReport {
    let report = verifyNavigationControllerDelegate(
        subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios, viewControllers: viewControllers,
        interactivePush: interactivePush, interactivePop: interactivePop, factory: factory)
    reportFailures(report, shouldViolations: shouldViolations, file: file, line: line)
    return report
}
