#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The grid zoom's transitioning delegate: vends a ``GridZoomAnimator`` for each direction, no
/// presentation controller (the grid stays in the window) and no interaction controller.
@MainActor
public final class GridZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Whether the vended animators carry the `addsSnapshotToWindow` bug.
    public let addsSnapshotToWindow: Bool

    public init(addsSnapshotToWindow: Bool = false) {
        self.addsSnapshotToWindow = addsSnapshotToWindow
        super.init()
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        GridZoomAnimator(isPresenting: true, addsSnapshotToWindow: addsSnapshotToWindow)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        GridZoomAnimator(isPresenting: false, addsSnapshotToWindow: addsSnapshotToWindow)
    }
}

/// A "zoom from a cell" animator in the style of popular zoom-transition libraries: it finds the
/// selected cell (`collectionView.cellForItem(at:)`), snapshots it at its frame in the container
/// (`cell.convert(cell.bounds, to: containerView)`), hides the cell and the detail image view,
/// and moves the snapshot to the detail image view's frame (and back when dismissing) while the
/// detail screen fades in (out). The completion removes the snapshot, unhides the cell and the
/// image view, takes the detail view out when it leaves (dismissal done or presentation
/// cancelled) and passes `!transitionWasCancelled`. Screens that are not the grid and its detail
/// get a cross-fade.
///
/// Bug (`addsSnapshotToWindow`): the snapshot is added to the container's window
/// (`containerView.window ?? containerView`) "so that it floats above everything", as several
/// zoom libraries do. Expected: ANIM-CONTAINER-ONLY (a should), in every zoom: the snapshot is
/// outside the container UIKit gave (it is still removed, and its frame, computed in the container,
/// happens to match the window's while the container fills it).
///
/// Not a mutant here, though natural: unhiding the cell only when not cancelled (or only when the
/// animation `finished`). This grid's zoom is never interactive, so UIKit never cancels it, and an
/// interrupted zoom's hidden cell is under the detail screen and unhidden by the dismissal: the
/// kit rightly finds nothing wrong.
@MainActor
final class GridZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private let addsSnapshotToWindow: Bool

    init(isPresenting: Bool, addsSnapshotToWindow: Bool) {
        self.isPresenting = isPresenting
        self.addsSnapshotToWindow = addsSnapshotToWindow
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let grid = transitionContext.viewController(forKey: isPresenting ? .from : .to) as? PhotoGridViewController
        let detail = transitionContext.viewController(forKey: isPresenting ? .to : .from) as? PhotoDetailViewController
        let detailView = transitionContext.view(forKey: isPresenting ? .to : .from)
        guard let grid, let detail, let detailView, let cell = grid.selectedCell() else {
            crossFade(using: transitionContext)
            return
        }
        let container = transitionContext.containerView
        if isPresenting {
            detailView.frame = transitionContext.finalFrame(for: detail)
            detailView.alpha = 0
            container.addSubview(detailView)
        }
        detailView.layoutIfNeeded()
        let cellFrame = cell.convert(cell.bounds, to: container)
        let imageFrame = detail.imageView.convert(detail.imageView.bounds, to: container)
        let snapshot = (isPresenting ? cell : detail.imageView).snapshotView(afterScreenUpdates: false) ?? UIView()
        snapshot.accessibilityIdentifier = "gridZoom.snapshot"
        snapshot.frame = isPresenting ? cellFrame : imageFrame
        if addsSnapshotToWindow, let window = container.window {
            window.addSubview(snapshot)
        } else {
            container.addSubview(snapshot)
        }
        cell.isHidden = true
        detail.imageView.isHidden = true
        let isPresenting = isPresenting
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut]) {
            snapshot.frame = isPresenting ? imageFrame : cellFrame
            detailView.alpha = isPresenting ? 1 : 0
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            snapshot.removeFromSuperview()
            cell.isHidden = false
            detail.imageView.isHidden = false
            if isPresenting == cancelled { detailView.removeFromSuperview() }
            detailView.alpha = 1
            transitionContext.completeTransition(!cancelled)
        }
    }

    /// The fallback for other screens: the presented view fades in over the presenter, or out.
    private func crossFade(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let isPresenting = isPresenting
        if let toView, let to = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: to)
            if isPresenting {
                toView.alpha = 0
                container.addSubview(toView)
            } else if let fromView {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            if isPresenting { toView?.alpha = 1 } else { fromView?.alpha = 0 }
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { toView?.removeFromSuperview() } else if !isPresenting { fromView?.removeFromSuperview() }
            toView?.alpha = 1
            fromView?.alpha = 1
            transitionContext.completeTransition(!cancelled)
        }
    }
}
