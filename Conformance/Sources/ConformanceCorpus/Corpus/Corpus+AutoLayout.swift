import TransitionConformance

extension Corpus {
    /// Presentation controllers that lay out their chrome with Auto Layout.
    static var autoLayoutSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "autolayout/SlideInPresentationController (bottom)",
                origin: "pattern of the widely copied UIPresentationController tutorials: a dimming view pinned to the container with constraints",
                role: .correct, expectedViolations: [],
                expectation: """
                    the dimming view is pinned to the container's four edges (translatesAutoresizingMaskIntoConstraints \
                    false), so it covers the container before and after a rotation; it is removed after a cancelled \
                    presentation and a completed dismissal and shown again after a cancelled one; the presented view's \
                    frame comes from frameOfPresentedViewInContainerView and is set again on layout
                    """
            ) {
                verifyPresentationController { SlideInPresentationController(presentedViewController: $0, presenting: $1, direction: .bottom) }
            },
            CorpusSample(
                id: "autolayout/SlideInPresentationController (right)",
                origin: "the same, sliding in from the right", role: .correct, expectedViolations: [],
                expectation: "as from the bottom: the side only changes frameOfPresentedViewInContainerView"
            ) {
                verifyPresentationController { SlideInPresentationController(presentedViewController: $0, presenting: $1, direction: .right) }
            },
            CorpusSample(
                id: "autolayout/ScreenSizedDimmingPresentationController",
                origin: "pattern: a dimming view sized by width and height constants taken from the container when presented",
                role: .published, expectedViolations: ["PRES-RESIZE"],
                expectation: """
                    the dimming view's width and height are constants of the container's size at presentation, so after \
                    a rotation it no longer covers the container (PRES-RESIZE: chrome that covered the container still \
                    covers it); nothing else is wrong
                    """
            ) {
                verifyPresentationController { ScreenSizedDimmingPresentationController(presentedViewController: $0, presenting: $1) }
            },
        ]
    }
}
