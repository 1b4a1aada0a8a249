#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Open point F11 in a cancelled dismissal: whether UIKit lays the container out — and so calls
/// the presentation controller's `containerViewWillLayoutSubviews()` — at the start of the
/// dismissal.
///
/// UIKit documents only that the container's layout callbacks come "during the animation
/// process", possibly several times (contract §2.1 step 6, §5.6). A presentation controller that
/// sets `presentedView?.frame = frameOfPresentedViewInContainerView` there puts a cancelled
/// dismissal's frame back if such a pass comes after the animator started; a dismissal animator
/// that leaves the frame at its end value after a cancel (contract §3) then looks right.
/// HeadlessUIKit's default (`HeadlessScene.Configuration.dismissalStartLaysOutContainer`) is that
/// no pass comes unless the view tree asks for one (a size change, a subview added or removed), as
/// for any view. That is the likely answer: a pass after `animateTransition(using:)` would set the
/// presented view's frame back under UIKit's additive `UIView` animations (iOS 8 and later, WWDC 2014
/// session 236), and the widely copied slide-in controllers that lay out there would then jump at
/// the start of every dismissal, which they are not reported to do. So a card left displaced after
/// a cancel is the `must` ANIM-CANCEL-RESTORES-STATE under that answer.
///
/// Where a check can run the other answer (HeadlessUIKit's scenes; UIKit gives its own), a
/// cancelled dismissal that breaks ANIM-CANCEL-RESTORES-STATE is run again with the container laid
/// out at the start of the dismissal, and the message says whether that answer hides the break.
/// What breaks only under the other answer is not reported: no sample of the corpus has such a
/// break (under the other answer its verdicts differ only where that answer hides a break of
/// this kind).
@MainActor
enum DismissalContainerLayout {
    /// Whether the answer can change what a run of `scenario` shows: a cancelled dismissal.
    static func applies(to scenario: TransitionScenario) -> Bool {
        scenario.kind == .dismissal && scenario.mode.isCancelled
    }

    /// `violations`, found under HeadlessUIKit's answer, with each ANIM-CANCEL-RESTORES-STATE
    /// saying what `twin` — the same run under the other answer — showed; `twin` runs only when
    /// there is such a violation and the host can take the other answer.
    static func acrossAnswers(_ violations: [Violation], scenario: TransitionScenario, twin: () -> [Violation]) -> [Violation] {
        guard applies(to: scenario), violations.contains(where: { $0.requirement == .animCancelRestoresState }),
            let other = OpenPoints.withContainerLaidOutAtDismissalStart(twin)
        else { return violations }
        let hiddenThere = !other.contains { $0.requirement == .animCancelRestoresState }
        return violations.map { violation in
            guard violation.requirement == .animCancelRestoresState else { return violation }
            var observed = violation.observed
            if violation.causes.contains(.onlyFramesLeftInDismissal) { observed.removeLast(AnimatorRules.containerLayoutNote.count) }
            observed += hiddenThere ? hiddenNote : sameUnderEitherNote
            return violation.refiled(observed: observed)
        }
    }

    /// The break shows under HeadlessUIKit's answer only.
    static let hiddenNote = """
         — nothing in this dismissal asked UIKit to lay the container out, so the presentation controller's \
        containerViewWillLayoutSubviews() did not run after the cancel. Only if UIKit laid the container out at the start of \
        every dismissal (the other answer to open point F11, undocumented; HeadlessUIKit's default is that it does not) would \
        that layout put the frame back and hide this: restore the frame in the cancel path, or set it again in \
        dismissalTransitionDidEnd(false)
        """

    /// The break shows under both answers.
    static let sameUnderEitherNote = """
         — the same whether or not UIKit lays the container out at the start of the dismissal (open point F11): the \
        presentation controller's layout does not put it back
        """
}
