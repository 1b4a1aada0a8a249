import TransitionConformance

extension Corpus {
    /// The source material's implementations, as published and as corrected, and the kit's own
    /// reference subjects (which must pass everything).
    public static var seedSamples: [CorpusSample] {
        referenceSamples + blurPresentationSamples + objcIOContainerSamples + appleGuideSamples + cardPopSamples
            + zoomTransitionSamples + matchZoomTransitionSamples + legalButUnusualSamples + circularRevealSamples + autoLayoutSamples + sheetSamples
            + scrollViewSamples
    }

    /// The kit's reference subjects: correct by construction, each must pass its suite.
    static var referenceSamples: [CorpusSample] {
        let all: Set<AnimatorFeature> = [.presentation, .dismissal, .push, .pop, .interactive]
        return [
            CorpusSample(
                id: "reference/MinimalAnimator", origin: "the kit's reference cross-fade", role: .correct, expectedViolations: [],
                expectation: "meets every animator requirement"
            ) { verifyAnimator(features: all) { _ in MinimalAnimator() } },
            CorpusSample(
                id: "reference/MinimalSlideAnimator", origin: "the kit's reference slide", role: .correct, expectedViolations: [],
                expectation: "meets every animator requirement; with Reduce Motion on it cross-fades in place instead of sliding"
            ) { verifyAnimator(features: all) { _ in MinimalSlideAnimator() } },
            CorpusSample(
                id: "reference/MinimalInterruptibleAnimator", origin: "the kit's reference interruptible cross-fade", role: .correct,
                expectedViolations: [], expectation: "meets every animator requirement"
            ) {
                verifyAnimator(features: all.union([.interruptible])) { _ in MinimalInterruptibleAnimator() }
            },
            CorpusSample(
                id: "reference/MinimalInteractionController", origin: "the kit's reference pan-driven interaction controller",
                role: .correct, expectedViolations: [], expectation: "meets every interaction-controller requirement"
            ) {
                verifyInteractiveTransition { _ in MinimalInteractionController.subject() }
            },
            CorpusSample(
                id: "reference/MinimalPresentationController", origin: "the kit's reference dimming presentation controller",
                role: .correct, expectedViolations: [], expectation: "meets every presentation-controller requirement"
            ) {
                verifyPresentationController { MinimalPresentationController(presentedViewController: $0, presenting: $1) }
            },
            CorpusSample(
                id: "reference/SheetTransitioningDelegate", origin: "a delegate vending MinimalPresentationController and a sheet animator per direction",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation:
                    "meets every delegate and presentation-controller requirement. Beside its point, its sheet animators slide the sheet up and down by the container's height whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)",
                ensemble: CorpusEnsemble { .transitioningDelegate { _ in SheetTransitioningDelegate() } }),
        ]
    }

    /// Seed 000 (Korean tutorial "Custom Presentation"): the blur presentation controller.
    static var blurPresentationSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "seed-000/BlurPresentationController (published)", origin: "seed 000, Custom1PresentationController as published",
                role: .published,
                expectedViolations: [
                    "PRES-CANCEL-REMOVES-CHROME", "PRES-DISMISS-CANCEL-KEEPS-CHROME", "PRES-RESIZE", "PRES-ROUND-TRIP",
                ],
                expectation: """
                    its did-end handlers only log, so the blur, close button and helper view are never removed \
                    and nothing animated is put back after a cancel; it lays nothing out on rotation; and a \
                    rotation while presented leaves the presenting view with a frame computed under its 0.8 scale \
                    (the tutorial's own "black margins, sides cut off"). Verdict changed in the UIKit calibration \
                    (was also PRES-DISMISS-REMOVES-CHROME): after a completed dismissal the chrome it never \
                    removes goes with the container UIKit discards, as nothing else keeps it (contract F3)
                    """
            ) {
                verifyPresentationController { PublishedBlurPresentationController(presentedViewController: $0, presenting: $1) }
            },
            CorpusSample(
                id: "seed-000/BlurPresentationController (corrected)", origin: "seed 000, with the tutorial's layout fix and removal in the did-end handlers",
                role: .correct, expectedViolations: [],
                expectation: "lays out on rotation, removes its chrome when it must and restores what a cancel leaves"
            ) {
                verifyPresentationController { CorrectedBlurPresentationController(presentedViewController: $0, presenting: $1) }
            },
        ]
    }

    /// Seed 001 (objc.io issue 12, "Custom Container View Controller Transitions").
    static var objcIOContainerSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "seed-001/ContainerViewController (published)", origin: "seed 001, the container and PrivateTransitionContext as published",
                role: .published, expectedViolations: ["CTX-FRAMES"],
                expectation: """
                    its context returns off-screen rectangles, not .zero, for the new child's initial frame and \
                    the old child's final frame; everything else follows UIKit's rules
                    """
            ) {
                verifyTransitionContext { _, animator in SampleContainerViewController.subject(.objcIOAsPublished, animator: animator) }
            },
            CorpusSample(
                id: "seed-001/PrivateAnimatedTransition (published)", origin: "seed 001, the container's default animator as published",
                role: .published, expectedViolations: ["ANIM-FINAL-FRAME", "ANIM-REDUCE-MOTION"],
                expectation: """
                    it adds the new child's view without giving it finalFrame(for:) (it keeps the size its view \
                    controller loaded it with). Verdict changed in the UIKit calibration (was also \
                    ANIM-NOT-ANIMATED and ANIM-FROM-VIEW-REMOVED): it runs 1 s even when isAnimated is false, \
                    but its container, like UINavigationController, never runs it non-animated (its context's \
                    isAnimated is always true; UIKit runs no custom animator for a non-animated push or pop, \
                    contract F5), and leaving the old child's view to the container's completion block is what \
                    a navigation controller's pop does too (F4). \
                    It ignores Reduce Motion and still slides across the screen: ANIM-REDUCE-MOTION, a should (verdict changed when the requirement came)
                    """
            ) {
                verifyAnimator(features: AnimatorFeature.navigation) { _ in ObjcIODefaultAnimator() }
            },
            CorpusSample(
                id: "seed-001/PrivateAnimatedTransition (corrected)", origin: "seed 001's default animator with those three fixed",
                role: .correct, expectedViolations: [],
                expectation: "meets every animator requirement for push and pop; with Reduce Motion on it keeps its cross-fade and slides only 20 pt"
            ) {
                verifyAnimator(features: AnimatorFeature.navigation) { _ in CorrectedObjcIODefaultAnimator() }
            },
            CorpusSample(
                id: "seed-001/ContainerViewController (corrected)", origin: "seed 001 with UIKit's frame rules",
                role: .correct, expectedViolations: [], expectation: "meets every context requirement with each reference animator"
            ) {
                verifyTransitionContext { _, animator in SampleContainerViewController.subject(.correct, animator: animator) }
            },
        ]
    }
}
