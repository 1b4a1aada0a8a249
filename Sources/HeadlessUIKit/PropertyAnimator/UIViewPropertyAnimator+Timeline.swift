import Foundation

/// One run of a property animator from a fraction towards its end (1) or start (0).
@MainActor
struct Motion {
    /// The scene time the run begins moving (after any start delay).
    var startTime: TimeInterval
    var startFraction: Double
    /// 1 running forwards, 0 reversed.
    var target: Double
    /// Seconds from `startFraction` to `target`.
    var length: TimeInterval
    /// The curve the displayed values follow over this run.
    var curve: TimingCurve

    var endTime: TimeInterval { startTime + max(length, 0) }

    /// How much of the run has passed at scene time `t`, 0…1.
    func elapsed(at t: TimeInterval) -> Double {
        guard length > 0 else { return t >= startTime - HeadlessScene.timeTolerance ? 1 : 0 }
        return min(max((t - startTime) / length, 0), 1)
    }

    /// The fraction of the animator's duration completed at scene time `t`.
    func fraction(at t: TimeInterval) -> Double {
        startFraction + (target - startFraction) * elapsed(at: t)
    }
}

/// An animation a property animator owns, with its place on the animator's timeline.
@MainActor
final class DrivenAnimation {
    let animation: LayerAnimation
    /// The fraction of the animator's timeline at which this animation begins; it ends at 1.
    let windowStart: Double
    /// Where the current run began, in the animation's own time (0…1) …
    var runStartLocal: Double = 0
    /// … and the progress it displayed then.
    var runStartProgress: Double = 0

    init(animation: LayerAnimation, windowStart: Double) {
        self.animation = animation
        self.windowStart = windowStart
    }

    /// The animation's own time fraction (0…1) at the animator's fraction `f`.
    func local(_ f: Double) -> Double {
        guard windowStart < 1 else { return f >= 1 ? 1 : 0 }
        return min(max((f - windowStart) / (1 - windowStart), 0), 1)
    }

    func hasBegun(at f: Double) -> Bool {
        windowStart <= 0 || f >= windowStart - 1e-12
    }
}

extension UIViewPropertyAnimator: AnimationDriver, SceneTimeline {
    // MARK: Clock

    /// The scene of the animated views, else the scene the animator last ran on, else the
    /// current scene.
    var scene: HeadlessScene {
        for item in driven {
            if let scene = item.animation.layer?.owningView?.window?.headlessScene { return scene }
        }
        for property in properties {
            if let scene = property.layer?.owningView?.window?.headlessScene { return scene }
        }
        return runScene ?? HeadlessScene.current
    }

    /// A view the animator animates, to attribute diagnostics to its scene.
    var anyAnimatedView: UIView? {
        properties.lazy.compactMap { $0.layer?.owningView }.first
    }

    var now: TimeInterval { (runScene ?? scene).now }

    /// The fraction of the duration completed now.
    var currentFraction: Double {
        guard let motion else { return pausedFraction }
        return motion.fraction(at: now)
    }

    /// The curve a paused animator scrubs along when ``scrubsLinearly`` is false.
    var scrubCurve: TimingCurve { timing.curve(overDuration: storedDuration) }

    // MARK: AnimationDriver

    func animationDidStart(_ animation: LayerAnimation) {
        let item = DrivenAnimation(animation: animation, windowStart: animation.delayFactor)
        item.runStartLocal = item.local(currentFraction)
        item.runStartProgress = 0
        driven.append(item)
        trackProperty(of: animation)
    }

    func progress(of animation: LayerAnimation) -> LayerAnimation.Progress {
        guard let item = driven.first(where: { $0.animation === animation }) else {
            return LayerAnimation.Progress(hasBegun: true, fraction: 1)
        }
        return progress(of: item)
    }

    func progress(of item: DrivenAnimation) -> LayerAnimation.Progress {
        let f = currentFraction
        let begun = item.hasBegun(at: f)
        let local = item.local(f)
        guard let motion else {
            return LayerAnimation.Progress(hasBegun: begun, fraction: scrubsLinearly ? local : scrubCurve.progress(local))
        }
        // The rest of the run restarts from what was displayed when it began.
        let target = item.local(motion.target)
        let span = target - item.runStartLocal
        let along = abs(span) < 1e-12 ? 1 : min(max((local - item.runStartLocal) / span, 0), 1)
        let start = item.runStartProgress
        return LayerAnimation.Progress(hasBegun: begun, fraction: start + (target - start) * motion.curve.progress(along))
    }

    /// Begins a run from the current fraction towards `target`, restarting every animation from
    /// the progress it displays now. `length` nil keeps the current rate.
    func beginMotion(target: Double, startTime: TimeInterval, length: TimeInterval? = nil) {
        let f = currentFraction
        let displayed = driven.map { progress(of: $0).fraction }
        for (item, progress) in zip(driven, displayed) {
            item.runStartLocal = item.local(f)
            item.runStartProgress = progress
        }
        let runLength = length ?? abs(target - f) * secondsPerFraction
        motion = Motion(
            startTime: startTime, startFraction: f, target: target, length: runLength,
            curve: timing.curve(overDuration: runLength))
        awaitingBlocksSince = nil
        let scene = self.scene
        runScene = scene
        if !scene.timelines.contains(where: { $0 === self }) { scene.register(self) }
    }

    /// Stops moving, keeping the fraction reached.
    func freezeMotion() {
        guard let motion else { return }
        pausedFraction = motion.fraction(at: now)
        self.motion = nil
    }

    // MARK: SceneTimeline

    func nextEventTime(in scene: HeadlessScene) -> TimeInterval? {
        motion?.endTime
    }

    func fireEvents(upTo time: TimeInterval, in scene: HeadlessScene) {
        guard let motion, motion.endTime <= time else { return }
        reachEnd(of: motion)
    }

    var isFinished: Bool { motion == nil }

    var pendingDescription: String {
        let views = properties.compactMap { $0.layer?.owningView?.headlessDisplayName }
        var names: [String] = []
        for name in views where !names.contains(name) { names.append(name) }
        let subject = names.isEmpty ? "" : " animating \(names.joined(separator: ", "))"
        let direction = storedIsReversed ? "reversed" : "forwards"
        let end = motion.map { " until t=\(HeadlessFormat.time($0.endTime))" } ?? ""
        return "UIViewPropertyAnimator (\(HeadlessFormat.time(storedDuration)) s, \(direction))\(subject)\(end)"
    }
}
