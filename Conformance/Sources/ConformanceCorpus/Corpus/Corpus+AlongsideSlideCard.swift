import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension Corpus {
    /// A card its presentation controller slides alongside the transition, with animators whose
    /// animation block is empty (Samples/RealWorld/AlongsideSlideCardTransitions.swift): the
    /// alongside animations run in the animator's animation block, so its completion waits for them.
    static var alongsideSlideCardSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "realworld/AlongsideSlideCardTransitioningDelegate",
                origin:
                    "pattern: a presentation controller that slides the card through the transition coordinator in its will-begin methods; animators that run an empty UIView.animate(withDuration: transitionDuration(using:), animations: {}) and complete with !transitionWasCancelled",
                role: .correct, expectedViolations: [],
                expectation: """
                    the alongside blocks run in the same animation context as the transition (UIKit's coordinator header), so on \
                    UIKit they run inside the animator's empty block: its completion comes after the card's 0.35 s slide, and the \
                    transition takes its reported duration. The presenting animator adds the card, the dismissing one removes it \
                    once the slide is over: nothing to report
                    """,
                ensemble: CorpusEnsemble { .transitioningDelegate({ _ in AlongsideSlideCardTransitioningDelegate() }) })
        ]
    }
}
