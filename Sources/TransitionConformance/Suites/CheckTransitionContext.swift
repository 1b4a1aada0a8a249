#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// Runs a custom container view controller's child switch with each of the kit's reference
/// animators and returns every problem found with the container's own transition context.
///
/// For each scenario the factory builds a fresh container configured to run the animator the kit
/// passes in — one of its reference animators (``ReferenceAnimator``) behind an observing wrapper
/// — showing its first child. The kit makes the container the root of a fresh `HeadlessScene`
/// window of the scenario's size, calls `switchChild()`, and runs the virtual clock until nothing
/// is pending or a deadline (four times the animator's duration, at least 1 s) passes, so a
/// container that never completes is reported, never waited for. It then checks CTX-COMPLETE-ONCE,
/// CTX-KEYS, CTX-FRAMES and CTX-REFERENCE-ANIMATORS (see ``Requirement/transitionContextRequirements``).
/// Nothing is recorded as a test issue: use
/// ``checkTransitionContext(_:knownDeviations:scenarios:sourceLocation:factory:)`` for that.
///
/// ```swift
/// @Test func tabsSwitchChildren() {
///     let report = verifyTransitionContext { _, animator in
///         let tabs = TabsViewController(children: [RedViewController(), BlueViewController()], animator: animator)
///         return ContainerTransitionSubject(container: tabs) { tabs.select(index: 1) }
///     }
///     #expect(report.passed, "\(report)")
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the container's type name by default.
///   - knownDeviations: requirements the container is known not to meet, with a reason; their
///     violations are reported as suppressed.
///   - scenarios: the scenarios to run; ``TransitionScenario/standardContainerSwitches`` by
///     default. Only animated `.push` scenarios (a forward switch) that name a reference animator
///     run; others are skipped, with the reason.
///   - factory: makes a fresh container using the given animator, and says how to switch it to
///     another child.
@MainActor
@discardableResult
public func verifyTransitionContext(
    _ subject: String? = nil, knownDeviations: [KnownDeviation] = [],
    scenarios: [TransitionScenario]? = nil,
    factory: (TransitionScenario, any UIViewControllerAnimatedTransitioning) -> ContainerTransitionSubject
) -> ConformanceReport {
    withoutActuallyEscaping(factory) { factory in
        let switches = ScenarioPass(
            scenarios: { given, _ in given ?? TransitionScenario.standardContainerSwitches },
            skipReason: { scenario, _ in containerSkipReason(scenario) },
            run: { scenario in
                let run = ContainerSwitchRun(scenario: scenario, factory: factory)
                let name = "\(type(of: run.container))"
                guard run.oldChild != nil else {
                    return ScenarioOutcome(
                        endsCheck:
                            "the container shows no child once its view has loaded (\(run.childrenBefore.count) children, none with its view in the window); add the first child — addChild(_:), its view in the container's view, didMove(toParent:) — in viewDidLoad(), so that switchChild() has a child to replace.",
                        subject: .named(name))
                }
                run.run()
                let transcript = run.transcript()
                let violations = TransitionContextRules.all.findings(in: transcript, scenario: scenario).map { finding in
                    Violation(requirement: finding.requirement, scenario: scenario, observed: finding.observed, trace: transcript.trace, causes: finding.causes)
                }
                return ScenarioOutcome(violations: violations, subject: .named(name))
            },
            // An explored switch (given a reference animator) shrinks by its container size.
            shrinkCandidates: { $0.shrinkCandidates(features: [.push]) },
            film: { scenario, recorder in
                let run = ContainerSwitchRun(scenario: scenario, factory: factory)
                guard run.oldChild != nil else { return nil }
                run.recorder = recorder
                run.run()
                return FilmedRun(run, recorder: recorder)
            })
        return Runner.check(Subject(name: subject, defaultName: "container", passes: [switches]), given: scenarios, knownDeviations: knownDeviations)
    }
}

/// Runs ``verifyTransitionContext(_:knownDeviations:scenarios:factory:)`` and records one test
/// issue per violated requirement at the caller's line (see ``ViolationGroup``): an error for a `must` requirement, a warning for a
/// `should`, and an error for each configuration problem.
///
/// Call it inside a Swift Testing test. Where no test is running (inside an `XCTestCase`, a
/// detached task, an executable) its issues would be dropped silently, so it stops the process
/// with a message saying so instead, whatever the report; in XCTest use `assertTransitionContextConforms`
/// from TransitionConformanceXCTest, elsewhere `verifyTransitionContext` and assert on `report.passed`.
///
/// ```swift
/// @Test func tabsSwitchChildren() {
///     checkTransitionContext { _, animator in
///         let tabs = TabsViewController(children: [RedViewController(), BlueViewController()], animator: animator)
///         return ContainerTransitionSubject(container: tabs) { tabs.select(index: 1) }
///     }
/// }
/// ```
@MainActor
@discardableResult
public func checkTransitionContext(
    _ subject: String? = nil, knownDeviations: [KnownDeviation] = [],
    scenarios: [TransitionScenario]? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    factory: (TransitionScenario, any UIViewControllerAnimatedTransitioning) -> ContainerTransitionSubject
) -> ConformanceReport {
    let report = FailureAttachments.asking {
        verifyTransitionContext(subject, knownDeviations: knownDeviations, scenarios: scenarios, factory: factory)
    }
    record(report, sourceLocation: sourceLocation)
    return report
}

private func containerSkipReason(_ scenario: TransitionScenario) -> String? {
    if scenario.kind != .push {
        return "a child switch is a forward transition between two children (.push); the container suite does not run .\(scenario.kind.rawValue)"
    }
    if scenario.mode != .animated {
        return "the container suite runs animated, non-interactive child switches only"
    }
    if scenario.referenceAnimator == nil {
        return "the scenario names no reference animator; use TransitionScenario.standardContainerSwitches"
    }
    return nil
}
