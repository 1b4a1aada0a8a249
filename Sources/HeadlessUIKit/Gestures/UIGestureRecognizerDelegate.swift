import Foundation

/// A headless model of UIKit's `UIGestureRecognizerDelegate`: what a recognizer asks the object
/// that controls it.
///
/// UIKit's members are optional; here they are requirements with UIKit's defaults, so a delegate
/// implements only what it needs.
///
/// ## The model
///
/// As in UIKit, when a driven gesture's fingers go down the recognizer asks
/// ``gestureRecognizer(_:shouldReceive:)`` for each touch: a touch the delegate declines is never
/// seen by the recognizer, and if it declines them all the recognizer stays `.possible` and ignores
/// the rest of the gesture. When the recognizer is about to leave `.possible` — a continuous one
/// to `.began` (a pan once its touches have moved, a long press once it was held long enough), a
/// discrete one (a tap, a swipe) to `.ended` — it asks ``gestureRecognizerShouldBegin(_:)``;
/// false makes it `.failed`, with no action sent. Either refusal is kept in
/// ``UIGestureRecognizer/headlessLastRefusal``.
///
/// ``gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)``,
/// ``gestureRecognizer(_:shouldRequireFailureOf:)`` and
/// ``gestureRecognizer(_:shouldBeRequiredToFailBy:)`` are asked when a driven recognizer is about
/// to be recognized while others that share its touches are driven too (<doc:CoordinatingGestures>).
///
/// ## What it does not model
///
/// The members about presses and events are not declared.
///
/// ```swift
/// final class Controller: NSObject, UIGestureRecognizerDelegate {
///     func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
/// }
/// pan.delegate = controller
/// pan.headlessBegin(at: CGPoint(x: 10, y: 10))                // the touch is down
/// pan.headlessChange(translation: CGPoint(x: 0, y: 40))       // asked at (0, 10): .failed; no handler called
/// ```
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recognizer may leave `.possible` and begin; returning false makes it fail.
    /// The default returns true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether the recognizer may see `touch`, asked when the finger goes down; a declined touch
    /// never reaches it. The default returns true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    /// Whether two recognizers may recognize at the same time; either delegate returning true
    /// allows it. The default returns false.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Whether the recognizer must wait for `otherGestureRecognizer` to fail. The default returns
    /// false.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Whether `otherGestureRecognizer` must wait for the recognizer to fail. The default returns
    /// false.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: the gesture may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// UIKit's default: the recognizer sees every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }

    /// UIKit's default: no simultaneous recognition.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }

    /// UIKit's default: no failure requirement.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }

    /// UIKit's default: no failure requirement.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }
}
