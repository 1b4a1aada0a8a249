import Foundation

/// A headless model of UIKit's `UIGestureRecognizerDelegate`: what a recognizer asks the object
/// that controls it.
///
/// UIKit's members are optional; here they are requirements with UIKit's defaults, so a delegate
/// implements only what it needs.
///
/// ## What it does not model
///
/// Only ``gestureRecognizerShouldBegin(_:)`` is asked, when a driven gesture is about to begin
/// (for a pan, once its touches have moved, so the question sees the translation and velocity).
/// Simultaneous recognition is not modelled, so
/// ``gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`` is declared for UIKit code to
/// implement but never asked; the members about touches, presses and failure requirements are
/// not declared.
///
/// ```swift
/// final class Controller: NSObject, UIGestureRecognizerDelegate {
///     func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
/// }
/// pan.delegate = controller
/// pan.headlessBegin(at: CGPoint(x: 10, y: 10))                // the touch is down
/// pan.headlessChange(translation: CGPoint(x: 0, y: 40))       // asked at (0, 10): .failed; no handler called
/// ```
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recognizer may leave `.possible` and begin; returning false makes it fail.
    /// The default returns true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether two recognizers may recognize at the same time. The default returns false.
    /// Never asked headlessly: simultaneous recognition is not modelled.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: the gesture may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// UIKit's default: no simultaneous recognition.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }
}
