#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Filming a presentation flow for a failure's trace and filmstrip (see ``TransitionRecorder``).
extension PresentationRun {
    /// Starts `recorder` on the flow: it follows the presenter's view, the presented view (and the
    /// presentation controller's `presentedView` when that wraps it) and the container once UIKit
    /// has made it, with every view the flow adds (chrome, snapshots); its steps are a sixth of the
    /// animator's reported duration from the flow's start.
    func film(with recorder: TransitionRecorder) {
        recorder.attach(
            TransitionRecorder.Filming(
                host: host, before: baseline,
                participants: { [unowned self] in
                    var views: [(view: UIView, role: String)] = [(presentingViewController.view, "presenter's view")]
                    if let container { views.append((container, "container")) }
                    if let presented = presentedViewController {
                        views.append((presented.view, "presented view"))
                        if let wrapper = presentationController?.presentedView, wrapper !== presented.view { views.append((wrapper, "presentedView")) }
                    }
                    return views
                },
                lookedInto: { [unowned self] in container.map { [$0] } ?? [] },
                origin: { [unowned self] in flowStart },
                duration: { [unowned self] in delegate.lastAnimator?.reportedDuration ?? 0 }))
        recorder.sample("start")
    }

    /// Notes how one transition of the flow ended, in the events and, when filming, as a sample.
    func note(_ outcome: Outcome, of transition: String) {
        flowEvents.append((host.now, "the \(transition) \(Self.ending(outcome))"))
        recorder?.sample("\(transition) \(Self.ending(outcome))")
    }

    /// How the flow ended, for a trace: each transition's outcome.
    var flowOutcome: String {
        let outcomes = [presentationOutcome.map { ("presentation", $0) }].compactMap { $0 } + dismissalOutcomes.map { ("dismissal", $0) }
        let described = outcomes.map { transition, outcome in
            guard case .pending(let pending) = outcome else { return "\(transition) \(Self.ending(outcome))" }
            return "\(transition) \(Self.ending(outcome)) at t=\(format(host.now))" + (pending.isEmpty ? "" : " (\(pending.count) pending)")
        }
        return described.isEmpty ? "nothing was presented" : described.joined(separator: ", ")
    }

    /// How a transition ended, in words: "completed", "cancelled" or "still pending".
    private static func ending(_ outcome: Outcome) -> String {
        switch outcome {
        case .completed: "completed"
        case .cancelled: "cancelled"
        case .pending: "still pending"
        }
    }
}
