#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// Runs a presentation controller through every presentation scenario its features apply to and
/// returns every problem found.
///
/// Each scenario runs on its own scene through UIKit's modal machinery (see ``PresentationRun``):
/// a plain view controller is presented with `.custom` style and a transitioning delegate that
/// vends the presentation controller `factory` makes and, by default, one of the kit's reference
/// animators (``ReferenceAnimator``), so what is judged is the presentation controller. Pass
/// `animator` to also run the flows with your own animator — some animators rely on their
/// presentation controller (to add the presented view, say) and must be checked together.
///
/// ```swift
/// @Test func dimmingPresentationControllerConforms() {
///     let report = verifyPresentationController { presented, presenting in
///         DimmingPresentationController(presentedViewController: presented, presenting: presenting)
///     }
///     #expect(report.passed, "\(report)")
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the presentation controller's type name by default.
///   - features: which transitions to run: `.presentation` and `.dismissal`, and `.interactive` for
///     cancelled ones (``AnimatorFeature/presentationController``, the default); with `animator`,
///     also what your animator supports.
///   - animator: your animator for a transition of the given scenario (its `kind` says the
///     direction); nil to run with the reference animators only. With it, the pair is judged
///     together: the animator requirements (ANIM-*) are applied to your animator too, with this
///     presentation controller, as
///     ``verifyAnimator(_:features:knownDeviations:scenarios:presentationController:viewControllers:factory:)``
///     runs them (each message naming "your animator"), and a change to the presenting screen
///     that your animator's own code made and did not restore is your animator's, not the
///     presentation controller's.
///   - knownDeviations: requirements known not to be met, with a reason; reported as suppressed.
///   - scenarios: the scenarios to run; ``TransitionScenario/standardPresentations(for:ownAnimator:)``
///     by default.
///   - viewControllers: the presenting and presented view controllers for each run, when your
///     presentation controller reads their types or layout (`preferredContentSize`, say); plain
///     ones by default. Fresh ones for each run. The suite sets the presented one's `.custom`
///     style and transitioning delegate (its own, which vends your presentation controller).
///   - factory: makes a fresh presentation controller for the presented and presenting view controllers.
@MainActor
@discardableResult
public func verifyPresentationController(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.presentationController,
    animator: ((TransitionScenario) -> any UIViewControllerAnimatedTransitioning)? = nil,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    viewControllers: ((TransitionScenario) -> (presenting: UIViewController, presented: UIViewController))? = nil,
    factory: @escaping (_ presented: UIViewController, _ presenting: UIViewController) -> UIPresentationController
) -> ConformanceReport {
    let features = AnimatorFeature.withImplications(features)
    let missing =
        features.contains(.presentation)
        ? []
        : [
            "features \(features.map(\.rawValue).sorted()) lack .presentation; a presentation controller is always presented — use AnimatorFeature.presentationController."
        ]
    // Made and run in a function of its own, so that nothing here keeps the view controllers or
    // the presentation controller alive when the run checks they were freed.
    @MainActor func makeRun(_ scenario: TransitionScenario, recorder: TransitionRecorder? = nil) -> (PresentationRun, PresentationSuiteDelegate) {
        let makeAnimator: (TransitionScenario.Kind) -> any UIViewControllerAnimatedTransitioning = { kind in
            if let reference = scenario.referenceAnimator { return reference.makeAnimator() }
            var directed = scenario
            directed.kind = kind
            return animator!(directed)
        }
        let delegate = PresentationSuiteDelegate(presentationController: factory, animator: makeAnimator)
        let controllers = viewControllers?(scenario)
        let run = PresentationRun(
            scenario: scenario, delegate: delegate, presenting: controllers?.presenting, presented: controllers?.presented,
            prepareInteraction: { [weak delegate] in delegate?.nextInteraction = $0 })
        run.dismisses = features.contains(.dismissal)
        // Your animator is judged by the animator requirements below: what it changed is its own.
        run.presenterChangesByAnimatorAreTheAnimators = animator != nil && scenario.referenceAnimator == nil
        run.recorder = recorder
        run.run()
        return (run, delegate)
    }
    /// One flow of `scenario`, judged by the presentation-controller rules.
    @MainActor func judge(_ scenario: TransitionScenario) -> ScenarioOutcome {
        let (run, delegate) = makeRun(scenario)
        run.checkReleases()
        let transcript = run.transcript()
        // With the subject's own animator the label says what its presentation controller chose
        // (`shouldRemovePresentersView`), not the scenario's default.
        var labelled = scenario
        if scenario.referenceAnimator == nil, let removed = transcript.presenterRemovedByPresentationController { labelled.presenterRemoved = removed }
        let violations = PresentationRules.all.findings(in: transcript, scenario: scenario).map { finding in
            var violation = Violation(
                requirement: finding.requirement, scenario: labelled, observed: finding.observed, trace: run.trace, causes: finding.causes)
            violation.moment = FlowMoment.moment(of: finding.requirement, in: scenario, transcript: transcript, causes: finding.causes)
            return violation
        }
        return ScenarioOutcome(violations: violations, scenario: labelled, subject: delegate.presentationControllerType.map(SubjectName.named))
    }
    let flows = ScenarioPass(
        scenarios: { given, _ in given ?? TransitionScenario.standardPresentations(for: features, ownAnimator: animator != nil) },
        skipReason: { scenario, _ in presentationSkipReason(scenario, features: features, hasAnimator: animator != nil) },
        run: judge, shrinkCandidates: { $0.shrinkCandidates(features: features) },
        film: { scenario, recorder in FilmedRun(makeRun(scenario, recorder: recorder).0, recorder: recorder) })
    var checker = Subject(name: subject, defaultName: "presentation controller", configurationErrors: missing, passes: [flows])
    // The pair's animator requirements, once the flows found no problem with the declaration: the
    // animator checker's subject composed into this check.
    if let animator {
        checker.add { _, knownDeviations, state in
            guard state.report.recordedConfigurationErrors.isEmpty else { return true }
            addAnimatorRequirements(
                to: &state, features: features, knownDeviations: knownDeviations, animator: animator, presentationController: factory,
                viewControllers: viewControllers)
            return true
        }
    }
    return Runner.check(checker, given: scenarios, knownDeviations: knownDeviations)
}

