import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension Corpus {
    /// The snapshot card (Samples/Ensembles/SnapshotCard…): a card over a scaled snapshot of the
    /// presenter, checked whole and as its pieces. A view outside the container is blamed on the
    /// object whose code added it: the presentation controller's backdrop is
    /// PRES-CHROME-IN-CONTAINER, never the animator's ANIM-CONTAINER-ONLY or
    /// ANIM-TEMP-VIEWS-REMOVED; the animator's own shadow is ANIM-CONTAINER-ONLY.
    static var snapshotCardSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "ensemble/snapshot card",
                origin: "pattern: a card over a scaled snapshot of the presenter, the backdrop the presentation controller's",
                role: .correct, expectedViolations: [],
                expectation: """
                    the presentation controller puts the presenter's snapshot in a black backdrop inside the container, \
                    scales it alongside and removes it after a completed dismissal or a cancelled presentation; the \
                    animators move only the card
                    """,
                ensemble: CorpusEnsemble("snapshot card") { .presentedViewController({ _ in (UIViewController(), SnapshotCardViewController()) }) }),
            CorpusSample(
                id: "ensemble/snapshot card/backdropInWindow",
                origin: "the snapshot card whose presentation controller puts the backdrop in the window, below the container",
                role: .mutant, expectedViolations: ["PRES-CHROME-IN-CONTAINER"],
                expectation: """
                    the backdrop is added by presentationTransitionWillBegin() outside the container: the presentation \
                    controller's fault (PRES-CHROME-IN-CONTAINER). The animators never touch it, so neither \
                    ANIM-CONTAINER-ONLY nor ANIM-TEMP-VIEWS-REMOVED (it lasts the presentation by design and is \
                    removed after the dismissal)
                    """,
                ensemble: CorpusEnsemble("snapshot card (backdrop in the window)") {
                    .presentedViewController({ _ in (UIViewController(), SnapshotCardViewController(defect: .backdropInWindow)) })
                }),
            CorpusSample(
                id: "ensemble/snapshot card/animatorShadowInWindow",
                origin: "the snapshot card whose animators add a shadow view to the window while they slide the card",
                role: .mutant, expectedViolations: ["ANIM-CONTAINER-ONLY"],
                expectation: """
                    animateTransition(using:) adds the shadow to the window, outside the container (ANIM-CONTAINER-ONLY, \
                    the animator's, a should); its completion removes it, so nothing is left over, and the presentation \
                    controller's backdrop is in the container
                    """,
                ensemble: CorpusEnsemble("snapshot card (animator's shadow in the window)") {
                    .presentedViewController({ _ in (UIViewController(), SnapshotCardViewController(defect: .animatorShadowInWindow)) })
                }),
            CorpusSample(
                id: "delegate/snapshot card/backdropInWindow",
                origin: "the snapshot card's delegate with the backdrop in the window, checked as a delegate",
                role: .mutant, expectedViolations: ["PRES-CHROME-IN-CONTAINER"],
                expectation: "the same code as ensemble/snapshot card/backdropInWindow, the same verdict from the delegate checker",
                ensemble: CorpusEnsemble { .transitioningDelegate({ _ in SnapshotCardTransitioningDelegate(defect: .backdropInWindow) }) }),
            CorpusSample(
                id: "pieces/snapshot card/backdropInWindow/presentationController",
                origin: "the snapshot card's presentation controller with the backdrop in the window, with its animators",
                role: .mutant, expectedViolations: ["PRES-CHROME-IN-CONTAINER"],
                expectation: "the presentation-controller checker sees the backdrop outside the container (PRES-CHROME-IN-CONTAINER)"
            ) {
                verifyPresentationController(
                    features: [.presentation, .dismissal, .presenterKept],
                    animator: { SnapshotCardAnimator(isPresenting: $0.kind == .presentation, shadowInWindow: false) }
                ) { SnapshotCardPresentationController(presentedViewController: $0, presenting: $1, backdropInWindow: true) }
            },
            CorpusSample(
                id: "pieces/snapshot card/backdropInWindow/animator",
                origin: "the snapshot card's animators, checked with the presentation controller that puts the backdrop in the window",
                role: .correct, expectedViolations: [],
                expectation: """
                    the animators move only the card: the backdrop outside the container is the presentation \
                    controller's (its own checker reports it), not ANIM-CONTAINER-ONLY or ANIM-TEMP-VIEWS-REMOVED
                    """
            ) {
                verifyAnimator(
                    features: [.presentation, .dismissal, .presenterKept],
                    presentationController: { SnapshotCardPresentationController(presentedViewController: $0, presenting: $1, backdropInWindow: true) }
                ) { SnapshotCardAnimator(isPresenting: $0.kind == .presentation, shadowInWindow: false) }
            },
        ]
    }
}
