#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One check of the animator suite: the requirement it verifies, the scenarios it applies to, and
/// how it reads a finished ``TransitionRun`` — nil when the requirement holds, else what was observed.
///
/// A class: the suite goes through every check for every run, and copying a check (a value)
/// copied its requirement's seven strings.
@MainActor
final class AnimatorCheck {
    let requirement: Requirement
    let applies: (TransitionScenario) -> Bool
    let observe: (TransitionRun) -> String?

    init(requirement: Requirement, applies: @escaping (TransitionScenario) -> Bool, observe: @escaping (TransitionRun) -> String?) {
        self.requirement = requirement
        self.applies = applies
        self.observe = observe
    }
}

@MainActor
extension TransitionRun {
    /// The first completion, if any.
    var firstCompletion: (time: TimeInterval, didComplete: Bool)? { context.completions.first }
    /// Whether the transition ended successfully (first completion with true).
    var succeeded: Bool { firstCompletion?.didComplete == true }
    /// The mode the checks judge the run as: the scenario's, or what the interaction suite found
    /// the subject's controller made of it (finished or cancelled).
    var judgedMode: TransitionScenario.Mode { judgedModeOverride ?? scenario.mode }

    /// Whether the transition ended cancelled as the scenario asked. When UIKit staged it and the
    /// animator reported success, UIKit completed the transition — the cancel checks do not apply
    /// then (ANIM-COMPLETE-FLAG reports the flag).
    var endedCancelled: Bool {
        guard judgedMode.isCancelled, let first = firstCompletion else { return false }
        return uikitStage == nil || !first.didComplete
    }
    var completionTime: String { firstCompletion.map { "t=\(format($0.time))" } ?? "never" }
    /// The first completion as it was called, e.g. "completeTransition(false) at t=0.32".
    var completionCall: String {
        firstCompletion.map { "completeTransition(\($0.didComplete)) at t=\(format($0.time))" } ?? "no completeTransition"
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
        text +=
            pending.isEmpty
            ? "; nothing was still scheduled — the completion path returned early or was never scheduled; or it was queued where the virtual clock does not reach: DispatchQueue.main.async and asyncAfter(deadline:) with a closure run on it, but a DispatchWorkItem, a Timer, RunLoop.main.perform, OperationQueue.main, Task { @MainActor in … } and perform(_:with:afterDelay:) do not run during a check on HeadlessUIKit (the main actor is busy with the check): then this is the kit's limit, not a bug of yours — queue it with DispatchQueue.main.async or asyncAfter(deadline:) and a closure, or call completeTransition(_:) from the animations' completion"
            : "; still scheduled then: " + pending.joinedBounded()
        return text
    }

