import Foundation

/// The main queue on the virtual clock: `DispatchQueue.main.async { … }` and
/// `DispatchQueue.main.asyncAfter(deadline:) { … }` called on the main actor while a scene exists
/// queue their block on the current scene's clock, as UIKit's main run loop services the main queue.
///
/// ## The model
///
/// On UIKit the main queue is a first-in, first-out queue whose blocks the main thread's run loop
/// runs ([`DispatchQueue.main`](https://developer.apple.com/documentation/dispatch/dispatchqueue/main)),
/// so a block queued with `async` runs on a later turn, after the work already queued, never inside
/// the call; `asyncAfter` runs it once its deadline has passed.
/// Here `async` queues the block for the next turn at the current virtual instant, and
/// `asyncAfter` at the current instant plus the delay the deadline stood for when the call was made
/// (a `DispatchTime` counts real time; the delay is rounded to
/// ``HeadlessScene/Configuration/mainQueueDelayResolution``). Both take their place in the clock's
/// one first-in, first-out order: a block due at the same instant as an animation's end runs before
/// that animation's completion, as on UIKit, where the animation starts only at the commit at the end
/// of the turn that added it.
///
/// It does not intercept the other forms: the `group:`, `qos:` and `flags:` parameters,
/// `asyncAfter(wallDeadline:)`, another queue, a call off the main actor, or a deadline of
/// `.distantFuture`; nor a `DispatchWorkItem`: `async(execute:)` and `asyncAfter(deadline:execute:)`
/// with a work item are Dispatch's own declarations, and a second declaration of the same
/// signature makes every call ambiguous (so does a type of HeadlessUIKit's named
/// `DispatchWorkItem`, in every file that also imports Foundation). (The standard library's
/// `Task.init` is different: a declaration outside the standard library takes precedence over it,
/// which is how `Task { @MainActor in … }` is on the clock, see the `Task` extension; the runtime
/// itself hands a main-actor job straight to the main dispatch queue without calling the
/// `swift_task_enqueueMainExecutor_hook` it exports,
/// [swiftlang/swift#63104](https://github.com/swiftlang/swift/issues/63104).) All of these go to
/// the main dispatch queue, which runs during a check
/// only when the check runs on the main thread and not as a job of that queue (a synchronous
/// XCTest method, a command-line tool's top-level code): then the scene's poll of the run loop
/// lets the main run loop service it, in real time (``HeadlessScene/Configuration/realRunLoopBudget``,
/// see `HeadlessScene+RealRunLoop.swift`). Swift Testing runs a main-actor test as a job of the
/// serial main queue — on Linux on a worker thread — and XCTest an async test method, so nothing
/// else queued there runs before the test returns. `OperationQueue.main` is on the clock
/// (``HeadlessMainOperationQueue``).
extension DispatchQueue {
    /// Submits `work` to run asynchronously on this queue; on the main queue, on the current scene's
    /// clock at its next turn.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard let scene = HeadlessScene.mainQueueScene(for: self) else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
            return
        }
        MainActor.assumeIsolated {
            let queuedAt = scene.now
            scene.scheduleOnNextTurn(label: "a DispatchQueue.main.async block queued at t=\(HeadlessFormat.time(queuedAt))") { work() }
        }
    }

    /// Submits `work` to run on this queue once `deadline` has passed; on the main queue, on the
    /// current scene's clock that long after now.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        let delay = HeadlessScene.delay(until: deadline)
        guard let delay, let scene = HeadlessScene.mainQueueScene(for: self) else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        MainActor.assumeIsolated {
            let queuedAt = scene.now
            let resolution = scene.configuration.mainQueueDelayResolution
            let rounded = resolution > 0 ? (delay / resolution).rounded() * resolution : delay
            scene.schedule(
                at: queuedAt + rounded,
                label: "a DispatchQueue.main.asyncAfter block queued at t=\(HeadlessFormat.time(queuedAt)) with a \(HeadlessFormat.time(rounded)) s delay"
            ) { work() }
        }
    }
}

extension HeadlessScene {
    /// The key the main queue carries, so that a call can tell it is running on the main queue
    /// (Swift Testing runs main-actor tests on the main queue, off the main thread).
    private nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// The scene whose clock work queued on `queue` runs on: the current scene, when `queue` is the
    /// main queue and the caller is on the main actor; nil otherwise.
    nonisolated static func mainQueueScene(for queue: DispatchQueue) -> HeadlessScene? {
        guard queue.label == mainQueueLabel, Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true else {
            return nil
        }
        return MainActor.assumeIsolated { currentIfAny }
    }

    private nonisolated static let mainQueueLabel = DispatchQueue.main.label

    /// The real seconds from now until `deadline`, at least 0; nil for a deadline that never comes.
    nonisolated static func delay(until deadline: DispatchTime) -> TimeInterval? {
        guard deadline != .distantFuture else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        let then = deadline.uptimeNanoseconds
        return then > now ? TimeInterval(then - now) / 1e9 : 0
    }
}
