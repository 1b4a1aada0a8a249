#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The interaction-controller suite's rules, one or more per `INT-*` requirement, each judging
/// the ``InteractionTranscript`` of one gesture's run (see ``Rule``). The interaction suite and the ensemble checkers (for the controller the app
/// vended, driven by the app's gesture) both judge with these. INT-NOT-VENDED-WITHOUT-GESTURE
/// needs no run and stays in the suites.
@MainActor
enum InteractionRules {
    /// The rules, in the order their findings are reported.
    static let all: [Rule<InteractionTranscript>] = [
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
            guard !record.finished || !record.contextCompletions.contains(where: { $0.didComplete }) else { return nil }
            let ending =
                if record.finished {
                    "finish() was called but the transition ended with \(record.completions)"
                } else if record.cancelled {
                    "cancel() was called at full progress; the transition ended with \(record.completions)"
                } else {
                    "neither finish() nor cancel() followed; \(record.contextCompletions.isEmpty ? "the transition is still pending at the deadline" : record.completions)"
                }
            return Finding(.intFinishAtFull, ending, causes: record.finished || record.cancelled ? [] : [.noEndCallAfterGesture])
        },
        // INT-GESTURE-END: the gesture ended (not at full progress) and the controller called nothing.
        Rule(.intGestureEnd) { record in
            guard !record.endedOnTheContext, record.script != .endsAtFull, !record.finished, !record.cancelled else { return nil }
            return Finding(
                .intGestureEnd,
                "neither finish() nor cancel() was called after the gesture \(record.gestureEnding); the transition is still pending at the deadline t=\(record.format(record.deadline))",
                causes: [.noEndCallAfterGesture])
        },
        // INT-COMPLETES: one end call, and the transition completed once, the way it said.
        Rule(.intCompletes) { record in
            guard !record.endedOnTheContext, record.finished || record.cancelled else { return nil }
            if record.finished && record.cancelled { return Finding(.intCompletes, "both finish() and cancel() were called") }
            let completions = record.contextCompletions
            guard completions.count != 1 || completions[0].didComplete != record.finished else { return nil }
            return Finding(
                .intCompletes, "\(record.finished ? "finish()" : "cancel()") was called, then \(record.completions)",
                causes: [completions.isEmpty ? .endCallThenNoCompletion : .endCallThenWrongCompletion])
        },
        // INT-COMPLETES: ending twice, or driving the transition after it ended. UIKit ignores the
        // call, and the controller's idea of the transition no longer matches the transition's.
        Rule(requirement: .intCompletes) { record in
            let lateCalls =
                record.lateInteractiveCalls.map { "\($0.call) at t=\(record.format($0.time)) after the transition was already ended" }
                + record.contextMisuses.filter { !$0.call.hasPrefix("completeTransition") }.map(\.description)
            return lateCalls.isEmpty ? nil : "expected finish() or cancel() once and nothing after → " + lateCalls.joinedBounded()
        },
        // INT-PROGRESS-RANGE: every update(_:) between 0 and 1.
        Rule(requirement: .intProgressRange) { record in
            let outside = record.updates.filter { !$0.isFinite || $0 < 0 || $0 > 1 }
            guard !outside.isEmpty else { return nil }
            return "update(_:) was given \(outside.prefix(5).map { "\($0)" }.joined(separator: ", "))\(outside.count > 5 ? " …" : "")"
        },
        // INT-COMPLETION-SPEED: a positive, finite completionSpeed.
        Rule(requirement: .intCompletionSpeed) { record in
            let speed = record.completionSpeed
            return speed.isFinite && speed > 0 ? nil : "completionSpeed is \(speed)"
        },
    ]
}
