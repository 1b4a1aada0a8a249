#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The runs in which an ensemble checker judges what the app's delegate vends by the animator and
/// interaction-controller requirements: each a ``TransitionRun`` staged by UIKit with the app's own
/// objects (``EnsembleCast``), the animator judged being the one the delegate vended for the
/// transition, each message naming the object that broke the requirement.
@MainActor
enum EnsembleChecks {
    /// The scenarios of the ensemble's animator runs for `kind`: animated (also in portrait, and a
    /// modal one in a split-view container that is not the screen); not animated where
    /// UIKit still calls the delegate's animator (`.custom` modal transitions, contract §2.5; not a
    /// push or pop, F5); animations interrupted half-way; when the app declared the gesture
    /// that starts the transition, its interactive finish (released at 70 % moving on) and cancel
    /// (dragged to 30 %, back, released); and, as the animator checker runs it, animated with
    /// Reduce Motion on (ANIM-REDUCE-MOTION).
    static func scenarios(for kind: TransitionScenario.Kind, gesture: TransitionGesture?) -> [TransitionScenario] {
        var modes: [TransitionScenario.Mode] = [.animated]
        if kind.isModal { modes.append(.notAnimated) }
        modes.append(.interrupted(at: 0.5))
        if gesture != nil { modes += [.interactiveFinished(at: 0.7), .interactiveCancelled(at: 0.3)] }
        // In portrait too, as the animator checker runs it: code that lays out for landscape only
        // shows there. A modal transition also in a container that is not the screen (split view):
        // code that sizes from UIScreen.main works on a full-screen phone in either orientation,
        // not there.
        let portrait = TransitionScenario(kind: kind, containerSize: TransitionScenario.phonePortrait)
        let split = kind.isModal ? [TransitionScenario(kind: kind, containerSize: TransitionScenario.compactSplit)] : []
        // Reduce Motion on, as the animator checker runs it once per direction: the app's animator
        // that slides a card whatever the setting says shows there. The presenter's part in the
        // label is the app's presentation controller's choice, set by the run.
        let reduceMotion = TransitionScenario(kind: kind, reduceMotion: true)
        return modes.map { TransitionScenario(kind: kind, mode: $0) } + [portrait] + split + [reduceMotion]
    }

    /// Whether an ensemble run can make `scenario`: animated, not animated, interrupted or
    /// interactive, without a resize, a reference animator, a repetition, another party's alongside
    /// animation (only the flows join one) or the F10 twin (the
    /// presenter's removal is the app's presentation controller's choice, whatever the scenario says).
    static func canRun(_ scenario: TransitionScenario) -> Bool {
        if case .interruptibleReversed = scenario.mode { return false }
        return scenario.resize == nil && scenario.referenceAnimator == nil && !scenario.repeated && scenario.dismissedFinalFrame == .zero
            && !scenario.alongsideAnimation
    }

    /// Why `scenario` has no ensemble run, or nil.
    static func skipReason(_ scenario: TransitionScenario, gesture: TransitionGesture?) -> String? {
        // Reduce Motion is the device's setting on UIKit: the host says whether it can turn it on.
        if scenario.reduceMotion, let reason = TransitionHost.cannotRun(scenario) { return reason }
        if let reason = StageObservation.unavailable { return reason }
        if scenario.mode.isInteractive {
            if gesture == nil {
                return
                    "no gesture declared for the \(scenario.kind.rawValue): pass the recognizer whose handler starts it (e.g. interactiveDismissal: .pan(toward: .down) { … }) to run it interactively"
            }
            if let reason = TransitionHost.cannotDeliverGestures { return reason }
        }
        return nil
    }

    /// Runs `scenario` with the cast `makeCast` builds and applies the animator requirements to the
    /// animator the app vended, and, in an interactive scenario, the interaction-controller
    /// requirements to the controller it vended.
    static func run(_ scenario: TransitionScenario, makeCast: () -> EnsembleCast) -> ScenarioOutcome {
        let left = Leftovers()
        var outcome = judge(scenario, makeCast: makeCast, noting: left)
        // Open point F11: does a layout of the container at the dismissal's start hide the break?
        outcome.violations = DismissalContainerLayout.acrossAnswers(outcome.violations, scenario: scenario) {
            judge(scenario, makeCast: makeCast, noting: Leftovers()).violations
        }
        // Everything the run held is gone now; the app's delegate with it, unless something keeps it.
        if outcome.skipReason == nil, outcome.configurationError == nil, let observed = left.keptByTheAnimator() {
            outcome.violations.append(
                Violation(
                    requirement: .animReleases, scenario: outcome.scenario ?? scenario, observed: "\(left.animatorName): \(observed)", trace: left.trace,
                    object: left.animatorName))
        }
        return outcome
    }

