#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// Runs an animator through every scenario its features apply to and returns every problem found.
///
/// The factory makes a fresh animator for each scenario and is told which one. Each scenario runs
/// on its own `HeadlessScene` (see ``TransitionRun``); each check of the animator suite then reads
/// the run. Nothing is recorded as a test issue: use ``checkAnimator(_:features:knownDeviations:scenarios:sourceLocation:factory:)``
/// for that.
///
/// ```swift
/// @Test func fadeAnimatorConforms() {
///     let report = verifyAnimator(features: AnimatorFeature.modal) { scenario in
///         FadeAnimator(presenting: scenario.kind == .presentation)
///     }
///     #expect(report.passed, "\(report)")
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the animator's type name by default.
///   - features: what the animator supports; scenarios for other kinds are skipped.
///   - knownDeviations: requirements the animator is known not to meet, with a reason; their
///     violations are reported as suppressed.
///   - scenarios: the scenarios to run; ``TransitionScenario/standard(for:)`` by default. Scenarios
///     outside `features` are skipped, with the reason, never passed silently.
@MainActor
@discardableResult
public func verifyAnimator(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.modal,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    factory: (TransitionScenario) -> any UIViewControllerAnimatedTransitioning
) -> ConformanceReport {
    let features = AnimatorFeature.withImplications(features)
    let chosen = scenarios ?? TransitionScenario.standard(for: features)
    var report = ConformanceReport(subject: subject ?? "animator")
    if features.isDisjoint(with: [.presentation, .dismissal, .push, .pop]) {
        report.configurationErrors.append(
            "features \(features.map(\.rawValue).sorted()) name no transition kind; declare at least one of .presentation, .dismissal, .push, .pop (e.g. AnimatorFeature.modal)."
        )
        return report
    }
    report.checkKnownDeviations(knownDeviations)
    var named = subject != nil
    var interruptibleDetected: Bool?
    for scenario in chosen {
        if let reason = skipReason(scenario, features: features) {
            report.scenariosSkipped.append((scenario, reason))
            continue
        }
        let animator = factory(scenario)
        if !named {
            report.subject = "\(type(of: animator))"
            named = true
        }
        let run = TransitionRun(scenario: scenario, animator: animator)
        run.start()
        run.runToEnd()
        report.scenariosRun.append(scenario)
        for check in AnimatorCheck.all where check.applies(scenario) {
            if let observed = check.observe(run) {
                report.add(
                    Violation(requirement: check.requirement, scenario: scenario, observed: observed, trace: run.trace),
                    knownDeviations: knownDeviations)
            }
        }
        if scenario.mode.isInteractive && interruptibleDetected == nil {
            interruptibleDetected = !run.interruptibleAnimatorsVended.isEmpty
        }
        if let observed = AnimatorLifecycleChecks.sameInterruptibleInstance(run) {
            report.add(
                Violation(requirement: .animInterruptibleSameInstance, scenario: scenario, observed: observed, trace: run.trace),
                knownDeviations: knownDeviations)
        }
    }
    switch (features.contains(.interruptible), interruptibleDetected) {
    case (true, false?):
        report.configurationErrors.append(
            "features declare .interruptible but the animator does not implement interruptibleAnimator(using:) (it takes the protocol's default); implement it, or remove .interruptible."
        )
    case (false, true?):
        report.configurationErrors.append(
            "the animator implements interruptibleAnimator(using:) but features do not declare .interruptible; add .interruptible so the declaration says what the animator does."
        )
    default:
        break
    }
    // Lifecycle checks, once per kind and presenter variant, on the first animated scenario of each.
    var seen: Set<String> = []
    for scenario in report.scenariosRun where scenario.mode == .animated && seen.insert("\(scenario.kind) \(scenario.presenterRemoved)").inserted {
        let lifecycle: [(Requirement, String?)] =
            [
                (.animReusable, AnimatorLifecycleChecks.reusable(scenario, animator: factory(scenario))),
                (.animReleases, AnimatorLifecycleChecks.releases(scenario, animator: factory(scenario))),
            ]
            + (scenario.kind == .presentation && features.contains(.dismissal)
                ? [(.animRoundTrip, AnimatorLifecycleChecks.roundTrip(scenario, factory: factory))] : [])
        for case (let requirement, let observed?) in lifecycle {
            report.add(Violation(requirement: requirement, scenario: scenario, observed: observed, trace: []), knownDeviations: knownDeviations)
        }
    }
    return report
}

