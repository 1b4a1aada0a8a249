import Foundation

/// The driver: HeadlessUIKit-only calls a test makes to perform a gesture (see
/// ``UIGestureRecognizer``).
extension UIGestureRecognizer {
    /// The recognizers this one was told to wait for with ``require(toFail:)``, while they are
    /// alive. HeadlessUIKit-only: UIKit does not expose them.
    public var headlessFailureRequirements: [UIGestureRecognizer] {
        failureRequirements.compactMap { $0() }
    }

    /// Begins a gesture: the fingers touch down, and — for a recognizer that begins then, such as
    /// a pinch — move enough to be recognized.
    ///
    /// A recognizer that finished an earlier gesture returns to `.possible` first (and
    /// ``reset()`` is called). Then the touches are at `location`, in the recognizer's view's
    /// coordinates (the centre of its bounds when nil), with `numberOfTouches` touches (the
    /// subclass's usual number when nil). The delegate's
    /// ``UIGestureRecognizerDelegate/gestureRecognizer(_:shouldReceive:)`` is asked for each
    /// touch; the recognizer never sees a touch it declines, and if it declines them all the
    /// recognizer stays `.possible` and ignores the gesture until its touches are lifted. If the
    /// subclass does not recognize that many touches, the state becomes `.failed` and, as in UIKit,
    /// no handler is called. Either way ``headlessLastRefusal`` says why.
    ///
    /// A pan (``UIPanGestureRecognizer`` and ``UIScreenEdgePanGestureRecognizer``) is recognized
    /// only once its touches have moved, as in UIKit: it stays `.possible` here, and the first
    /// ``UIPanGestureRecognizer/headlessChange(translation:velocity:location:)`` that moves the
    /// touches ``HeadlessScene/Configuration/panBeginDistance`` (10 pt) begins it, with that much
    /// movement in that direction; ``UIPanGestureRecognizer/headlessBegin(at:translation:velocity:numberOfTouches:)``
    /// begins it at once with the movement you give.
    ///
    /// A long press (``UILongPressGestureRecognizer``) begins once its touches have been down for
    /// its `minimumPressDuration`, on the scene's clock; a tap (``UITapGestureRecognizer``) is
    /// recognized when its touches are lifted (``headlessEnd()``); a swipe
    /// (``UISwipeGestureRecognizer``) is driven with its own driver.
    ///
    /// Any other recognizer is recognized now: the delegate's
    /// ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` is asked, and if it
    /// returns false the state becomes `.failed` (no handler is called, and the recognizer ignores
    /// the rest of these touches); otherwise the state becomes `.began` and the handlers are called.
    ///
    /// Records a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic and changes nothing if the
    /// recognizer is disabled, on no view or on a view in no window (UIKit delivers no touches then;
    /// ``headlessLastRefusal`` says so too), or its touches are already down (a gesture began or
    /// waits to be recognized).
    public func headlessBegin(at location: CGPoint? = nil, numberOfTouches: Int? = nil) {
        let api = headlessAPI("headlessBegin(at:numberOfTouches:)")
        guard headlessTouchDown(at: location, numberOfTouches: numberOfTouches, api: api) else { return }
        if headlessBeginsAtTouchDown {
            headlessRecognize()
        } else {
            headlessTouchesWentDown()
        }
    }

    /// Changes the gesture in progress: moves it to `location` (in the recognizer's view's
    /// coordinates; unchanged when nil), sets the state to `.changed` and calls the handlers.
    ///
    /// The touches of a gesture that is not recognized yet only move: a pan is recognized by the
    /// movement its translation driver gives, and a long press fails if they move further than
    /// its `allowableMovement`. After the recognizer failed, or its delegate declined the touches,
    /// the call is ignored while they are down, as UIKit's recognizer ignores the rest of them.
    ///
    /// Records a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic and changes nothing unless
    /// the gesture is `.began` or `.changed` and the recognizer is enabled.
    public func headlessChange(location: CGPoint? = nil) {
        let api = headlessAPI("headlessChange(location:)")
        if let location, !(location.x.isFinite && location.y.isFinite) {
            headlessInvalidArgument(api, "the location (\(location.x), \(location.y)) is not finite. Nothing happened.")
            return
        }
        if headlessAwaitsRecognition(api) {
            if let location { windowLocation = UIGestureRecognizer.point(location, fromCoordinatesOf: view) }
            headlessTouchesMoved()
            return
        }
        headlessApplyChange(api: api) {
            if let location { windowLocation = UIGestureRecognizer.point(location, fromCoordinatesOf: view) }
        }
    }

