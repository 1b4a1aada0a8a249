#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the animator rules (``AnimatorRules``) read from a finished run: its completions, the views
/// as the animator left them, what the context handed over, and what the run left behind.
@MainActor
extension TransitionRun {
    /// The first completion, if any.
    var firstCompletion: (time: TimeInterval, didComplete: Bool)? {
        // From the context's class, which keeps it: asked at every step of every run.
        if let observedContext { return observedContext.firstCompletion }
        if let kitsContext { return kitsContext.firstCompletion }
        return context.completions.first
    }
    /// Whether the transition ended successfully (first completion with true).
    var succeeded: Bool { firstCompletion?.didComplete == true }
    /// The mode the checks judge the run as: the scenario's, or what the interaction suite found
    /// the subject's controller made of it (finished or cancelled).
    var judgedMode: TransitionScenario.Mode {
        if let judgedModeOverride { return judgedModeOverride }  // not `??`: its autoclosure copied the scenario
        return scenario.mode
    }

    /// Whether the transition ended cancelled as the scenario asked. When UIKit staged it and the
    /// animator reported success, UIKit completed the transition — the cancel checks do not apply
    /// then (ANIM-COMPLETE-FLAG reports the flag).
    var endedCancelled: Bool {
        guard judgedMode.isCancelled, let first = firstCompletion else { return false }
        return uikitStage == nil || !first.didComplete
    }

    func format(_ time: TimeInterval) -> String { String(format: "%.2f", time) }

    /// The runaway diagnostics the run's scene recorded (work cut off by ``RunLimits``).
    var runaways: [(time: TimeInterval, message: String)] { host.runaways }

    /// What a run whose transition never completed shows: the deadline and how it was worked
    /// out, and what was still scheduled then — or the runaway work that was cut off.
    var neverCompleted: String {
        var text =
            "never completed: completeTransition(_:) was not called by the deadline t=\(format(deadline)) (\(limits.explainDeadline(duration: reportedDuration, scheduled: scheduledDuration, counting: interactionEndTime.map { "after the interaction ended at t=\(format($0))" })))"
        if let runaway = runaways.first {
            return text + "; the run was cut off as runaway at t=\(format(runaway.time)): \(runaway.message)"
        }
        let pending: [String]
        if case .timedOut(_, let list)? = outcome {
            // When UIKit staged the run, its machinery lists the transition itself as pending: that
            // is this very finding, not other work still scheduled.
            pending = uikitStage == nil ? list : host.pendingWorkOtherThanTransitions
        } else {
            pending = []
        }
        // A slow end (completionSpeed near 0) stretches the rest of the transition past the deadline.
        if scenario.mode.isInteractive, let controller = interactionController ?? interactor {
            let speed = OptionalMembers.completionSpeed(of: controller)
            if speed.isFinite && speed > 0 && speed < 0.5 {
                text +=
                    "; the interaction controller's completionSpeed is \(ReportValue.number(Double(speed))), so the rest of the transition after finish() or cancel() takes \(Int((1 / Double(speed)).rounded()))× as long"
            }
        }
        if let timer = host.timerNotWaitedFor {
            return text + "; still scheduled then: " + (pending + [timer]).joinedBounded()
        }
        text +=
            pending.isEmpty
            ? "; nothing was still scheduled — the completion path returned early or was never scheduled; or it was queued where the virtual clock does not reach: DispatchQueue.main.async and asyncAfter(deadline:) with a closure, OperationQueue.main and the body of a Task { @MainActor in … } up to its first await that waits run on it, and a Timer or a RunLoop.current.perform block on the thread's run loop gets up to \(ReportValue.number(limits.realRunLoopBudget)) s of real time (RunLimits.realRunLoopBudget) once nothing else is scheduled; a DispatchWorkItem, the group:, qos: and flags: forms and what a main-actor task does after an await that waits go to the main dispatch queue, which gets that chance only when the check runs on the main thread and not as a job of the main queue (a synchronous XCTest method, the command-line tool), and RunLoop.main.perform to the main thread's run loop, which gets it only when the check runs on the main thread: Swift Testing runs a main-actor test as a job of the main queue (on Linux on a worker thread), as XCTest runs an async test method, and nothing queued there behind it runs before it returns (perform(_:with:afterDelay:) does not exist without the Objective-C runtime): then this is the kit's limit, not a bug of yours — queue it with DispatchQueue.main.async or asyncAfter(deadline:) and a closure, OperationQueue.main, a Timer or a Task { @MainActor in … } that completes before it awaits, check from a synchronous XCTest method, or call completeTransition(_:) from the animations' completion"
            : "; still scheduled then: " + pending.joinedBounded()
        return text
    }

