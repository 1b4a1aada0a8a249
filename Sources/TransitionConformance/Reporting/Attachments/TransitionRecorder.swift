#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Samples the views taking part in one run at regular virtual-time steps, for a failure's trace
/// and filmstrip — a run of any family: an animator's or an ensemble's ``TransitionRun``, a
/// presentation controller's or a delegate's ``PresentationRun``, a custom container's
/// ``ContainerSwitchRun``.
///
/// ## The model
///
/// A run attaches the recorder before it starts, saying what to film (``Filming``): the views it
/// follows by role, the window's views before the run, where the sampling grid starts and how long
/// the transition says it takes. The recorder then is the run's host's camera
/// (``TransitionHost/camera``): however the run drives the clock — the animator suite's driver,
/// a gesture, a delegate flow's present and dismiss, a resize — the host stops every ``interval``
/// seconds of virtual time for a sample (work due on the way runs in the same order), and the run
/// adds samples at its own moments (the start, `completeTransition(_:)`, the end). It follows the
/// run's participants and every view added to the window during the run (the outermost one: a
/// snapshot, a dimming view, an overlay), and reads what is on screen: frames from the
/// presentation layers, converted to window coordinates, and presentation opacity. Nothing is
/// recorded when no recorder is attached, which is how the checks run.
@MainActor
final class TransitionRecorder: HostCamera {
    /// What a recorder films, as the run describes it.
    struct Filming {
        /// The run's host: its window is filmed, its clock is the one sampled.
        let host: TransitionHost
        /// The window's views before the run: not counted as added.
        let before: ViewTreeSnapshot
        /// The views followed by role ("container", "from-view", "to-view", "presenter's view", …),
        /// read again at every sample (a container UIKit makes exists only once the transition started).
        let participants: () -> [(view: UIView, role: String)]
        /// The views whose holders are looked into for added views (the container: the views
        /// holding it are UIKit's, not added).
        let lookedInto: () -> [UIView]
        /// Where the sampling grid starts (the transition's start); nil until then.
        let origin: () -> TimeInterval?
        /// The duration the transition reports, which sets the step.
        let duration: () -> TimeInterval
    }

    /// The sampling step in virtual seconds; set from the reported duration at the first step
    /// (a sixth of it, between 0.02 and 0.5 s), 0.05 s when the duration is 0.
    private(set) var interval: TimeInterval = 0.05
    private(set) var views: [TransitionTrace.TracedView] = []
    private(set) var samples: [TransitionTrace.Sample] = []
    private(set) var tracked: [(view: UIView, key: String)] = []
    private var nextSampleTime: TimeInterval?
    private var filming: Filming?

    /// Starts filming: follows the participants the run has now and becomes its host's camera.
    func attach(_ filming: Filming) {
        self.filming = filming
        filming.host.camera = self
        trackParticipants()
    }

    /// Starts filming a ``TransitionRun``: its container, from-view and to-view. When UIKit
    /// stages the run, its container exists only once the transition has started, so they are
    /// followed from the first sample instead.
    func attach(to run: TransitionRun) {
        attach(
            Filming(
                host: run.host, before: run.before,
                participants: { [unowned run] in
                    run.container === run.host.window ? [] : [(run.container, "container"), (run.fromView, "from-view"), (run.toView, "to-view")]
                },
                lookedInto: { [unowned run] in [run.container] }, origin: { [unowned run] in run.startTime },
                duration: { [unowned run] in run.reportedDuration }))
    }

    private func trackParticipants() {
        for (view, role) in filming?.participants() ?? [] { track(view, role: role) }
    }

    /// Takes a sample of every followed view now.
    func sample(_ moment: String) {
        guard let filming else { return }
        trackParticipants()
        discoverAddedViews()
        let window = filming.host.window
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
        samples.append(TransitionTrace.Sample(time: Self.rounded(filming.host.now), moment: moment, views: sorted))
    }

    /// The next sample time after `now`, on the grid from the run's start; nil before the start.
    func nextStop(after now: TimeInterval) -> TimeInterval? {
        guard let filming else { return nil }
        if nextSampleTime == nil {
            guard let origin = filming.origin() else { return nil }
            let duration = filming.duration()
            if duration.isFinite && duration > 0 { interval = min(max(duration / 6, 0.02), 0.5) }
            nextSampleTime = origin + interval
        }
        while let next = nextSampleTime, next <= now + 1e-9 { nextSampleTime = next + interval }
        return nextSampleTime
    }

    /// The host stopped at a grid time: one sample, and the next stop a step later.
    func stopped(at time: TimeInterval) {
        sample("step")
        nextSampleTime = time + interval
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
    private func discoverAddedViews() {
        guard let filming else { return }
        let lookedInto = filming.lookedInto()
        func visit(_ view: UIView) {
            for subview in view.subviews {
                if filming.before.contains(subview) || lookedInto.contains(where: { $0.isDescendant(of: subview) }) {
                    visit(subview)
                } else if !tracked.contains(where: { $0.view === subview }) {
                    track(subview, role: "added")
                }
            }
        }
        visit(filming.host.window)
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
