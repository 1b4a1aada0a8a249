#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// INT-REUSABLE: one subject — the same interaction controller and recognizer, as an app keeps
/// one per screen — driven through several gestures in a row, each judged against the same
/// gesture on a fresh subject from the factory.
///
/// ## The model
///
/// The factory is asked once for the whole sequence, and every gesture of ``sequence`` drives that
/// subject with the interaction suite's one driver (``InteractionChecks/drive(_:script:scenario:animator:recorder:)``),
/// each in a run of its own. A subject made with `vending:` (an app that makes a fresh controller
/// for each gesture) is asked for its controller at each transition's start, so it is judged as
/// the app uses it. Each gesture after the first must end as it does on a fresh subject: it
/// begins when that one began, finishes or cancels as that one did, completes as soon after the
/// gesture's end, leaves `completionSpeed` and `completionCurve` as that one left them, and shows
/// no interaction finding that one did not; no call reaches an earlier gesture's context; and
/// after every gesture the subject says it would not be vended with no gesture in progress.
/// What a fresh subject gets wrong is the other requirements' finding, not this one's.
@MainActor
enum InteractionReuse {
    /// The gestures in a row: ended at 80 % then at 5 % (a finish, then a drag a stale "should
    /// complete" would finish), one moved 1 % (too little for a pan to begin), cancelled at 50 %,
    /// then ended at 80 % again (a cancel, then a finish).
    static let sequence: [GestureScript] = [.endsAt(0.8), .endsAt(0.05), .endsAt(0.01), .cancelledAt(0.5), .endsAt(0.8)]

    /// How far apart, in seconds, the completions of a reused and a fresh controller may be after
    /// the gesture's end: 0.01 s.
    static let completionTolerance: TimeInterval = 0.01

    /// What one gesture did, as compared between a fresh and a reused subject.
    @MainActor
    private struct Gesture {
        let run: TransitionRun
        let began: Bool
        let refusal: String?
        let findings: [Finding]
        var ending: String {
            let calls = run.context.events.map(\.call)
            let finished = calls.contains("finishInteractiveTransition()")
            let cancelled = calls.contains("cancelInteractiveTransition()")
            let call = finished && cancelled ? "finish() and cancel()" : finished ? "finish()" : cancelled ? "cancel()" : "neither finish() nor cancel()"
            let completion = run.firstCompletion.map { "completeTransition(\($0.didComplete))" } ?? "no completeTransition"
            return "\(call), then \(completion)"
        }
        /// Seconds from the gesture's end to the first completion.
        var completionDelay: TimeInterval? {
            guard let completed = run.firstCompletion?.time, let end = run.interactionEndTime else { return nil }
            return completed - end
        }
        var speed: CGFloat
        var curve: UIView.AnimationCurve
    }

    /// The INT-REUSABLE violations for `kind`.
    /// `vendedWithoutGesture`: whether a fresh subject already says it would be vended with no
    /// gesture in progress (INT-NOT-VENDED-WITHOUT-GESTURE's finding, not asked again here).
    static func violations(
        kind: TransitionScenario.Kind, vendedWithoutGesture: Bool, animator: ((TransitionScenario) -> any UIViewControllerAnimatedTransitioning)?,
        factory: (TransitionScenario) -> InteractionSubject
    ) -> [Violation] {
        var fresh: [GestureScript: Gesture] = [:]
        for script in sequence.dropFirst() where fresh[script] == nil {
            let scenario = TransitionScenario(kind: kind, mode: script.scenarioMode)
            ScenarioProgress.willRun(scenario)
            fresh[script] = drive(factory(scenario), script, kind: kind, animator: animator, updatesBefore: 0)
        }
        let first = TransitionScenario(kind: kind, mode: sequence[0].scenarioMode)
        ScenarioProgress.willRun(first)
        let subject = factory(first)
        var earlier: [(run: TransitionRun, late: Int)] = []
        var previous: TransitionRun?
        var found: [Violation] = []
        var history: [String] = []
        for (index, script) in sequence.enumerated() {
            let scenario = TransitionScenario(kind: kind, mode: script.scenarioMode)
            if index > 0 { ScenarioProgress.willRun(scenario) }
            release(subject.gesture, from: previous)
            previous = nil  // a run whose gesture never began must go: it would start with the next one
            let prior = subject.drivenController as AnyObject
            let updates = (subject.drivenController as? UIPercentDrivenInteractiveTransition).flatMap { GestureDriving.updateHistory(of: $0)?.count } ?? 0
            let gesture = drive(subject, script, kind: kind, animator: animator, updatesBefore: updates, sameAs: prior)
            var problems: [String] = []
            for entry in earlier {
                let now = lateCalls(entry.run)
                if now.count > entry.late {
                    problems.append("reached an earlier gesture's transition: " + Array(now.dropFirst(entry.late)).joinedBounded())
                }
            }
            if index > 0, let baseline = fresh[script] { problems += differences(gesture, from: baseline) }
            if !vendedWithoutGesture, let isVended = subject.isVended, isVended() {
                problems.append(
                    "afterwards, with no gesture in progress, the controller says it would still be vended: a dismissal from a button would wait for a gesture that never comes"
                )
            }
            if !problems.isEmpty {
                let after = history.isEmpty ? "" : ", after \(history.joined(separator: ", then "))"
                found.append(
                    Violation(
                        requirement: .intReusable, scenario: scenario,
                        observed: "the same controller\(after): \(script): " + problems.joinedBounded(), trace: gesture.run.trace))
            }
            // A gesture the other requirements fault (the same on a fresh subject) explains what
            // goes wrong after it: the sequence stops there.
            if !gesture.findings.isEmpty { break }
            history.append("\(script) (\(gesture.began ? gesture.ending : "never began"))")
            if gesture.began { earlier.append((gesture.run, lateCalls(gesture.run).count)) }
            previous = gesture.run
        }
        withExtendedLifetime(earlier) {}
        return found
    }

