import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension Corpus {
    // MARK: Pull-down card: who puts the card back after a cancelled pull-down

    /// The pull-down card checked as its screen brings it, its pull-down driven through its own handler.
    @MainActor
    static func verifyPullDownCard(_ repair: PullDownCardCancelRepair) -> ConformanceReport {
        pullDownCard(repair).verify()
    }

    /// The pull-down card's screens, the presented one bringing its delegate, and its pull-down.
    static func pullDownCard(_ repair: PullDownCardCancelRepair) -> CorpusEnsemble {
        CorpusEnsemble("pull-down card (\(repair.rawValue))") {
            .presentedViewController(
                { _ in (UIViewController(), PullDownCardViewController(repair: repair)) },
                interactiveDismissal: .pan(toward: .down) { ($0 as? PullDownCardViewController)?.dismissPan })
        }
    }

    /// The pull-down card's presentation controller checked alone, with the card's own animators
    /// (the kit's interaction controller drives the pull-down).
    @MainActor
    static func verifyPullDownCardPresentationController(_ repair: PullDownCardCancelRepair) -> ConformanceReport {
        let delegate = PullDownCardTransitioningDelegate(repair: repair)
        return verifyPresentationController(
            "PullDownCardPresentationController (\(repair.rawValue))", features: [.presentation, .dismissal, .interactiveDismissal],
            animator: { scenario in
                let placeholder = UIViewController()
                return scenario.kind == .presentation
                    ? delegate.animationController(forPresented: placeholder, presenting: placeholder, source: placeholder)!
                    : delegate.animationController(forDismissed: placeholder)!
            },
            knownDeviations: [.cardAnimatorsIgnoreReduceMotion]
        ) { presented, presenting in
            delegate.presentationController(forPresented: presented, presenting: presenting, source: presenting)!
        }
    }

    static var pullDownCardSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "ensemble/pull-down card",
                origin:
                    "pattern: a half-height card whose presentation controller lays it out in containerViewWillLayoutSubviews(), dismissed by a pull-down made in .began; the dismissal animator sets the card's frame back on a cancel",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation:
                    "a pull-down let go early runs the card back and the animator's completion sets its frame back itself: the card is where it was whether or not UIKit lays the container out. Beside its point, the presentation fades the card in at its place under Reduce Motion, but the dismissal slides it down whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)",
                ensemble: pullDownCard(.animatorRestoresFrame)),
            CorpusSample(
                id: "ensemble/pull-down card/presentationControllerRelaysOut",
                origin: "the pull-down card whose presentation controller lays the card out again in dismissalTransitionDidEnd(false)",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    the animator leaves the card's frame at its off-screen end value after a cancel, but the presentation controller \
                    sets it back to frameOfPresentedViewInContainerView in dismissalTransitionDidEnd(false), which UIKit documents \
                    it calls: the screen ends right without relying on a layout pass. \
                    Beside its point, the presentation fades the card in at its place under Reduce Motion, but the dismissal slides it \
                    down whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run \
                    the Reduce Motion scenario)
                    """,
                ensemble: pullDownCard(.presentationControllerRelaysOut)),
            CorpusSample(
                id: "ensemble/pull-down card/reliesOnContainerLayout",
                origin: "the pull-down card whose animator and presentation controller both leave the cancelled card where it is",
                role: .mutant, expectedViolations: ["ANIM-CANCEL-RESTORES-STATE"],
                expectation: """
                    after a pull-down let go early the card stays below the screen (ANIM-CANCEL-RESTORES-STATE, named on \
                    PullDownCardDismissAnimator). Only a layout pass of the container would put it back through \
                    containerViewWillLayoutSubviews(), and nothing in the pull-down asks for one; when UIKit lays the container out \
                    in a dismissal is open point F11, and the message says the other answer (a layout at the start of every \
                    dismissal, HeadlessUIKit's old behaviour, under which this passed) would hide it
                    """,
                ensemble: pullDownCard(.reliesOnContainerLayout).declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "ensemble/pull-down card/reliesOnContainerLayout (presentation controller with its animators)",
                origin: "the same presentation controller, checked with the card's own animators",
                role: .mutant, expectedViolations: ["ANIM-CANCEL-RESTORES-STATE"],
                expectation:
                    "the presentation-controller checker's cancelled interactive dismissals with the card's animators show the same card left below the screen, with the same open-point note: one verdict whichever checker is called"
            ) { verifyPullDownCardPresentationController(.reliesOnContainerLayout) },
            CorpusSample(
                id: "ensemble/pull-down card/presentationControllerRelaysOut (presentation controller with its animators)",
                origin: "the re-laying-out presentation controller, checked with the card's own animators",
                role: .correct, expectedViolations: [],
                expectation: "judged as a pair, the presentation controller's did-end puts the card back after the kit's cancelled pull-downs"
            ) { verifyPullDownCardPresentationController(.presentationControllerRelaysOut) },
        ]
    }
}
