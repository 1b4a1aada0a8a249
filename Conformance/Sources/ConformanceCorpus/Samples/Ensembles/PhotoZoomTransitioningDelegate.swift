#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One realistic defect of the photo-zoom ensemble, or none (nil).
public enum PhotoZoomDefect: String, CaseIterable, Sendable {
    /// The animator removes its snapshot only when the animation's `finished` flag is true.
    case keepsSnapshotWhenInterrupted
    /// When the context's view controllers are not the app's own, the animator returns without
    /// completing instead of falling back to a cross-fade.
    case returnsEarlyWhenCastFails
}

/// The photo-zoom ensemble's transitioning delegate: an `NSObject` that ``PhotoListViewController``
/// keeps and sets on each ``PhotoDetailViewController`` it presents (`.custom`, no presentation
/// controller, so the grid stays in the window). It vends a new ``PhotoZoomAnimator`` for each
/// direction and no interaction controller: the zoom is not interactive.
///
/// Correct (`defect: nil`). The broken variants are described on ``PhotoZoomAnimator`` and in
/// `EXPECTED.md`.
@MainActor
public final class PhotoZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The defect the vended animators carry; nil for the correct ensemble.
    public let defect: PhotoZoomDefect?

    public init(defect: PhotoZoomDefect? = nil) {
        self.defect = defect
        super.init()
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        PhotoZoomAnimator(isPresenting: true, defect: defect)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        PhotoZoomAnimator(isPresenting: false, defect: defect)
    }
}
