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
/// the run. Nothing is recorded as a test issue: use ``checkAnimator(_:features:knownDeviations:scenarios:presentationController:viewControllers:attachments:sourceLocation:factory:)``
/// for that.
///
/// ```swift
/// @Test func fadeAnimatorConforms() {
///     let report = verifyAnimator(features: AnimatorFeature.modal) { scenario in
///         FadeAnimator(isPresenting: scenario.kind == .presentation)
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
///     outside `features` are skipped, with the reason, never passed silently. Explored scenarios
///     (`.exploring(count: 200, seed: 42, for: features)`) that fail are shrunk: each violation is
///     reported on the simplest scenario that still fails the same requirement, with the seed and
///     the case as drawn (see ``ExploredCase``), and once however many cases shrink to it.
///   - presentationController: the presentation controller the animator ships with, made for each
///     presentation from the presented and the presenting view controller; nil to check the
///     animator alone. With it, every modal scenario runs through UIKit's own `present` and
///     `dismiss` (`.custom`), which ask it for its part — an animator that relies on it to add the
///     presented view, or to lay it out, is judged as it works in the app. Its
///     `shouldRemovePresentersView` decides whether the presenter stays, so presenter-removed
///     scenarios are skipped; push and pop features are a configuration error; ANIM-ROUND-TRIP is not
///     run (its dismissal uses the kit's own context) — check the pair's round trip with
///     ``verifyPresentationController(_:features:animator:knownDeviations:scenarios:viewControllers:factory:)``.
///   - viewControllers: your view controllers for each run, when your animator finds its views
///     through their types (`viewController(forKey: .to) as? DetailViewController`): `first` is the
///     presenting view controller (or the navigation stack's first), `second` the presented one (or
///     the one pushed). Fresh ones for each run, asked after `factory`; plain view controllers by
///     default. In a run staged by UIKit the kit sets the presented one's
///     `transitioningDelegate` and style (its own delegate vends your animator).
///   - factory: makes a fresh animator for the scenario it is given (its `kind` says the direction).
@MainActor
@discardableResult
public func verifyAnimator(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.modal,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    presentationController: ((_ presented: UIViewController, _ presenting: UIViewController) -> UIPresentationController)? = nil,
    viewControllers: ((TransitionScenario) -> (first: UIViewController, second: UIViewController))? = nil,
    factory: (TransitionScenario) -> any UIViewControllerAnimatedTransitioning
) -> ConformanceReport {
    AnimatorPartners.with(presentationController: presentationController, viewControllers: viewControllers) {
        withoutActuallyEscaping(factory) { factory in
            Runner.check(
                animatorSubject(subject, features: features, withPresentationController: presentationController != nil, factory: factory),
                given: scenarios, knownDeviations: knownDeviations)
        }
    }
}

/// The animator checker as the ``Runner`` takes it: the problems with the declaration, and the
/// passes (``animatorPasses(features:factory:)``). Run it with the partners in force
/// (``AnimatorPartners``): alone, or composed into the presentation-controller checker.
@MainActor
func animatorSubject(
    _ subject: String?, features: Set<AnimatorFeature>, withPresentationController: Bool,
    factory: @escaping (TransitionScenario) -> any UIViewControllerAnimatedTransitioning
) -> Subject {
    let features = AnimatorFeature.withImplications(features)
    var problems: [String] = []
    let navigation = features.intersection([.push, .pop, .interactivePush, .interactivePop])
    if withPresentationController, !navigation.isEmpty {
        problems.append(
            "features declare \(navigation.map { ".\($0.rawValue)" }.sorted().joined(separator: ", ")) with a presentationController:, which takes part only in modal transitions; check push and pop without presentationController:, or remove them."
        )
    } else if features.isDisjoint(with: [.presentation, .dismissal, .push, .pop]) {
        problems.append(
            "features \(features.map(\.rawValue).sorted()) name no transition kind; declare at least one of .presentation, .dismissal, .push, .pop (e.g. AnimatorFeature.modal)."
        )
    }
    return Subject(name: subject, defaultName: "animator", configurationErrors: problems, passes: animatorPasses(features: features, factory: factory))
}

