import Foundation

/// A headless model of UIKit's `UIPanGestureRecognizer`: a continuous drag with a translation
/// and a velocity.
///
/// ## The model
///
/// The driver says how far the fingers have moved since the gesture began:
/// ``headlessChange(translation:velocity:location:)`` takes that total movement and the velocity,
/// both in the recognizer's view's coordinates, sets the state to `.changed` and calls the
/// handlers. ``translation(in:)`` reports that movement relative to the last
/// ``setTranslation(_:in:)`` (so a handler that resets the translation to zero on every change
/// sees increments, as in UIKit), and both it and ``velocity(in:)`` convert the vector to the
/// view you ask about by the linear part of the mapping between the two views: under a view
/// scaled by 2, a movement of 100 points reads as 50. Unless the driver says otherwise, the
/// location moves with the translation from where the gesture began.
///
/// ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)`` begins with translation and velocity zero and with
/// ``minimumNumberOfTouches`` touches; a gesture begun with fewer than
/// ``minimumNumberOfTouches`` or more than ``maximumNumberOfTouches`` touches fails, as UIKit's
/// pan does not recognize it. At the end, the velocity is the one the last change set.
///
/// ## What it does not model
///
/// The recognition threshold (a driven pan begins at once), and everything listed on
/// ``UIGestureRecognizer``.
///
/// ```swift
/// let pan = UIPanGestureRecognizer(headlessHandler: { (g: UIPanGestureRecognizer) in
///     let progress = g.translation(in: container).y / container.bounds.height
///     switch g.state {
///     case .began: interaction.start()
///     case .changed: interaction.update(progress)
///     case .ended: g.velocity(in: container).y > 0 ? interaction.finish() : interaction.cancel()
///     default: interaction.cancel()
///     }
/// })
/// container.addGestureRecognizer(pan)
/// pan.headlessBegin(at: CGPoint(x: 200, y: 100))
/// pan.headlessChange(translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 900))
/// pan.headlessEnd()                     // the handler sees .ended with velocity (0, 900)
/// ```
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that make a pan; 1 by default.
    open var minimumNumberOfTouches = 1

    /// The most touches that make a pan. UIKit's default is `NSUIntegerMax` (no limit), which is
    /// `Int.max` here.
    open var maximumNumberOfTouches = Int.max

    /// How far the fingers moved since the gesture began, in window coordinates.
    var movement = CGPoint.zero
    /// The movement at which ``translation(in:)`` reads zero, moved by ``setTranslation(_:in:)``.
    var translationBase = CGPoint.zero
    /// The velocity the driver set last, in window coordinates, in points per second.
    var windowVelocity = CGPoint.zero

    /// The translation of the pan in `view`'s coordinates (window coordinates when nil): how far
    /// the fingers moved since the gesture began, or since the last ``setTranslation(_:in:)``
    /// plus the translation it set.
    open func translation(in view: UIView?) -> CGPoint {
        UIGestureRecognizer.vector(UIGestureRecognizer.difference(movement, translationBase), toCoordinatesOf: view)
    }

    /// Sets the translation that ``translation(in:)`` reports for `view` now; later movement adds
    /// to it. A handler calls `setTranslation(.zero, in: view)` to read increments.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            headlessInvalidArgument(
                headlessAPI("setTranslation(_:in:)"), "the translation (\(translation.x), \(translation.y)) is not finite. The translation was left unchanged.")
            return
        }
        let vector = UIGestureRecognizer.vector(translation, fromCoordinatesOf: view)
        translationBase = UIGestureRecognizer.difference(movement, vector)
    }

    /// The velocity of the pan in `view`'s coordinates (window coordinates when nil), in points
    /// per second: what the driver's last change set.
    open func velocity(in view: UIView?) -> CGPoint {
        UIGestureRecognizer.vector(windowVelocity, toCoordinatesOf: view)
    }

    /// Changes the pan in progress: the fingers have moved by `translation` since the gesture
    /// began, at `velocity` points per second, both in the recognizer's view's coordinates. The
    /// location is `location` (in the same coordinates), or, when nil, moves by the change in
    /// translation. Then the state becomes `.changed` and the handlers are called.
    ///
    /// Records a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic and changes nothing unless
    /// the gesture is `.began` or `.changed` and the recognizer is enabled.
    public func headlessChange(translation: CGPoint, velocity: CGPoint = .zero, location: CGPoint? = nil) {
        let api = headlessAPI("headlessChange(translation:velocity:location:)")
        let values = [translation.x, translation.y, velocity.x, velocity.y, location?.x ?? 0, location?.y ?? 0]
        guard values.allSatisfy(\.isFinite) else {
            headlessInvalidArgument(
                api,
                "translation, velocity and location must be finite; got translation (\(translation.x), \(translation.y)), velocity (\(velocity.x), \(velocity.y)). Nothing happened."
            )
            return
        }
        headlessApplyChange(api: api) {
            let newMovement = UIGestureRecognizer.vector(translation, fromCoordinatesOf: view)
            if let location {
                windowLocation = UIGestureRecognizer.point(location, fromCoordinatesOf: view)
            } else if let old = windowLocation {
                let step = UIGestureRecognizer.difference(newMovement, movement)
                windowLocation = CGPoint(x: old.x + step.x, y: old.y + step.y)
            }
            movement = newMovement
            windowVelocity = UIGestureRecognizer.vector(velocity, fromCoordinatesOf: view)
        }
    }

    // MARK: Driver hooks

    override var headlessDefaultNumberOfTouches: Int { max(1, minimumNumberOfTouches) }

    override func headlessPrepareToBegin() {
        movement = .zero
        translationBase = .zero
        windowVelocity = .zero
    }

    override func headlessAccepts(numberOfTouches: Int, api: String) -> Bool {
        numberOfTouches >= minimumNumberOfTouches && numberOfTouches <= maximumNumberOfTouches
    }
}
