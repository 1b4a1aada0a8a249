import Foundation

/// Why a gesture a test drove did not begin (for a discrete gesture such as a tap: was not
/// recognized): ``UIGestureRecognizer/headlessLastRefusal``. HeadlessUIKit-only: UIKit does not
/// say why a recognizer stayed silent.
///
/// A report that says "the gesture never began" uses it to say why, in UIKit's terms:
///
/// ```swift
/// pan.delegate = controller                      // its gestureRecognizerShouldBegin(_:) says false
/// pan.headlessBegin(translation: CGPoint(x: 0, y: 40))
/// pan.headlessLastRefusal?.reason                // .delegateDeclinedBegin
/// pan.headlessLastRefusal?.description
/// // UIPanGestureRecognizer did not begin at t=0.00: its delegate's gestureRecognizerShouldBegin(_:) returned false
/// ```
public struct HeadlessGestureRefusal: Sendable, Equatable, CustomStringConvertible {
    /// The kinds of reasons, one per way UIKit keeps a recognizer from beginning.
    public enum Reason: String, Sendable, Equatable, CaseIterable {
        /// The recognizer's `isEnabled` was false: UIKit delivers no touches to it.
        case disabled
        /// The recognizer was on no view: UIKit delivers touches only to recognizers attached to
        /// a view.
        case noView
        /// The recognizer's view was in no window: UIKit delivers touches only to views on screen.
        case notInWindow
        /// The delegate's `gestureRecognizer(_:shouldReceive:)` returned false for the touches,
        /// so the recognizer never saw them.
        case delegateDeclinedTouch
        /// The delegate's `gestureRecognizerShouldBegin(_:)` returned false.
        case delegateDeclinedBegin
        /// The touches did not make the recognizer's gesture: another number of touches or taps
        /// than it requires, a pan lifted before it moved far enough, a long press lifted too soon
        /// or moved too far, a swipe in a direction it does not recognize.
        case gestureNotMade
        /// Another recognizer sharing the touches recognized its gesture first, and neither
        /// delegate allowed simultaneous recognition (see <doc:CoordinatingGestures>).
        case preventedByOtherGesture
        /// The recognizer required another sharing the touches to fail (``UIGestureRecognizer/require(toFail:)``
        /// or a delegate's failure requirement), and that one recognized its gesture.
        case requiredFailureDidNotHappen
    }

    /// What kept the gesture from beginning.
    public let reason: Reason
    /// The virtual time at which it was refused.
    public let time: TimeInterval
    /// The recognizer and what happened, e.g. `UIPanGestureRecognizer "dismiss" did not begin at
    /// t=0.10: its delegate's gestureRecognizerShouldBegin(_:) returned false`.
    public let description: String

    init(reason: Reason, time: TimeInterval, recognizer: String, detail: String) {
        self.reason = reason
        self.time = time
        self.description = "\(recognizer) did not begin at t=\(HeadlessFormat.time(time)): \(detail)"
    }
}