/// The animator checker's passes, with the partners (``AnimatorPartners``) in force: each scenario
/// run with a fresh animator; then the declaration checked against what the runs showed; then the
/// lifecycle flows (reuse, release, round trip), once per kind and presenter variant, on the first
/// animated scenario of each.
@MainActor
private func animatorPasses(
    features: Set<AnimatorFeature>, factory: @escaping (TransitionScenario) -> any UIViewControllerAnimatedTransitioning
) -> [ScenarioPass] {
    var interruptibleDetected: Bool?
    // The main pass's run of each scenario the lifecycle flows take, kept for them
    // (``AnimatorLifecycleChecks/FirstRun``): a list, searched, as there are at most eight.
    var firstRuns: [(scenario: TransitionScenario, run: AnimatorLifecycleChecks.FirstRun)] = []
    var lifecycleVariants: [LifecycleVariant] = []
    let runs = ScenarioPass(
        scenarios: { given, _ in given ?? TransitionScenario.standard(for: features) },
        skipReason: { scenario, _ in
            if scenario.kind.isModal, scenario.presenterRemoved, AnimatorPartners.presentationController != nil {
                return
                    "with your presentation controller, its shouldRemovePresentersView decides whether the presenter's view stays; the presenter-kept variant runs"
            }
            return features.animatorSkipReason(scenario)
        },
        run: { scenario in
            // The first animated run of each kind and presenter variant: the scenario the lifecycle pass takes.
            let first = LifecycleVariant.isFirst(scenario, among: &lifecycleVariants) ? AnimatorLifecycleChecks.FirstRun() : nil
            let outcome = runAnimatorScenarioAcrossOpenPoints(scenario, factory: factory, first: first)
            if let first {
                // A scenario given twice keeps its later run, as a dictionary keyed by it did.
                var index = 0
                while index < firstRuns.count, firstRuns[index].scenario != scenario { index += 1 }
                if index < firstRuns.count { firstRuns.remove(at: index) }
                firstRuns.append((scenario, first))
            }
            if scenario.mode.isInteractive && interruptibleDetected == nil { interruptibleDetected = outcome.vendedInterruptibleAnimator }
            return ScenarioOutcome(violations: outcome.violations, subject: .type(outcome.animatorType))
        },
        shrinkCandidates: { $0.shrinkCandidates(features: features) },
        film: { scenario, recorder in FailureAttachments.film(TransitionRun(scenario: scenario, animator: factory(scenario)), recorder: recorder) },
        finish: { report in
            report.detectedInterruptible = interruptibleDetected
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
        })
    let lifecycle = ScenarioPass(
        scenarios: { _, report in
            var seen: [LifecycleVariant] = []
            var chosen: [TransitionScenario] = []
            let run = report.scenariosRun
            var index = 0  // an index loop: `for in` makes a generic iterator, and `filter` a closure, costly in a debug build
            while index < run.count {
                if LifecycleVariant.isFirst(run[index], among: &seen) { chosen.append(run[index]) }
                index += 1
            }
            return chosen
        },
        run: { scenario in
            var first: AnimatorLifecycleChecks.FirstRun?
            var index = 0
            while index < firstRuns.count, firstRuns[index].scenario != scenario { index += 1 }
            if index < firstRuns.count { first = firstRuns.remove(at: index).run }
            return ScenarioOutcome(violations: AnimatorLifecycleChecks.violations(scenario, features: features, first: first, factory: factory))
        },
        shrinkCandidates: { $0.shrinkCandidates(features: features) }, countsRuns: false)
    return [runs, lifecycle]
}

/// The kind and presenter variant of a scenario, of which the lifecycle flows take the first
/// animated run. Compared field by field in a list of at most eight: a string key (interpolated)
/// in a set, or hashing, cost more than the rest of choosing these scenarios.
private struct LifecycleVariant: Equatable {
    let kind: TransitionScenario.Kind
    let presenterRemoved: Bool

    /// Whether `scenario` is animated and the first of its variant, noting its variant in `seen`.
    static func isFirst(_ scenario: TransitionScenario, among seen: inout [LifecycleVariant]) -> Bool {
        guard case .animated = scenario.mode else { return false }
        let variant = LifecycleVariant(kind: scenario.kind, presenterRemoved: scenario.presenterRemoved)
        var index = 0
        while index < seen.count {
            if seen[index] == variant { return false }
            index += 1
        }
        seen.append(variant)
        return true
    }
}

