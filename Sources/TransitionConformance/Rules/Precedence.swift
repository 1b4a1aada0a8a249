/// Which finding explains which: the one table of the decisions that drop or re-file a finding
/// because another one, in the same run or the same check, is its cause.
///
/// Each decision reads requirement IDs, ``FindingCause`` values and counts from the run's record —
/// never a message's text — so rewording a message cannot change a verdict.
///
/// | The finding… | …explains | so |
/// | --- | --- | --- |
/// | INT-GESTURE-END on an ordinary gesture end (the controller ignores gesture ends) | INT-FINISH-AT-FULL with ``FindingCause/noEndCallAfterGesture`` | it is filed as INT-GESTURE-END: the silence at full progress is the same fault |
/// | INT-COMPLETES or INT-GESTURE-END in an ensemble's interactive run | ANIM-COMPLETE-ONCE when nothing completed the transition | the animator, left waiting, is not blamed |
/// | ANIM-COMPLETE-FLAG when the transition completed exactly once | INT-COMPLETES with ``FindingCause/endCallThenWrongCompletion`` | the wrong flag is the animator's, not the controller's |
/// | INT-NOT-VENDED-WITHOUT-GESTURE in a delegate flow (a transition hung on an undriven controller) | ANIM-COMPLETE-ONCE in that flow | reported once, as the delegate's |
/// | DELEGATE-ANIMATOR-DIRECTION with ``FindingCause/presentationAnimatorRanDismissal`` (or the dismissal twin), found only when the animator was shown to run the other direction (the sides it asked its context for, the views it put in the container) | that direction's animator runs | they are skipped with the reason, not judged as animator runs of the wrong direction; an animator that did nothing recognisable is not found, and its runs are judged |
/// | the same delegate's dismissing animator changing or removing every view the presenting animator left in the container (an ensemble's completed presentation) | ANIM-TEMP-VIEWS-REMOVED on that presentation | the views last the presentation by design (a backdrop): judged as a pair, nothing is left over |
/// | a presentation-controller finding of a delegate flow | the same requirement in the ensemble's animator run of the same scenario | reported once, by the flow, which judges the presentation controller over the whole present-and-dismiss |
enum Precedence {
    /// INT-FINISH-AT-FULL found because the controller called nothing at full progress, in a
    /// suite where it also ignores ordinary gesture ends: the same INT-GESTURE-END.
    static func silentAtFullProgress(_ violation: Violation) -> Violation {
        guard violation.requirement == .intFinishAtFull, violation.causes.contains(.noEndCallAfterGesture) else { return violation }
        return violation.refiled(as: .intGestureEnd)
    }

    /// Whether the interaction controller's findings explain an animator's "never completed":
    /// it left the transition unended (no end call, or an end call that completed nothing).
    static func interactionLeftTransitionHanging(_ findings: [Violation]) -> Bool {
        findings.contains { $0.requirement == .intCompletes || $0.requirement == .intGestureEnd }
    }

    /// Drops the interaction controller's INT-COMPLETES for a wrong completion when the animator's
    /// ANIM-COMPLETE-FLAG explains it: the controller ended the transition once, and the one
    /// completion's flag was the animator's choice.
    static func completionFlagIsTheAnimators(_ findings: inout [Violation], completions: Int) {
        guard completions == 1, findings.contains(where: { $0.requirement == .animCompleteFlag }) else { return }
        findings.removeAll { $0.requirement == .intCompletes && $0.causes.contains(.endCallThenWrongCompletion) }
    }

    /// Whether the delegate's animator for `kind` was found running the other direction, so that
    /// its animator runs are skipped rather than judged.
    static func animatorRunsOtherDirection(_ kind: TransitionScenario.Kind, in violations: [Violation]) -> Bool {
        let cause: FindingCause = kind == .presentation ? .presentationAnimatorRanDismissal : .dismissalAnimatorRanPresentation
        return violations.contains { $0.requirement == .delegateAnimatorDirection && $0.causes.contains(cause) }
    }

    /// Drops from an ensemble's animator run the presentation-controller findings that the
    /// delegate checker's flow of the same scenario (same label) already reported under the same
    /// requirement: one finding on one object per scenario.
    @MainActor
    static func presentationFindingsTheFlowReported(_ findings: inout [Violation], report: ConformanceReport) {
        let flowFound = Set(
            (report.violations + report.suppressed.map(\.violation)).filter { PresentationRules.judgedInOneTransition.contains($0.requirement) }
                .map { "\($0.requirement.id) \($0.scenario.testDescription)" })
        guard !flowFound.isEmpty else { return }
        findings.removeAll { finding in
            PresentationRules.judgedInOneTransition.contains(finding.requirement)
                && flowFound.contains("\(finding.requirement.id) \(finding.scenario.testDescription)")
        }
    }

    /// Drops ANIM-TEMP-VIEWS-REMOVED from an ensemble's completed presentation when every view it
    /// names is in the container and the same delegate's dismissing animator, run next as the app
    /// would run it, changed or removed each one: a backdrop meant to last the presentation, which
    /// UIKit keeps with the container until the dismissal. A leftover the dismissal never touches
    /// (a forgotten snapshot), or one outside the container, stays reported.
    @MainActor
    static func leftoversThePairDismisses(_ findings: inout [Violation], transcript: AnimatorTranscript, stage: UIKitStage?) {
        guard transcript.succeeded, let stage, let inContainer = transcript.underContainer else { return }
        let leftovers = transcript.newViews.map(\.view)
        guard !leftovers.isEmpty, leftovers.allSatisfy({ inContainer.contains($0) && !transcript.container.is($0) }) else { return }
        let outermost = ViewNaming.outermost(leftovers).map(\.view)
        guard let handled = stage.dismissAsThePair(watching: outermost), handled.count == outermost.count else { return }
        findings.removeAll { $0.requirement == .animTempViewsRemoved }
    }
}
