#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// How the kit moves a subject's gesture recognizer through its states — on HeadlessUIKit, with the
/// recognizer's driving calls, which run its handlers at once as UIKit's touch delivery would.
///
/// Where the gesture is (its translation, scale) is the subject's business: the
/// ``InteractionSubject/move`` closure sets it.
@MainActor
enum GestureDriving {
    /// Begins the gesture — with the subject's ``InteractionSubject/begin`` when it has one, else
    /// by putting the touches down (`headlessBegin()`): a pinch begins then, a pan, as in UIKit,
    /// with the first move that drags it past `HeadlessScene.Configuration.panBeginDistance`, in
    /// that move's direction — and calls `began` each time the recognizer reaches `.began`, after
    /// the handlers added before it.
    static func begin(_ gesture: UIGestureRecognizer, using custom: (() -> Void)?, whenBegan began: @escaping @MainActor () -> Void) {
        gesture.addHeadlessHandler { recognizer in
            if recognizer.state == .began { began() }
        }
        if let custom { custom() } else { gesture.headlessBegin() }
    }

    /// Why `gesture` did not begin when the kit last drove it, as HeadlessUIKit recorded it
    /// (`headlessLastRefusal`): "UIPanGestureRecognizer did not begin at t=0.05: its delegate's
    /// gestureRecognizerShouldBegin(_:) returned false"; nil when it was not refused.
    static func refusal(of gesture: UIGestureRecognizer) -> String? {
        gesture.headlessLastRefusal?.description
    }

    /// Puts the touches down on `gesture` (a pan then begins with the first drag past
    /// `Configuration.panBeginDistance`).
    static func touchDown(_ gesture: UIGestureRecognizer) {
        gesture.headlessBegin()
    }

    /// Drags a pan to `translation` at `velocity` (`.began` once it has moved far enough, then `.changed`).
    static func drag(_ pan: UIPanGestureRecognizer, translation: CGPoint, velocity: CGPoint) {
        pan.headlessChange(translation: translation, velocity: velocity)
    }

    /// Moves the recognizer to `.ended`.
    static func end(_ gesture: UIGestureRecognizer) {
        gesture.headlessEnd()
    }

    /// Moves the recognizer to `.cancelled`.
    static func cancel(_ gesture: UIGestureRecognizer) {
        gesture.headlessCancel()
    }

    /// A pan recognizer that calls `handler` at each change of state (the kit's reference
    /// interaction controller uses it).
    static func makePan(handler: @escaping @MainActor (UIPanGestureRecognizer) -> Void) -> UIPanGestureRecognizer {
        UIPanGestureRecognizer(headlessHandler: handler)
    }

    /// Moves a pan made by ``makePan(handler:)`` to `translation` (`.changed`).
    static func move(_ pan: UIPanGestureRecognizer, translation: CGPoint) {
        pan.headlessChange(translation: translation)
    }

    /// Every value a percent-driven controller's `update(_:)` was given, including the ones UIKit
    /// ignored (HeadlessUIKit keeps them); nil where they cannot be read.
    static func updateHistory(of controller: UIPercentDrivenInteractiveTransition) -> [CGFloat]? {
        controller.headlessUpdateHistory
    }

    /// Whether the percent-driven controller's own `finish()` or `cancel()` was called (HeadlessUIKit
    /// records it); nil where it cannot be read.
    static func wasEnded(_ controller: UIPercentDrivenInteractiveTransition) -> Bool? {
        controller.headlessWasEnded
    }
}
#endif