    /// Views in the window after the run that were not there before, other than the to-view
    /// and what it held when the run was set up, the container (UIKit's own, when UIKit
    /// staged the transition) and the views of the app's presentation controller.
    var newViews: [ViewTreeSnapshot.Entry] {
        var views: [ViewTreeSnapshot.Entry] = []  // loops: a closure here paid an isolation check per view
        // Most runs end with no view that was not there before: then there is nothing to sort out.
        guard let after else { return views }
        let added = addedSinceStart ?? after.offsets(notIn: before)
        guard added.count > 0 else { return views }  // `count`, not `isEmpty`: a debug build calls that generically
        // Not new: the to-view's tree, and the views holding the container or the to-view (a
        // wrapping presentedView holds the to-view: not a leftover). For a few added views each
        // asks by walking up its superviews; for many, who is inside whom is collected once
        // (asking each view walks up its superviews: the square of a deep tree's views).
        let container = container
        let toView = toView
        let indexed = added.count > ViewsByIdentity.searchedSize
        let inToView = indexed ? ViewsByIdentity(under: [toView]) : nil
        var holders: ViewsByIdentity?
        if indexed {
            var chains = ViewsByIdentity(capacity: 8)
            var current: UIView? = container
            while let view = current, chains.insert(view) { current = view.superview }
            current = toView
            while let view = current, chains.insert(view) { current = view.superview }
            holders = chains
        }
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build
        while index < added.count {
            let entry = after.entries[added[index]]
            index += 1
            let view = entry.view
            let isToViewsOrHolder =
                if let inToView, let holders {
                    inToView.contains(view) || holders.contains(view)
                } else {
                    view.isDescendant(of: toView) || container.isDescendant(of: view) || toView.isDescendant(of: view)
                }
            if isToViewsOrHolder || presentationControllerViews.contains(ObjectIdentifier(view)) { continue }
            views.append(entry)
        }
        return views
    }

    /// Whether the to-view is in the container, and its frame, as the animator left them: when
    /// UIKit staged the transition, at the first `completeTransition(_:)` (UIKit's own clean-up,
    /// which puts a presenter's view back in its place, comes after) — and, once the handler that
    /// called it has returned, still on screen: a completed transition's to-view that the same
    /// block then took off (clean-up written after the call) leaves the screen empty on UIKit.
    /// Else now.
    var toViewAsLeft: (inContainer: Bool, frame: CGRect) {
        if uikitStage != nil, let atCompletion = toViewAtCompletion {
            if atCompletion.inContainer && succeeded && toView.window == nil { return (false, toView.frame) }
            return atCompletion
        }
        return (toView.isDescendant(of: container), toView.frame)
    }

    /// Whether the from-view of a dismissal is in the container as the animator left it (UIKit
    /// then takes the whole container out of the window, with what the animator left in it).
    var fromViewLeftInContainer: Bool { fromView.isDescendant(of: container) }

    /// ``handedView(forKey:)`` for `.from` and `.to` at once, without matching a key (a key
    /// compares its string): the transcript asks for both in every run.
    var handedFromAndToViews: (from: UIView?, to: UIView?) {
        if let observedContext { return observedContext.handedFromAndToViews }
        return (context.view(forKey: .from), context.view(forKey: .to))
    }

    /// What the context handed the animator for `key`: for UIKit's context, its answer when the
    /// transition started (it need not keep answering once the transition is over).
    func handedView(forKey key: UITransitionContextViewKey) -> UIView? {
        if let observedContext { return observedContext.handedView(forKey: key) }
        return context.view(forKey: key)
    }

    /// For a modal transition: whether the presenter's view left the window. UIKit hands the
    /// animator that view exactly then, so with the app's presentation controller this is its
    /// `shouldRemovePresentersView`, whatever the scenario said.
    var presenterViewWasHanded: Bool {
        handedView(forKey: scenario.kind == .presentation ? .from : .to) != nil
    }

    /// The final frame the context gave `viewController`, read as ``handedView(forKey:)`` is.
    func handedFinalFrame(for viewController: UIViewController) -> CGRect {
        if let observedContext { return observedContext.handedFinalFrame(for: viewController) }
        return context.finalFrame(for: viewController)
    }

    /// The presenter's view that the context withholds (`view(forKey:)` nil) in a modal transition
    /// that keeps the presenter: the from-view of a presentation, the to-view of a dismissal.
    var withheldView: UIView { scenario.kind == .presentation ? fromView : toView }
}
