import Foundation

/// A task on the main actor on the virtual clock: `Task { @MainActor in … }` — and `Task { … }`
/// written where the main actor is the context, which inherits it — made while a scene is
/// current starts its body at the scene's next turn, as UIKit's main executor runs it on a later
/// turn of the main queue.
///
/// ## The model
///
/// On UIKit a task isolated to the main actor is a job on the main executor, which on Apple's
/// platforms is the main dispatch queue: the creating call returns the task at once and the body
/// runs on a later turn, after the blocks already queued there, never inside the call
/// ([`Task.init(priority:operation:)`](https://developer.apple.com/documentation/swift/task/init(priority:operation:)-7f0zv):
/// "Runs the given nonthrowing operation asynchronously as part of a new top-level task on behalf
/// of the current actor"; [`MainActor`](https://developer.apple.com/documentation/swift/mainactor):
/// "A singleton actor whose executor is equivalent to the main dispatch queue").
/// Here the body starts at the current virtual instant's next turn, in the clock's one
/// first-in, first-out order with `DispatchQueue.main.async` blocks and animation completions,
/// and runs there up to its first real suspension (an `await` that waits: a sleep, another
/// actor's work, I/O). What follows a suspension runs on the process's real main executor, which
/// during a check runs only when the test itself awaits (see "The virtual clock").
///
/// Why: the Swift runtime hands a main-actor job straight to the main dispatch queue, which a
/// check on the main actor cannot let run before it returns (Swift Testing runs a main-actor test
/// as a job of that queue), so a transition completed from such a task would never complete in a
/// check. Declared here, this initializer takes precedence over the standard library's for code
/// that imports HeadlessUIKit; the standard library's is used when no scene is current, when the
/// body is not on the main actor, and on macOS before 26, which lacks `Task.immediate` (the
/// standard library's `init(name:priority:operation:)` that it then calls is emitted into the
/// client and available since the Swift 5.1 runtime: `stdlib/public/Concurrency/Task+init.swift.gyb`
/// in the Swift repository).
///
/// What it does not model: the task's name, priority and the creator's task-local values are
/// not carried to the body that runs at the turn; a `cancel()` of the returned task before the
/// turn cancels the body before it starts (so `Task.isCancelled` is true in it, as on UIKit), a
/// `cancel()` after the body has started and suspended does not reach it. If the scene never
/// reaches the turn (the run ended first), the returned task runs the body itself when the main
/// actor next runs, as the standard library's would.
extension Task where Failure == Never {
    /// Runs `operation` as a new top-level task; on the main actor while a scene is current, at the
    /// scene's next turn on its virtual clock.
    @discardableResult
    public init(
        priority: TaskPriority? = nil,
        @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success
    ) {
        guard let scene = HeadlessMainActorTask<Success, Failure>.clockScene(for: isolation(of: operation)) else {
            self.init(name: nil, priority: priority, operation: operation)
            return
        }
        let start = HeadlessMainActorTask.starting(operation)
        self.init(name: nil, priority: priority) { await start.handleBody() }
        start.scheduleTurn(on: scene, cancelling: self)
    }
}

extension Task where Failure == any Error {
    /// Runs the throwing `operation` as a new top-level task; on the main actor while a scene is
    /// current, at the scene's next turn on its virtual clock.
    @discardableResult
    public init(
        priority: TaskPriority? = nil,
        @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success
    ) {
        guard let scene = HeadlessMainActorTask<Success, Failure>.clockScene(for: isolation(of: operation)) else {
            self.init(name: nil, priority: priority, operation: operation)
            return
        }
        let start = HeadlessMainActorTask.starting(operation)
        self.init(name: nil, priority: priority) { try await start.handleBody() }
        start.scheduleTurn(on: scene, cancelling: self)
    }
}

/// The actor `operation` is isolated to, if any. (Reading `operation.isolation` of a `sending`
/// parameter in an initializer crashes the Swift 6.3 compiler; through a function it does not.)
private func isolation<T>(of operation: @escaping @isolated(any) () async throws -> T) -> (any Actor)? {
    operation.isolation
}
