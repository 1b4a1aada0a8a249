import Foundation

/// A headless model of UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that starts at an edge
/// of the screen, the gesture behind interactive "swipe from the edge to go back" transitions.
///
/// ## The model
///
/// It is driven like ``UIPanGestureRecognizer``, and like it begins only once the touches have
/// moved (``HeadlessScene/Configuration/panBeginDistance``), with that movement. When the driver
/// gives no location, ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)`` puts the touches
/// down at the middle of the first of ``edges`` (left, right, top, bottom) of the recognizer's
/// view's window, in the view's coordinates. As in UIKit, a recognizer whose ``edges`` are empty
/// recognizes nothing: beginning it fails.
///
/// ## What it does not model
///
/// Whether a begin location given by the driver is at one of ``edges`` is not checked, and the
/// system's own edge gestures do not compete with it; otherwise see ``UIPanGestureRecognizer``.
///
/// ```swift
/// let edgePan = UIScreenEdgePanGestureRecognizer(headlessHandler: { (g: UIScreenEdgePanGestureRecognizer) in
///     let progress = g.translation(in: container).x / container.bounds.width
///     …
/// })
/// edgePan.edges = .left
/// container.addGestureRecognizer(edgePan)
/// edgePan.headlessBegin()                                    // touch down at the middle of the left edge
/// edgePan.headlessChange(translation: CGPoint(x: 195, y: 0)) // .began at (10, 0), then .changed: progress 0.5
/// edgePan.headlessEnd()
/// ```
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The screen edges the gesture may start from. Empty by default, as in UIKit, where the
    /// recognizer recognizes nothing until you set them.
    open var edges: UIRectEdge = []

    // MARK: Driver hooks

    override func headlessDefaultLocation(in view: UIView) -> CGPoint {
        let screen = view.window ?? view
        let b = screen.bounds
        let point: CGPoint
        if edges.contains(.left) {
            point = CGPoint(x: b.minX, y: b.midY)
        } else if edges.contains(.right) {
            point = CGPoint(x: b.maxX, y: b.midY)
        } else if edges.contains(.top) {
            point = CGPoint(x: b.midX, y: b.minY)
        } else if edges.contains(.bottom) {
            point = CGPoint(x: b.midX, y: b.maxY)
        } else {
            return super.headlessDefaultLocation(in: view)
        }
        return view.convert(point, from: screen)
    }

    override func headlessRefusal(ofTouches numberOfTouches: Int) -> String? {
        if edges.isEmpty { return "its edges are empty, so it recognizes no gesture" }
        return super.headlessRefusal(ofTouches: numberOfTouches)
    }
}
