#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a host's clock stops for while a failure is re-run for its filmstrip: the next time it
/// wants a picture, and the picture.
///
/// The host, not each run, does the stopping, so every way of driving a run — an animator run's
/// driver, a gesture, a delegate flow's present and dismiss, a rotation — is filmed the same way.
/// ``TransitionRecorder`` is the one camera.
@MainActor
protocol HostCamera: AnyObject {
    /// The next time after `now` the camera wants the clock to stop at; nil for none (yet).
    func nextStop(after now: TimeInterval) -> TimeInterval?
    /// The clock stopped at `time`, a time ``nextStop(after:)`` asked for.
    func stopped(at time: TimeInterval)
}

extension TransitionHost {
    /// Moves the clock forward by `interval` seconds, running what falls due (stopping for the
    /// camera's pictures on the way, when one is filming).
    public func advance(by interval: TimeInterval) {
        guard let camera, interval.isFinite, interval >= 0 else { return advanceClock(by: interval) }
        let target = now + interval
        while let next = camera.nextStop(after: now), next <= target + 1e-9 {
            advanceClock(by: max(next - now, 0))
            camera.stopped(at: next)
        }
        advanceClock(by: max(target - now, 0))
    }

    /// Runs the clock until nothing is scheduled or `timeout` seconds pass (stopping for the
    /// camera's pictures on the way, when one is filming); returns what the run over the whole
    /// span would have returned.
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval) -> RunOutcome {
        guard let camera, timeout.isFinite, timeout >= 0 else { return runClockUntilIdle(timeout: timeout) }
        let deadline = now + timeout
        while true {
            let next = min(camera.nextStop(after: now) ?? deadline, deadline)
            let result = runClockUntilIdle(timeout: max(next - now, 0))
            if result.isIdle || now >= deadline - 1e-9 { return result }
            camera.stopped(at: next)
        }
    }
}
