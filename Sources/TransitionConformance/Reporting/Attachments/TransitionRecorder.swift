#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Samples the views taking part in one ``TransitionRun`` at regular virtual-time steps, for a
/// failure's trace and filmstrip.
///
/// ## The model
///
/// Attached to a run before ``TransitionRun/start()``, the recorder takes a sample right after the
/// start, inside the first `completeTransition(_:)`, every ``interval`` seconds of virtual time
/// while the run's clock moves (the run splits its `advance(by:)` and `runUntilIdle(timeout:)`
/// at the sample times; work due on the way runs in the same order) and after the end. It follows
/// the from-view, the to-view, the container and every view added to the window during the run
/// (the outermost one: a snapshot, a dimming view, an overlay), and reads what is on screen: frames
/// from the presentation layers, converted to window coordinates, and presentation opacity.
/// Nothing is recorded when no recorder is attached, which is how the checks run.
@MainActor
final class TransitionRecorder {
    /// The sampling step in virtual seconds; set from the reported duration at the first step
    /// (a sixth of it, between 0.02 and 0.5 s), 0.05 s when the duration is 0.
    private(set) var interval: TimeInterval = 0.05
    private(set) var views: [TransitionTrace.TracedView] = []
    private(set) var samples: [TransitionTrace.Sample] = []
    private(set) var tracked: [(view: UIView, key: String)] = []
    private var nextSampleTime: TimeInterval?

    /// Starts following the run's fixed participants: container, from-view and to-view. When
    /// UIKit stages the run, its container exists only once the transition has started, so they
    /// are followed from the first sample instead.
    func attach(to run: TransitionRun) {
        if run.container !== run.host.window { trackParticipants(of: run) }
    }

    private func trackParticipants(of run: TransitionRun) {
        track(run.container, role: "container")
        track(run.fromView, role: "from-view")
        track(run.toView, role: "to-view")
    }

    /// Takes a sample of every followed view now.
    func sample(_ run: TransitionRun, _ moment: String) {
        if run.container !== run.host.window { trackParticipants(of: run) }
        discoverAddedViews(run)
        let window = run.host.window
        var order: [ObjectIdentifier: Int] = [:]
        func visit(_ view: UIView) {
            order[ObjectIdentifier(view)] = order.count
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        let states = tracked.map { entry in
            (order[ObjectIdentifier(entry.view)] ?? Int.max, state(of: entry.view, key: entry.key, in: window))
        }
        let sorted = states.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
        samples.append(TransitionTrace.Sample(time: Self.rounded(run.host.now), moment: moment, views: sorted))
    }

    /// Moves the run's clock by `duration`, stopping to sample at every step on the way.
    func advance(_ run: TransitionRun, by duration: TimeInterval) {
        let host = run.host
        let target = host.now + duration
        while let next = nextStep(run), next <= target + 1e-9 {
            host.advance(by: max(next - host.now, 0))
            sample(run, "step")
            nextSampleTime = next + interval
        }
        host.advance(by: max(target - host.now, 0))
    }

    /// Runs the run's clock until idle or `timeout`, sampling at every step; returns what
    /// `runUntilIdle(timeout:)` over the whole span would have returned.
    func runUntilIdle(_ run: TransitionRun, timeout: TimeInterval) -> RunOutcome {
        let host = run.host
        let deadline = host.now + timeout
        while true {
            let next = min(nextStep(run) ?? deadline, deadline)
            let result = host.runUntilIdle(timeout: max(next - host.now, 0))
            if result.isIdle || host.now >= deadline - 1e-9 { return result }
            sample(run, "step")
            nextSampleTime = next + interval
        }
    }

    /// The next sample time after the clock's current time, on the grid from the run's start.
    private func nextStep(_ run: TransitionRun) -> TimeInterval? {
        if nextSampleTime == nil {
            let duration = run.reportedDuration
            if duration.isFinite && duration > 0 { interval = min(max(duration / 6, 0.02), 0.5) }
            nextSampleTime = run.startTime + interval
        }
        while let next = nextSampleTime, next <= run.host.now + 1e-9 { nextSampleTime = next + interval }
        return nextSampleTime
    }

    /// A time to the microsecond, so the trace reads 0.05 rather than 0.049999999999999996.
    static func rounded(_ time: TimeInterval) -> Double {
        (time * 1_000_000).rounded() / 1_000_000
    }

    private func track(_ view: UIView, role: String) {
        guard !tracked.contains(where: { $0.view === view }) else { return }
        let key = "v\(tracked.count + 1)"
        tracked.append((view, key))
        let name = view.reportName
        let taken = views.filter { $0.name == name || $0.name.hasPrefix(name + " #") }.count
        views.append(TransitionTrace.TracedView(key: key, name: taken == 0 ? name : "\(name) #\(taken + 1)", role: role))
    }

    /// Follows views added to the window since the run began (the outermost of each added tree;
    /// a container UIKit added, and the views holding it, are looked into).
    private func discoverAddedViews(_ run: TransitionRun) {
        let container = run.container
        func visit(_ view: UIView) {
            for subview in view.subviews {
                if run.before.contains(subview) || container.isDescendant(of: subview) {
                    visit(subview)
                } else if !tracked.contains(where: { $0.view === subview }) {
                    track(subview, role: "added")
                }
            }
        }
        visit(run.host.window)
    }

    private func state(of view: UIView, key: String, in window: UIView) -> TransitionTrace.ViewState {
        let shown = view.layer.presentation() ?? view.layer
        let frame = Self.displayedFrame(of: view)
        return TransitionTrace.ViewState(
            key: key,
            frame: TransitionTrace.Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)),
            alpha: Double(shown.opacity), isHidden: view.isHidden, inWindow: view.window === window,
            superview: view.superview?.reportName)
    }

    /// The view's displayed frame in the coordinates of its topmost ancestor (the window when it
    /// is in one): its presentation bounds carried up through each presentation layer's position,
    /// anchor point and transform.
    static func displayedFrame(of view: UIView) -> CGRect {
        let own = (view.layer.presentation() ?? view.layer).bounds
        var corners = [
            CGPoint(x: own.minX, y: own.minY), CGPoint(x: own.maxX, y: own.minY),
            CGPoint(x: own.minX, y: own.maxY), CGPoint(x: own.maxX, y: own.maxY),
        ]
        var current: UIView? = view
        while let layerView = current, let parent = layerView.superview {
            let layer = layerView.layer.presentation() ?? layerView.layer
            let transform = layer.affineTransform()
            corners = corners.map { point in
                let relative = CGPoint(
                    x: point.x - layer.bounds.minX - layer.anchorPoint.x * layer.bounds.width,
                    y: point.y - layer.bounds.minY - layer.anchorPoint.y * layer.bounds.height)
                let moved = relative.applying(transform)
                return CGPoint(x: moved.x + layer.position.x, y: moved.y + layer.position.y)
            }
            current = parent
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