/// The pair's animator requirements: your animator with this presentation controller, through
/// UIKit's own present and dismiss, each violation naming your animator — the animator checker's
/// passes (``animatorSubject(_:features:withPresentationController:factory:)``) run in this check
/// with the presentation controller as the animator's partner, their failing runs filmed with it.
@MainActor
private func addAnimatorRequirements(
    to state: inout Runner.State, features: Set<AnimatorFeature>, knownDeviations: [KnownDeviation],
    animator: @escaping (TransitionScenario) -> any UIViewControllerAnimatedTransitioning,
    presentationController: @escaping (_ presented: UIViewController, _ presenting: UIViewController) -> UIPresentationController,
    viewControllers: ((TransitionScenario) -> (presenting: UIViewController, presented: UIViewController))?
) {
    let made = MadeAnimators(animator)
    // The app's view controllers, when given, are the pair's too: the same objects meet in the app.
    let pairViewControllers = viewControllers.map { make in
        { (scenario: TransitionScenario) -> (first: UIViewController, second: UIViewController) in
            let made = make(scenario)
            return (made.presenting, made.presented)
        }
    }
    var modal = features.intersection([.presentation, .dismissal, .interactive, .interactivePresentation, .interactiveDismissal, .presenterKept])
    // The partners in force for every run of the pair, filmed ones too.
    func withPartners<Result>(_ body: () -> Result) -> Result {
        AnimatorPartners.with(presentationController: presentationController, viewControllers: pairViewControllers, body)
    }
    func pair() -> (report: ConformanceReport, films: [Violation: Runner.Filming]) {
        withPartners {
            Runner.run(
                partner: animatorSubject(nil, features: modal, withPresentationController: true) { made.make($0) }, knownDeviations: knownDeviations)
        }
    }
    var paired = pair()
    // Whether the animator is interruptible is what it is, not something the presentation
    // controller's features declare: run it as what it turned out to be.
    if paired.report.detectedInterruptible == true && !modal.contains(.interruptible) {
        modal.insert(.interruptible)
        paired = pair()
    }
    let report = paired.report
    state.report.configurationErrors += report.recordedConfigurationErrors.map { "the animator requirements on your animator: \($0)" }
    state.report.scenariosRun += report.scenariosRun
    state.report.scenariosSkipped += report.scenariosSkipped
    for violation in report.violations {
        let refiled = violation.refiled(observed: "\(made.name(for: violation.scenario.kind)): \(violation.observed)")
        state.report.add(refiled, knownDeviations: knownDeviations)
        if let filming = paired.films[violation] {
            state.films[refiled] = Runner.Filming(name: filming.name) { recorder in withPartners { filming.film(recorder) } }
        }
    }
    for (violation, reason) in report.suppressed {
        state.report.suppressed.append((violation.refiled(observed: "\(made.name(for: violation.scenario.kind)): \(violation.observed)"), reason))
    }
}