    /// Views in the window after the run that were not there before, other than the to-view
    /// and what it held when the run was set up, the container (UIKit's own, when UIKit
    /// staged the transition) and the views of the app's presentation controller.
    var newViews: [ViewTreeSnapshot.Entry] {
        var views: [ViewTreeSnapshot.Entry] = []  // a loop: a closure here paid an isolation check per view
        // Who is inside whom, collected once (asking each view walks up its superviews: the square
        // of a deep tree's views): the to-view's tree, and the views holding the container or the
        // to-view (a wrapping presentedView holds the to-view: not a leftover).
        let inToView = ViewsByIdentity(under: [toView])
        var holders = ViewsByIdentity(capacity: 8)
        for start in [container, toView] {
            var current: UIView? = start
            while let view = current, holders.insert(view) { current = view.superview }
        }
        for entry in after?.entries ?? []
        where !before.contains(entry.view) && !inToView.contains(entry.view) && !holders.contains(entry.view)
            && !presentationControllerViews.contains(ObjectIdentifier(entry.view))
        {
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

    /// What the context handed the animator for `key`: for UIKit's context, its answer when the
    /// transition started (it need not keep answering once the transition is over).
    func handedView(forKey key: UITransitionContextViewKey) -> UIView? {
        if let observed = context as? ObservedContext { return observed.handedView(forKey: key) }
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
        if let observed = context as? ObservedContext { return observed.handedFinalFrame(for: viewController) }
        return context.finalFrame(for: viewController)
    }

    /// The presenter's view that the context withholds (`view(forKey:)` nil) in a modal transition
    /// that keeps the presenter: the from-view of a presentation, the to-view of a dismissal.
    var withheldView: UIView { scenario.kind == .presentation ? fromView : toView }

    /// The recorded changes of `property` on `view`, described for a report.
    func history(of view: UIView, _ properties: [String]) -> String {
        let changes = view.recordedChanges.filter { properties.contains($0.property) }
        guard !changes.isEmpty else { return "" }
        return changes.map { "\($0.property) \($0.oldValue) → \($0.newValue) at t=\(format($0.time))" }.joined(separator: ", ")
    }
}

@MainActor
extension AnimatorCheck {
    /// The checks of the animator suite, one or more per requirement.
    static let all: [AnimatorCheck] = [
        AnimatorCheck(requirement: .animCompleteOnce, applies: { _ in true }) { run in
            let calls = run.context.completions
            if calls.isEmpty {
                return run.neverCompleted
            }
            guard calls.count > 1 else { return nil }
            return "completeTransition(_:) was called \(calls.count) times: "
                + calls.map { "completeTransition(\($0.didComplete)) at t=\(run.format($0.time))" }.joined(separator: ", ")
        },
        AnimatorCheck(requirement: .animCompleteFlag, applies: { _ in true }) { run in
            guard let first = run.firstCompletion else { return nil }
            // Judged against what `transitionWasCancelled` said when the animator called: a
            // transition that ended before the interaction cancelled it (a zero-length animation)
            // rightly completed as a success.
            let cancelled = run.context.transitionWasCancelledAtFirstCompletion ?? run.judgedMode.isCancelled
            guard first.didComplete == cancelled else { return nil }
            // The verdict on a cancel depends on an undocumented value: the `finished` flag after a
            // percent-driven cancel (contract §3, §5.2), which the model's named default makes true.
            let flagNote =
                cancelled
                ? " — a cancelled transition completed as if it succeeded (if it passed the animation's `finished`: UIKit does not document that flag after a percent-driven cancel; the model's named default finishedFlagAfterPercentDrivenCancel = true follows reports, contract §5.2)"
                : ""
            return
                "completeTransition(\(first.didComplete)) at t=\(run.format(first.time)) while transitionWasCancelled was \(cancelled)"
                + flagNote
        },
        // Interactive transitions too, when the animator completed before the interaction ended:
        // the gesture was left driving nothing.
        AnimatorCheck(requirement: .animCompleteAfterAnimations, applies: { _ in true }) { run in
            guard !run.scenario.mode.isInteractive || run.completedDuringInteraction else { return nil }
            guard let first = run.firstCompletion, !run.animationsRunningAtCompletion.isEmpty else { return nil }
            return "completeTransition(\(first.didComplete)) at t=\(run.format(first.time)) while still running: "
                + run.animationsRunningAtCompletion.joinedBounded()
        },
        AnimatorCheck(requirement: .animDuration, applies: { _ in true }) { run in
            let duration = run.reportedDuration
            guard duration.isFinite, duration >= 0 else {
                return "transitionDuration(using:) returned \(duration)"
            }
            guard run.judgedMode == .animated, let first = run.firstCompletion else { return nil }
            let took = first.time - run.startTime
            guard abs(took - duration) > max(0.05, 0.1 * duration) else { return nil }
            return "transitionDuration(using:) returned \(RunLimits.seconds(duration)) s but the transition completed after \(run.format(took)) s"
        },
        AnimatorCheck(requirement: .animToViewAdded, applies: { _ in true }) { run in
            guard run.succeeded, run.handedView(forKey: .to) != nil, !run.toViewAsLeft.inContainer else { return nil }
            let which =
                switch run.scenario.kind {
                case .dismissal: " (the presenter's view, handed over because the presentation removed it: the dismissal must put it back)"
                case .pop: " (the view the pop returns to)"
                default: ""
                }
            // In the container when the animator called completeTransition(true), gone after: the same
            // handler took it off once the call returned.
            let after = run.uikitStage != nil && run.toViewAtCompletion?.inContainer == true ? " once the handler that called it returned" : ""
            return "expected view(forKey: .to) in the container → after completeTransition(true) at \(run.completionTime)\(after) "
                + "\(run.toView.reportName)\(which) is "
                + (run.toView.superview == nil ? "in no superview" : "in \(run.toView.superview!.reportName), outside the container")
        },
        AnimatorCheck(requirement: .animFinalFrame, applies: { _ in true }) { run in
            guard run.succeeded, run.handedView(forKey: .to) != nil, run.toViewAsLeft.inContainer else { return nil }
            let expected = run.handedFinalFrame(for: run.toViewController)
            guard expected != .zero else { return nil }
            let frame = run.toViewAsLeft.frame
            let off = [frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width, frame.height - expected.height]
            guard off.contains(where: { !(abs($0) <= 0.5) }) else { return nil }  // a NaN is off: it never equals the final frame
            let screenHint = ScreenSizeHint.text(frame: frame.size, container: expected.size, host: run.host)
            return
                "\(run.toView.reportName).frame is \(ReportValue.rect(frame)) after completeTransition(true) at \(run.completionTime), finalFrame(for:) is \(ReportValue.rect(expected))\(screenHint)"
        },
        // Never on a pop: UINavigationController removes the popped view itself (F4).
        AnimatorCheck(requirement: .animFromViewRemoved, applies: { $0.kind == .dismissal }) { run in
            guard run.succeeded, run.handedView(forKey: .from) != nil, run.fromViewLeftInContainer else { return nil }
            return
                "\(run.fromView.reportName) is still in the container after completeTransition(true) at \(run.completionTime); UIKit discards the container with it (F3), so nothing shows, but the dismissed view stays attached to a dead container"
        },
        AnimatorCheck(requirement: .animCancelRestoresHierarchy, applies: { $0.mode.isCancelled }) { run in
            guard run.endedCancelled, let after = run.after else { return nil }
            var problems: [String] = []
            if !run.before.contains(run.toView), after.contains(run.toView) {
                problems.append("\(run.toView.reportName) is still in \(run.toView.superview?.reportName ?? "the window")")
            }
            // The container's own place is ANIM-CONTAINER-KEPT's.
            for entry in run.before.entries where entry.view !== run.container {
                let now = after.entry(for: entry.view)
                if now?.superview != entry.superview {
                    problems.append("\(entry.name) moved to \(entry.view.superview?.reportName ?? "no superview")")
                }
            }
            guard !problems.isEmpty else { return nil }
            return problems.joinedBounded() + " after \(run.completionCall)"
        },
        AnimatorCheck(requirement: .animCancelRestoresState, applies: { $0.mode.isCancelled }) { run in
            guard run.endedCancelled else { return nil }
            var problems: [String] = []
            var properties: Set<String> = []
            for entry in run.before.entries where entry.view !== run.container && run.after?.contains(entry.view) == true {
                for difference in entry.differences(from: entry.view, frameTolerance: 0.01, alphaTolerance: 1e-6) {
                    properties.insert(difference.property)
                    let history = run.history(of: entry.view, difference.recordedAs)
                    problems.append("\(entry.name) \(history.isEmpty ? difference.property : history), still \(difference.current)")
                }
            }
            guard !problems.isEmpty else { return nil }
            // Open point F11: a presentation controller that re-lays out the presented view may put a
            // frame back after a cancelled dismissal; alpha, transform and isHidden it does not.
            let layoutNote =
                properties.isSubset(of: ["frame", "center"]) && run.scenario.kind == .dismissal
                ? " (only frames: a presentation controller whose layout puts the presented view back at frameOfPresentedViewInContainerView may hide this on UIKit, open point F11; restore the frame all the same)"
                : ""
            return problems.joinedBounded() + " after \(run.completionCall)" + layoutNote
        },
        AnimatorCheck(requirement: .animTempViewsRemoved, applies: { _ in true }) { run in
            guard run.firstCompletion != nil else { return nil }
            var leftovers = run.newViews
            // After a completed dismissal UIKit discards the container with what is left in it (F3).
            if run.scenario.kind == .dismissal && run.succeeded {
                let inContainer = ViewsByIdentity(under: [run.container])
                leftovers.removeAll { inContainer.contains($0.view) }
            }
            guard !leftovers.isEmpty else { return nil }
            // A leftover and what it holds are one entry: the outermost view, with its subviews counted.
            return ViewNaming.outermost(leftovers.map(\.view)).map { view, subviews in
                "\(view.reportName)\(subviews > 0 ? " (with \(subviews) \(subviews == 1 ? "subview" : "subviews"))" : "") left in \(view.superview?.reportName ?? "the window")"
            }.joinedBounded() + " after completeTransition(\(run.firstCompletion!.didComplete)) at \(run.completionTime)"
        },
        AnimatorCheck(requirement: .animContainerOnly, applies: { _ in true }) { run in
            let outside = run.viewsAddedOutsideContainer
            guard !outside.isEmpty else { return nil }
            return outside.map { "\($0.name) added to \($0.superview), outside the container" }.joinedBounded()
        },
        AnimatorCheck(requirement: .animContainerKept, applies: { $0.resize == nil }) { run in
            guard let start = run.containerAtStart else { return nil }
            let left = run.containerAtCompletion ?? ContainerState(of: run.container, in: run.host.window)
            let changes = left.changes(since: start)
            guard !changes.isEmpty else { return nil }
            let when = run.firstCompletion == nil ? "at the end (t=\(run.format(run.host.now)))" : "at \(run.completionCall)"
            return "expected the container where UIKit put it → \(run.container.reportName) " + changes.joined(separator: ", ") + " " + when
        },
        AnimatorCheck(requirement: .animNoRunaway, applies: { _ in true }) { run in
            guard let runaway = run.runaways.first else {
                guard let late = run.workStartedLongAfterCompletion else { return nil }
                return
                    "expected the transition's work to end → \(late.count) animations were started between t=\(run.format(late.from)) and t=\(run.format(late.to)), more than \(run.format(late.from - run.firstCompletion!.time)) s after \(run.completionCall), and more still scheduled: "
                    + late.pending.prefix(3).joined(separator: "; ")
            }
            let more = run.runaways.count > 1 ? " (and \(run.runaways.count - 1) more times)" : ""
            return
                "expected the transition's work to end → at t=\(run.format(runaway.time)) the scene cut off runaway work\(more) after \(run.completionCall): \(runaway.message)"
        },
        AnimatorCheck(requirement: .animNoRaisingMisuse, applies: { _ in true }) { run in
            let raised = run.host.raisingMisuse
            guard let first = raised.first else { return nil }
            let when =
                run.firstCompletion.map { first.time < $0.time ? "before \(run.completionCall)" : "after \(run.completionCall)" }
                ?? "before any completeTransition"
            var text =
                "expected no UIKit call that raises → \(first.api) at t=\(run.format(first.time)), \(when): \(first.message) On iOS the app crashes here"
            if raised.count > 1 {
                text += "; then " + raised.dropFirst().prefix(3).map { "\($0.api) at t=\(run.format($0.time))" }.joined(separator: ", ")
                if raised.count > 4 { text += " and \(raised.count - 4) more" }
            }
            return text
        },
        AnimatorCheck(requirement: .animAnimationsEnabledRestored, applies: { _ in true }) { run in
            guard AnimationsEnabledIsolation.leftDisabled else { return nil }
            return
                "UIView.areAnimationsEnabled was true when the transition started and is false at the end (t=\(run.format(run.host.now)), after \(run.completionCall)): every later animation in the app jumps to its end; the kit turned it back on"
        },
        AnimatorCheck(requirement: .animNotAnimated, applies: { $0.mode == .notAnimated && $0.kind.isModal }) { run in
            guard let first = run.firstCompletion else { return nil }  // ANIM-COMPLETE-ONCE reports "never"
            let took = first.time - run.startTime
            guard took > 1.0 / 60 + 1e-9 else { return nil }
            return
                "with isAnimated == false the transition took \(run.format(took)) s (completeTransition at t=\(run.format(first.time))); it should complete on the next run-loop turn"
        },
        AnimatorCheck(requirement: .animNilViews, applies: { $0.kind.isModal && !$0.presenterRemoved }) { run in
            let untouchable = run.withheldView
            let moved = run.before.entry(for: untouchable).map { $0.superview != untouchable.superview.map(ObjectIdentifier.init) } ?? false
            guard moved else { return nil }
            // Moved into the container UIKit then took out of the window: nothing is left on screen.
            let gone = untouchable.window == nil ? ", out of the window when the transition ended: the screen is left empty (black)" : ""
            return
                "view(forKey:) was nil for \(untouchable.reportName) (the presenter stays in the window), but the animator reached it through the view controller and moved it to \(untouchable.superview?.reportName ?? "no superview")\(gone)"
        },
        AnimatorCheck(requirement: .animPresenterViewUntouched, applies: { $0.kind.isModal && !$0.presenterRemoved }) { run in
            // With the app's presentation controller, only the changes made by the animator's own code.
            let changes = (run.withheldViewChangesByAnimator ?? Array(run.withheldView.recordedChanges)).filter { $0.property != "superview" }
            guard !changes.isEmpty else { return nil }
            return
                "view(forKey:) was nil for \(run.withheldView.reportName) (the presenter stays in the window), but the animator reached it through the view controller: "
                + changes.map(\.description).joined(separator: ", ")
        },
    ]
}
