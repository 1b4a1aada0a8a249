import Foundation

/// Drives the progress of animations it owns instead of the layer clock (a property animator).
@MainActor
protocol AnimationDriver: AnyObject {
    /// The progress to display for one of the driver's animations.
    func progress(of animation: LayerAnimation) -> LayerAnimation.Progress
    /// Called when a write inside the driver's animation block created `animation` for it.
    func animationDidStart(_ animation: LayerAnimation)
}

/// One animated property of one layer: what Core Animation calls a `CABasicAnimation` added
/// by a UIKit animation block, with its place in time.
///
/// A block animation's times are in the layer's local time, so a layer whose `speed` is 0
/// freezes it and `timeOffset` scrubs it. An animation owned by a ``AnimationDriver`` (a
/// property animator) takes its progress from the driver instead.
@MainActor
final class LayerAnimation: SceneTimeline {
    struct Progress {
        /// Whether the animation has begun (its delay, or its keyframe's start, has passed).
        var hasBegun: Bool
        /// How far from `from` to `to` the displayed value is (may leave 0…1 for springs).
        var fraction: Double
    }

    enum State { case running, finished, removed }

    let key: LayerKey
    let from: AnimatableValue
    let to: AnimatableValue
    // `weak let`s, set once by `init`: reading a `weak var` is an exclusivity check in a debug
    // build, and the clock reads the layer of every animation at every step.
    weak let layer: CALayer?
    let group: AnimationGroup?
    weak let scene: HeadlessScene?
    /// The layer-local time the animation's timeline starts at (after its delay).
    let begin: CFTimeInterval
    /// The length of the animation's timeline (the whole keyframe animation for a keyframe).
    let duration: TimeInterval
    let curve: TimingCurve
    /// The part of the (curved) timeline this animation occupies; (0, 1) except for keyframes.
    let window: (start: Double, length: Double)
    let autoreverses: Bool
    let repeats: Bool
    /// The property animator that owns the animation, if any (it scrubs it; the clock does not).
    ///
    /// Read through `isDriven` first: most animations have no driver, and the clock asks every
    /// animation at every step, so a weak load (and the retain and release around it) is spent
    /// only on animations that were given one.
    var driver: (any AnimationDriver)? { isDriven ? storedDriver : nil }
    private weak let storedDriver: (any AnimationDriver)?
    private let isDriven: Bool
    /// For driver-owned animations: the part of the driver's timeline this one starts at.
    let delayFactor: Double
    /// Whether the animation runs, finished or was removed.
    var state: State { status.state }
    /// The state, and the scene time ``nextEventTime(in:)`` gave at a timing generation (see
    /// `CALayer.timingGeneration`; generation -1 before the first), stored together: the clock
    /// asks every animation for both at every step, in one access.
    private var status: (state: State, end: (generation: Int, time: TimeInterval?)) = (.running, (-1, nil))
    /// The completion blocks of the `CATransaction`s the animation was made in; nil (nearly
    /// always) when none was waiting.
    var transactions: [TransactionCompletion]?

    init(
        layer: CALayer, key: LayerKey, from: AnimatableValue, to: AnimatableValue, group: AnimationGroup?,
        scene: HeadlessScene, begin: CFTimeInterval, duration: TimeInterval, curve: TimingCurve,
        window: (start: Double, length: Double) = (0, 1), autoreverses: Bool = false, repeats: Bool = false,
        driver: (any AnimationDriver)? = nil, delayFactor: Double = 0
    ) {
        self.layer = layer
        self.key = key
        self.from = from
        self.to = to
        self.group = group
        self.scene = scene
        self.begin = begin
        self.duration = duration
        self.curve = curve
        self.window = window
        self.autoreverses = autoreverses
        self.repeats = repeats
        self.storedDriver = driver
        self.isDriven = driver != nil
        self.delayFactor = delayFactor
    }

    var isRunning: Bool { status.state == .running }
    var sceneNow: TimeInterval { scene?.now ?? 0 }

