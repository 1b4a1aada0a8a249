import Foundation

/// An explicit animation running on a layer: the copy ``CALayer/add(_:forKey:)`` made, its key,
/// and its place on the scene's clock.
///
/// Its times are the layer's local time, like a block animation's (``LayerAnimation``), so a
/// layer at `speed` 0 freezes it. The clock wakes for its start (the delegate's
/// `animationDidStart(_:)`) and its end (`animationDidStop(_:finished:)`, then removal unless
/// `isRemovedOnCompletion` is false).
@MainActor
final class ExplicitAnimation: SceneTimeline {
    enum State { case running, ended, removed }

    /// The copy the layer runs, with its `beginTime` and durations resolved.
    let animation: CAAnimation
    let key: String?
    // `weak let`s, set once by `init`: reading a `weak var` is an exclusivity check in a debug
    // build, and the clock reads the layer at every step.
    weak let layer: CALayer?
    weak let scene: HeadlessScene?
    private(set) var state = State.running
    private var hasStarted = false
    /// Whether the delegate heard `animationDidStart(_:)`, or will not: an animation removed in
    /// the turn it was added never started, as in Core Animation (only its stop is told).
    private var startTold = false
    /// The completion blocks of the transactions it was added in.
    private let transactions: [TransactionCompletion]

    init(animation: CAAnimation, key: String?, layer: CALayer, scene: HeadlessScene) {
        self.animation = animation
        self.key = key
        self.layer = layer
        self.scene = scene
        transactions = CATransaction.openCompletions
        for transaction in transactions { transaction.animationStarted(on: scene) }
    }

    /// Starts the animation if its `beginTime` has come (in the layer's time: a frozen layer's
    /// animation added now starts too), telling the delegate on the next turn; the clock then
    /// wakes only for its end, which is what the scene reports as its last scheduled event.
    func startIfDue() {
        guard !hasStarted, state == .running, let layer, let scene else { return }
        guard layer.localTime(atSceneTime: scene.now) >= animation.beginTime - HeadlessScene.timeTolerance else { return }
        start(in: scene)
    }

    private func start(in scene: HeadlessScene) {
        hasStarted = true
        guard let delegate = animation.delegate else { return }
        let animation = self.animation
        scene.scheduleOnNextTurn(label: "\(Self.describe(animation)) animationDidStart") { [self] in
            guard !startTold else { return }
            startTold = true
            delegate.animationDidStart(animation)
        }
    }

    /// Ends the animation: at its end (`finished`), or removed early. Takes it off the layer unless
    /// it finished and is not removed on completion, and tells the delegate on the next turn.
    func stop(finished: Bool) {
        guard state == .running else { return }
        if !finished { startTold = true }  // removed before its start was told: it never started
        let stays = finished && !animation.isRemovedOnCompletion
        state = stays ? .ended : .removed
        if !stays { layer?.detach(self) }
        for transaction in transactions { transaction.animationStopped() }
        guard let delegate = animation.delegate else { return }
        let animation = self.animation
        (scene ?? HeadlessScene.current).scheduleOnNextTurn(label: "\(Self.describe(animation)) animationDidStop") {
            delegate.animationDidStop(animation, finished: finished)
        }
    }

    /// Takes an animation that stayed on its layer after it ended off the layer, silently.
    func detachEnded() {
        state = .removed
        layer?.detach(self)
    }

    // MARK: SceneTimeline

    func nextEventTime(in scene: HeadlessScene) -> TimeInterval? {
        guard state == .running else { return nil }
        guard let layer else { return scene.now }  // layer gone: end at once
        if !hasStarted { return layer.sceneTime(atLocalTime: animation.beginTime) }
        guard let end = animation.headlessEndTime else { return nil }
        return layer.sceneTime(atLocalTime: end)
    }

    func fireEvents(upTo time: TimeInterval, in scene: HeadlessScene) {
        guard state == .running else { return }
        guard let layer else {
            stop(finished: false)
            return
        }
        if !hasStarted {
            guard let start = layer.sceneTime(atLocalTime: animation.beginTime), start <= time else { return }
            self.start(in: scene)
        }
        if let end = animation.headlessEndTime, let endTime = layer.sceneTime(atLocalTime: end), endTime <= time {
            stop(finished: true)
        }
    }

    var isFinished: Bool { state != .running }

    var pendingDescription: String {
        var text = "\(Self.describe(animation))\(key.map { " (key \"\($0)\")" } ?? "") on \(layer?.headlessDescription ?? "a layer that is gone")"
        if let layer, let scene, let end = animation.headlessEndTime {
            if let time = layer.sceneTime(atLocalTime: hasStarted ? end : animation.beginTime) {
                text += hasStarted ? " until t=\(HeadlessFormat.time(max(time, scene.now)))" : " starting at t=\(HeadlessFormat.time(time))"
            } else {
                text += " (frozen: an enclosing layer's speed is 0)"
            }
        } else if animation.headlessEndTime == nil {
            text += " (repeats forever)"
        }
        return text
    }

    /// `CABasicAnimation "path"`: the class and the key path.
    static func describe(_ animation: CAAnimation) -> String {
        let keyPath = (animation as? CAPropertyAnimation)?.keyPath.map { " \"\($0)\"" } ?? ""
        return "\(type(of: animation))\(keyPath)"
    }
}
