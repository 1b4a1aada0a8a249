#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// Runs an interaction controller through gesture scripts and returns every problem found.
///
/// For each kind in `kinds` and each script, the factory makes a fresh subject; the kit begins the
/// gesture (see ``InteractionSubject``: a pan begins with the first move, in its direction), starts
/// the transition with `MinimalAnimator` under the subject's controller when the gesture reaches
/// `.began`, moves it in four steps to the script's progress, ends or cancels it, and runs the
/// clock to a virtual deadline. A script whose gesture never begins is skipped, as UIKit would start
/// no transition; a kind none of whose scripts began is a configuration error. It checks
/// INT-GESTURE-END, INT-COMPLETES, INT-PROGRESS-RANGE, INT-FINISH-AT-FULL, INT-COMPLETION-SPEED and
/// — when the subject says when it is vended — INT-NOT-VENDED-WITHOUT-GESTURE in a programmatic
/// scenario with no gesture. For INT-REUSABLE the factory is asked once more and that one subject
/// is driven through five gestures in a row (ended at 80 %, at 5 %, moved 1 % — too little for a
/// pan to begin —, cancelled at 50 %, ended at 80 %), each judged against the same gesture on a
/// fresh subject; a subject made with `vending:` gets the controller the app makes per gesture.
/// Explored scripts (`scripts: .exploring(count: 50, seed: 7)`) that fail are shrunk to the simplest script that still fails the same requirement
/// and reported with the seed and the script as drawn, once per distinct shrunk script.
///
/// Pass `animator:` to check the interaction controller with the animator it ships with instead of
/// `MinimalAnimator`: a pair that only works together then passes, and one broken together fails.
/// The animator requirements (ANIM-*) are applied to that animator in every script too, judged as
/// the transition actually ended (cancelled when your controller cancelled it, whatever the
/// gesture did), each message naming "your animator".
///
/// Pass `viewControllers:` when the animator (or the controller) finds its views through your view
/// controllers' types: each run's presenting and presented view controllers (or the navigation
/// stack's first and the one pushed) are then yours, asked after `factory` for each run.
///
/// ```swift
/// let report = verifyInteractiveTransition(kinds: [.dismissal], animator: { _ in CardDismissAnimator() }) { _ in
///     PullToDismissInteraction.subject()
/// }
/// ```
@MainActor
@discardableResult
public func verifyInteractiveTransition(
    _ subject: String? = nil, kinds: [TransitionScenario.Kind] = [.dismissal, .pop],
    scripts: [GestureScript] = GestureScript.standard, knownDeviations: [KnownDeviation] = [],
    animator: ((TransitionScenario) -> any UIViewControllerAnimatedTransitioning)? = nil,
    viewControllers: ((TransitionScenario) -> (first: UIViewController, second: UIViewController))? = nil,
    factory: (TransitionScenario) -> InteractionSubject
) -> ConformanceReport {
    AnimatorPartners.with(presentationController: nil, viewControllers: viewControllers) {
        runInteractionSuite(subject, kinds: kinds, scripts: scripts, knownDeviations: knownDeviations, animator: animator, factory: factory)
    }
}

/// The interaction suite, with the view controllers ``AnimatorPartners`` holds: per kind, the
/// programmatic transition (INT-NOT-VENDED-WITHOUT-GESTURE), then the gesture scripts, then reuse.
@MainActor
private func runInteractionSuite(
    _ subject: String?, kinds: [TransitionScenario.Kind], scripts: [GestureScript], knownDeviations: [KnownDeviation],
    animator: ((TransitionScenario) -> any UIViewControllerAnimatedTransitioning)?, factory: (TransitionScenario) -> InteractionSubject
) -> ConformanceReport {
    var problems: [String] = []
    if kinds.isEmpty || scripts.isEmpty {
        problems.append(
            "no \(kinds.isEmpty ? "kinds" : "scripts") to run; pass at least one (the defaults are [.dismissal, .pop] and GestureScript.standard).")
    }
    problems += scripts.enumerated().compactMap { index, script in
        script.progress.isFinite && (0...1).contains(script.progress)
            ? nil : "script \(index) (\(script)) has progress \(script.progress); give a fraction of the gesture in 0…1, e.g. .endsAt(0.7)."
    }
    return withoutActuallyEscaping(factory) { factory in
        var checked = Subject(name: subject, defaultName: "interaction controller", configurationErrors: problems)
        for kind in kinds {
            let vendedWithoutGesture = VendedWithoutGesture()
            checked.add(programmaticTransition(kind, factory: factory, noting: vendedWithoutGesture))
            checked.add(
                gestureScripts(
                    scripts, kind: kind, knownDeviations: knownDeviations, animator: animator, factory: factory, vendedWithoutGesture: vendedWithoutGesture))
        }
        return Runner.check(checked, given: nil, knownDeviations: knownDeviations)
    }
}

