#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the interaction rules read from one gesture script's run: the run, the script the gesture
/// followed, the controller it drove, and the facts every rule weighs, read once from the
/// context's record — whether the transition heard `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()`, and whether those came from the controller's own `finish()`
/// and `cancel()` or from a direct call on the context.
@MainActor
struct InteractionRecord {
    let run: TransitionRun
    let script: GestureScript
    let controller: any UIViewControllerInteractiveTransitioning
    /// The context heard `finishInteractiveTransition()`.
    let finished: Bool
    /// The context heard `cancelInteractiveTransition()`.
    let cancelled: Bool
    /// A percent-driven controller whose own `finish()` and `cancel()` never ran while the context
    /// heard the call: the handler ended the transition on the context directly, and nothing ran
    /// the frozen animations on. Never true where the model cannot tell (UIKit).
    let endedOnTheContext: Bool
    /// How many values the percent-driven controller had been given before this gesture: a
    /// controller reused for the next gesture keeps its earlier ones in its history.
    let updatesBefore: Int

    init(run: TransitionRun, script: GestureScript, controller: any UIViewControllerInteractiveTransitioning, updatesBefore: Int = 0) {
        self.run = run
        self.script = script
        self.controller = controller
        self.updatesBefore = updatesBefore
        let calls = run.context.events.map(\.call)
        finished = calls.contains("finishInteractiveTransition()")
        cancelled = calls.contains("cancelInteractiveTransition()")
        let percentDriven = controller as? UIPercentDrivenInteractiveTransition
        endedOnTheContext = (finished || cancelled) && percentDriven.flatMap { GestureDriving.wasEnded($0) } == false
    }

    /// The completions, as called: "completeTransition(true) at t=0.42, …", or how the run ended
    /// without one.
    var completions: String {
        let described = run.context.completions.map { "completeTransition(\($0.didComplete)) at t=\(run.format($0.time))" }
        return described.isEmpty ? "no completeTransition by the deadline" : described.joined(separator: ", ")
    }

    var gestureEnding: String { script.isCancel ? "was cancelled" : "ended" }
}

/// The interaction-controller suite's rules, one or more per `INT-*` requirement judged on a run
/// (see ``Rule``). The interaction suite and the ensemble checkers (for the controller the app
/// vended, driven by the app's gesture) both judge with these. INT-NOT-VENDED-WITHOUT-GESTURE
/// needs no run and stays in the suites.
@MainActor
enum InteractionRules {
    /// Every finding of the rules in one script's run.
    static func findings(
        in run: TransitionRun, script: GestureScript, controller: any UIViewControllerInteractiveTransitioning, updatesBefore: Int = 0
    ) -> [Finding] {
        all.findings(in: InteractionRecord(run: run, script: script, controller: controller, updatesBefore: updatesBefore), scenario: run.scenario)
    }

    /// The rules, in the order their findings are reported.
    static let all: [Rule<InteractionRecord>] = [
        // INT-GESTURE-END: the handler ended the transition on the context, not through the
        // controller's finish()/cancel() — recorded apart from the controller's own calls.
        Rule(.intGestureEnd) { record in
            guard record.endedOnTheContext else { return nil }
            let call = record.cancelled ? "cancelInteractiveTransition()" : "finishInteractiveTransition()"
            return Finding(
                .intGestureEnd,
                "after the gesture \(record.gestureEnding), the transition context's \(call) was called directly, not the controller's \(record.cancelled ? "cancel()" : "finish()"): the animations it drives stayed frozen; the transition then ended with \(record.completions)",
                causes: [.endedThroughContext])
        },
        // INT-FINISH-AT-FULL: a gesture released at full progress finishes the transition.
        // Counting completions is INT-COMPLETES's job; this one asks whether full progress finished.
        Rule(.intFinishAtFull) { record in
            guard !record.endedOnTheContext, record.script == .endsAtFull else { return nil }
            guard !record.finished || !record.run.context.completions.contains(where: { $0.didComplete }) else { return nil }
            let ending =
                if record.finished {
                    "finish() was called but the transition ended with \(record.completions)"
                } else if record.cancelled {
                    "cancel() was called at full progress; the transition ended with \(record.completions)"
                } else {
                    "neither finish() nor cancel() followed; \(record.run.context.completions.isEmpty ? "the transition is still pending at the deadline" : record.completions)"
                }
            return Finding(.intFinishAtFull, ending, causes: record.finished || record.cancelled ? [] : [.noEndCallAfterGesture])
        },
        // INT-GESTURE-END: the gesture ended (not at full progress) and the controller called nothing.
        Rule(.intGestureEnd) { record in
            guard !record.endedOnTheContext, record.script != .endsAtFull, !record.finished, !record.cancelled else { return nil }
            return Finding(
                .intGestureEnd,
                "neither finish() nor cancel() was called after the gesture \(record.gestureEnding); the transition is still pending at the deadline t=\(record.run.format(record.run.deadline))",
                causes: [.noEndCallAfterGesture])
        },
        // INT-COMPLETES: one end call, and the transition completed once, the way it said.
        Rule(.intCompletes) { record in
            guard !record.endedOnTheContext, record.finished || record.cancelled else { return nil }
            if record.finished && record.cancelled { return Finding(.intCompletes, "both finish() and cancel() were called") }
            let completions = record.run.context.completions
            guard completions.count != 1 || completions[0].didComplete != record.finished else { return nil }
            return Finding(
                .intCompletes, "\(record.finished ? "finish()" : "cancel()") was called, then \(record.completions)",
                causes: [completions.isEmpty ? .endCallThenNoCompletion : .endCallThenWrongCompletion])
        },
        // INT-COMPLETES: ending twice, or driving the transition after it ended. UIKit ignores the
        // call, and the controller's idea of the transition no longer matches the transition's.
        Rule(requirement: .intCompletes) { record in
            let run = record.run
            let lateCalls =
                run.host.lateInteractiveCalls.map { "\($0.call) at t=\(run.format($0.time)) after the transition was already ended" }
                + run.context.misuses.filter { !$0.call.hasPrefix("completeTransition") }.map(\.description)
            return lateCalls.isEmpty ? nil : "expected finish() or cancel() once and nothing after → " + lateCalls.joinedBounded()
        },
        // INT-PROGRESS-RANGE: every update(_:) between 0 and 1.
        Rule(requirement: .intProgressRange) { record in
            var values: [CGFloat] = record.run.context.events.compactMap { event in
                guard event.call.hasPrefix("updateInteractiveTransition(") else { return nil }
                return Double(event.call.dropFirst("updateInteractiveTransition(".count).dropLast()).map { CGFloat($0) }
            }
            if let percentDriven = record.controller as? UIPercentDrivenInteractiveTransition, let history = GestureDriving.updateHistory(of: percentDriven) {
                values = Array(history.dropFirst(record.updatesBefore))
            }
            let outside = values.filter { !$0.isFinite || $0 < 0 || $0 > 1 }
            guard !outside.isEmpty else { return nil }
            return "update(_:) was given \(outside.prefix(5).map { "\($0)" }.joined(separator: ", "))\(outside.count > 5 ? " …" : "")"
        },
        // INT-COMPLETION-SPEED: a positive, finite completionSpeed.
        Rule(requirement: .intCompletionSpeed) { record in
            let speed = OptionalMembers.completionSpeed(of: record.controller)
            return speed.isFinite && speed > 0 ? nil : "completionSpeed is \(speed)"
        },
    ]
}
