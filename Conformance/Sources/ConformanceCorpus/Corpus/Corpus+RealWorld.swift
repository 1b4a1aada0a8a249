import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension Corpus {
    /// Patterns found in real libraries' and apps' transition code that the kit misjudged, written
    /// here in those styles (Samples/RealWorld): each with the verdict UIKit's behaviour calls for.
    static var realWorldSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "realworld/ReversibleCoverAnimator",
                origin: "pattern: a card cover whose dismissal reads finalFrame(for: fromVC) to restore on cancel, with a shadow view in the window",
                role: .published, expectedViolations: ["ANIM-DISMISSED-FINAL-FRAME", "ANIM-CONTAINER-ONLY", "ANIM-TEMP-VIEWS-REMOVED", "ANIM-REDUCE-MOTION"],
                expectation: """
                    a cancelled pull-down leaves the card at .zero only while finalFrame(for:) of the dismissed view controller \\
                    answers .zero; with its current frame it is restored: ANIM-DISMISSED-FINAL-FRAME (a should naming open point \\
                    F10), not ANIM-CANCEL-RESTORES-STATE — even though the shadow view it leaves in the window breaks \\
                    ANIM-CONTAINER-ONLY (a must) under either answer, and, left behind, ANIM-TEMP-VIEWS-REMOVED. \\
                    It ignores Reduce Motion and still slides across the screen: ANIM-REDUCE-MOTION, a should (verdict changed when the requirement came)
                    """
            ) {
                verifyAnimator(features: [.presentation, .dismissal, .interactiveDismissal, .presenterKept]) { scenario in
                    ReversibleCoverAnimator(isPresenting: scenario.kind == .presentation)
                }
            }
        ]
    }
}