    /// What an ensemble run leaves behind, held weakly: the animator the app vended and what it
    /// might keep alive once the run and the app's delegate have let go.
    @MainActor
    final class Leftovers {
        weak var animator: AnyObject?
        weak var delegate: AnyObject?
        weak var context: AnyObject?
        weak var container: UIView?
        weak var fromViewController: UIViewController?
        weak var toViewController: UIViewController?
        var animatorName = ""
        /// The run's trace, read when it ended; its lines are made only for a finding.
        var traceRecord = TransitionRun.TraceRecord()
        var trace: [String] { traceRecord.lines }

        /// ANIM-RELEASES: what the vended animator, still alive with nothing else holding it (the
        /// app's delegate gone too), keeps alive; nil when it was freed, or the delegate lives on
        /// (then it may be the delegate that keeps both).
        func keptByTheAnimator() -> String? {
            guard animator != nil, delegate == nil else { return nil }
            let alive = AnimatorLifecycleChecks.stillAlive(
                context: context, container: container, fromViewController: fromViewController, toViewController: toViewController)
            guard !alive.isEmpty else { return nil }
            return
                "after the transition completed and the run and your delegate let go, the animator (still alive: something of its own keeps it) keeps alive: "
                + alive.joined(separator: ", ")
        }
    }

    private static func judge(_ scenario: TransitionScenario, makeCast: () -> EnsembleCast, noting left: Leftovers) -> ScenarioOutcome {
        // Made in a function of its own so that nothing here keeps the app's objects alive.
        func stage() -> TransitionRun {
            let run = TransitionRun(scenario: scenario, ensemble: makeCast())
            run.start()
            run.runToEnd()
            run.uikitStage?.judgedTransitionEnded()
            return run
        }
        let run = stage()
        defer {
            if let stage = run.uikitStage, run.context.isComplete {
                left.animator = stage.vended?.animator
                left.delegate = stage.ensemble?.keepAlive.first ?? judgedDelegate(of: stage)
                left.context = stage.context.inner
                left.container = run.container
                left.fromViewController = run.fromViewController
                left.toViewController = run.toViewController
                left.animatorName =
                    "your \(stage.ensemble?.name(of: scenario.kind) ?? scenario.kind.rawValue) animator \(stage.vended.map { "\(type(of: $0.animator))" } ?? "")"
                left.traceRecord = run.traceRecord
            }
            run.close()
        }
        guard let stage = run.uikitStage, let ensemble = stage.ensemble else { return ScenarioOutcome(skipReason: "not an ensemble run") }
        let name = ensemble.name(of: scenario.kind)
        let fromCode = ensemble.programmaticStart.map { "(\($0))" } ?? "(a close button)"
        if let problem = stage.setupProblem {
            return ScenarioOutcome(skipReason: "\(problem); nothing was judged")
        }
        if let problem = stage.gestureProblem {
            return ScenarioOutcome(configurationError: "the \(name) gesture you declared could not start the transition: \(problem).")
        }
        guard let vended = stage.vended else {
            let how =
                scenario.mode.isInteractive
                ? "the gesture's handler started no \(name) that reached your delegate" : "UIKit ran its own animator"
            return ScenarioOutcome(skipReason: "your \(ensemble.vendingMethod(scenario.kind)) vended no animator (\(how)); no animator to judge")
        }
        if !scenario.mode.isInteractive, let controller = vended.interactionController {
            // The animator was left waiting for a controller nobody drives: it is not judged here.
            return ScenarioOutcome(
                violations: [
                    Violation(
                        requirement: .intNotVendedWithoutGesture, scenario: scenario,
                        observed:
                            "your \(ensemble.interactionVendingMethod(scenario.kind)) returned \(type(of: controller)) for a programmatic \(name) that no gesture drives; the transition never ended (the animator, left waiting for it, is not judged in this scenario)",
                        trace: run.trace)
                ], scenario: scenario)
        }
        let animatorName = "your \(name) animator \(type(of: vended.animator))"
        // Whether the presenter's view left the window is the app's presentation controller's
        // choice (`shouldRemovePresentersView`): UIKit hands the animator that view exactly then.
        var ran = scenario
        if scenario.kind.isModal {
            ran.presenterRemoved = run.presenterViewWasHanded
        }
        var found: [Violation] = []
        var prefix = ""
        if scenario.mode.isInteractive {
            guard let controller = vended.interactionController else {
                return ScenarioOutcome(
                    skipReason:
                        "the gesture began, but your delegate vended no interaction controller: UIKit ran the \(name) animated, not interactively"
                )
            }
            let progress = scenario.mode.interactiveProgress
            let cancelled = run.context.transitionWasCancelled
            run.judgedModeOverride = cancelled ? .interactiveCancelled(at: progress) : .interactiveFinished(at: progress)
            prefix = "your interaction controller \(type(of: controller)) \(cancelled ? "cancelled" : "finished") the transition; "
            found += interactionViolations(run, controller: controller, scenario: ran, progress: progress)
        }
        var judged = run.judgedScenario
        judged.presenterRemoved = ran.presenterRemoved
        // A transition the interaction controller left unended is its failure, not the animator's.
        let controllerLeftItHanging = Precedence.interactionLeftTransitionHanging(found)
        let transcript = run.transcript()
        var named = false
        for check in AnimatorRules.all where check.applies(judged) {
            if controllerLeftItHanging && check.requirement == .animCompleteOnce && transcript.completions.isEmpty { continue }
            guard var finding = check.judge(transcript) else { continue }
            // Something to report: the app's views get the names it knows them by, as in every checker.
            if !named, run.nameAppViews() { finding = check.judge(transcript) ?? finding }
            named = true
            found.append(
                Violation(
                    requirement: finding.requirement, scenario: ran, observed: "\(prefix)\(animatorName): \(finding.observed)", trace: run.trace,
                    object: animatorName, causes: finding.causes))
        }
        // The controller ended the transition once; a wrong flag in the one completion is the
        // animator's (ANIM-COMPLETE-FLAG), not the controller's.
        Precedence.completionFlagIsTheAnimators(&found, completions: transcript.completions.count)
        if scenario.mode.isInteractive, let observed = AnimatorRules.sameInterruptibleInstance.observe(transcript) {
            found.append(
                Violation(
                    requirement: .animInterruptibleSameInstance, scenario: ran, observed: "\(animatorName): \(observed)", trace: run.trace,
                    object: animatorName))
        }
        if scenario.mode.isInteractive, run.context.transitionWasCancelled, let leftOver = stage.followUpProgrammatically() {
            found.append(
                Violation(
                    requirement: .intNotVendedWithoutGesture, scenario: ran,
                    observed:
                        "after the gesture's \(name) was cancelled, a programmatic \(name) \(fromCode) was vended \(type(of: leftOver)) by your \(ensemble.interactionVendingMethod(scenario.kind)): nothing drives it, so that \(name) would never end — set the stored interaction controller back to nil when the gesture ends, finished or cancelled",
                    trace: run.trace))
        }
        // The app's presentation controller, in force in this run, by the rules that judge one transition.
        if let record = stage.presentationTranscript(as: ran) {
            var findings = PresentationRules.inOneTransition.findings(in: record, scenario: ran)
            if !findings.isEmpty, let watch = stage.presentationWatch {
                watch.nameAppViews()  // the app's names, as in every checker
                findings = PresentationRules.inOneTransition.findings(in: stage.presentationTranscript(as: ran) ?? record, scenario: ran)
            }
            found.append(
                contentsOf: findings.map {
                    Violation(requirement: $0.requirement, scenario: ran, observed: $0.observed, trace: run.trace, causes: $0.causes)
                })
        }
        // Last, as it changes the run: a view the presenting animator left in the container is
        // judged with the same delegate's dismissing animator (``Precedence``).
        if found.contains(where: { $0.requirement == .animTempViewsRemoved }) {
            Precedence.leftoversThePairDismisses(&found, transcript: transcript, stage: run.uikitStage)
        }
        return ScenarioOutcome(violations: found, scenario: ran)
    }

