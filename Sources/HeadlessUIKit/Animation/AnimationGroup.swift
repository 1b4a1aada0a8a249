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
    private var running = 0
    private(set) var animationCount = 0
    private var allFinished = true
    private var sealed = false
    private var fired = false
    weak var scene: HeadlessScene?

    init(label: @escaping () -> String, completion: ((Bool) -> Void)?) {
        makeLabel = label
        self.completion = completion
    }

    func animationDidStart(in scene: HeadlessScene) {
        if self.scene == nil { self.scene = scene }
        running += 1
        animationCount += 1
    }

    func animationDidStop(finished: Bool) {
        running -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    /// Marks the group complete (its block returned). With no animations, the completion is
    /// queued for the next turn with `emptyFinished`.
    func seal(scene fallback: HeadlessScene, emptyFinished: Bool) {
        sealed = true
        if animationCount == 0 {
            fired = true
            let scene = self.scene ?? fallback
            if let completion {
                scene.scheduleOnNextTurn(label: "\(self.label) completion") {
                    HeadlessRunningCompletion.running(self.label, finished: emptyFinished) { completion(emptyFinished) }
                }
            }
        } else {
            fireIfDone()
        }
    }

    private func fireIfDone() {
        guard sealed, running == 0, !fired, let scene else { return }
        fired = true
        let flag = allFinished
        if let completion {
            scene.scheduleOnNextTurn(label: "\(self.label) completion") {
                HeadlessRunningCompletion.running(self.label, finished: flag) { completion(flag) }
            }
        }
    }
}