    /// Ends the gesture in progress (the fingers were lifted): the state becomes `.ended`, the
    /// touches go to 0 and the handlers are called. Values such as a pan's velocity keep what the
    /// last change set, as UIKit reports them at the end.
    ///
    /// Touches lifted before the gesture was recognized (a pan that never moved far enough, a long
    /// press held too briefly) make it `.failed`, with no handler called, as in UIKit, and
    /// ``headlessLastRefusal`` says why; a tap's lifted touches are what recognizes it. After the
    /// recognizer failed, or its delegate declined the touches, they are simply lifted.
    ///
    /// Records a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic and changes nothing unless
    /// the touches are down and the recognizer is enabled.
    public func headlessEnd() {
        let api = headlessAPI("headlessEnd()")
        guard !headlessLiftsUnrecognizedTouches(api, cancelled: false), headlessCanContinue(api) else { return }
        finishGesture(as: .ended)
    }

    /// Cancels the gesture in progress, as UIKit does when the system takes the touches: the
    /// state becomes `.cancelled`, the touches go to 0 and the handlers are called. Touches
    /// cancelled before the gesture was recognized make it `.failed`, with no handler called.
    ///
    /// Records a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic and changes nothing unless
    /// the touches are down and the recognizer is enabled.
    public func headlessCancel() {
        let api = headlessAPI("headlessCancel()")
        guard !headlessLiftsUnrecognizedTouches(api, cancelled: true), headlessCanContinue(api) else { return }
        finishGesture(as: .cancelled)
    }

    /// Makes the recognizer fail to recognize a gesture: from `.possible` (or after a finished
    /// gesture) the state becomes `.failed`. As in UIKit, no handler is called.
    ///
    /// Records a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic and changes nothing if the
    /// recognizer is disabled, on no view, or its gesture already began (cancel it instead).
    public func headlessFail() {
        let api = headlessAPI("headlessFail()")
        guard headlessIsEnabled(api) else { return }
        if state == .began || state == .changed {
            headlessMisuse(
                api,
                "\(headlessDisplayName)'s gesture already began (state .\(state)); a recognized gesture cannot fail. Call headlessCancel() to cancel it, or headlessEnd() to end it. The state was left unchanged."
            )
            return
        }
        guard headlessView(api) != nil else { return }
        headlessResetIfFinished()
        touchesAreDown = false
        touchesDeclined = false
        headlessFailTouches(.gestureNotMade, "the test made it fail (headlessFail())")
    }

    // MARK: Internal

    /// Checks that a change is allowed, applies `update`, moves to `.changed` and calls the
    /// handlers. Subclasses' typed change drivers go through here.
    func headlessApplyChange(api: String, _ update: () -> Void) {
        guard headlessCanContinue(api) else { return }
        update()
        state = .changed
        headlessSendActions()
    }

    /// Moves a gesture in progress to `.ended` or `.cancelled` and calls the handlers.
    func finishGesture(as finalState: State) {
        storedNumberOfTouches = 0
        touchesAreDown = false
        state = finalState
        headlessSendActions()
    }