/// Runs ``verifyAnimator(_:features:knownDeviations:scenarios:presentationController:viewControllers:factory:)`` and records one test issue
/// per violated requirement at the caller's line (its example the simplest failing scenario, the
/// others listed; see ``ViolationGroup``): an error for a `must` requirement, a warning for a
/// `should`, and an error for each configuration problem.
///
/// When it finds violations it also attaches a trace (JSON) and a filmstrip (SVG) of up to three
/// failing scenarios to the test (see ``ConformanceAttachments``); `attachments: .disabled`
/// switches that off for this call, `nil` takes the test's ``Testing/Trait/conformanceAttachments(_:)``
/// trait.
///
/// Call it inside a Swift Testing test. Where no test is running (inside an `XCTestCase`, a
/// detached task, an executable) its issues would be dropped silently, so it stops the process
/// with a message saying so instead, whatever the report; in XCTest use `assertAnimatorConforms`
/// from TransitionConformanceXCTest, elsewhere `verifyAnimator` and assert on `report.passed`.
///
/// ```swift
/// @Test func fadeAnimatorConforms() {
///     checkAnimator(features: AnimatorFeature.modal) { scenario in
///         FadeAnimator(isPresenting: scenario.kind == .presentation)
///     }
/// }
/// ```
@MainActor
@discardableResult
public func checkAnimator(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.modal,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    presentationController: ((_ presented: UIViewController, _ presenting: UIViewController) -> UIPresentationController)? = nil,
    viewControllers: ((TransitionScenario) -> (first: UIViewController, second: UIViewController))? = nil,
    attachments: ConformanceAttachments? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    factory: (TransitionScenario) -> any UIViewControllerAnimatedTransitioning
) -> ConformanceReport {
    let report = FailureAttachments.asking(attachments) {
        verifyAnimator(
            subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios, presentationController: presentationController,
            viewControllers: viewControllers, factory: factory)
    }
    record(report, attachments: attachments, sourceLocation: sourceLocation)
    return report
}

/// The one funnel through which the kit records test issues, at the caller's location.
///
/// Outside a Swift Testing test (`Test.current == nil`: inside an `XCTestCase`, a detached task,
/// a plain executable) `Issue.record` would drop the issues silently, so the funnel stops the
/// process instead, passed or not, with a message saying what to use (see
/// `calledOutsideSwiftTestingMessage(_:sourceLocation:)`).
func record(_ report: ConformanceReport, attachments: ConformanceAttachments? = nil, sourceLocation: SourceLocation) {
    guard Test.current != nil else {
        // A trap, not a configuration error: outside a test there is nobody to report one to.
        fatalError(calledOutsideSwiftTestingMessage(report, sourceLocation: sourceLocation))
    }
    for error in report.configurationErrors {
        Issue.record(Comment(rawValue: "Kit misuse: \(error)"), severity: .error, sourceLocation: sourceLocation)
    }
    // One issue per requirement (and object, in ensemble checks), not one per scenario.
    for group in report.violationGroups {
        Issue.record(
            Comment(rawValue: group.message), severity: group.requirement.level == .must ? .error : .warning, sourceLocation: sourceLocation)
    }
    if report.truncatedViolationCount > 0 {
        // Not a requirement of its own (each violated one has its issue above): a warning.
        Issue.record(Comment(rawValue: report.truncationNote), severity: .warning, sourceLocation: sourceLocation)
    }
    // Misuse no requirement of this checker judges: warnings, so that it is seen (UIKit raises or
    // logs), without failing a check that has no requirement for it.
    for note in report.misuseNotJudged {
        Issue.record(Comment(rawValue: note.description), severity: .warning, sourceLocation: sourceLocation)
    }
    // Every checker attaches its report when it found something (traces and filmstrips come from
    // the checkers that can re-run a scenario).
    if !report.violations.isEmpty && (attachments ?? ConformanceAttachments.current) == .onFailure {
        FailureAttachments.record([FailureAttachments.forReport(report)] + report.filmstrips, sourceLocation: sourceLocation)
    }
}

/// What one scenario of the animator suite found: the run, then every per-scenario check.
struct AnimatorScenarioOutcome {
    var violations: [Violation]
    /// The type of the animator the factory made (named when a report first needs its name:
    /// naming a type costs more than much of a run's bookkeeping).
    let animatorType: any UIViewControllerAnimatedTransitioning.Type
    /// Whether the animator vended an interruptible animator during the run.
    let vendedInterruptibleAnimator: Bool
    /// In the open-point rerun of a dismissal (`dismissedFinalFrame == .currentFrame`), whether the
    /// animator did anything to the dismissed view (moved, animated or removed it); false when it
    /// left it alone, as an animator that did not take the transition for a dismissal does, or
    /// completed an interactive dismissal before the gesture ended, and in every other run.
    var touchedDismissedView = false
}

