#if canImport(UIKit) || UIKIT_TYPECHECK
#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass
#else
import HeadlessUIKit
#endif

/// How the kit moves a subject's gesture recognizer through its states — on UIKit, by setting its
/// `state` (what `UIGestureRecognizerSubclass` allows) and then calling the handler the kit knows
/// of, if it made the recognizer.
///
/// UIKit sends a recognizer's target–action messages when its state changes during touch
/// delivery; whether it does for a `state` set by a test is not documented, so the kit does not
/// rely on it: it calls the handler of its own recognizers (``makePan(handler:)``) itself, and the
/// interaction suite skips its gesture scripts on UIKit (`TransitionHost.cannotDeliverGestures`).
/// This path has not been run on a device yet (see the "Running on real UIKit" article).
@MainActor
enum GestureDriving {
    /// Unknown on UIKit, which does not say why a recognizer did not begin: nil.
    static func refusal(of gesture: UIGestureRecognizer) -> String? { nil }

    /// The handlers of the pans the kit made, with the pans held weakly (a handler usually holds
    /// its controller, which must be freed with its test).
    private static var handlers: [(pan: Weak<UIPanGestureRecognizer>, handler: (UIPanGestureRecognizer) -> Void)] = []

    private static func set(_ gesture: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        gesture.state = state
        if let pan = gesture as? UIPanGestureRecognizer, let entry = handlers.first(where: { $0.pan.object === pan }) { entry.handler(pan) }
    }

    /// Begins the gesture — with the subject's ``InteractionSubject/begin`` when it has one, else
    /// by moving the recognizer to `.began` (with no movement: UIKit gives a test no way to move
    /// the touches) — and calls `began` if the recognizer reached `.began`.
    static func begin(_ gesture: UIGestureRecognizer, using custom: (() -> Void)?, whenBegan began: @escaping @MainActor () -> Void) {
        if let custom { custom() } else { set(gesture, .began) }
        if gesture.state == .began { began() }
    }

    /// Moves the recognizer to `.possible` (UIKit gives a test no way to put touches down).
    static func touchDown(_ gesture: UIGestureRecognizer) {}

    /// Sets a pan's translation (the velocity cannot be set on UIKit) and moves it to `.began`
    /// the first time, `.changed` after.
    static func drag(_ pan: UIPanGestureRecognizer, translation: CGPoint, velocity: CGPoint) {
        pan.setTranslation(translation, in: pan.view)
        set(pan, pan.state == .possible ? .began : .changed)
    }

    /// Moves the recognizer to `.ended`.
    static func end(_ gesture: UIGestureRecognizer) {
        set(gesture, .ended)
    }

    /// Moves the recognizer to `.cancelled`.
    static func cancel(_ gesture: UIGestureRecognizer) {
        set(gesture, .cancelled)
    }

    /// A pan recognizer whose `handler` the kit calls at each state it sets.
    static func makePan(handler: @escaping @MainActor (UIPanGestureRecognizer) -> Void) -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        handlers.removeAll { $0.pan.object == nil }
        handlers.append((Weak(pan), handler))
        return pan
    }

    /// Sets a pan's translation and moves it to `.changed`.
    static func move(_ pan: UIPanGestureRecognizer, translation: CGPoint) {
        pan.setTranslation(translation, in: pan.view)
        set(pan, .changed)
    }

    /// Not readable on UIKit (the kit reads the `updateInteractiveTransition(_:)` calls its
    /// context received instead).
    static func updateHistory(of controller: UIPercentDrivenInteractiveTransition) -> [CGFloat]? {
        nil
    }

    /// Not readable on UIKit: whether the controller's own `finish()` or `cancel()` ended the
    /// transition is not recorded there.
    static func wasEnded(_ controller: UIPercentDrivenInteractiveTransition) -> Bool? {
        nil
    }
}
#endif
