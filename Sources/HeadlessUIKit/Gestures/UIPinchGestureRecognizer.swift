import Foundation

/// A headless model of UIKit's `UIPinchGestureRecognizer`: a continuous two-finger pinch with a
/// scale and a velocity.
///
/// ## The model
///
/// ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)`` begins with ``scale`` 1, ``velocity`` 0 and two
/// touches (fewer than two fails, as a pinch needs two fingers).
/// ``headlessChange(scale:velocity:location:)`` says the distance between the fingers is now
/// `scale` times what it was when the gesture began, sets the state to `.changed` and calls the
/// handlers. A handler that sets ``scale`` rebases it, as in UIKit: after `g.scale = 1` at a
/// driven scale of 0.8, a driven scale of 0.4 reads 0.5.
///
/// ## What it does not model
///
/// The recognition threshold (a driven pinch begins at once), the positions of the two touches
/// (only their centroid, ``UIGestureRecognizer/location(in:)``), and everything listed on ``UIGestureRecognizer``.
///
/// ```swift
/// var start: CGFloat = 1
/// let pinch = UIPinchGestureRecognizer(headlessHandler: { (g: UIPinchGestureRecognizer) in
///     switch g.state {
///     case .began: start = g.scale; interaction.start()
///     case .changed: interaction.update(1 - g.scale / start)
///     case .ended: interaction.finish()
///     default: interaction.cancel()
///     }
/// })
/// view.addGestureRecognizer(pinch)
/// pinch.headlessBegin()
/// pinch.headlessChange(scale: 0.5)      // the handler updates to 0.5
/// pinch.headlessCancel()                // the handler cancels
/// ```
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The distance between the fingers relative to when the gesture began (1 then), or to when
    /// the handler last set it. Setting it rebases later changes on the value set.
    open var scale: CGFloat {
        get { spread * scaleFactor }
        set {
            guard newValue.isFinite, newValue > 0 else {
                headlessInvalidArgument(headlessAPI("scale"), "the scale \(newValue) is not finite and positive. The scale was left unchanged.")
                return
            }
            scaleFactor = newValue / spread
        }
    }

    /// How fast ``scale`` changes, in scale factor per second: what the driver's last change set.
    open var velocity: CGFloat { storedVelocity }

    /// The driven distance between the fingers relative to when the gesture began.
    final var spread: CGFloat = 1
    /// The factor that rebases ``scale`` after a handler set it.
    final var scaleFactor: CGFloat = 1
    final var storedVelocity: CGFloat = 0

    /// Changes the pinch in progress: the distance between the fingers is now `scale` times what
    /// it was when the gesture began, changing at `velocity` per second, with the fingers'
    /// centroid at `location` (in the recognizer's view's coordinates; unchanged when nil). Then
    /// the state becomes `.changed` and the handlers are called.
    ///
    /// Records a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic and changes nothing unless
    /// the gesture is `.began` or `.changed` and the recognizer is enabled; a `scale` that is not
    /// positive and finite is an ``HeadlessDiagnostic/Kind/invalidArgument``.
    public func headlessChange(scale: CGFloat, velocity: CGFloat = 0, location: CGPoint? = nil) {
        let api = headlessAPI("headlessChange(scale:velocity:location:)")
        let finite = [velocity, location?.x ?? 0, location?.y ?? 0].allSatisfy(\.isFinite)
        guard scale.isFinite, scale > 0, finite else {
            headlessInvalidArgument(
                api, "scale must be finite and positive and velocity and location finite; got scale \(scale), velocity \(velocity). Nothing happened.")
            return
        }
        headlessApplyChange(api: api) {
            spread = scale
            storedVelocity = velocity
            if let location { windowLocation = UIGestureRecognizer.point(location, fromCoordinatesOf: view) }
        }
    }

    // MARK: Driver hooks

    override var headlessDefaultNumberOfTouches: Int { 2 }

    override func headlessPrepareToBegin() {
        spread = 1
        scaleFactor = 1
        storedVelocity = 0
    }

    override func headlessRefusal(ofTouches numberOfTouches: Int) -> String? {
        numberOfTouches >= 2 ? nil : "\(numberOfTouches) touch, and a pinch needs two"
    }
}