/// Whether the subject said it would be vended with no gesture in progress (INT-REUSABLE's runs
/// start from that answer).
@MainActor
private final class VendedWithoutGesture {
    var value = false
}

/// A programmatic transition of `kind`: nothing drives a gesture, so no interaction controller may
/// be vended.
@MainActor
private func programmaticTransition(
    _ kind: TransitionScenario.Kind, factory: @escaping (TransitionScenario) -> InteractionSubject, noting vended: VendedWithoutGesture
) -> ScenarioPass {
    ScenarioPass(
        scenarios: { _, _ in [TransitionScenario(kind: kind, mode: .animated)] },
        run: { programmatic in
            ScenarioProgress.willRun(programmatic)
            guard let isVended = factory(programmatic).isVended else {
                return ScenarioOutcome(
                    skipReason: "INT-NOT-VENDED-WITHOUT-GESTURE: the subject does not say when it is vended; pass `isVended:` to InteractionSubject")
            }
            vended.value = isVended()
            guard vended.value else { return ScenarioOutcome() }
            return ScenarioOutcome(violations: [
                Violation(
                    requirement: .intNotVendedWithoutGesture, scenario: programmatic,
                    observed:
                        "with no gesture in progress, the controller says it would be vended; a \(kind.rawValue) started from a button would wait for a gesture that never comes",
                    trace: [])
            ])
        }, shrinkCandidates: { _ in [] })
}

/// The gesture scripts of `kind`, each on a fresh subject; then, when any gesture began, the
/// subject's reuse (INT-REUSABLE).
@MainActor
private func gestureScripts(
    _ scripts: [GestureScript], kind: TransitionScenario.Kind, knownDeviations: [KnownDeviation],
    animator: ((TransitionScenario) -> any UIViewControllerAnimatedTransitioning)?, factory: @escaping (TransitionScenario) -> InteractionSubject,
    vendedWithoutGesture: VendedWithoutGesture
) -> Pass<GestureScript> {
    var scriptsBegun = 0
    // The violations found on an ordinary gesture end (a script ending at a fraction).
    var onOrdinaryEnd: Set<Violation> = []
    func label(_ script: GestureScript) -> TransitionScenario { TransitionScenario(kind: kind, mode: script.scenarioMode, explored: script.origin) }
    return Pass(
        cases: { _, _ in scripts }, label: label, origin: { $0.origin }, drawn: { $0.base }, describe: { "\($0)" },
        skipReason: { script, _ in TransitionHost.cannotDeliverGestures.map { "\(script): \($0)" } },
        run: { (script: GestureScript) -> ScenarioOutcome in
            let outcome = runInteractionScript(script, kind: kind, animator: animator, factory: factory)
            guard outcome.gestureBegan else {
                return ScenarioOutcome(
                    scenario: outcome.scenario, skipReason: "\(script): \(InteractionChecks.neverBegan(outcome.refusal))",
                    subject: .named(outcome.controllerType))
            }
            scriptsBegun += 1
            if case .endsAt = script.base { onOrdinaryEnd.formUnion(outcome.violations) }
            return ScenarioOutcome(violations: outcome.violations, scenario: outcome.scenario, subject: .named(outcome.controllerType))
        },
        shrinkCandidates: { $0.shrinkCandidates },
        // A controller that ignores ordinary gesture ends is silent at full progress for the same
        // reason: one INT-GESTURE-END.
        refile: { (all: [Violation]) -> (Violation) -> Violation in
            let ignoresOrdinaryEnds = all.contains { $0.requirement == .intGestureEnd && onOrdinaryEnd.contains($0) }
            return { violation in ignoresOrdinaryEnds ? Precedence.silentAtFullProgress(violation) : violation }
        },
        film: { (script: GestureScript, recorder: TransitionRecorder) -> FilmedRun? in
            let scenario = label(script)
            let run = InteractionChecks.drive(factory(scenario), script: script, scenario: scenario, animator: animator?(scenario), recorder: recorder).run
            return FilmedRun(run, recorder: recorder)
        },
        filmName: { "\(kind.rawValue), \($0)" },
        finish: { (report: inout ConformanceReport) in
            if scriptsBegun == 0 && TransitionHost.cannotDeliverGestures == nil {
                report.configurationErrors.append(
                    "no gesture script's gesture began for the \(kind.rawValue): make `move` drag the gesture the way its recognizer and its delegate's gestureRecognizerShouldBegin(_:) let it begin (a pan begins once it has moved about 10 pt), or begin it yourself with InteractionSubject's `begin:`."
                )
            }
            guard scriptsBegun > 0 else { return }
            for violation in InteractionReuse.violations(
                kind: kind, vendedWithoutGesture: vendedWithoutGesture.value, animator: animator, factory: factory)
            {
                report.add(violation, knownDeviations: knownDeviations)
            }
        })
}