/// Runs ``verifyPresentationController(_:features:animator:knownDeviations:scenarios:viewControllers:factory:)``
/// and records one test issue per violated requirement at the caller's line (see ``ViolationGroup``): an error for a `must`
/// requirement, a warning for a `should`, and an error for each configuration problem.
///
/// Call it inside a Swift Testing test. Where no test is running (inside an `XCTestCase`, a
/// detached task, an executable) its issues would be dropped silently, so it stops the process
/// with a message saying so instead, whatever the report; in XCTest use `assertPresentationControllerConforms`
/// from TransitionConformanceXCTest, elsewhere `verifyPresentationController` and assert on `report.passed`.
///
/// ```swift
/// @Test func dimmingPresentationControllerConforms() {
///     checkPresentationController { presented, presenting in
///         DimmingPresentationController(presentedViewController: presented, presenting: presenting)
///     }
/// }
/// ```
@MainActor
@discardableResult
public func checkPresentationController(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.presentationController,
    animator: ((TransitionScenario) -> any UIViewControllerAnimatedTransitioning)? = nil,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    viewControllers: ((TransitionScenario) -> (presenting: UIViewController, presented: UIViewController))? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    factory: @escaping (_ presented: UIViewController, _ presenting: UIViewController) -> UIPresentationController
) -> ConformanceReport {
    let report = FailureAttachments.asking {
        verifyPresentationController(
            subject, features: features, animator: animator, knownDeviations: knownDeviations,
            scenarios: scenarios, viewControllers: viewControllers, factory: factory)
    }
    record(report, sourceLocation: sourceLocation)
    return report
}

private func presentationSkipReason(_ scenario: TransitionScenario, features: Set<AnimatorFeature>, hasAnimator: Bool) -> String? {
    if let reason = TransitionHost.cannotRun(scenario) { return reason }
    if !features.contains(AnimatorFeature(scenario.kind)) {
        return "the features do not declare .\(AnimatorFeature(scenario.kind).rawValue)"
    }
    if scenario.referenceAnimator == nil && !hasAnimator {
        return "the scenario runs your own animator, and none was given (pass animator:)"
    }
    if scenario.mode.isInteractive && !features.isInteractive(scenario.kind) {
        return "the features do not declare \(scenario.kind.rawValue)s interactive (.interactive or .\(AnimatorFeature.interactive(scenario.kind).rawValue))"
    }
    if case .interruptibleReversed = scenario.mode, !features.contains(.interruptible), scenario.referenceAnimator != .interruptible {
        return "the features do not declare .interruptible"
    }
    return nil
}

/// Your animator factory, and the name of the last animator it made for each direction, for the
/// pair's messages (a class the checker's closures share): a finding in a presentation names the
/// presenting animator, one in a dismissal the dismissing one, when the factory makes two types.
@MainActor
private final class MadeAnimators {
    private let factory: (TransitionScenario) -> any UIViewControllerAnimatedTransitioning
    private var names: [TransitionScenario.Kind: String] = [:]
    init(_ factory: @escaping (TransitionScenario) -> any UIViewControllerAnimatedTransitioning) { self.factory = factory }

    func make(_ scenario: TransitionScenario) -> any UIViewControllerAnimatedTransitioning {
        ScenarioProgress.willRun(scenario)
        let made = factory(scenario)
        names[scenario.kind] = "your animator \(type(of: made))"
        return made
    }

    /// "your animator T", T the type of the animator made last for a `kind` transition.
    func name(for kind: TransitionScenario.Kind) -> String { names[kind] ?? "your animator" }
}
