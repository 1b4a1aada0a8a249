import TransitionConformance

extension Corpus {
    /// Seed 002 (Apple's View Controller Programming Guide, "Presentations and Transitions", in a
    /// Korean translation): Listing 10-2's diagonal animator and Listings 11-1…11-5's dimming
    /// presentation controller, as published and corrected.
    static var appleGuideSamples: [CorpusSample] {
        let animator: Set<AnimatorFeature> = [.presentation, .dismissal, .interactive]
        return [
            CorpusSample(
                id: "seed-002/DiagonalAnimator (published)", origin: "seed 002, Listing 10-2 as published",
                role: .published,
                expectedViolations: [
                    "ANIM-FROM-VIEW-REMOVED", "ANIM-NOT-ANIMATED", "ANIM-CANCEL-RESTORES-STATE",
                    "ANIM-CANCEL-RESTORES-HIERARCHY", "ANIM-TO-VIEW-ADDED", "ANIM-REDUCE-MOTION",
                ],
                expectation: """
                    a successful dismissal removes the to-view, not the from-view (nil when the presenter \
                    stays, so the dismissed view is never removed); it ignores isAnimated and runs 0.5 s; a \
                    cancelled dismissal leaves the model frame at the corner. When the presenter was removed, \
                    "always add the to view" brings its view back, a success then removes it again (out of \
                    the container when the transition completes), and a cancel leaves it in the container, \
                    against "undo any modifications to the view hierarchy". (No ANIM-ROUND-TRIP since the round \
                    trip's dismissal runs through UIKit's machinery, one stage: UIKit puts the presenter's view \
                    back at its frame once the dismissal completed, HeadlessUIKit's F9 model.) The listing \
                    handles cancellation itself (transitionWasCancelled), so it is checked interactive. \
                    It ignores Reduce Motion and still slides across the screen: ANIM-REDUCE-MOTION, a should (verdict changed when the requirement came)
                    """
            ) {
                verifyAnimator(features: animator) { DiagonalAnimator(presenting: $0.kind == .presentation) }
            },
            CorpusSample(
                id: "seed-002/DiagonalAnimator (corrected)", origin: "seed 002, Listing 10-2 as its prose describes it",
                role: .correct, expectedViolations: [],
                expectation: """
                    removes the from-view, reads isAnimated, restores the frame after a cancel, puts a removed presenter back; \
                    with Reduce Motion on it fades with a 34-point diagonal nudge (24 pt each way) instead of crossing the screen
                    """
            ) {
                verifyAnimator(features: animator) { DiagonalAnimatorFixed(presenting: $0.kind == .presentation) }
            },
            CorpusSample(
                id: "seed-002/DimmingPresentationController (published)", origin: "seed 002, Listings 11-1…11-5 as published",
                role: .published, expectedViolations: ["PRES-DISMISS-CANCEL-KEEPS-CHROME", "PRES-RESIZE"],
                expectation: """
                    the listings are written for cancellable (interactive) transitions — 11-4 handles a \
                    cancelled presentation, 11-5 checks `completed` "to see whether the dismissal succeeded \
                    or was cancelled" — yet after a cancelled block-animated dismissal the dimming view keeps \
                    the alpha 0 the alongside block wrote (§3), so it stays in the container, invisible; and \
                    nothing is laid out on a resize, so the dimming view and the right-half frame keep the old size
                    """
            ) {
                verifyPresentationController { DimmingPresentationController(presentedViewController: $0, presenting: $1) }
            },
            CorpusSample(
                id: "seed-002/DimmingPresentationController (corrected)",
                origin: "seed 002, Listings 11-1…11-5 with layout and the alpha put back after a cancel",
                role: .correct, expectedViolations: [],
                expectation: "restores the dimming after a cancelled dismissal and follows the container's size"
            ) {
                verifyPresentationController { CorrectedDimmingPresentationController(presentedViewController: $0, presenting: $1) }
            },
        ]
    }
}
