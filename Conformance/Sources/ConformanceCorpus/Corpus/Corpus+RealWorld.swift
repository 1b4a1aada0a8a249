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
            },
            CorpusSample(
                id: "realworld/SlideUpTransitioningDelegate",
                origin: "pattern: a library's slide-up animators, vended with no presentation controller, on a screen whose style is never set",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    the call site sets no style, so UIKit presents a sheet (.automatic) and still runs the delegate's \
                    animators; the dismissal puts back only the presenter's view view(forKey: .to) hands over — in a \
                    full-screen presentation, not in the sheet — so both styles end with the presenter on screen. \
                    Beside its point, the animators slide the screen up and down whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should \
                    (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)
                    """,
                ensemble: CorpusEnsemble {
                    .transitioningDelegate(
                        { _ in SlideUpTransitioningDelegate(.correct) }, screens: { _ in (UIViewController(), SlideUpSheetViewController()) })
                }),
            CorpusSample(
                id: "mutant/ANIM-NIL-VIEWS/insertsPresenterThroughViewController",
                origin: "the slide-up delegate whose dismissal inserts viewController(forKey: .to)!.view, as a library's did",
                role: .mutant, expectedViolations: ["ANIM-NIL-VIEWS"],
                expectation: """
                    right when presented full screen, but with no style at the call site UIKit presents a sheet: the \
                    presenter's view stays in the window, the dismissal moves it into the container, and UIKit takes \
                    it away with the container — a black screen (ANIM-NIL-VIEWS, in UIKit's default style only)
                    """,
                ensemble: CorpusEnsemble {
                    .transitioningDelegate(
                        { _ in SlideUpTransitioningDelegate(.insertsPresenterThroughViewController) },
                        screens: { _ in (UIViewController(), SlideUpSheetViewController()) })
                }.declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "realworld/PushBackCardTransitioningDelegate",
                origin: "pattern: a card over a pushed-back presenter, the push-back animated by the presentation controller alongside",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    the presentation controller scales the presenter's view (which stays in the window, outside the \
                    container) alongside the transition and puts it back on every path; the animators complete with \
                    !transitionWasCancelled, so interrupting every animation of the transition — the presenter's \
                    scale included — changes nothing. \
                    Beside its point, the animators slide the card up and down whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should \
                    (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)
                    """,
                ensemble: CorpusEnsemble { .transitioningDelegate { _ in PushBackCardTransitioningDelegate(.correct) } }),
            CorpusSample(
                id: "mutant/ANIM-COMPLETE-FLAG/completesFromPresenterAnimation",
                origin: "the push-back card whose animators scale the presenter themselves and complete with that animation's flag",
                role: .mutant, expectedViolations: ["ANIM-COMPLETE-FLAG", "ANIM-PRESENTER-VIEW-UNTOUCHED"],
                expectation: """
                    the animators reach the presenter's view through its view controller (ANIM-PRESENTER-VIEW-UNTOUCHED, a \
                    should) and call completeTransition(finished) from the completion of its scale animation: that \
                    view is outside the container, and once every animation of the transition is interrupted, not \
                    only the container's, the flag is false in a transition nobody cancelled (ANIM-COMPLETE-FLAG)
                    """,
                ensemble: CorpusEnsemble { .transitioningDelegate { _ in PushBackCardTransitioningDelegate(.completesFromPresenterAnimation) } }.declaring(
                    .ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "realworld/GradientScrimPresentationController",
                origin: "pattern: a dimming scrim that is a clear view drawing a gradient, and a vignette drawn in draw(_:), pinned with Auto Layout",
                role: .correct, expectedViolations: [],
                expectation: """
                    both chrome views have a clear background but draw (a CAGradientLayer layer class, a draw(_:) of \
                    its own), so they count as chrome covering the container; pinned to its edges, they still cover \
                    it after every rotation, and they are removed after a completed dismissal and a cancelled \
                    presentation
                    """
            ) {
                verifyPresentationController { GradientScrimPresentationController(.correct, presented: $0, presenting: $1) }
            },
            CorpusSample(
                id: "mutant/PRES-RESIZE/gradientScrimSizedOnce",
                origin: "the gradient scrim sized once from the container's bounds, never resized",
                role: .mutant, expectedViolations: ["PRES-RESIZE"],
                expectation: """
                    the scrim's background is clear, but it draws a gradient over the whole container: after a rotation \
                    it no longer covers the screen (PRES-RESIZE), which a decision from its background colour alone \
                    missed
                    """
            ) {
                verifyPresentationController { GradientScrimPresentationController(.scrimSizedOnce, presented: $0, presenting: $1) }
            },
        ] + crossFadeNavigationSamples + controllerDrivenCardSamples
            + alongsideSlideCardSamples
    }

    /// A card whose presentation controller moves it while the animators only fade the dimming
    /// view (Samples/RealWorld/ControllerDrivenCard…): the direction an animator ran is judged from
    /// what it did, not from whether the card animated.
    static var controllerDrivenCardSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "realworld/ControllerDrivenCardTransitioningDelegate",
                origin: "pattern: a presentation controller that slides the card alongside the transition, animators that only fade its dimming view",
                role: .correct, expectedViolations: [],
                expectation: """
                    the presentation controller adds the card and slides it in and out through the transition coordinator, and \
                    removes it after the dismissal; each animator asks its context for its own side only (the presented view \
                    controller, to reach the dimming view) and completes with !transitionWasCancelled after the fade. Nothing is \
                    misdirected, and every dismissal run is judged
                    """,
                ensemble: CorpusEnsemble { .transitioningDelegate({ _ in ControllerDrivenCardTransitioningDelegate(.correct) }) }),
            CorpusSample(
                id: "realworld/ControllerDrivenCardViewController",
                origin: "the same card, a screen that sets its own .custom style and delegate in its initializer",
                role: .correct, expectedViolations: [],
                expectation: "checked as the screen brings it: the same verdict as its delegate's, nothing",
                ensemble: CorpusEnsemble { .presentedViewController({ _ in (UIViewController(), ControllerDrivenCardViewController(.correct)) }) }),
            CorpusSample(
                id: "realworld/ControllerDrivenCard (snapshot, card left for UIKit)",
                origin: "the card whose presentation controller slides a snapshot out while the card is hidden, and leaves the card in the container",
                role: .published, expectedViolations: ["ANIM-FROM-VIEW-REMOVED"],
                expectation: """
                    nobody animates the card itself in the dismissal and it is still in the container afterwards, but the \
                    dismissing animator asked for the .from side, as a dismissal does, and touched nothing: not \
                    DELEGATE-ANIMATOR-DIRECTION (verdict changed: it was, from "never animated" alone, and its dismissal runs were \
                    skipped). The dismissal runs now judge it: the dismissed view is left in the container UIKit discards \
                    (ANIM-FROM-VIEW-REMOVED, a should)
                    """,
                ensemble: CorpusEnsemble { .transitioningDelegate({ _ in ControllerDrivenCardTransitioningDelegate(.snapshotLeftForUIKit) }) }),
            CorpusSample(
                id: "mutant/DELEGATE-ANIMATOR-DIRECTION/controllerDrivenCardSharedAnimator",
                origin: "the card's delegate sharing one animator whose isPresenting is set only for the presentation",
                role: .mutant, expectedViolations: ["DELEGATE-ANIMATOR-DIRECTION", "ANIM-ROUND-TRIP"],
                expectation: """
                    the dismissal runs the presenting code: it asks only for the .to side and, handed no .to view, adds \
                    viewController(forKey: .to)!.view — the presenter's — to the container above the card, as it brings in a \
                    presented view (DELEGATE-ANIMATOR-DIRECTION; its dismissal runs are skipped). UIKit discards the container \
                    with the presenter's view inside: a black screen after every dismissal, the animator's own code having \
                    moved the presenter's view last (ANIM-ROUND-TRIP, on the dismissal animator). The next presentation, from \
                    a view controller out of the window, is cancelled with the view still gone: the same damage, not a \
                    second fault. (Both were named on the presentation controller, PRES-ROUND-TRIP and \
                    PRES-CANCEL-REMOVES-CHROME, while the delegate checker could not tell who changed the presenter.)
                    """,
                ensemble: CorpusEnsemble { .transitioningDelegate({ _ in ControllerDrivenCardTransitioningDelegate(.sharedAnimator) }) }),
        ]
    }
}