/// Runs ``verifyInteractiveTransition(_:kinds:scripts:knownDeviations:animator:viewControllers:factory:)`` and records one
/// test issue per violated requirement at the caller's line (see ``ViolationGroup``).
///
/// When it finds violations it also attaches a trace and a filmstrip of up to three failing
/// gesture scripts (see ``ConformanceAttachments``); `attachments: .disabled` switches that off
/// for this call, `nil` takes the test's ``Testing/Trait/conformanceAttachments(_:)`` trait.
///
/// Call it inside a Swift Testing test. Where no test is running (inside an `XCTestCase`, a
/// detached task, an executable) its issues would be dropped silently, so it stops the process
/// with a message saying so instead, whatever the report; in XCTest use `assertInteractiveTransitionConforms`
/// from TransitionConformanceXCTest, elsewhere `verifyInteractiveTransition` and assert on `report.passed`.
@MainActor
@discardableResult
public func checkInteractiveTransition(
    _ subject: String? = nil, kinds: [TransitionScenario.Kind] = [.dismissal, .pop],
    scripts: [GestureScript] = GestureScript.standard, knownDeviations: [KnownDeviation] = [],
    animator: ((TransitionScenario) -> any UIViewControllerAnimatedTransitioning)? = nil,
    viewControllers: ((TransitionScenario) -> (first: UIViewController, second: UIViewController))? = nil,
    attachments: ConformanceAttachments? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    factory: (TransitionScenario) -> InteractionSubject
) -> ConformanceReport {
    let report = FailureAttachments.asking(attachments) {
        verifyInteractiveTransition(
            subject, kinds: kinds, scripts: scripts, knownDeviations: knownDeviations, animator: animator, viewControllers: viewControllers,
            factory: factory)
    }
    record(report, attachments: attachments, sourceLocation: sourceLocation)
    return report
}

/// What one gesture script of the interaction suite found.
struct InteractionScriptOutcome {
    /// The scenario the script ran as (carrying an explored script's origin).
    let scenario: TransitionScenario
    /// Whether the gesture reached `.began` (and so the transition started); nothing was checked if not.
    let gestureBegan: Bool
    /// Why the gesture did not begin, as the model recorded it (``GestureDriving/refusal(of:)``).
    var refusal: String? = nil
    let violations: [Violation]
    /// The type name of the interaction controller the factory made.
    let controllerType: String
}

/// Runs one gesture script for one kind with a fresh subject and applies the interaction suite's
/// checks; the main loop and the shrinker both call it.
@MainActor
func runInteractionScript(
    _ script: GestureScript, kind: TransitionScenario.Kind,
    animator: ((TransitionScenario) -> any UIViewControllerAnimatedTransitioning)? = nil,
    factory: (TransitionScenario) -> InteractionSubject
) -> InteractionScriptOutcome {
    let scenario = TransitionScenario(kind: kind, mode: script.scenarioMode, explored: script.origin)
    ScenarioProgress.willRun(scenario)
    let made = factory(scenario)
    let (run, began) = InteractionChecks.drive(made, script: script, scenario: scenario, animator: animator?(scenario))
    var violations =
        !began
        ? []
        : InteractionRules.findings(in: run, script: script.base, controller: made.drivenController).map { finding in
            Violation(
                requirement: finding.requirement, scenario: scenario, observed: "\(script.base): \(finding.observed)", trace: run.trace,
                causes: finding.causes)
        }
    if began, animator != nil { violations += InteractionChecks.animatorViolations(run, script: script, scenario: scenario) }
    return InteractionScriptOutcome(
        scenario: scenario, gestureBegan: began, refusal: GestureDriving.refusal(of: made.gesture), violations: violations,
        controllerType: "\(type(of: made.drivenController))")
}

/// The checks of the interaction-controller suite.
@MainActor
enum InteractionChecks {
    /// Why a script whose gesture never began was skipped: what the model recorded (`refusal`), or
    /// where it cannot tell (UIKit), the likely causes.
    static func neverBegan(_ refusal: String?) -> String {
        let why =
            refusal.map { "the gesture never began (\($0))" }
            ?? "the gesture never began — `move` dragged it too little for UIKit to recognize it (a pan begins once it has moved about 10 pt), or its delegate's gestureRecognizerShouldBegin(_:) refused"
        return why + " — so, as in UIKit, no transition started and there was nothing to check"
    }

