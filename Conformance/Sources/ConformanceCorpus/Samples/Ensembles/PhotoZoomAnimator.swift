#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The photo-zoom animator, one instance per direction: it casts the context's view controllers to
/// the app's own screens, snapshots the photo where it starts (the grid's selected thumbnail when
/// presenting, the detail's image view when dismissing), hides the real image views, and springs
/// the snapshot (`UIView.animate(…usingSpringWithDamping: 0.82…)`, 0.5 s) to where the photo ends
/// while the detail screen fades in or out. The completion removes the snapshot, unhides both
/// image views, takes the detail view out (dismissal done, or presentation cancelled) or fades it
/// back (dismissal cancelled), and passes `!transitionWasCancelled`.
///
/// When the view controllers are not ``PhotoListViewController`` and ``PhotoDetailViewController``
/// (the grid embedded in a navigation controller, or a checker's plain view controllers) it falls
/// back to a cross-fade that places the to-view at `finalFrame(for:)` and completes the same way.
///
/// Broken variants, by `defect`:
/// - ``PhotoZoomDefect/keepsSnapshotWhenInterrupted`` — Defect: `if finished { snapshot.removeFromSuperview() }`,
///   as if an unfinished animation were always followed by another. Expected: ANIM-TEMP-VIEWS-REMOVED,
///   attributed to the presentation animator (`isPresenting == true`), in presentations whose
///   animations are interrupted (`finished == false` although the transition
///   succeeded): the snapshot stays in the container over the detail screen. Only this ID: the
///   image views are unhidden on every path, so ANIM-CANCEL-RESTORES-STATE is not involved, and
///   a cancelled percent-driven transition gets `finished == true` (the model's named default),
///   so it cleans up. In an interrupted dismissal the snapshot is left in the container UIKit
///   discards (F3) and is not reported.
/// - ``PhotoZoomDefect/returnsEarlyWhenCastFails`` — Defect: the `else` of the `guard … as? …`
///   casts just returns. With the app's own screens nothing is wrong; with any other view controllers
///   the transition never ends. Expected: ANIM-COMPLETE-ONCE ("never completed"), attributed to
///   the presentation animator, in every scenario — but only when the ensemble is checked with
///   view controllers other than the app's (the kit's plain ones); with ``PhotoListViewController``
///   presenting ``PhotoDetailViewController``: nothing.
@MainActor
final class PhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private let defect: PhotoZoomDefect?

    init(isPresenting: Bool, defect: PhotoZoomDefect? = nil) {
        self.isPresenting = isPresenting
        self.defect = defect
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if isPresenting {
            zoomIn(using: transitionContext)
        } else {
            zoomOut(using: transitionContext)
        }
    }

    private func zoomIn(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let list = transitionContext.viewController(forKey: .from) as? PhotoListViewController,
            let detail = transitionContext.viewController(forKey: .to) as? PhotoDetailViewController,
            let detailView = transitionContext.view(forKey: .to)
        else {
            fallBack(using: transitionContext)
            return
        }
        detailView.frame = transitionContext.finalFrame(for: detail)
        detailView.alpha = 0
        transitionContext.containerView.addSubview(detailView)
        detailView.layoutIfNeeded()
        zoom(from: list.selectedImageView, to: detail.imageView, detailView: detailView, using: transitionContext)
    }

    private func zoomOut(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let detail = transitionContext.viewController(forKey: .from) as? PhotoDetailViewController,
            let list = transitionContext.viewController(forKey: .to) as? PhotoListViewController,
            let detailView = transitionContext.view(forKey: .from)
        else {
            fallBack(using: transitionContext)
            return
        }
        zoom(from: detail.imageView, to: list.selectedImageView, detailView: detailView, using: transitionContext)
    }

    /// What the `guard`s fall back to when the screens are not the app's photo screens.
    private func fallBack(using transitionContext: any UIViewControllerContextTransitioning) {
        // The defect returnsEarlyWhenCastFails: "cannot happen", so nothing is done — and the
        // transition is never completed.
        guard defect != .returnsEarlyWhenCastFails else { return }
        crossFade(using: transitionContext)
    }

    /// Springs a snapshot of `source` onto `destination`, hiding both, while `detailView` fades in
    /// (presenting) or out (dismissing).
    private func zoom(
        from source: UIImageView, to destination: UIImageView, detailView: UIView, using transitionContext: any UIViewControllerContextTransitioning
    ) {
        let container = transitionContext.containerView
        let snapshot = source.snapshotView(afterScreenUpdates: false) ?? UIImageView(image: source.image)
        snapshot.accessibilityIdentifier = "photoZoom.snapshot"
        snapshot.frame = source.convert(source.bounds, to: container)
        container.addSubview(snapshot)
        let target = destination.convert(destination.bounds, to: container)
        source.isHidden = true
        destination.isHidden = true
        let isPresenting = isPresenting
        let keepsSnapshotWhenInterrupted = defect == .keepsSnapshotWhenInterrupted
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.82,
            initialSpringVelocity: 0, options: []
        ) {
            snapshot.frame = target
            detailView.alpha = isPresenting ? 1 : 0
        } completion: { finished in
            let cancelled = transitionContext.transitionWasCancelled
            if finished || !keepsSnapshotWhenInterrupted { snapshot.removeFromSuperview() }
            source.isHidden = false
            destination.isHidden = false
            if isPresenting == cancelled {
                // The detail screen leaves: the dismissal happened, or the presentation was undone.
                detailView.removeFromSuperview()
            }
            detailView.alpha = 1
            transitionContext.completeTransition(!cancelled)
        }
    }

    /// The fallback for view controllers that are not the app's photo screens: the presented view
    /// fades in over the presenter, or out of it (a presenter that left the window is put back
    /// below it first).
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
            if isPresenting {
                toView?.alpha = 1
            } else {
                fromView?.alpha = 0
            }
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                toView?.removeFromSuperview()
            } else if !isPresenting {
                fromView?.removeFromSuperview()
            }
            toView?.alpha = 1
            fromView?.alpha = 1
            transitionContext.completeTransition(!cancelled)
        }
    }
}