/// Runs ``verifyAnimator(_:features:knownDeviations:scenarios:factory:)`` and records one test issue
/// per violation at the caller's line: an error for a `must` requirement, a warning for a
/// `should`, and an error for each configuration problem.
///
/// Call it inside a Swift Testing test. Where no test is running (inside an `XCTestCase`, a
/// detached task, an executable) its issues would be dropped silently, so it stops the process
/// with a message saying so instead, whatever the report; in XCTest use `assertAnimatorConforms`
/// from TransitionConformanceXCTest, elsewhere `verifyAnimator` and assert on `report.passed`.
///
/// ```swift
/// @Test func fadeAnimatorConforms() {
///     checkAnimator(features: AnimatorFeature.modal) { scenario in
///         FadeAnimator(presenting: scenario.kind == .presentation)
///     }
/// }
/// ```
@MainActor
@discardableResult
public func checkAnimator(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.modal,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    factory: (TransitionScenario) -> any UIViewControllerAnimatedTransitioning
) -> ConformanceReport {
    let report = verifyAnimator(subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios, factory: factory)
    record(report, sourceLocation: sourceLocation)
    return report
}

/// The one funnel through which the kit records test issues, at the caller's location.
///
/// Outside a Swift Testing test (`Test.current == nil`: inside an `XCTestCase`, a detached task,
/// a plain executable) `Issue.record` would drop the issues silently, so the funnel stops the
/// process instead, passed or not, with a message saying what to use (see
/// `calledOutsideSwiftTestingMessage(_:sourceLocation:)`).
func record(_ report: ConformanceReport, sourceLocation: SourceLocation) {
    guard Test.current != nil else {
        // A trap, not a configuration error: outside a test there is nobody to report one to.
        fatalError(calledOutsideSwiftTestingMessage(report, sourceLocation: sourceLocation))
    }
    for error in report.configurationErrors {
        Issue.record(Comment(rawValue: "Kit misuse: \(error)"), severity: .error, sourceLocation: sourceLocation)
    }
    for violation in report.violations {
        Issue.record(
            Comment(rawValue: violation.message), severity: violation.requirement.level == .must ? .error : .warning,
            sourceLocation: sourceLocation)
    }
    if report.truncatedViolationCount > 0 {
        Issue.record(
            Comment(
                rawValue:
                    "\(report.truncatedViolationCount) more violations were found and not kept (cap \(ConformanceReport.maximumViolations)); fix the ones above first."
            ),
            severity: .error, sourceLocation: sourceLocation)
    }
}

/// What the funnel says when a `check…` function runs with no Swift Testing test to record in.
func calledOutsideSwiftTestingMessage(_ report: ConformanceReport, sourceLocation: SourceLocation) -> String {
    """
    A TransitionConformance check… function was called at \(sourceLocation) outside a Swift Testing test \
    (e.g. inside an XCTestCase), where its issues would be dropped silently; its report: \
    \(report.passed ? "passed" : "FAILED"). In XCTest use the assert…Conforms functions of \
    TransitionConformanceXCTest (e.g. assertAnimatorConforms), which fail through XCTFail; elsewhere \
    call verify… and assert on report.passed.
    """
}

private func skipReason(_ scenario: TransitionScenario, features: Set<AnimatorFeature>) -> String? {
    if !features.contains(AnimatorFeature(scenario.kind)) {
        return "the animator does not declare .\(AnimatorFeature(scenario.kind).rawValue)"
    }
    if scenario.mode.isInteractive && !features.contains(.interactive) {
        return "the animator does not declare .interactive"
    }
    if case .interruptibleReversed = scenario.mode, !features.contains(.interruptible) {
        return "the animator does not declare .interruptible"
    }
    return nil
}
