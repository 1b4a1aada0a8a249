#if canImport(UIKit)
import Foundation
import UIKit
#else
import Foundation
import HeadlessUIKit
#endif
import Testing

/// Checks an app's tab bar controller delegate together with what it vends — the animator of a
/// tab switch and, for a switch your gesture starts, the interaction controller — through UIKit's
/// own tab switch in your tab bar controller, and returns every problem found, each naming the
/// object that broke it.
///
/// ## The model
///
/// For each scenario the suite calls `factory` for a fresh delegate, then `tabs` for the tab bar
/// controller and the index to switch to (in that order, so your tabs can reach the delegate
/// `factory` just made), sets the controller's `delegate` (and keeps the delegate alive: UIKit
/// holds it weakly), makes the controller the root of a fresh window and switches with
/// `selectedIndex = toIndex` — or, in an interactive scenario, through your own gesture and handler
/// (see ``TransitionGesture``), which starts the switch. Your delegate stays where your code put it
/// (on HeadlessUIKit the scene's machinery shows the kit each vended animator; no proxy).
///
/// A tab switch is a container transition: it is judged as a `.push` scenario (both views handed
/// over, the from-view leaving at the end), and the messages say "tab switch".
///
/// ## What it runs
///
/// The switch animated (in landscape and in portrait, and once with Reduce Motion on, as the
/// animator checker runs it) and with its animations interrupted half-way, and, when you declare
/// `interactiveSwitch`, driven by that gesture through your own handler, finished and cancelled
/// (after a cancelled switch, a programmatic switch follows, as a tap on the tab would). The
/// animator your delegate vends is held to every animator requirement (ANIM-*), and the
/// interaction controller your handler makes, to the interaction requirements (INT-*): among
/// them, an interaction controller still vended for a switch no gesture drives
/// (INT-NOT-VENDED-WITHOUT-GESTURE). A tab switch has no animated flag, so non-animated scenarios
/// are skipped; a delegate that vends no animator leaves nothing to judge (UIKit switches at once).
/// On UIKit these runs are skipped for now, with the reason.
///
/// ```swift
/// @Test func tabSwitchConforms() {
///     var made: TabSwitchDelegate?
///     let report = verifyTabBarControllerDelegate(
///         tabs: { _ in (MainTabBarController(switchDelegate: made), toIndex: 1) },
///         interactiveSwitch: .pan(toward: .left) { ($0 as? InboxViewController)?.switchPan }
///     ) { _ in
///         let delegate = TabSwitchDelegate()
///         made = delegate
///         return delegate
///     }
///     #expect(report.passed, "\(report)")
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the delegate's type name by default.
///   - knownDeviations: requirements the delegate is known not to meet, with a reason; their
///     violations are reported as suppressed.
///   - scenarios: the scenarios to run, `.push` ones (a tab switch); by default animated,
///     interrupted at 50 % and, with `interactiveSwitch`, interactive finished and cancelled.
///   - tabs: the tab bar controller (its selected tab is where the switch starts) and the index
///     of the tab to switch to; by default a `UITabBarController` with two plain view
///     controllers (views "FirstTab.view" and "SecondTab.view"), switching from 0 to 1. Asked
///     after `factory` for each run.
///   - interactiveSwitch: the gesture whose handler starts the switch (sets `selectedIndex` and
///     makes the interaction controller your delegate vends), on the selected tab's view
///     controller; nil to run no interactive switch.
///   - factory: makes a fresh delegate for each scenario.
@MainActor
@discardableResult
public func verifyTabBarControllerDelegate(
    _ subject: String? = nil, knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    tabs: ((TransitionScenario) -> (controller: UITabBarController, toIndex: Int))? = nil,
    interactiveSwitch: TransitionGesture? = nil,
    factory: (TransitionScenario) -> any UITabBarControllerDelegate
) -> ConformanceReport {
    TabSwitchSuite.run(
        subject ?? "tab bar controller delegate", named: subject != nil, knownDeviations: knownDeviations, scenarios: scenarios,
        gesture: interactiveSwitch
    ) { scenario in
        ScenarioProgress.willRun(scenario)
        let delegate = factory(scenario)
        let made = tabs?(scenario) ?? TabSwitchSuite.defaultTabs()
        return (made.controller, made.toIndex, delegate)
    }
}