/// Runs one scenario with a fresh animator and applies the animator suite's per-scenario checks;
/// the main loop and the shrinker both call it. With `first`, the run is kept there for the
/// lifecycle flows (``AnimatorLifecycleChecks/FirstRun``).
@MainActor
func runAnimatorScenario(
    _ scenario: TransitionScenario, factory: (TransitionScenario) -> any UIViewControllerAnimatedTransitioning,
    first: AnimatorLifecycleChecks.FirstRun? = nil
) -> AnimatorScenarioOutcome {
    ScenarioProgress.willRun(scenario)
    let animator = factory(scenario)
    // Announced above, before the factory ran: the run does not announce it again.
    let run = TransitionRun(scenario: scenario, animator: animator, interactionController: nil, staging: nil, announced: true)
    // Lets go of the window at the end: when UIKit staged the run, a presentation still in place
    // would keep the presented view controller, its presentation controller and container alive
    // (they hold one another until a dismissal).
    defer { run.close() }
    run.start()
    run.runToEnd()
    var violations: [Violation] = []
    // What ran, before what is judged: with the app's presentation controller, whether the
    // presenter's view left the window was its choice (`shouldRemovePresentersView`) — UIKit handed
    // the animator that view exactly then — so the checks are those of the scenario that ran.
    var labelled = scenario
    if scenario.kind.isModal && AnimatorPartners.presentationController != nil {
        labelled.presenterRemoved = run.presenterViewWasHanded
    }
    let transcript = run.transcript()
    var found = findings(of: AnimatorRules.all, in: transcript, judgedAs: labelled)
    if let first {
        var failures: Set<String> = []
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build
        while index < found.count {
            failures.insert(found[index].check.requirement.id)
            index += 1
        }
        // (A run with findings names the app's views next.)
        first.keep(
            run, animator: animator, failures: labelled == scenario ? failures : AnimatorLifecycleChecks.failures(of: transcript, in: scenario),
            namesAppViews: found.count > 0)
    }
    // Something to report: the app's anonymous views get names it knows them by (a passing run
    // pays nothing), and what was found is observed again with them.
    if found.count > 0 && run.nameAppViews() {  // `count`, not `isEmpty`: a debug build calls that generically, per run
        found = found.map { ($0.check, $0.check.judge(transcript) ?? $0.finding) }
    }
    var index = 0  // an index loop: `for in` made a generic iterator in every run, most with nothing found
    while index < found.count {
        let finding = found[index].finding
        index += 1
        violations.append(
            Violation(
                requirement: finding.requirement, scenario: labelled, observed: finding.observed, trace: run.trace, causes: finding.causes))
    }
    if let observed = AnimatorRules.sameInterruptibleInstance.observe(transcript) {
        violations.append(Violation(requirement: .animInterruptibleSameInstance, scenario: scenario, observed: observed, trace: run.trace))
    }
    var outcome = AnimatorScenarioOutcome(
        violations: violations, animatorType: type(of: animator), vendedInterruptibleAnimator: transcript.interruptibleAnimatorsVended.count > 0)
    // Only the open-point rerun (``runAnimatorScenarioAcrossOpenPoints(_:factory:first:)``) reads it.
    if scenario.kind == .dismissal && scenario.dismissedFinalFrame == .currentFrame {
        // Completing before the gesture ended is not a dismissal that follows the gesture.
        outcome.touchedDismissedView = !run.fromView.recordedChanges.isEmpty && !run.completedDuringInteraction
    }
    return outcome
}

/// The rules of `rules` that apply to `scenario` and find something in `transcript`, with what
/// each found. (`scenario` a parameter, not a `var` of the caller's: a debug build copied a local
/// for each rule it was handed to.)
@MainActor
private func findings(
    of rules: [Rule<AnimatorTranscript>], in transcript: AnimatorTranscript, judgedAs scenario: TransitionScenario
) -> [(check: Rule<AnimatorTranscript>, finding: Finding)] {
    var found: [(check: Rule<AnimatorTranscript>, finding: Finding)] = []
    // An index loop: `for in` makes a generic iterator, costly in a debug build, for every run.
    let count = rules.count
    var index = 0
    while index < count {
        let check = rules[index]
        index += 1
        if check.applies(scenario), let finding = check.judge(transcript) { found.append((check, finding)) }
    }
    return found
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
