#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TransitionRun {
    /// The run's immutable record, read once it has ended (after ``runToEnd()``, and after the
    /// interaction suite has set the mode it judges the run as): what the animator rules judge.
    ///
    /// The one place that turns the run — its host, its stage, its context, its live views — into
    /// values. The recorded changes of the window's views are read for the scenarios whose rules
    /// read them (a cancelled or Reduce Motion one); the presenter's view's always.
    func transcript() -> AnimatorTranscript {
        let completions = context.completions
        let asLeft = toViewAsLeft
        let finalFrame = handedFinalFrame(for: toViewController)
        let newViews = self.newViews
        let withheld = withheldView
        var changes: [ObjectIdentifier: [RecordedChange]] = [:]
        if scenario.mode.isCancelled || scenario.reduceMotion {
            var views = ViewsByIdentity(capacity: 32)
            for view in viewsAtStart ?? [] { _ = views.insert(view) }
            for entry in before.entries { _ = views.insert(entry.view) }
            for entry in after?.entries ?? [] { _ = views.insert(entry.view) }
            for view in views.views {
                let recorded = view.recordedChanges
                if !recorded.isEmpty { changes[ObjectIdentifier(view)] = recorded }
            }
        }
        let withheldChanges = withheldViewChangesByAnimator ?? Array(withheld.recordedChanges)
        var vended: [ObjectIdentifier] = []
        for animator in interruptibleAnimatorsVended { vended.append(ObjectIdentifier(animator)) }
        return AnimatorTranscript(
            scenario: scenario, judgedMode: judgedMode, completions: completions,
            transitionWasCancelledAtFirstCompletion: context.transitionWasCancelledAtFirstCompletion,
            callerOfFirstCompletion: (context as? any CompletionCallerRecording)?.callerOfFirstCompletion ?? .unknown,
            neverCompleted: completions.isEmpty ? neverCompleted : nil, completedDuringInteraction: completedDuringInteraction,
            animationsRunningAtCompletion: animationsRunningAtCompletion, reportedDuration: reportedDuration, startTime: startTime,
            endTime: host.now, endedCancelled: endedCancelled,
            container: ReportedView(container), toView: ReportedView(toView), fromView: ReportedView(fromView), withheldView: ReportedView(withheld),
            handedFromView: handedView(forKey: .from) != nil, handedToView: handedView(forKey: .to) != nil, toViewFinalFrame: finalFrame,
            toViewAsLeft: asLeft, toViewSuperview: toView.superview.map(ReportedView.init),
            toViewInContainerAtCompletion: toViewAtCompletion?.inContainer == true,
            navigationControllerFramedToView: navigationControllerFramedToView(at: finalFrame), fromViewLeftInContainer: fromViewLeftInContainer,
            withheldViewSuperview: withheld.superview.map(ReportedView.init), withheldViewInWindow: withheld.window != nil,
            withheldViewChanges: withheldChanges,
            before: before, after: after, changes: changes, viewsAtStart: viewsAtStart, presentationControllerViews: presentationControllerViews,
            withholdsPresenterChanges: withheldViewChangesByAnimator != nil, newViews: newViews,
            underContainer: newViews.isEmpty ? nil : ViewsByIdentity(under: [container]),
            outsideContainer: outsideContainer,
            containerAtStart: containerAtStart, containerAtCompletion: containerAtCompletion,
            containerAtEnd: containerAtStart != nil && containerAtCompletion == nil ? ContainerState(of: container, in: host.window) : nil,
            runaways: runaways, workStartedLongAfterCompletion: workStartedLongAfterCompletion, raisingMisuse: host.raisingMisuse,
            animationsLeftDisabled: AnimationsEnabledIsolation.leftDisabled, screenSize: host.screenSize, screenBoundsReads: host.screenBoundsReads,
            appearance: AppearanceChecks.record(self), interruptibleAnimatorsVended: vended,
            firstVendedIsNotInterruptible: (interruptibleAnimatorsVended.first as? UIViewPropertyAnimator).map { !$0.isInterruptible } ?? false,
            limits: limits)
    }
}