    /// Puts the touches down for a new gesture: checks the call, returns a finished recognizer to
    /// `.possible`, sets the touches and the location and the subclass's start values, and asks
    /// the delegate whether the recognizer may receive each touch. Returns false when the call was
    /// refused (with a diagnostic), the delegate declined every touch (the recognizer then ignores
    /// them) or the subclass does not recognize that many touches (the recognizer then `.failed`).
    func headlessTouchDown(at location: CGPoint?, numberOfTouches: Int?, api: String) -> Bool {
        guard isEnabled else {
            headlessRefuse(.disabled, "its isEnabled is false, and UIKit delivers no touches to a disabled recognizer")
            _ = headlessIsEnabled(api)  // records the misuse
            return false
        }
        if state == .began || state == .changed || (state == .possible && touchesAreDown) {
            let what = state == .possible ? "touches are already down, waiting to move far enough to begin" : "gesture already began (state .\(state))"
            headlessMisuse(
                api,
                "\(headlessDisplayName)'s \(what). Continue it with headlessChange(…), or finish it with headlessEnd() or headlessCancel() before beginning another. The state was left unchanged."
            )
            return false
        }
        guard let view = headlessView(api) else { return false }
        let touches = numberOfTouches ?? headlessDefaultNumberOfTouches
        let start = location ?? headlessDefaultLocation(in: view)
        guard touches >= 1, start.x.isFinite, start.y.isFinite else {
            headlessInvalidArgument(
                api, "a gesture needs at least one touch and a finite location; got \(touches) touch(es) at (\(start.x), \(start.y)). Nothing happened.")
            return false
        }
        headlessResetIfFinished()
        storedLastRefusal = nil
        awaitedFailures = []
        touchesAreDown = true
        windowLocation = UIGestureRecognizer.point(start, fromCoordinatesOf: view)
        headlessPrepareToBegin()
        let received = headlessReceivedTouches(touches, in: view)
        guard received > 0 else {
            storedNumberOfTouches = 0
            touchesDeclined = true
            let which = touches == 1 ? "the touch" : "all \(touches) touches"
            headlessRefuse(.delegateDeclinedTouch, "its delegate's gestureRecognizer(_:shouldReceive:) returned false for \(which)")
            return false
        }
        storedNumberOfTouches = received
        if let why = headlessRefusal(ofTouches: received) {
            headlessFailTouches(.gestureNotMade, why)
            return false
        }
        return true
    }

    /// Recognizes the gesture whose touches are down, with the values already set: asks the
    /// delegate's `gestureRecognizerShouldBegin(_:)`, then either fails (no handler; the rest of
    /// the touches are ignored) or moves to `.began` and calls the handlers. Returns whether it began.
    ///
    /// A discrete recognizer goes to `.ended` (`.recognized`) instead, calls the handlers once and
    /// lets go of its touches.
    ///
    /// First the recognizers that share its touches have their say (see
    /// <doc:CoordinatingGestures>): it may wait for some to fail (staying `.possible`), or fail.
    @discardableResult
    func headlessRecognize() -> Bool {
        let sharers = headlessTouchSharers()
        guard headlessFailureRequirementsAllowRecognition(among: sharers) else { return false }
        guard delegate?.gestureRecognizerShouldBegin(self) ?? true else {
            headlessFailTouches(.delegateDeclinedBegin, "its delegate's gestureRecognizerShouldBegin(_:) returned false")
            return false
        }
        guard !headlessIsPrevented(among: sharers) else { return false }
        storedLastRefusal = nil
        defer { headlessPreventOthers(among: sharers) }
        if headlessIsDiscrete {
            state = .ended
            headlessSendActions()
            storedNumberOfTouches = 0
            touchesAreDown = false
        } else {
            state = .began
            headlessSendActions()
        }
        return true
    }

    /// Whether the touches are down and the gesture not recognized yet (a pan that has not moved
    /// far enough, a long press not held long enough); checks that the recognizer is enabled.
    func headlessAwaitsRecognition(_ api: String) -> Bool {
        state == .possible && touchesAreDown && !touchesDeclined && headlessIsEnabled(api)
    }

    /// Lifts touches that recognized no gesture: a recognizer waiting to be recognized calls
    /// ``headlessTouchesLifted()`` (it fails, or a tap recognizes) or, when they are cancelled,
    /// fails; one that already failed, or whose delegate declined them, just lets go. Returns
    /// whether it did.
    private func headlessLiftsUnrecognizedTouches(_ api: String, cancelled: Bool) -> Bool {
        guard touchesAreDown, state == .possible || state == .failed, headlessIsEnabled(api) else { return false }
        if state == .possible && !touchesDeclined {
            if cancelled {
                headlessFailTouches(.gestureNotMade, "the touches were cancelled before the gesture was recognized")
            } else {
                headlessTouchesLifted()
            }
        }
        storedNumberOfTouches = 0
        touchesAreDown = false
        touchesDeclined = false
        return true
    }

    /// Calls every handler with the recognizer, in the order they were added, as UIKit sends the
    /// action to each target. Handlers added during the calls are called from the next change on.
    func headlessSendActions() {
        let current = handlers
        for handler in current { handler(self) }
    }

