import Foundation

/// The body of a `Task { @MainActor in … }` made during a scene's run, started once: at the
/// scene's next turn on its virtual clock, or — if the run ended before that turn — by the task
/// the initializer returned, when the main actor next runs it.
///
/// The initializer in `Task+MainActor.swift` returns a real task whose body waits here for the
/// result, so `value`, `cancel()` and `isCancelled` behave as on any task.
@MainActor
final class HeadlessMainActorTask<Success: Sendable, Failure: Error> {
    private enum State {
        case pending(@MainActor () async -> Result<Success, Failure>)
        case started
        case finished(Result<Success, Failure>)
    }

    private var state: State
    private var waiting: [CheckedContinuation<Result<Success, Failure>, Never>] = []

    private init(body: @escaping @MainActor () async -> Result<Success, Failure>) {
        self.state = .pending(body)
    }

    /// Runs the body if nobody has, else waits for its result.
    func run() async -> Result<Success, Failure> {
        switch state {
        case .pending(let body):
            state = .started
            let result = await body()
            state = .finished(result)
            for continuation in waiting { continuation.resume(returning: result) }
            waiting = []
            return result
        case .started:
            return await withCheckedContinuation { waiting.append($0) }
        case .finished(let result):
            return result
        }
    }

    /// Queues the body for `scene`'s next turn, where it starts at once and runs up to its first
    /// suspension; if `handle` was cancelled by then, the body starts cancelled.
    nonisolated func scheduleTurn(on scene: HeadlessScene, cancelling handle: Task<Success, Failure>) {
        MainActor.assumeIsolated {
            let queuedAt = scene.now
            scene.scheduleOnNextTurn(label: "a Task { @MainActor in … } made at t=\(HeadlessFormat.time(queuedAt))") { [self] in
                guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return }
                Task<Void, Never>.immediate { @MainActor in
                    if handle.isCancelled { withUnsafeCurrentTask { $0?.cancel() } }
                    _ = await self.run()
                }
            }
        }
    }

    /// The scene on whose clock a task isolated to `isolation` starts, or nil when it runs as the
    /// standard library runs it: no scene is current, the caller is not on the main actor, the
    /// task is not isolated to the main actor, or the platform lacks `Task.immediate`.
    nonisolated static func clockScene(for isolation: (any Actor)?) -> HeadlessScene? {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *), isolation === MainActor.shared else { return nil }
        return HeadlessScene.mainQueueScene(for: .main)
    }
}

extension HeadlessMainActorTask where Failure == Never {
    /// The start of `operation`, its body run once (see ``run()``).
    nonisolated static func starting(_ operation: sending @escaping @isolated(any) () async -> Success) -> HeadlessMainActorTask {
        MainActor.assumeIsolated { HeadlessMainActorTask { .success(await operation()) } }
    }

    /// The body of the task the initializer returns.
    nonisolated func handleBody() async -> Success {
        switch await run() {
        case .success(let value): value
        }
    }
}

extension HeadlessMainActorTask where Failure == any Error {
    /// The start of the throwing `operation`, its body run once (see ``run()``).
    nonisolated static func starting(_ operation: sending @escaping @isolated(any) () async throws -> Success) -> HeadlessMainActorTask {
        MainActor.assumeIsolated {
            HeadlessMainActorTask {
                do { return .success(try await operation()) } catch { return .failure(error) }
            }
        }
    }

    /// The body of the task the initializer returns.
    nonisolated func handleBody() async throws -> Success {
        try await run().get()
    }
}
