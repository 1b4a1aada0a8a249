import TransitionConformance

extension Corpus {
    /// UIKit's own sheet presentation controller, configured with detents.
    static var sheetSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "sheet/FilterSheetTransitioningDelegate (medium and large detents)",
                origin:
                    "pattern of iOS 15+ apps: a transitioning delegate vending UISheetPresentationController with detents [.medium(), .large()], the medium one selected",
                role: .correct, expectedViolations: [],
                expectation: """
                    UIKit's sheet places the presented view at the selected detent (bottom-attached, half the large \
                    detent's height) from frameOfPresentedViewInContainerView, the same on every read; it lays the view \
                    out again when the container resizes (in compact height the medium detent is inactive, so the large \
                    one shows); it adds no chrome, so nothing is left behind after a cancel or a dismissal, and it is \
                    released after the round trip
                    """
            ) {
                verifyPresentationController { FilterSheetTransitioningDelegate.makeSheet(presented: $0, presenting: $1) }
            }
        ]
    }
}
