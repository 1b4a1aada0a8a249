import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension Corpus {
    /// Transitions built around scroll and collection views: a bottom sheet whose pull-down is its
    /// scroll view's pan, taking over only at the top; a zoom from a collection-view cell.
    static var scrollViewSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "scroll/scrolling sheet",
                origin:
                    "pattern of scroll-aware sheet libraries (PanModal-like): a UIScrollView pinned with Auto Layout in a bottom sheet, whose pan dismisses the sheet only when the content is at the top",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    the bottom sheet's delegate, presentation controller and animators (checked correct on their own) with a \
                    scroll view as the sheet's content; the pull-down is the scroll view's pan, which starts the interactive \
                    dismissal only at the top (contentOffset.y <= 0) and holds the content there while the sheet moves; it \
                    finishes past half and cancels a short drag, clearing the interaction controller after either, so a \
                    dismissal from code is not interactive. \
                    Beside its point, the bottom sheet's animators slide the sheet up and down whatever Reduce Motion says: \
                    ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)
                    """,
                ensemble: CorpusEnsemble("scrolling sheet") {
                    .presentedViewController(
                        { _ in (UIViewController(), ScrollingSheetViewController()) },
                        interactiveDismissal: .pan(toward: .down) { ($0 as? ScrollingSheetViewController)?.scrollView.panGestureRecognizer })
                }),
            CorpusSample(
                id: "scroll/grid zoom",
                origin:
                    "pattern of zoom-transition libraries: a photo grid (UICollectionView, flow layout) presenting a detail screen, the selected cell snapshotted at convert(cell.bounds, to: containerView) and zoomed to the detail image view",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    the cell exists (the grid has laid out, and the animator scrolls to it if not); the snapshot moves between \
                    the cell's and the image view's frames in the container, the cell and image view are hidden during the \
                    zoom and unhidden on every path, the snapshot removed, the detail view taken out when it leaves; other \
                    screens get a cross-fade. \
                    Beside its point, the snapshot zooms between the cell and the image view whatever Reduce Motion says: \
                    ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)
                    """,
                ensemble: gridZoom(addsSnapshotToWindow: false)),
            CorpusSample(
                id: "scroll/grid zoom/addsSnapshotToWindow",
                origin: "the grid zoom adding its snapshot to the container's window so that it floats above everything",
                role: .mutant, expectedViolations: ["ANIM-CONTAINER-ONLY"],
                expectation:
                    "the snapshot goes into the window, outside the container UIKit gave (ANIM-CONTAINER-ONLY); it is still removed, the cell and image view are unhidden, so nothing else is reported",
                ensemble: gridZoom(addsSnapshotToWindow: true).declaring(.ignoresReduceMotionBesideTheDefect)),
        ]
    }

    static func gridZoom(addsSnapshotToWindow: Bool) -> CorpusEnsemble {
        CorpusEnsemble(addsSnapshotToWindow ? "grid zoom (addsSnapshotToWindow)" : "grid zoom") {
            let made = Latest<GridZoomTransitioningDelegate>()
            return .transitioningDelegate(
                { _ in made.keep(GridZoomTransitioningDelegate(addsSnapshotToWindow: addsSnapshotToWindow)) },
                screens: { _ in (PhotoGridViewController(zoomTransition: made.value ?? GridZoomTransitioningDelegate()), PhotoDetailViewController()) },
                presentationStyle: .custom)
        }
    }
}
