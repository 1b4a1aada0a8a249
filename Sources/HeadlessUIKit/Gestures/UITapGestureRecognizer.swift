import Foundation

/// A headless model of UIKit's `UITapGestureRecognizer`: a discrete gesture of a given number of
/// taps with a given number of fingers — the tap on a dimming view that dismisses a presentation.
///
/// ## The model
///
/// ``headlessTap(at:numberOfTouches:numberOfTaps:)`` taps: the fingers go down (the delegate's
/// `gestureRecognizer(_:shouldReceive:)` is asked for each) and are lifted, `numberOfTaps` times.
/// When the taps and fingers are what ``numberOfTapsRequired`` and ``numberOfTouchesRequired``
/// ask for, the delegate's `gestureRecognizerShouldBegin(_:)` is asked, and the state becomes
/// `.ended` (`.recognized`) and the handlers are called once, as UIKit sends the action of a
/// discrete gesture once. Otherwise the state becomes `.failed`, no handler is called, and
/// ``UIGestureRecognizer/headlessLastRefusal`` says why. More taps than required are recognized
/// once per `numberOfTapsRequired` taps, as a single-tap recognizer recognizes each tap of a
/// double tap. ``UIGestureRecognizer/location(in:)`` reads where the fingers tapped.
///
/// The generic driver works too: ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)`` puts
/// the fingers down (the tap stays `.possible`), ``UIGestureRecognizer/headlessEnd()`` lifts them
/// — one tap, recognized if one is required — and ``UIGestureRecognizer/headlessCancel()``
/// makes it fail.
///
/// ## What it does not model
///
/// Time: the taps of a driven multi-tap take no virtual time, so UIKit's limit on the time
/// between them does not apply; the delegate is asked about the fingers of the first tap only.
/// How far fingers may move during a tap is not checked. Everything listed on
/// ``UIGestureRecognizer``.
///
/// ```swift
/// let tap = UITapGestureRecognizer(headlessHandler: { [weak self] (g: UITapGestureRecognizer) in
///     self?.presentedViewController.dismiss(animated: true)   // the body of UIKit's @objc action
/// })
/// dimmingView.addGestureRecognizer(tap)
/// tap.headlessTap()                 // the handler sees .ended (.recognized) once
/// tap.numberOfTapsRequired = 2
/// tap.headlessTap()                 // one tap of two: .failed, no handler called
/// ```
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture; 1 by default.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes; 1 by default.
    open var numberOfTouchesRequired = 1

    /// Taps `numberOfTaps` times (``numberOfTapsRequired`` when nil) with `numberOfTouches`
    /// fingers (``numberOfTouchesRequired`` when nil) at `location`, in the recognizer's view's
    /// coordinates (the centre of its bounds when nil): recognized, calling the handlers with
    /// `.ended`, once per ``numberOfTapsRequired`` taps; with fewer taps or other fingers, `.failed`.
    ///
    /// Records a diagnostic and changes nothing in the cases
    /// ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)`` does, or if `numberOfTaps` is
    /// less than 1.
    public func headlessTap(at location: CGPoint? = nil, numberOfTouches: Int? = nil, numberOfTaps: Int? = nil) {
        let api = headlessAPI("headlessTap(at:numberOfTouches:numberOfTaps:)")
        let taps = numberOfTaps ?? numberOfTapsRequired
        guard taps >= 1 else {
            headlessInvalidArgument(api, "a tap needs at least one tap; got \(taps). Nothing happened.")
            return
        }
        var left = taps
        repeat {
            let made = numberOfTapsRequired >= 1 ? min(left, numberOfTapsRequired) : left
            left -= made
            drivenTaps = made
            let down = headlessTouchDown(at: location, numberOfTouches: numberOfTouches, api: api)
            if down {
                headlessEnd()
            } else if touchesAreDown {
                headlessEnd()  // the fingers of a refused tap are lifted all the same
            } else {
                return  // refused before touching down (disabled, on no view)
            }
        } while left > 0
        drivenTaps = 1
    }

    /// How many taps the fingers being lifted make: 1 for the generic driver.
    private final var drivenTaps = 1

    // MARK: Driver hooks

    override var headlessDefaultNumberOfTouches: Int { max(1, numberOfTouchesRequired) }

    override var headlessBeginsAtTouchDown: Bool { false }

    override var headlessIsDiscrete: Bool { true }

    override func headlessRefusal(ofTouches numberOfTouches: Int) -> String? {
        guard numberOfTouches != numberOfTouchesRequired else { return nil }
        return "\(numberOfTouches) finger(s) tapped, and its numberOfTouchesRequired is \(numberOfTouchesRequired)"
    }

    override func headlessTouchesLifted() {
        if drivenTaps == numberOfTapsRequired {
            headlessRecognize()
        } else {
            headlessFailTouches(
                .gestureNotMade, "\(drivenTaps) tap(s) were made, and its numberOfTapsRequired is \(numberOfTapsRequired)")
        }
    }
}
