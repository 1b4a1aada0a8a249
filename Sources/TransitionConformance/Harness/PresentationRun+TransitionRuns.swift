#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Each judged transition of a flow watched as an animator run: a ``TransitionRun`` on the flow's
/// own host (``UIKitStage/init(flowTransition:from:to:root:host:)``) records the transition the
/// flow starts and drives — the animator the app's delegate vended handed the run's recorder in
/// place of UIKit's context, the window before it was asked for and after it ended — and is
/// judged by the animator rules as soon as the transition has ended (``AnimatorRules/inFlows``),
/// then let go: nothing of it outlives the transition, so the flow's release checks see only the
/// app's own references.
///
/// The run's scenario is the transition's own — its kind and mode, the container's size when it
/// started, a resize during it — so each rule applies as to an animator run of that transition;
/// the findings are the flow's, reported under the flow's scenario with the moment they showed in
/// (``FlowMoment``).
@MainActor
extension PresentationRun {
    /// A finding of the animator rules in one transition of the flow: which animator, and in which
    /// transition when not the one the flow's scenario names.
    struct TransitionFinding {
        /// The transition as judged: its kind, mode, container size and whether the presenter's
        /// view was handed over.
        let transition: TransitionScenario
        var kind: TransitionScenario.Kind { transition.kind }
        /// "your dismissal animator T".
        let object: String
        let finding: Finding
        let moment: String?
    }

    /// Views the presenting animator left in the container (held weakly) with its
    /// ANIM-TEMP-VIEWS-REMOVED finding, and their change counts once the dismissal starts.
    struct PendingLeftovers {
        let finding: TransitionFinding
        let views: [Weak<UIView>]
        var counts: [Int]?
    }

    /// Starts watching the transition about to be asked for, when the flow judges its animators
    /// (a judged round of a delegate flow).
    func watchTransition(_ kind: TransitionScenario.Kind, mode: TransitionScenario.Mode, resize: TransitionScenario.Resize?) {
        if kind == .dismissal, var pending = pendingLeftovers, pending.counts == nil {
            pending.counts = pending.views.map { $0.object?.recordedChangeCount ?? 0 }
            pendingLeftovers = pending
        }
        guard judgesAnimators, judged, let presented = presentedViewController else { return }
        var resizeDuring: TransitionScenario.Resize?
        if case .midTransition? = resize { resizeDuring = resize }
        let transition = TransitionScenario(kind: kind, mode: mode, containerSize: host.window.bounds.size, resize: resizeDuring)
        let forward = kind == .presentation
        let stage = UIKitStage(
            flowTransition: transition, from: forward ? presentingViewController : presented, to: forward ? presented : presentingViewController,
            root: presentingViewController, host: host)
        watchedTransition = TransitionRun(flowTransition: transition, stage: stage)
        delegate.wrapsVended = { [weak stage] animator in stage?.observeInFlow(animator) }
    }

    /// The watched transition has ended (`outcome`: how the clock ended): judges it and lets go.
    func watchedTransitionEnded(_ outcome: RunOutcome?) {
        guard let run = watchedTransition else { return }
        watchedTransition = nil
        delegate.wrapsVended = nil
        guard let stage = run.uikitStage, let vended = stage.vended else { return }
        stage.noteDuration()
        run.outcome = outcome
        run.recordAfter()
        var judged = run.scenario
        // Whether the presenter's view left the window is the presentation controller's choice.
        judged.presenterRemoved = run.presenterViewWasHanded
        judgedTransitions.append(judged)
        let object = "your \(judged.kind.rawValue) animator \(type(of: vended.animator))"
        var transcript = run.transcript()
        var found = AnimatorRules.inFlows.findings(in: transcript, scenario: judged)
        // Something to report: the app's views get the names it knows them by, as in every checker.
        if !found.isEmpty, run.nameAppViews() {
            transcript = run.transcript()
            found = AnimatorRules.inFlows.findings(in: transcript, scenario: judged)
        }
        let moment = FlowMoment.moment(ofTransition: judged.kind, in: scenario, dismissalsBefore: dismissalOutcomes.count)
        var findings = found.map { TransitionFinding(transition: judged, object: object, finding: $0, moment: moment) }
        // Views a completed presentation left in the container wait for the flow's dismissal.
        if judged.kind == .presentation, dismisses, let index = findings.firstIndex(where: { $0.finding.requirement == .animTempViewsRemoved }),
            let views = Precedence.leftoversForThePair(transcript)
        {
            pendingLeftovers = PendingLeftovers(finding: findings.remove(at: index), views: views.map { Weak($0) })
        }
        transitionFindings += findings
    }

    /// Decides the presenting animator's leftovers, once the flow's dismissal completed
    /// (`dismissed`) or the flow ended without one: handled by the dismissal, as a pair, they are
    /// no leftovers (``Precedence``); otherwise their finding is reported.
    func settleLeftovers(dismissed: Bool) {
        guard let pending = pendingLeftovers else { return }
        pendingLeftovers = nil
        if dismissed, let counts = pending.counts {
            // A view freed since was taken out: nothing else held it.
            let alive = zip(pending.views, counts).compactMap { view, count in view.object.map { ($0, count) } }
            if PairedDismissal.handled(alive.map(\.0), since: alive.map(\.1)).count == alive.count { return }
        }
        transitionFindings.append(pending.finding)
    }
}
