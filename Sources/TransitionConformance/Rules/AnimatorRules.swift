#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The animator suite's rules, one or more per `ANIM-*` requirement, each judging the transcript
/// of a finished run (``AnimatorTranscript``, see ``Rule``). The animator suite, the interaction suite (with the subject's
/// animator) and the ensemble checkers all judge animator runs with these.
@MainActor
enum AnimatorRules {
    /// What ANIM-CANCEL-RESTORES-STATE adds when a cancelled dismissal left only frames moved and
    /// no run under the other answer to open point F11 said more (``DismissalContainerLayout``).
    static let containerLayoutNote =
        " (only frames: a presentation controller whose layout puts the presented view back at frameOfPresentedViewInContainerView may hide this on UIKit, open point F11; restore the frame all the same)"

    /// The rules, in catalogue order.
    static let all: [Rule<AnimatorTranscript>] = [
        Rule(requirement: .animCompleteOnce) { run in
            let calls = run.completions
            // `count`, not `isEmpty`, in the rules every run goes through: a debug build called
            // `isEmpty` generically.
            if calls.count == 0 {
                return run.neverCompleted
            }
            guard calls.count > 1 else { return nil }
            return "completeTransition(_:) was called \(calls.count) times: "
                + calls.map { "completeTransition(\($0.didComplete)) at t=\(run.format($0.time))" }.joined(separator: ", ")
        },
        Rule(requirement: .animCompleteFlag) { run in
            guard let first = run.firstCompletion else { return nil }
            // Judged against what `transitionWasCancelled` said when the animator called: a
            // transition that ended before the interaction cancelled it (a zero-length animation)
            // rightly completed as a success.
            let cancelled = run.transitionWasCancelledAtFirstCompletion ?? run.judgedMode.isCancelled
            guard first.didComplete == cancelled else { return nil }
            // The verdict on a cancel depends on an undocumented value: the `finished` flag after a
            // percent-driven cancel (contract §3, §5.2), which the model's named default makes true.
            let flagNote =
                cancelled
                ? " — a cancelled transition completed as if it succeeded (if it passed the animation's `finished`: UIKit does not document that flag after a percent-driven cancel; the model's named default finishedFlagAfterPercentDrivenCancel = true follows reports, contract §5.2)"
                : ""
            let caller = run.callerOfFirstCompletion
            return
                "completeTransition(\(first.didComplete)) at t=\(run.format(first.time)) while transitionWasCancelled was \(cancelled)"
                + caller.observedValue(first.didComplete) + flagNote
        },
        // Interactive transitions too, when the animator completed before the interaction ended:
        // the gesture was left driving nothing.
        // Not while the container is resized during the transition (a flow's rotation): the
        // rotation's own animations run past the completion.
        Rule(requirement: .animCompleteAfterAnimations, applies: { !$0.resizesDuringTransition }) { run in
            guard !run.scenario.mode.isInteractive || run.completedDuringInteraction else { return nil }
            guard let first = run.firstCompletion, run.animationsRunningAtCompletion.count > 0 else { return nil }
            return "completeTransition(\(first.didComplete)) at t=\(run.format(first.time)) while still running: "
                + run.animationsRunningAtCompletion.joinedBounded()
        },
        Rule(requirement: .animDuration) { run in
            let duration = run.reportedDuration
            guard duration.isFinite, duration >= 0 else {
                return "transitionDuration(using:) returned \(duration)"
            }
            guard run.judgedMode == .animated, let first = run.firstCompletion else { return nil }
            let took = first.time - run.startTime
            guard abs(took - duration) > max(0.05, 0.1 * duration) else { return nil }
            return "transitionDuration(using:) returned \(RunLimits.seconds(duration)) s but the transition completed after \(run.format(took)) s"
        },
        Rule(requirement: .animToViewAdded) { run in
            guard run.succeeded, run.handedToView, !run.toViewAsLeft.inContainer else { return nil }
            let which =
                switch run.scenario.kind {
                case .dismissal: " (the presenter's view, handed over because the presentation removed it: the dismissal must put it back)"
                case .pop: " (the view the pop returns to)"
                default: ""
                }
            // In the container when the animator called completeTransition(true), gone after: the same
            // handler took it off once the call returned.
            let after = run.toViewInContainerAtCompletion ? " once the handler that called it returned" : ""
            return "expected view(forKey: .to) in the container → after completeTransition(true) at \(run.completionTime)\(after) "
                + "\(run.toView.name)\(which) is "
                + (run.toViewSuperview.map { "in \($0.name), outside the container" } ?? "in no superview")
        },
        // Not while the container is resized during the transition (a flow's rotation): the final
        // frame handed at the start is the old size's, and the presentation controller lays the
        // to-view out at the new size.
        Rule(requirement: .animFinalFrame, applies: { !$0.resizesDuringTransition }) { run in
            guard run.succeeded, run.handedToView, run.toViewAsLeft.inContainer else { return nil }
            let expected = run.toViewFinalFrame
            guard expected != .zero else { return nil }
            let frame = run.toViewAsLeft.frame
            // A NaN is off: it never equals the final frame. (Four comparisons, not an array and
            // `contains(where:)`, and `magnitude`, not the generic `abs`: a debug build paid far
            // more for those, in every run.)
            func isOff(_ difference: CGFloat) -> Bool { !(difference.magnitude <= 0.5) }
            guard
                isOff(frame.minX - expected.minX) || isOff(frame.minY - expected.minY) || isOff(frame.width - expected.width)
                    || isOff(frame.height - expected.height)
            else { return nil }
            // Wrong only during the push or pop when the navigation controller lays its top view out after it.
            guard !run.navigationControllerFramedToView else { return nil }
            let screenHint = ScreenSizeHint.text(frame: frame.size, container: expected.size, screen: run.screenSize, screenBoundsReads: run.screenBoundsReads)
            return
                "\(run.toView.name).frame is \(ReportValue.rect(frame)) after completeTransition(true) at \(run.completionTime), finalFrame(for:) is \(ReportValue.rect(expected))\(screenHint)"
        },
        // Never on a pop: UINavigationController removes the popped view itself (F4).
        Rule(requirement: .animFromViewRemoved, applies: { $0.kind == .dismissal }) { run in
            guard run.succeeded, run.handedFromView, run.fromViewLeftInContainer else { return nil }
            return
                "\(run.fromView.name) is still in the container after completeTransition(true) at \(run.completionTime); UIKit discards the container with it (F3), so nothing shows, but the dismissed view stays attached to a dead container"
        },
        Rule(requirement: .animCancelRestoresHierarchy, applies: { $0.mode.isCancelled }) { run in
            guard run.endedCancelled, let after = run.after else { return nil }
            var problems: [String] = []
            if let toView = after.entry(for: run.toView.identity), !run.before.contains(toView.view) {
                problems.append("\(run.toView.name) is still in \(run.toViewSuperview?.name ?? "the window")")
            }
            // The container's own place is ANIM-CONTAINER-KEPT's; where the presentation controller
            // moved its own views or the presenter's, it is its to put back (PRES-DISMISS-CANCEL-KEEPS-CHROME).
            // Index loops, here and in the next rule: `for in` makes a generic iterator, costly in
            // a debug build, in every cancelled run.
            let entries = run.before.entries
            var position = 0
            while position < entries.count {
                let entry = entries[position]
                position += 1
                guard !run.container.is(entry.view) else { continue }
                let now = after.entry(for: entry.view)
                if now?.superview != entry.superview, run.lastChangeIsTheAnimators(ObjectIdentifier(entry.view), ["superview"]) {
                    problems.append("\(entry.view.reportName) moved to \(entry.view.superview?.reportName ?? "no superview")")
                }
            }
            guard !problems.isEmpty else { return nil }
            return problems.joinedBounded() + " after \(run.completionCall)"
        },
        Rule(.animCancelRestoresState, applies: { $0.mode.isCancelled }) { run -> Finding? in
            guard run.endedCancelled else { return nil }
            var problems: [String] = []
            var properties: Set<String> = []
            let entries = run.before.entries
            var position = 0
            while position < entries.count {
                let entry = entries[position]
                position += 1
                guard !run.container.is(entry.view), let now = run.after?.entry(for: entry.view) else { continue }
                let identity = ObjectIdentifier(entry.view)
                let differences = entry.differences(from: now, changes: run.changes[identity] ?? [], frameTolerance: 0.01, alphaTolerance: 1e-6)
                var index = 0
                while index < differences.count {
                    let difference = differences[index]
                    index += 1
                    // What the presentation controller changed on its own views, or on the
                    // presenter's view it keeps, is its to put back (PRES-DISMISS-CANCEL-KEEPS-CHROME).
                    guard run.lastChangeIsTheAnimators(identity, difference.recordedAs) else { continue }
                    properties.insert(difference.property)
                    let history = run.history(of: identity, difference.recordedAs)
                    problems.append("\(entry.view.reportName) \(history.isEmpty ? difference.property : history), still \(difference.current)")
                }
            }
            guard !problems.isEmpty else { return nil }
            // Open point F11: a presentation controller that re-lays out the presented view may put a
            // frame back after a cancelled dismissal; alpha, transform and isHidden it does not.
            let observed = problems.joinedBounded() + " after \(run.completionCall)"
            guard properties.isSubset(of: ["frame", "center"]) && run.scenario.kind == .dismissal else {
                return Finding(.animCancelRestoresState, observed)
            }
            return Finding(.animCancelRestoresState, observed + containerLayoutNote, causes: [.onlyFramesLeftInDismissal])
        },
        Rule(requirement: .animTempViewsRemoved) { run in
            guard run.firstCompletion != nil else { return nil }
            var leftovers = run.newViews
            // A rotation during the transition lays the app's screens out again: their views are theirs.
            if let relaidOut = run.appScreensRelaidOut { leftovers.removeAll { relaidOut.contains($0.view) } }
            // After a completed dismissal UIKit discards the container with what is left in it (F3).
            if run.scenario.kind == .dismissal && run.succeeded, let inContainer = run.underContainer {
                leftovers.removeAll { inContainer.contains($0.view) }
            }
            guard leftovers.count > 0 else { return nil }
            // A leftover and what it holds are one entry: the outermost view, with its subviews counted.
            return ViewNaming.outermost(leftovers.map(\.view)).map { view, subviews in
                "\(view.reportName)\(subviews > 0 ? " (with \(subviews) \(subviews == 1 ? "subview" : "subviews"))" : "") left in \(view.superview?.reportName ?? "the window")"
            }.joinedBounded() + " after completeTransition(\(run.firstCompletion!.didComplete)) at \(run.completionTime)"
        },
        Rule(requirement: .animContainerOnly) { run in
            guard run.outsideContainer.count > 0 else { return nil }  // most runs add none: nothing to name
            let outside = run.viewsAddedOutsideContainer
            guard !outside.isEmpty else { return nil }
            return outside.map { "\($0.name) added to \($0.superview), outside the container" }.joinedBounded()
        },
        Rule(requirement: .animContainerKept, applies: { $0.resize == nil }) { run in
            guard let start = run.containerAtStart else { return nil }
            guard let left = run.containerAtCompletion ?? run.containerAtEnd else { return nil }
            let changes = left.changes(since: start)
            guard changes.count > 0 else { return nil }
            let when = run.firstCompletion == nil ? "at the end (t=\(run.format(run.endTime)))" : "at \(run.completionCall)"
            return "expected the container where UIKit put it → \(run.container.name) " + changes.joined(separator: ", ") + " " + when
        },
        Rule(requirement: .animNoRunaway) { run in
            // `count` and a subscript, not `first`, here and in the next rules: a debug build called
            // those generically, in every run.
            let runaways = run.runaways
            guard runaways.count > 0 else {
                guard let late = run.workStartedLongAfterCompletion else { return nil }
                return
                    "expected the transition's work to end → \(late.count) animations were started between t=\(run.format(late.from)) and t=\(run.format(late.to)), more than \(run.format(late.from - run.firstCompletion!.time)) s after \(run.completionCall), and more still scheduled: "
                    + late.pending.prefix(3).joined(separator: "; ")
            }
            let runaway = runaways[0]
            let more = runaways.count > 1 ? " (and \(runaways.count - 1) more times)" : ""
            return
                "expected the transition's work to end → at t=\(run.format(runaway.time)) the scene cut off runaway work\(more) after \(run.completionCall): \(runaway.message)"
        },
        Rule(requirement: .animNoRaisingMisuse) { run in
            let raised = run.raisingMisuse
            guard raised.count > 0 else { return nil }
            let first = raised[0]
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
        Rule(requirement: .animAnimationsEnabledRestored) { run in
            guard run.animationsLeftDisabled else { return nil }
            return
                "UIView.areAnimationsEnabled was true when the transition started and is false at the end (t=\(run.format(run.endTime)), after \(run.completionCall)): every later animation in the app jumps to its end; the kit turned it back on"
        },
        Rule(requirement: .animNotAnimated, applies: { $0.mode == .notAnimated && $0.kind.isModal }) { run in
            guard let first = run.firstCompletion else { return nil }  // ANIM-COMPLETE-ONCE reports "never"
            let took = first.time - run.startTime
            guard took > 1.0 / 60 + 1e-9 else { return nil }
            return
                "with isAnimated == false the transition took \(run.format(took)) s (completeTransition at t=\(run.format(first.time))); it should complete on the next run-loop turn"
        },
        Rule(requirement: .animNilViews, applies: { $0.kind.isModal && !$0.presenterRemoved }) { run in
            let untouchable = run.withheldView
            // `if let`, not `Optional.map`: a generic call and a closure in every modal run.
            guard let entry = run.before.entry(for: untouchable.identity), entry.superview != run.withheldViewSuperview?.identity else { return nil }
            // Moved into the container UIKit then took out of the window: nothing is left on screen.
            let gone = run.withheldViewInWindow ? "" : ", out of the window when the transition ended: the screen is left empty (black)"
            return
                "view(forKey:) was nil for \(untouchable.name) (the presenter stays in the window), but the animator reached it through the view controller and moved it to \(run.withheldViewSuperview?.name ?? "no superview")\(gone)"
        },
        Rule(requirement: .animPresenterViewUntouched, applies: { $0.kind.isModal && !$0.presenterRemoved }) { run in
            // With the app's presentation controller, only the changes made by the animator's own code.
            // Looked through first, filtered only when there is something to report: most runs
            // leave the view alone, and `filter`'s closure paid an isolation check per change.
            let all = run.withheldViewChanges
            var index = 0
            while index < all.count && all[index].property == "superview" { index += 1 }
            guard index < all.count else { return nil }
            let changes = all.filter { $0.property != "superview" }
            return
                "view(forKey:) was nil for \(run.withheldView.name) (the presenter stays in the window), but the animator reached it through the view controller: "
                + changes.map(\.description).joined(separator: ", ")
        },
        Rule(requirement: .animAppearanceBalanced) { run in
            guard let appearance = run.appearance, let problems = AppearanceChecks.observe(appearance.calls, reversed: appearance.reversed) else { return nil }
            return problems + " after \(run.completionCall)"
        },
        Rule(requirement: .animReduceMotion, applies: { $0.reduceMotion }) { ReducedMotionCheck.observe($0) },
    ]

    /// The rules that judge each transition of a presentation flow (``PresentationRun``), as
    /// ``all`` judges an animator run, but for what a flow's host holds for the whole flow rather
    /// than for one transition — work cut off as runaway, UIKit misuse, `areAnimationsEnabled`
    /// — which the animator runs judge, and the appearance callbacks, which the flow judges over
    /// its whole present-and-dismiss.
    static let inFlows: [Rule<AnimatorTranscript>] = all.filter { !judgedOverWholeFlow.contains($0.requirement) }

    /// The requirements ``inFlows`` leaves out.
    static let judgedOverWholeFlow: Set<Requirement> = [.animNoRunaway, .animNoRaisingMisuse, .animAnimationsEnabledRestored, .animAppearanceBalanced]

    /// ANIM-INTERRUPTIBLE-SAME-INSTANCE, read from a run where the animator was asked for its
    /// interruptible animator: the same object each time, and interruptible. Apart from ``all``
    /// because each suite names the animator in its own way when it reports it.
    static let sameInterruptibleInstance = Rule<AnimatorTranscript>(requirement: .animInterruptibleSameInstance) { run in
        let vended = run.interruptibleAnimatorsVended
        guard vended.count > 0 else { return nil }  // `count` and a subscript, not `first`: see ANIM-NO-RUNAWAY
        let first = vended[0]
        if vended.contains(where: { $0 != first }) {
            return "interruptibleAnimator(using:) returned \(vended.count) different objects when asked \(vended.count) times during one transition"
        }
        if run.firstVendedIsNotInterruptible {
            return "interruptibleAnimator(using:) returned a UIViewPropertyAnimator whose isInterruptible is false"
        }
        return nil
    }
}
