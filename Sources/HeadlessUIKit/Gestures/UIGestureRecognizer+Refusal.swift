import Foundation

/// Why a driven gesture did not begin, and the delegate's say over the touches.
extension UIGestureRecognizer {
    /// Why the last gesture driven on the recognizer did not begin (a discrete one: was not
    /// recognized), or nil when it began or none was driven. HeadlessUIKit-only.
    ///
    /// Set when a driver call finds the recognizer disabled, on no view or on a view in no window;
    /// when the delegate declines the touches (`gestureRecognizer(_:shouldReceive:)`) or the
    /// beginning (`gestureRecognizerShouldBegin(_:)`); and when the touches do not make the
    /// gesture (another number of touches or taps, a pan lifted before it moved far enough, a long
    /// press lifted too soon or moved too far, a swipe in another direction). Cleared when the
    /// next gesture's touches go down, and when a gesture begins.
    public var headlessLastRefusal: HeadlessGestureRefusal? { storedLastRefusal }

    /// Records why the gesture did not begin.
    func headlessRefuse(_ reason: HeadlessGestureRefusal.Reason, _ detail: String) {
        storedLastRefusal = HeadlessGestureRefusal(
            reason: reason, time: HeadlessScene.time(for: view), recognizer: headlessDisplayName, detail: detail)
    }

    /// Makes the gesture whose touches are down fail, with no action sent, for `reason`: the
    /// recognizer ignores the rest of its touches until they are lifted.
    /// Recognizers waiting for it to fail go on.
    func headlessFailTouches(_ reason: HeadlessGestureRefusal.Reason, _ detail: String) {
        storedNumberOfTouches = 0
        state = .failed
        awaitedFailures = []
        headlessRefuse(reason, detail)
        headlessReleaseFailureWaiters()
    }

    /// How many of `count` touches going down on `view` the delegate lets the recognizer receive:
    /// it is asked once per touch, as UIKit asks before delivering each (all of them without a
    /// delegate).
    func headlessReceivedTouches(_ count: Int, in view: UIView) -> Int {
        guard let delegate, let windowLocation else { return count }
        var received = 0
        let time = HeadlessScene.time(for: view)
        for _ in 0..<count {
            let touch = UITouch(view: view, windowLocation: windowLocation, phase: .began, tapCount: 1, timestamp: time)
            if delegate.gestureRecognizer(self, shouldReceive: touch) { received += 1 }
        }
        return received
    }
}
