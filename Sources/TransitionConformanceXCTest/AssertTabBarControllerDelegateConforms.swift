#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance
import XCTest

/// Runs `verifyTabBarControllerDelegate` and fails the current XCTest test at your line for each
/// violated `must` requirement and each configuration error.
///
/// The XCTest counterpart of `checkTabBarControllerDelegate`. Each scenario switches tabs in your
/// tab bar controller (`selectedIndex = toIndex`, or through your gesture's handler) with the
/// delegate the factory makes, on a scene of its own; the animator and interaction controller it
/// vends are judged as they run. Failures are `XCTFail`s at `file` and `line` with the
/// violation's message; `should` violations are handled as `shouldViolations` says (see
/// ``ShouldViolationPolicy``).
///
/// ```swift
/// @MainActor func testTabSwitchConforms() async {
///     assertTabBarControllerDelegateConforms { _ in TabSwitchDelegate() }
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the delegate's type name by default.
///   - knownDeviations: requirements known not to be met, with a reason; reported as suppressed.
///   - scenarios: the scenarios to run (`.push`: a tab switch); animated, interrupted and, with
///     `interactiveSwitch`, interactive finished and cancelled by default.
///   - tabs: the tab bar controller and the index to switch to, asked after `factory` for each
///     run; a `UITabBarController` with two plain view controllers, switching 0 → 1, by default.
///   - interactiveSwitch: the gesture whose handler starts the switch, on the selected tab's view
///     controller; nil to run no interactive switch.
///   - shouldViolations: whether `should` violations are printed (the default) or fail the test.
///   - file: the file failures are recorded in; your call site by default.
///   - line: the line failures are recorded at; your call site by default.
///   - factory: makes a fresh delegate for each scenario.
/// - Returns: the report, for further assertions.
@MainActor
@discardableResult
public func assertTabBarControllerDelegateConforms(
    _ subject: String? = nil, knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    tabs: ((TransitionScenario) -> (controller: UITabBarController, toIndex: Int))? = nil,
    interactiveSwitch: TransitionGesture? = nil,
    shouldViolations: ShouldViolationPolicy = .print, file: StaticString = #filePath, line: UInt = #line,
    factory: (TransitionScenario) -> any UITabBarControllerDelegate
) -> ConformanceReport {
    let report = verifyTabBarControllerDelegate(
        subject, knownDeviations: knownDeviations, scenarios: scenarios, tabs: tabs, interactiveSwitch: interactiveSwitch,
        factory: factory)
    reportFailures(report, shouldViolations: shouldViolations, file: file, line: line)
    return report
}