    /// The length of one pass of the timeline, twice the duration when it autoreverses.
    private var activeLength: Double { autoreverses ? 2 * duration : duration }

    /// Progress at a given layer-local time.
    func progress(atLocalTime local: CFTimeInterval) -> Progress {
        let elapsed = local - begin
        guard elapsed >= -HeadlessScene.timeTolerance else { return Progress(hasBegun: false, fraction: 0) }
        guard duration > 0 else { return Progress(hasBegun: true, fraction: 1) }
        var t = max(elapsed, 0)
        if repeats {
            t = t.truncatingRemainder(dividingBy: activeLength)
        } else {
            t = min(t, activeLength)
        }
        let timeFraction = autoreverses && t > duration ? (activeLength - t) / duration : t / duration
        return windowed(curve.progress(timeFraction))
    }

    /// Progress as the owning driver reports it.
    func driverProgress() -> Progress {
        driver?.progress(of: self) ?? Progress(hasBegun: true, fraction: 1)
    }

    /// Maps progress along the whole timeline to progress within this animation's window.
    func windowed(_ eased: Double) -> Progress {
        if window.start == 0 && window.length == 1 { return Progress(hasBegun: true, fraction: eased) }
        guard eased >= window.start - 1e-12 else { return Progress(hasBegun: false, fraction: 0) }
        guard window.length > 0 else { return Progress(hasBegun: true, fraction: 1) }
        return Progress(hasBegun: true, fraction: min(max((eased - window.start) / window.length, 0), 1))
    }

    /// Ends the animation, detaching it from its layer and telling its group.
    func end(finished: Bool) {
        guard Self.stop(&status.state, finished: finished) else { return }
        layer?.detach(self)
        group?.animationDidStop(finished: finished)
        if let transactions { for transaction in transactions { transaction.animationStopped() } }
    }

    /// Moves a running animation's `state` to finished or removed and says so; false, unchanged,
    /// when it no longer runs. One access to the stored status, where a read and a write were
    /// two (and `==` on the state a call of its own, in a debug build).
    private static func stop(_ state: inout State, finished: Bool) -> Bool {
        guard case .running = state else { return false }
        state = finished ? .finished : .removed
        return true
    }

    // MARK: SceneTimeline

    func nextEventTime(in scene: HeadlessScene) -> TimeInterval? {
        let status = self.status  // one access for the state and the cached end
        guard case .running = status.state, !isDriven || storedDriver == nil, !repeats else { return nil }
        guard let layer else { return scene.now }  // layer gone: end at once
        // The clock asks every animation at every step; the answer changes only with the layer's
        // time mapping, so it is kept until any layer's timing or tree changes.
        let generation = CALayer.timingGeneration
        if status.end.generation == generation { return status.end.time }
        let time = layer.sceneTime(atLocalTime: begin + activeLength)
        self.status.end = (generation, time)
        return time
    }

    func fireEvents(upTo time: TimeInterval, in scene: HeadlessScene) {
        guard let next = nextEventTime(in: scene), next <= time else { return }
        end(finished: true)
    }

    // `isDriven` first: a weak load only for animations that were given a driver (as `driver`).
    // `case`, not the derived `==` of the state (a call in a debug build).
    var isFinished: Bool {
        guard case .running = status.state else { return true }
        return isDriven && storedDriver != nil
    }

    var pendingDescription: String {
        let owner = layer?.owningView?.headlessDisplayName ?? "a layer"
        var text = "\(group?.label ?? "animation") animating \(key.rawValue) of \(owner)"
        if repeats {
            text += " (repeats forever)"
        } else if let layer, let scene, let end = layer.sceneTime(atLocalTime: begin + activeLength) {
            text += " until t=\(HeadlessFormat.time(max(end, scene.now)))"
        } else {
            text += " (frozen: an enclosing layer's speed is 0)"
        }
        return text
    }
}