/// Checks a tab bar controller that brings its own delegate — itself (`delegate = self`, a
/// common pattern) or an object it keeps — as
/// ``verifyTabBarControllerDelegate(_:knownDeviations:scenarios:tabs:interactiveSwitch:factory:)``
/// does for a delegate: the delegate is the controller's `delegate`, left as the controller set it.
///
/// ```swift
/// verifyTabBarController { _ in (SlidingTabBarController(), toIndex: 1) }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the controller's type name by default.
///   - knownDeviations: requirements known not to be met, with a reason.
///   - scenarios: the scenarios to run, as for a delegate.
///   - interactiveSwitch: the gesture whose handler starts the switch, on the selected tab's view
///     controller.
///   - tabs: makes the tab bar controller and the index of the tab to switch to, for each run.
@MainActor
@discardableResult
public func verifyTabBarController(
    _ subject: String? = nil, knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    interactiveSwitch: TransitionGesture? = nil,
    tabs: (TransitionScenario) -> (controller: UITabBarController, toIndex: Int)
) -> ConformanceReport {
    TabSwitchSuite.run(
        subject ?? "tab bar controller", named: subject != nil, knownDeviations: knownDeviations, scenarios: scenarios,
        gesture: interactiveSwitch
    ) { scenario in
        let made = tabs(scenario)
        return (made.controller, made.toIndex, nil)
    }
}

/// Runs ``verifyTabBarControllerDelegate(_:knownDeviations:scenarios:tabs:interactiveSwitch:factory:)``
/// and records one test issue per violated requirement at the caller's line (see ``ViolationGroup``).
///
/// Call it inside a Swift Testing test; in XCTest use `assertTabBarControllerDelegateConforms`
/// from TransitionConformanceXCTest (outside a Swift Testing test this stops the process with a
/// message saying so, as every `check…` function does).
///
/// ```swift
/// @Test func tabSwitchConforms() {
///     checkTabBarControllerDelegate { _ in TabSwitchDelegate() }
/// }
/// ```
@MainActor
@discardableResult
public func checkTabBarControllerDelegate(
    _ subject: String? = nil, knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    tabs: ((TransitionScenario) -> (controller: UITabBarController, toIndex: Int))? = nil,
    interactiveSwitch: TransitionGesture? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    factory: (TransitionScenario) -> any UITabBarControllerDelegate
) -> ConformanceReport {
    let report = FailureAttachments.asking {
        verifyTabBarControllerDelegate(
            subject, knownDeviations: knownDeviations, scenarios: scenarios, tabs: tabs, interactiveSwitch: interactiveSwitch,
            factory: factory)
    }
    record(report, sourceLocation: sourceLocation)
    return report
}

/// Runs ``verifyTabBarController(_:knownDeviations:scenarios:interactiveSwitch:tabs:)`` and
/// records one test issue per violated requirement at the caller's line (see ``ViolationGroup``).
///
/// ```swift
/// @Test func slidingTabsConform() {
///     checkTabBarController { _ in (SlidingTabBarController(), toIndex: 1) }
/// }
/// ```
@MainActor
@discardableResult
public func checkTabBarController(
    _ subject: String? = nil, knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    interactiveSwitch: TransitionGesture? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    tabs: (TransitionScenario) -> (controller: UITabBarController, toIndex: Int)
) -> ConformanceReport {
    let report = FailureAttachments.asking {
        verifyTabBarController(
            subject, knownDeviations: knownDeviations, scenarios: scenarios, interactiveSwitch: interactiveSwitch, tabs: tabs)
    }
    record(report, sourceLocation: sourceLocation)
    return report
}