    /// Returns to `.possible`, calling ``reset()``, if the previous gesture finished.
    private func headlessResetIfFinished() {
        guard state == .ended || state == .cancelled || state == .failed else { return }
        state = .possible
        reset()
    }

    private func headlessCanContinue(_ api: String) -> Bool {
        guard headlessIsEnabled(api) else { return false }
        switch state {
        case .began, .changed:
            return true
        case .failed where touchesAreDown, .possible where touchesAreDown && touchesDeclined:
            return false  // a failed recognizer, or one whose delegate declined the touches, ignores them silently as UIKit
        case .possible:
            headlessMisuse(
                api, "\(headlessDisplayName) has no gesture in progress (state .possible). Call headlessBegin(at:) first. The state was left unchanged.")
        case .ended, .cancelled, .failed:
            headlessMisuse(
                api,
                "\(headlessDisplayName)'s gesture is already over (state .\(state)). Call headlessBegin(at:) to begin a new one. The state was left unchanged.")
        }
        return false
    }

    private func headlessIsEnabled(_ api: String) -> Bool {
        if isEnabled { return true }
        headlessMisuse(
            api,
            "\(headlessDisplayName) is disabled (isEnabled == false); UIKit delivers no touches to a disabled recognizer, so nothing happened and no handler was called. Set isEnabled = true to drive it."
        )
        return false
    }

    private func headlessView(_ api: String) -> UIView? {
        if let view {
            guard view.window == nil else { return view }
            headlessRefuse(.notInWindow, "its view is in no window, and UIKit delivers touches only to views on screen")
            headlessMisuse(
                api,
                "\(headlessDisplayName)'s view \(type(of: view)) is in no window; UIKit delivers touches only to views in a window. Add the view to the scene's window first. Nothing happened."
            )
            return nil
        }
        headlessRefuse(.noView, "it is on no view, and UIKit delivers touches only to recognizers attached to a view")
        headlessMisuse(
            api,
            "\(headlessDisplayName) is on no view; UIKit delivers touches only to recognizers attached to a view. Call view.addGestureRecognizer(_:) first. Nothing happened."
        )
        return nil
    }

    func headlessAPI(_ member: String) -> String {
        "\(type(of: self)).\(member)"
    }

    var headlessDisplayName: String {
        "\(type(of: self))" + (name.map { " \"\($0)\"" } ?? "")
    }

    func headlessMisuse(_ api: String, _ message: String) {
        HeadlessScene.recordMisuse(api: api, message, near: view)
    }

    func headlessInvalidArgument(_ api: String, _ message: String) {
        let scene = view?.window?.headlessScene ?? HeadlessScene.current
        scene.record(.invalidArgument, api: api, message)
    }

    // MARK: Coordinates
    // Gesture values are kept in window coordinates (the root's, for a view in no window) and
    // converted to a view's coordinates when read, as UIKit converts its touches.

    /// Converts a point in window coordinates to `view`'s (unchanged when nil).
    static func point(_ point: CGPoint, toCoordinatesOf view: UIView?) -> CGPoint {
        view?.convert(point, from: nil) ?? point
    }

    /// Converts a point in `view`'s coordinates (window coordinates when nil) to window coordinates.
    static func point(_ point: CGPoint, fromCoordinatesOf view: UIView?) -> CGPoint {
        view?.convert(point, to: nil) ?? point
    }

    /// Converts a vector (a translation or velocity) in window coordinates to `view`'s: by the
    /// linear part of the mapping only, since a vector has no position.
    static func vector(_ vector: CGPoint, toCoordinatesOf view: UIView?) -> CGPoint {
        guard let view else { return vector }
        return difference(view.convert(vector, from: nil), view.convert(CGPoint.zero, from: nil))
    }

    /// Converts a vector in `view`'s coordinates (window coordinates when nil) to window coordinates.
    static func vector(_ vector: CGPoint, fromCoordinatesOf view: UIView?) -> CGPoint {
        guard let view else { return vector }
        return difference(view.convert(vector, to: nil), view.convert(CGPoint.zero, to: nil))
    }

    static func difference(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: a.x - b.x, y: a.y - b.y)
    }
}
