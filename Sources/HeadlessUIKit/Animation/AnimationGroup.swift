import Foundation

/// The animations one UIKit animation call created, and its completion handler.
///
/// The completion runs once, on the scene's clock, when the last of the group's animations
/// stops: `finished` is true only if every one of them ran to its end. A group that created no
/// animation (its block changed nothing animatable, or animations were off) completes on the
/// next run-loop turn.
@MainActor
final class AnimationGroup {
    /// What made the group, e.g. `UIView.animate(withDuration: 0.30)`, for pending-work reports:
    /// put into words the first time one asks (most groups end without being named, and formatting
    /// the duration cost more than the rest of the animation call).
    var label: String {
        if let madeLabel { return madeLabel }
        let label = makeLabel()
        madeLabel = label
        return label
    }
    private let makeLabel: () -> String
    private var madeLabel: String?
    private let completion: ((Bool) -> Void)?
    /// How many animations run and were made, whether all finished, whether the block returned
    /// and the completion was queued: stored together, each step of the group one access to them
    /// (each read of a class's stored `var` is an exclusivity check in a debug build).
    private var progress = Progress()
    var animationCount: Int { progress.animationCount }
    weak var scene: HeadlessScene?

    private struct Progress {
        var running = 0
        var animationCount = 0
        var allFinished = true
        var sealed = false
        var fired = false

        /// Counts a started animation.
        mutating func start() {
            running += 1
            animationCount += 1
        }

        /// Counts a stopped animation; says whether the group is done and its completion not yet
        /// queued (then marked queued), and with which `finished` flag.
        mutating func stop(finished: Bool) -> Bool? {
            running -= 1
            if !finished { allFinished = false }
            return fireIfDone()
        }

        /// Marks the group sealed; says whether it made no animation (then its completion is
        /// marked queued), or else whether it is done, as ``fireIfDone()``.
        mutating func seal() -> (empty: Bool, done: Bool?) {
            sealed = true
            if animationCount == 0 {
                fired = true
                return (true, nil)
            }
            return (false, fireIfDone())
        }

        /// The `finished` flag of the completion when the group is sealed, runs nothing and has
        /// not queued it yet (it is then marked queued); nil otherwise.
        mutating func fireIfDone() -> Bool? {
            guard sealed, running == 0, !fired else { return nil }
            fired = true
            return allFinished
        }
    }

    init(label: @escaping () -> String, completion: ((Bool) -> Void)?) {
        makeLabel = label
        self.completion = completion
    }

    func animationDidStart(in scene: HeadlessScene) {
        if self.scene == nil { self.scene = scene }
        progress.start()
    }

    func animationDidStop(finished: Bool) {
        guard let flag = progress.stop(finished: finished) else { return }
        fire(finished: flag)
    }

    /// Marks the group complete (its block returned). With no animations, the completion is
    /// queued for the next turn with `emptyFinished`.
    func seal(scene fallback: HeadlessScene, emptyFinished: Bool) {
        let sealed = progress.seal()
        if sealed.empty {
            let scene = self.scene ?? fallback
            if let completion {
                scene.scheduleOnNextTurn(label: "\(self.label) completion") {
                    HeadlessRunningCompletion.running(self.label, finished: emptyFinished) { completion(emptyFinished) }
                }
            }
        } else if let flag = sealed.done {
            fire(finished: flag)
        }
    }

    /// Queues the completion of a group that is done, with `flag`.
    private func fire(finished flag: Bool) {
        guard let scene else { return }
        if let completion {
            scene.scheduleOnNextTurn(label: "\(self.label) completion") {
                HeadlessRunningCompletion.running(self.label, finished: flag) { completion(flag) }
            }
        }
    }
}