    /// The interaction-controller requirements on the controller the app vended, driven by the
    /// app's own gesture and handler.
    private static func interactionViolations(
        _ run: TransitionRun, controller: any UIViewControllerInteractiveTransitioning, scenario: TransitionScenario, progress: Double
    ) -> [Violation] {
        guard run.uikitStage?.drivenGesture != nil else { return [] }
        let calls = run.context.events.map(\.call)
        let endedByContext =
            run.context.completions.isEmpty
            && (calls.contains("finishInteractiveTransition()") || calls.contains("cancelInteractiveTransition()"))
            && controller is UIPercentDrivenInteractiveTransition
        return InteractionRules.findings(in: run, script: .endsAt(progress), controller: controller).map { finding in
            var text = "your interaction controller \(type(of: controller)), driven by your gesture's handler: \(finding.observed)"
            if endedByContext && !finding.causes.contains(.endedThroughContext) {
                text +=
                    " — the transition context's finishInteractiveTransition()/cancelInteractiveTransition() was called but nothing ran the animations to their end: if your handler calls the context's methods, call the controller's finish()/cancel() instead (they tell the context and run the animations on)"
            }
            return Violation(
                requirement: finding.requirement, scenario: scenario, observed: text, trace: run.trace,
                object: "your interaction controller \(type(of: controller))", causes: finding.causes)
        }
    }
}

/// The delegate an ensemble run judged when the app brought its own (nil when the kit set it).
@MainActor
private func judgedDelegate(of stage: UIKitStage) -> AnyObject? {
    switch stage.ensemble?.root {
    case let navigation as UINavigationController: navigation.delegate
    case let tabs as UITabBarController: tabs.delegate
    default: stage.scenario.kind == .presentation ? stage.toViewController.transitioningDelegate : stage.fromViewController.transitioningDelegate
    }
}

extension TransitionRun {
    /// The scenario as the animator checks judge it (the mode the transition actually ended in,
    /// when that differs from the scenario's).
    var judgedScenario: TransitionScenario {
        guard let judgedModeOverride else { return scenario }
        var judged = scenario
        judged.mode = judgedModeOverride
        return judged
    }
}
