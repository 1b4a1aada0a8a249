#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

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
/// | the same delegate's dismissing animator changing or removing every view the presenting animator left in the container (an ensemble's completed presentation, or a delegate flow's, whose own dismissal decides) | ANIM-TEMP-VIEWS-REMOVED on that presentation | the views last the presentation by design (a backdrop): judged as a pair, nothing is left over |
/// | INT-NOT-VENDED-WITHOUT-GESTURE in a delegate flow; DELEGATE-ANIMATOR-DIRECTION for a direction; a finding of the flow itself on the same animator (a transition that never ended) | the animator rules' findings in that flow's transitions (all of them; that direction's; that requirement's) | the hang is the delegate's, the misdirected animator is reported as such, one finding per requirement and object |
/// | an ensemble animator run's finding | the same requirement on the same animator in a delegate flow's transition under the same scenario label | reported once, by the animator run |
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
                .map { FindingKey($0, object: nil) })
        guard !flowFound.isEmpty else { return }
        findings.removeAll { finding in
            PresentationRules.judgedInOneTransition.contains(finding.requirement) && flowFound.contains(FindingKey(finding, object: nil))
        }
    }

    /// The animator rules' findings in a delegate flow's transitions (each with the direction of
    /// its transition) that the flow's own findings (`flow`) do not explain: none when an
    /// interaction controller nobody drives hung the flow; none of a direction whose animator was
    /// shown to run the other one (its runs are skipped too); none of a requirement the flow
    /// reported on the same animator.
    static func flowTransitionFindings(_ found: [(TransitionScenario.Kind, Violation)], besides flow: [Violation]) -> [Violation] {
        guard !found.isEmpty, !flow.contains(where: { $0.requirement == .intNotVendedWithoutGesture }) else { return [] }
        return found.compactMap { kind, violation in
            if animatorRunsOtherDirection(kind, in: flow) { return nil }
            if flow.contains(where: { $0.requirement == violation.requirement && $0.object == violation.object }) { return nil }
            return violation
        }
    }

    /// Drops from a delegate check's report each finding of a flow's transition
    /// (``FindingCause/inFlowTransition``) that an animator run reported too: the same
    /// requirement on the same animator under the same scenario label.
    static func flowTransitionFindingsTheAnimatorRunsReported(_ report: inout ConformanceReport) {
        func key(_ violation: Violation) -> FindingKey { FindingKey(violation, object: violation.object) }
        let all = report.violations + report.suppressed.map(\.violation)
        guard all.contains(where: { $0.causes.contains(.inFlowTransition) }) else { return }
        let byAnimatorRuns = Set(all.filter { !$0.causes.contains(.inFlowTransition) }.map(key))
        report.violations.removeAll { $0.causes.contains(.inFlowTransition) && byAnimatorRuns.contains(key($0)) }
        report.suppressed.removeAll { $0.violation.causes.contains(.inFlowTransition) && byAnimatorRuns.contains(key($0.violation)) }
    }

    /// Drops ANIM-TEMP-VIEWS-REMOVED from an ensemble's completed presentation when every view it
    /// names is in the container and the same delegate's dismissing animator, run next as the app
    /// would run it, changed or removed each one: a backdrop meant to last the presentation, which
    /// UIKit keeps with the container until the dismissal. A leftover the dismissal never touches
    /// (a forgotten snapshot), or one outside the container, stays reported.
    @MainActor
    static func leftoversThePairDismisses(_ findings: inout [Violation], transcript: AnimatorTranscript, stage: UIKitStage?) {
        guard let stage, let outermost = leftoversForThePair(transcript) else { return }
        guard let handled = stage.dismissAsThePair(watching: outermost), handled.count == outermost.count else { return }
        findings.removeAll { $0.requirement == .animTempViewsRemoved }
    }

    /// The views a completed presentation left, outermost first, when every one is in the
    /// container (a backdrop the dismissal may take out): what the pair's dismissal is asked
    /// about — run next by an ensemble's animator run, the flow's own in a delegate flow (where
    /// ``PresentationRun/settleLeftovers(dismissed:)`` decides). Nil when there are none, or one
    /// is elsewhere.
    @MainActor
    static func leftoversForThePair(_ transcript: AnimatorTranscript) -> [UIView]? {
        guard transcript.succeeded, let inContainer = transcript.underContainer else { return nil }
        let leftovers = transcript.newViews.map(\.view)
        guard !leftovers.isEmpty, leftovers.allSatisfy({ inContainer.contains($0) && !transcript.container.is($0) }) else { return nil }
        return ViewNaming.outermost(leftovers).map(\.view)
    }
}
