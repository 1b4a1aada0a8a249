import Foundation

/// The pan's driver: HeadlessUIKit-only calls a test makes to perform a pan (see
/// ``UIPanGestureRecognizer``).
extension UIPanGestureRecognizer {
    /// Begins a pan whose touches have already moved by `translation` when it is recognized,
    /// moving at `velocity`: the fingers touch down at `location` and move.
    ///
    /// `translation` and `velocity` are in the recognizer's view's coordinates; `location` is
    /// where the touches went down (as in ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)``),
    /// and ``UIGestureRecognizer/location(in:)`` reads it moved by `translation`. When `velocity`
    /// is nil the touches move in the direction of `translation` at
    /// ``HeadlessScene/Configuration/panBeginSpeed`` (300 pt/s). The delegate's
    /// ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` is asked with these
    /// values; if it returns false the state becomes `.failed` and no handler is called,
    /// otherwise the state becomes `.began` and the handlers read them.
    ///
    /// Use it to begin with a given movement — a fast flick, a diagonal start, or none at all
    /// (`translation: .zero`); without it, ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)``
    /// lets the first change begin the pan in its own direction.
    ///
    /// ```swift
    /// pan.headlessBegin(translation: CGPoint(x: 0, y: 12), velocity: CGPoint(x: 0, y: 900))
    /// // the handler sees .began with translation (0, 12) and velocity (0, 900)
    /// ```
    ///
    /// Records a diagnostic and changes nothing in the cases
    /// ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)`` does, or if a value is not finite.
    public func headlessBegin(at location: CGPoint? = nil, translation: CGPoint, velocity: CGPoint? = nil, numberOfTouches: Int? = nil) {
        let api = headlessAPI("headlessBegin(at:translation:velocity:numberOfTouches:)")
        let values = [translation.x, translation.y, velocity?.x ?? 0, velocity?.y ?? 0]
        guard values.allSatisfy(\.isFinite) else {
            headlessInvalidArgument(
                api, "translation and velocity must be finite; got translation (\(translation.x), \(translation.y)). Nothing happened.")
            return
        }
        guard headlessTouchDown(at: location, numberOfTouches: numberOfTouches, api: api) else { return }
        let moved = UIGestureRecognizer.vector(translation, fromCoordinatesOf: view)
        movement = moved
        if let start = windowLocation { windowLocation = CGPoint(x: start.x + moved.x, y: start.y + moved.y) }
        windowVelocity = velocity.map { UIGestureRecognizer.vector($0, fromCoordinatesOf: view) } ?? headlessBeginVelocity(along: moved)
        headlessRecognize()
    }

    /// Changes the pan: the fingers have moved by `translation` since they touched down, at
    /// `velocity` points per second, both in the recognizer's view's coordinates. The location is
    /// `location` (in the same coordinates), or, when nil, moves by the change in translation.
    ///
    /// While the pan is recognized, the state becomes `.changed` and the handlers are called.
    ///
    /// While its touches are down but it is not recognized yet (after
    /// ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)``), the pan begins, as in UIKit,
    /// once the touches have moved ``HeadlessScene/Configuration/panBeginDistance`` (10 pt):
    /// a change that moves them that far first recognizes the pan where they crossed that
    /// distance — translation 10 pt in the direction of `translation`, velocity `velocity`, or
    /// ``HeadlessScene/Configuration/panBeginSpeed`` in that direction when `velocity` is zero —
    /// asking the delegate's ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``
    /// with those values and calling the handlers with `.began` (or failing, with no handler
    /// called, if the delegate refuses); then it continues to `translation` with `.changed`. A
    /// shorter movement only moves the touches.
    ///
    /// Records a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic and changes nothing unless
    /// the pan's touches are down and the recognizer is enabled; after the pan failed, while its
    /// touches are down, the call is ignored, as UIKit's failed recognizer ignores its touches.
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
        let target = UIGestureRecognizer.vector(translation, fromCoordinatesOf: view)
        let targetVelocity = UIGestureRecognizer.vector(velocity, fromCoordinatesOf: view)
        let targetLocation =
            location.map { UIGestureRecognizer.point($0, fromCoordinatesOf: view) }
            ?? windowLocation.map { CGPoint(x: $0.x + target.x - movement.x, y: $0.y + target.y - movement.y) }
        if headlessAwaitsRecognition(api) {
            guard headlessRecognizeOnTheWay(to: target, velocity: targetVelocity, location: targetLocation) else { return }
            if movement == target { return }  // the touches stopped where the pan was recognized
        }
        headlessApplyChange(api: api) {
            movement = target
            windowLocation = targetLocation
            windowVelocity = targetVelocity
        }
    }

    // MARK: Recognition

    /// Moves the touches of a pan that is not recognized yet towards `target` (window
    /// coordinates): if they get ``HeadlessScene/Configuration/panBeginDistance`` from where they
    /// touched down, recognizes the pan there. Returns whether the pan began.
    private func headlessRecognizeOnTheWay(to target: CGPoint, velocity: CGPoint, location: CGPoint?) -> Bool {
        let distance = hypot(target.x, target.y)
        let threshold = max(headlessConfiguration.panBeginDistance, 0)
        guard distance > 0, distance >= threshold else {
            movement = target
            windowLocation = location
            windowVelocity = velocity
            return false
        }
        // Where the touches crossed the threshold, on the straight way from touch-down to the target.
        let fraction = threshold / distance
        let origin = windowLocation.map { CGPoint(x: $0.x - movement.x, y: $0.y - movement.y) }
        movement = CGPoint(x: target.x * fraction, y: target.y * fraction)
        if let origin, let location {
            windowLocation = CGPoint(x: origin.x + (location.x - origin.x) * fraction, y: origin.y + (location.y - origin.y) * fraction)
        }
        windowVelocity = velocity == .zero ? headlessBeginVelocity(along: target) : velocity
        return headlessRecognize()
    }

    /// ``HeadlessScene/Configuration/panBeginSpeed`` in the direction of `movement` (window
    /// coordinates); zero when there is no movement.
    private func headlessBeginVelocity(along movement: CGPoint) -> CGPoint {
        let length = hypot(movement.x, movement.y)
        guard length > 0 else { return .zero }
        let speed = headlessConfiguration.panBeginSpeed
        return CGPoint(x: movement.x / length * speed, y: movement.y / length * speed)
    }

    /// The configuration of the scene the pan's view is in (the current scene's when it is in no
    /// window, the defaults when there is none).
    var headlessConfiguration: HeadlessScene.Configuration {
        (view?.window?.headlessScene ?? HeadlessScene.currentIfAny)?.configuration ?? HeadlessScene.Configuration()
    }
}
