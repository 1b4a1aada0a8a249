#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the interaction rules judge of one gesture script's run, read once from the run and the
/// controller when the run has ended: the script the gesture followed, what the context recorded
/// (its completions, the values `updateInteractiveTransition(_:)` was given, the calls it refused),
/// the late calls the scene noticed, the controller's `completionSpeed` and update history, and the
/// facts every rule weighs — whether the transition heard `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()`, and whether those came from the controller's own `finish()` and
/// `cancel()` or from a direct call on the context.
///
/// It holds no run, host, context or controller: judging it after the run's scene has moved on
/// gives the same findings.
@MainActor
struct InteractionTranscript {
    let script: GestureScript
    /// The context heard `finishInteractiveTransition()`.
    let finished: Bool
    /// The context heard `cancelInteractiveTransition()`.
    let cancelled: Bool
    /// A percent-driven controller whose own `finish()` and `cancel()` never ran while the context
    /// heard the call: the handler ended the transition on the context directly, and nothing ran
    /// the frozen animations on. Never true where the model cannot tell (UIKit).
    let endedOnTheContext: Bool
    /// The context's `completeTransition(_:)` calls, in order.
    let contextCompletions: [(time: TimeInterval, didComplete: Bool)]
    /// The calls the context refused or ignored (``RecordingTransitionContext/misuses``).
    let contextMisuses: [TransitionContextEvent]
    /// Calls to the percent-driven controller after its transition had ended (the scene ignores them).
    let lateInteractiveCalls: [(call: String, time: TimeInterval)]
    /// The values the controller gave during this gesture: a percent-driven controller's own
    /// history (without the values of earlier gestures, when it is reused), else what the context's
    /// `updateInteractiveTransition(_:)` was given.
    let updates: [CGFloat]
    /// The controller's `completionSpeed` when the run ended.
    let completionSpeed: CGFloat
    /// The virtual deadline of the run.
    let deadline: TimeInterval

    /// Reads the record of `run`, which has ended; `updatesBefore` is how many values the
    /// percent-driven controller had been given before this gesture (a controller reused for the
    /// next gesture keeps its earlier ones in its history).
    init(run: TransitionRun, script: GestureScript, controller: any UIViewControllerInteractiveTransitioning, updatesBefore: Int = 0) {
        self.script = script
        let events = run.context.events
        let calls = events.map(\.call)
        finished = calls.contains("finishInteractiveTransition()")
        cancelled = calls.contains("cancelInteractiveTransition()")
        let percentDriven = controller as? UIPercentDrivenInteractiveTransition
        endedOnTheContext = (finished || cancelled) && percentDriven.flatMap { GestureDriving.wasEnded($0) } == false
        contextCompletions = run.context.completions
        contextMisuses = run.context.misuses
        lateInteractiveCalls = run.host.lateInteractiveCalls
        if let percentDriven, let history = GestureDriving.updateHistory(of: percentDriven) {
            updates = Array(history.dropFirst(updatesBefore))
        } else {
            updates = events.compactMap { event in
                guard event.call.hasPrefix("updateInteractiveTransition(") else { return nil }
                return Double(event.call.dropFirst("updateInteractiveTransition(".count).dropLast()).map { CGFloat($0) }
            }
        }
        completionSpeed = OptionalMembers.completionSpeed(of: controller)
        deadline = run.deadline
    }

    /// The completions, as called: "completeTransition(true) at t=0.42, …", or how the run ended
    /// without one.
    var completions: String {
        let described = contextCompletions.map { "completeTransition(\($0.didComplete)) at t=\(format($0.time))" }
        return described.isEmpty ? "no completeTransition by the deadline" : described.joined(separator: ", ")
    }

    var gestureEnding: String { script.isCancel ? "was cancelled" : "ended" }

    func format(_ time: TimeInterval) -> String { String(format: "%.2f", time) }
}

extension InteractionRules {
    /// Every finding of the rules in one script's run, which has ended: its transcript, read now,
    /// judged.
    static func findings(
        in run: TransitionRun, script: GestureScript, controller: any UIViewControllerInteractiveTransitioning, updatesBefore: Int = 0
    ) -> [Finding] {
        all.findings(in: InteractionTranscript(run: run, script: script, controller: controller, updatesBefore: updatesBefore), scenario: run.scenario)
    }
}
