import Testing

@testable import ConformanceCorpus
@testable import TransitionConformance

/// A card presentation controller that never lays the card out after the presentation.
@MainActor
private final class NoLayoutCardController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: (bounds.height / 2).rounded(), width: bounds.width, height: bounds.height - (bounds.height / 2).rounded())
    }
}

/// A cancelled pull-down whose card is put back only by a layout of the container (open point
/// F11): a `must` under HeadlessUIKit's answer, hidden under the other, and the message says which.
@MainActor
@Suite struct PullDownCardTests {
    private func cancelRestoreViolations(_ report: ConformanceReport) -> [Violation] {
        report.violations.filter { $0.requirement == .animCancelRestoresState }
    }

    @Test(
        "relying on containerViewWillLayoutSubviews() after a cancelled pull-down breaks ANIM-CANCEL-RESTORES-STATE, and the message says the other answer to F11 would hide it"
    )
    func reliesOnContainerLayout() throws {
        let report = Corpus.verifyPullDownCard(.reliesOnContainerLayout)
        // And, beside it, ANIM-REDUCE-MOTION (a should): the dismissal slides the card down whatever
        // Reduce Motion says, as in the correct card.
        #expect(Set(report.violations.map(\.requirement.id)) == ["ANIM-CANCEL-RESTORES-STATE", "ANIM-REDUCE-MOTION"])
        let violation = try #require(cancelRestoreViolations(report).first)
        #expect(violation.scenario.kind == .dismissal && violation.scenario.mode.isCancelled)
        #expect(violation.observed.hasSuffix(DismissalContainerLayout.hiddenNote), "\(violation.observed)")
        #expect(!violation.observed.contains(AnimatorRules.containerLayoutNote))
    }

    @Test("under the other answer (a layout at the start of every dismissal) the same card passes")
    func hiddenUnderTheOtherAnswer() throws {
        let report = try #require(OpenPoints.withContainerLaidOutAtDismissalStart { Corpus.verifyPullDownCard(.reliesOnContainerLayout) })
        #expect(report.passed, "\(report)")
    }

    @Test(
        "the card put back by the animator or by dismissalTransitionDidEnd(false) passes",
        arguments: [
            PullDownCardCancelRepair.animatorRestoresFrame, .presentationControllerRelaysOut,
        ])
    func repaired(_ repair: PullDownCardCancelRepair) {
        let report = Corpus.verifyPullDownCard(repair)
        #expect(report.passed, "\(report)")
    }

    @Test("with a presentation controller that never lays the card out, the message says the break is the same under either answer")
    func sameUnderEitherAnswer() throws {
        let report = verifyPresentationController(
            "no-layout card", features: [.presentation, .dismissal, .interactiveDismissal],
            animator: { scenario -> any UIViewControllerAnimatedTransitioning in
                if scenario.kind == .presentation { return PullDownCardPresentAnimator() }
                return PullDownCardDismissAnimator(restoresFrameOnCancel: false)
            }
        ) { presented, presenting in NoLayoutCardController(presentedViewController: presented, presenting: presenting) }
        let violation = try #require(cancelRestoreViolations(report).first)
        #expect(violation.observed.hasSuffix(DismissalContainerLayout.sameUnderEitherNote), "\(violation.observed)")
    }
}