    /// Drives one gesture on `subject` and applies the interaction checks to it.
    private static func drive(
        _ subject: InteractionSubject, _ script: GestureScript, kind: TransitionScenario.Kind,
        animator: ((TransitionScenario) -> any UIViewControllerAnimatedTransitioning)?, updatesBefore: Int, sameAs prior: AnyObject? = nil
    ) -> Gesture {
        let scenario = TransitionScenario(kind: kind, mode: script.scenarioMode)
        let (run, began) = InteractionChecks.drive(subject, script: script, scenario: scenario, animator: animator?(scenario))
        let updates = prior == nil || subject.drivenController as AnyObject === prior ? updatesBefore : 0
        let findings = began ? InteractionRules.findings(in: run, script: script, controller: subject.drivenController, updatesBefore: updates) : []
        return Gesture(
            run: run, began: began, refusal: GestureDriving.refusal(of: subject.gesture), findings: findings,
            speed: OptionalMembers.completionSpeed(of: subject.drivenController), curve: OptionalMembers.completionCurve(of: subject.drivenController))
    }

    /// How `gesture` on the reused subject differs from `baseline`, the same gesture on a fresh one.
    private static func differences(_ gesture: Gesture, from baseline: Gesture) -> [String] {
        guard baseline.began else { return [] }
        guard gesture.began else {
            return ["the gesture never began\(gesture.refusal.map { " (\($0))" } ?? ""), so it did nothing; on a fresh controller it began"]
        }
        var problems: [String] = []
        if gesture.ending != baseline.ending {
            problems.append("expected \(baseline.ending), as a fresh controller does → \(gesture.ending)")
        } else if let delay = gesture.completionDelay, let expected = baseline.completionDelay, abs(delay - expected) > completionTolerance {
            problems.append(
                "completed \(RunLimits.seconds(delay)) s after the gesture's end; a fresh controller completes \(RunLimits.seconds(expected)) s after it")
        }
        if gesture.speed != baseline.speed {
            problems.append(
                "left completionSpeed at \(ReportValue.number(Double(gesture.speed))); a fresh controller leaves \(ReportValue.number(Double(baseline.speed)))")
        }
        if gesture.curve != baseline.curve {
            problems.append("left completionCurve at \(name(gesture.curve)); a fresh controller leaves \(name(baseline.curve))")
        }
        let known = Set(baseline.findings.map(\.requirement.id))
        for finding in gesture.findings where !known.contains(finding.requirement.id) {
            problems.append("[\(finding.requirement.id)] \(finding.observed)")
        }
        return problems
    }

    /// A curve as written in Swift: `.easeInOut`.
    private static func name(_ curve: UIView.AnimationCurve) -> String {
        let names = [".easeInOut", ".easeIn", ".easeOut", ".linear"]  // UIKit's raw values 0…3
        return names.indices.contains(curve.rawValue) ? names[curve.rawValue] : "UIView.AnimationCurve(rawValue: \(curve.rawValue))"
    }

    /// Calls that reached `run`'s transition after it had ended.
    private static func lateCalls(_ run: TransitionRun) -> [String] {
        run.host.lateInteractiveCalls.map { "\($0.call) at t=\(run.format($0.time))" }
            + run.context.misuses.filter { !$0.call.hasPrefix("completeTransition") }.map(\.description)
    }

    /// Takes the recognizer off the view the kit put it on for the previous gesture (that run's
    /// container or window), so the next run puts it on its own; a recognizer on the app's view
    /// moves with that view's tree into the next run's window.
    private static func release(_ gesture: UIGestureRecognizer, from previous: TransitionRun?) {
        guard let previous, let view = gesture.view else { return }
        if view === previous.container || view === previous.host.window {
            view.removeGestureRecognizer(gesture)
            return
        }
        var root = view
        while let superview = root.superview, superview !== previous.host.window { root = superview }
        if root.superview === previous.host.window, root !== previous.fromView, root !== previous.toView, root !== previous.container {
            root.removeFromSuperview()
        }
    }
}
