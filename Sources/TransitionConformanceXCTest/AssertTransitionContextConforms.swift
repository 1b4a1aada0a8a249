#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance
import XCTest

/// Runs `verifyTransitionContext` and fails the current XCTest test at your line for each
/// violated `must` requirement and each configuration error.
///
/// The XCTest counterpart of `checkTransitionContext`. For each scenario the factory builds a
/// fresh custom container using the reference animator the kit passes in; the kit switches its
/// child on a scene of its own and checks the container's own transition context. Failures are
/// `XCTFail`s at `file` and `line` with the violation's message; `should` violations are handled
/// as `shouldViolations` says (see ``ShouldViolationPolicy``).
///
/// ```swift
/// @MainActor func testTabsSwitchChildren() async {
///     assertTransitionContextConforms { _, animator in
///         let tabs = TabsViewController(children: [RedViewController(), BlueViewController()], animator: animator)
///         return ContainerTransitionSubject(container: tabs) { tabs.select(index: 1) }
///     }
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the container's type name by default.
///   - knownDeviations: requirements known not to be met, with a reason; reported as suppressed.
///   - scenarios: the scenarios to run; `TransitionScenario.standardContainerSwitches` by default.
///   - shouldViolations: whether `should` violations are printed (the default) or fail the test.
///   - file: the file failures are recorded in; your call site by default.
///   - line: the line failures are recorded at; your call site by default.
///   - factory: makes a fresh container using the given animator, and says how to switch it to
///     another child.
/// - Returns: the report, for further assertions.
@MainActor
@discardableResult
public func assertTransitionContextConforms(
    _ subject: String? = nil, knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    shouldViolations: ShouldViolationPolicy = .print, file: StaticString = #filePath, line: UInt = #line,
    factory: (TransitionScenario, any UIViewControllerAnimatedTransitioning) -> ContainerTransitionSubject
) -> ConformanceReport {
    let report = verifyTransitionContext(subject, knownDeviations: knownDeviations, scenarios: scenarios, factory: factory)
    reportFailures(report, shouldViolations: shouldViolations, file: file, line: line)
    return report
}
