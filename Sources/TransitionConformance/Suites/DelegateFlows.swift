#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The delegate suite's flows: the app presents and dismisses through UIKit with the delegate,
/// judged by the delegate and presentation-controller rules.
@MainActor
func delegateFlows(features: Set<AnimatorFeature>, make: @escaping (TransitionScenario) -> DelegateSuiteCast) -> ScenarioPass {
    // Made and run in a function of its own, so that nothing here keeps the delegate or the view
    // controllers alive when the run checks they were freed.
    @MainActor func runScenario(_ scenario: TransitionScenario, recorder: TransitionRecorder? = nil, named: ((String) -> Void)? = nil) -> PresentationRun? {
        let cast = make(scenario)
        guard let delegate = cast.delegate else { return nil }
        named?("\(type(of: delegate))")
        // The style the app's call site gives it — declared, or its own when `.custom` — read
        // before the flow gives it `.custom` (nil: `.custom` only if the delegate makes the
        // presentation controller, which UIKit asks for only then).
        let appsStyleIsCustom = cast.style.map { $0 == .custom } ?? (cast.presented?.modalPresentationStyle == .custom ? true : nil)
        let run = PresentationRun(scenario: scenario, delegate: delegate, presenting: cast.presenting, presented: cast.presented, prepareInteraction: nil)
        run.dismisses = features.contains(.dismissal)
        run.judgesAnimators = true
        run.presenterChangesByAnimatorAreTheAnimators = true
        run.appsStyleIsCustom = appsStyleIsCustom
        run.recorder = recorder
        run.run()
        return run
    }
    @MainActor func judge(_ scenario: TransitionScenario) -> ScenarioOutcome {
        var name: String?
        guard let run = runScenario(scenario, named: { name = $0 }) else {
            return ScenarioOutcome(
                endsCheck:
                    "the presented view controller has no transitioningDelegate; set it (e.g. to itself) in its initializer, or pass the delegate to verifyTransitioningDelegate."
            )
        }
        run.checkReleases()
        let transcript = run.transcript()
        var outcome = ScenarioOutcome(subject: name.map(SubjectName.named))
        // The `.custom` style the flows give the presented view controller is the app's own:
        // declared so, or the delegate makes the presentation controller. Only then are the
        // flow's transitions judged as the app's animators' (the round trip included).
        let appsStyle = run.appsStyleIsCustom ?? transcript.presentationControllerVended
        var found = DelegateRules.all.findings(in: transcript, scenario: scenario).filter { appsStyle || $0.requirement != .animRoundTrip }
        let hung = found.contains { $0.requirement == .intNotVendedWithoutGesture }  // Precedence: the hang is the delegate's
        if transcript.presentationControllerVended {
            if !transcript.vendedAnimators.contains(where: { $0.direction == .presentation && $0.type != nil }) {
                outcome.notChecked.append(
                    (
                        Requirement.presPresentedViewUntouched.id,
                        "your delegate vends a presentation controller but no presentation animator, so UIKit runs its own and the kit has no moment between presentationTransitionWillBegin() and the animation to look at; check the presentation controller with checkPresentationController, which supplies an animator"
                    ))
            }
            // A transition hung on an undriven interaction controller is reported as that.
            found += PresentationRules.all.findings(in: transcript, scenario: scenario).filter { !(hung && $0.requirement == .animCompleteOnce) }
        } else if !hung, let finding = PresentationRules.all.first(where: { $0.requirement == .animCompleteOnce })?.judge(transcript) {
            found.append(finding)
        }
        outcome.violations = found.map { finding in
            var violation = Violation(
                requirement: finding.requirement, scenario: scenario, observed: finding.observed, trace: run.trace, causes: finding.causes)
            violation.moment = FlowMoment.moment(of: finding.requirement, in: scenario, transcript: transcript, causes: finding.causes)
            violation.transition = violation.moment.flatMap { FlowMoment.transition(at: $0, in: run.judgedTransitions) }
            violation.object = FlowBlame.object(of: finding.requirement, in: transcript)
            return violation
        }
        // Each transition of the flow by the animator rules, but for what the flow's own findings
        // explain — when the `.custom` style is the app's own (above).
        let transitions =
            !appsStyle
            ? []
            : run.transitionFindings.map { found -> (TransitionScenario.Kind, Violation) in
                var violation = Violation(
                    requirement: found.finding.requirement, scenario: scenario, observed: "\(found.object): \(found.finding.observed)", trace: run.trace,
                    object: found.object, moment: found.moment, causes: found.finding.causes.union([.inFlowTransition]))
                if found.moment != nil { violation.transition = found.transition }
                return (found.kind, violation)
            }
        outcome.violations += Precedence.flowTransitionFindings(transitions, besides: outcome.violations)
        return outcome
    }
    return ScenarioPass(
        scenarios: { given, _ in given ?? TransitionScenario.standardDelegateFlows(for: features) },
        skipReason: { scenario, _ in delegateSkipReason(scenario, features: features) }, run: judge,
        shrinkCandidates: { $0.shrinkCandidates(features: features) },
        film: { scenario, recorder in runScenario(scenario, recorder: recorder).map { FilmedRun($0, recorder: recorder) } })
}

/// Why the delegate suite's flows do not run `scenario`, or nil.
private func delegateSkipReason(_ scenario: TransitionScenario, features: Set<AnimatorFeature>) -> String? {
    if let reason = TransitionHost.cannotRun(scenario) { return reason }
    if !features.contains(AnimatorFeature(scenario.kind)) {
        return "the features do not declare .\(AnimatorFeature(scenario.kind).rawValue)"
    }
    if scenario.mode.isInteractive {
        return
            "the delegate suite's flows are programmatic (an interactive scenario is run as an animator run, through the gesture you declare with interactivePresentation: or interactiveDismissal:); check an interaction controller alone with checkInteractiveTransition"
    }
    if scenario.referenceAnimator != nil {
        return "the delegate suite runs the delegate's own animators, not a reference one"
    }
    return nil
}