    /// Runs one gesture script: begins the gesture (the subject's `begin`, or touches down), starts
    /// the transition with `MinimalAnimator` under the subject's controller when the gesture
    /// reaches `.began` (right after the subject's handler saw it), moves it in four steps of 0.05 s
    /// to the script's progress, ends or cancels it, and runs the clock to the deadline (sampled
    /// when `recorder` is set). `began` is false when the gesture never began; the transition was
    /// then never started and the clock not run.
    static func drive(
        _ made: InteractionSubject, script: GestureScript, scenario: TransitionScenario,
        animator: (any UIViewControllerAnimatedTransitioning)? = nil, recorder: TransitionRecorder? = nil
    ) -> (run: TransitionRun, began: Bool) {
        let run = TransitionRun(scenario: scenario, animator: animator ?? MinimalAnimator(), interactionController: made.interactionController)
        run.recorder = recorder
        // UIKit makes its container only when the transition starts: the gesture goes on the
        // window then, as an app's edge pan goes on a view the user touches.
        if made.gesture.view == nil { (run.uikitStage == nil ? run.container : run.host.window).addGestureRecognizer(made.gesture) }
        // UIKit delivers touches only to views on screen: a gesture on a view the subject made
        // outside any window (its screen's view, presented by nobody here) goes in at the back
        // of the window, as the app's screen would be on screen when the user touches it.
        if let view = made.gesture.view, view.window == nil {
            var root = view
            while let superview = root.superview { root = superview }
            run.host.window.insertSubview(root, at: 0)
        }
        let start = TransitionStart(run)
        GestureDriving.begin(made.gesture, using: made.begin) { start.fire() }
        InteractionSteps.drive(to: script.progress, advance: { run.advance(by: $0) }) { made.move(CGFloat($0)) }
        if script.isCancel { GestureDriving.cancel(made.gesture) } else { GestureDriving.end(made.gesture) }
        guard start.fired else { return (run, false) }
        run.runToEnd()
        return (run, true)
    }

    /// The animator requirements on a run driven by the subject's controller with the subject's
    /// own animator: judged as the transition actually ended — cancelled when the controller
    /// cancelled it, whatever the gesture did — and named as the animator's in each message.
    static func animatorViolations(_ run: TransitionRun, script: GestureScript, scenario: TransitionScenario) -> [Violation] {
        let progress = script.progress
        run.judgedModeOverride = run.context.transitionWasCancelled ? .interactiveCancelled(at: progress) : .interactiveFinished(at: progress)
        let judged = run.judgedScenario
        let ending = run.context.transitionWasCancelled ? "the controller cancelled the transition" : "the controller finished the transition"
        let transcript = run.transcript()
        var found: [Violation] = []
        var named = false
        for check in AnimatorRules.all where check.applies(judged) {
            guard var observed = check.observe(transcript) else { continue }
            if !named, run.nameAppViews() { observed = check.observe(transcript) ?? observed }  // the app's names, as in every checker
            named = true
            found.append(
                Violation(
                    requirement: check.requirement, scenario: scenario, observed: "\(script.base): \(ending); your animator: \(observed)", trace: run.trace))
        }
        if let observed = AnimatorRules.sameInterruptibleInstance.observe(transcript) {
            found.append(
                Violation(
                    requirement: .animInterruptibleSameInstance, scenario: scenario, observed: "\(script.base): your animator: \(observed)", trace: run.trace))
        }
        return found
    }

    /// Starts a run's transition the first time its gesture begins, as the subject's handler would
    /// by presenting or dismissing; holds the run weakly (the gesture, which holds this, is in the
    /// run's container).
    @MainActor
    private final class TransitionStart {
        private weak var run: TransitionRun?
        private(set) var fired = false
        init(_ run: TransitionRun) { self.run = run }
        func fire() {
            guard !fired, let run else { return }
            fired = true
            run.start()
        }
    }
}

extension GestureScript {
    var isCancel: Bool {
        if case .cancelledAt = base { return true }
        return false
    }

    /// The mode a script's scenario is labelled with: a cancelled gesture's transition should be
    /// cancelled; an ended one is finished or cancelled as the controller decides, labelled by
    /// where the gesture ended.
    var scenarioMode: TransitionScenario.Mode {
        isCancel ? .interactiveCancelled(at: progress) : .interactiveFinished(at: progress)
    }
}
