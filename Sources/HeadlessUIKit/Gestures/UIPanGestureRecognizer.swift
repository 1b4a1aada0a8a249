import Foundation

/// A headless model of UIKit's `UIPanGestureRecognizer`: a continuous drag with a translation
/// and a velocity.
///
/// ## The model
///
/// The driver says how far the fingers have moved since they touched down:
/// ``headlessChange(translation:velocity:location:)`` takes that total movement and the velocity,
/// both in the recognizer's view's coordinates, sets the state to `.changed` and calls the
/// handlers. ``translation(in:)`` reports that movement relative to the last
/// ``setTranslation(_:in:)`` (so a handler that resets the translation to zero on every change
/// sees increments, as in UIKit), and both it and ``velocity(in:)`` convert the vector to the
/// view you ask about by the linear part of the mapping between the two views: under a view
/// scaled by 2, a movement of 100 points reads as 50. Unless the driver says otherwise, the
/// location moves with the translation from where the touches went down.
///
/// A pan begins, as in UIKit, only once its touches have moved (contract §7 F7), so a handler
/// and the delegate's `gestureRecognizerShouldBegin(_:)` see movement at `.began`.
/// ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)`` puts the touches down (with
/// ``minimumNumberOfTouches`` touches; fewer than ``minimumNumberOfTouches`` or more than
/// ``maximumNumberOfTouches`` fail, as UIKit's pan does not recognize them) and the pan stays
/// `.possible`; the first ``headlessChange(translation:velocity:location:)`` that moves them
/// ``HeadlessScene/Configuration/panBeginDistance`` (10 pt) calls the handlers with `.began` —
/// translation 10 pt in the direction of the change, velocity the change's (or
/// ``HeadlessScene/Configuration/panBeginSpeed``, 300 pt/s, in that direction when the change
/// gives none) — and then with `.changed` at the change's translation. Touches lifted before
/// that make the pan `.failed`, with no handler called.
/// ``headlessBegin(at:translation:velocity:numberOfTouches:)`` begins at once with the movement
/// you give. At the end, the velocity is the one the last change set.
///
/// ## What it does not model
///
/// The recognition distance is one named value, not UIKit's (undocumented) one, and everything
/// listed on ``UIGestureRecognizer``.
///
/// ```swift
/// let pan = UIPanGestureRecognizer(headlessHandler: { (g: UIPanGestureRecognizer) in
///     let progress = g.translation(in: container).y / container.bounds.height
///     switch g.state {
///     case .began: if g.velocity(in: container).y > 0 { interaction.start() }  // a drag downwards
///     case .changed: interaction.update(progress)
///     case .ended: g.velocity(in: container).y > 0 ? interaction.finish() : interaction.cancel()
///     default: interaction.cancel()
///     }
/// })
/// container.addGestureRecognizer(pan)
/// pan.headlessBegin(at: CGPoint(x: 200, y: 100))   // the touch is down; the pan is .possible
/// pan.headlessChange(translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 900))
/// // the handler sees .began at (0, 10), moving down at (0, 900), then .changed at (0, 300)
/// pan.headlessEnd()                     // the handler sees .ended with velocity (0, 900)
/// ```
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that make a pan; 1 by default.
    open var minimumNumberOfTouches = 1

    /// The most touches that make a pan. UIKit's default is `NSUIntegerMax` (no limit), which is
    /// `Int.max` here.
    open var maximumNumberOfTouches = Int.max

    /// How far the fingers moved since the gesture began, in window coordinates.
    final var movement = CGPoint.zero
    /// The movement at which ``translation(in:)`` reads zero, moved by ``setTranslation(_:in:)``.
    final var translationBase = CGPoint.zero
    /// The velocity the driver set last, in window coordinates, in points per second.
    final var windowVelocity = CGPoint.zero

    /// The translation of the pan in `view`'s coordinates (window coordinates when nil): how far
    /// the fingers moved since the gesture began, or since the last ``setTranslation(_:in:)``
    /// plus the translation it set.
    @discardableResult
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
    @discardableResult
    open func velocity(in view: UIView?) -> CGPoint {
        UIGestureRecognizer.vector(windowVelocity, toCoordinatesOf: view)
    }

    // MARK: Driver hooks

    override var headlessDefaultNumberOfTouches: Int { max(1, minimumNumberOfTouches) }

    override func headlessPrepareToBegin() {
        movement = .zero
        translationBase = .zero
        windowVelocity = .zero
    }

    override func headlessRefusal(ofTouches numberOfTouches: Int) -> String? {
        if numberOfTouches < minimumNumberOfTouches {
            return "\(numberOfTouches) touch(es), fewer than its minimumNumberOfTouches (\(minimumNumberOfTouches))"
        }
        if numberOfTouches > maximumNumberOfTouches {
            return "\(numberOfTouches) touches, more than its maximumNumberOfTouches (\(maximumNumberOfTouches))"
        }
        return nil
    }

    override var headlessBeginsAtTouchDown: Bool { false }

    override var headlessLiftedTooSoon: String {
        let distance = HeadlessFormat.value(Double(headlessConfiguration.panBeginDistance))
        return "the touches were lifted before moving the \(distance) pt a pan needs to begin (HeadlessScene.Configuration.panBeginDistance)"
    }
}
