import Foundation

/// The main operation queue on the virtual clock: `OperationQueue.main`, as code that imports
/// HeadlessUIKit sees it, is a ``HeadlessMainOperationQueue``, whose operations added on the main
/// actor while a scene exists run on the current scene's clock at its next turn.
extension OperationQueue {
    /// The operation queue of the main thread; here a ``HeadlessMainOperationQueue``, whose
    /// operations added during a scene's run go on that scene's clock.
    public static var main: HeadlessMainOperationQueue { HeadlessMainOperationQueue.shared }
}

/// The queue `OperationQueue.main` names under HeadlessUIKit: a serial queue on the main
/// dispatch queue that puts the operations added on the main actor, while a scene exists, on the
/// current scene's clock.
///
/// ## The model
///
/// On UIKit the main operation queue "executes one operation at a time on the app's main thread",
/// interleaved with the other work of the main thread, in the run loop's common modes
/// ([`OperationQueue.main`](https://developer.apple.com/documentation/foundation/operationqueue/main));
/// swift-corelibs-foundation runs it on the main dispatch queue. So an operation added from the
/// main thread runs on a later turn, after the work already queued, never inside the call — the
/// order of `DispatchQueue.main.async`. Here `addOperation(_:)` with a block, `addOperation(_:)`
/// with an operation that has no dependencies, and `addBarrierBlock(_:)` queue the work for the
/// scene's next turn at the current virtual instant, in the clock's one first-in, first-out order
/// (see <doc:TheVirtualClock>). An operation is started there with `start()`, which for a
/// cancelled operation only marks it finished: a cancelled operation never runs its work, as on
/// UIKit, where "canceling an operation that is in an operation queue … causes the queue to
/// ignore the operation"
/// ([`cancel()`](https://developer.apple.com/documentation/foundation/operation/cancel())).
///
/// It does not model the queue's bookkeeping: work put on the clock is not counted in
/// `operationCount`, `isSuspended` does not hold it back, and `cancelAllOperations()` does not
/// reach it (cancel the operation itself). An operation with dependencies, work added off the main
/// actor or with no scene, and `addOperations(_:waitUntilFinished:)` go to the real queue on the
/// main dispatch queue, which does not run while a check on the main actor is running.
///
/// `OperationQueue.main` is this queue because the extension's `main`, of this subclass's type,
/// is the more specific of the two declarations; Foundation's own `main` cannot be reached from
/// code that imports HeadlessUIKit.
public final class HeadlessMainOperationQueue: OperationQueue, @unchecked Sendable {
    /// The one instance `OperationQueue.main` returns.
    static let shared = HeadlessMainOperationQueue()

    private override init() {
        super.init()
        name = "NSOperationQueue Main Queue"
        maxConcurrentOperationCount = 1
        underlyingQueue = DispatchQueue.main
    }

    /// Adds `block` as an operation; on the main actor during a scene's run, on its clock's next turn.
    public override func addOperation(_ block: @escaping @Sendable () -> Void) {
        guard let scene = HeadlessScene.mainQueueScene(for: .main) else { return super.addOperation(block) }
        Self.schedule(on: scene, "an OperationQueue.main block") { block() }
    }

    /// Adds `op`; on the main actor during a scene's run and without dependencies, started on the
    /// clock's next turn (a cancelled operation only finishes).
    public override func addOperation(_ op: Operation) {
        guard op.dependencies.isEmpty, let scene = HeadlessScene.mainQueueScene(for: .main) else { return super.addOperation(op) }
        Self.schedule(on: scene, "an OperationQueue.main \(type(of: op))") { op.start() }
    }

    /// Adds `barrier`; on the main actor during a scene's run, on its clock's next turn (the queue
    /// runs one operation at a time, so a barrier is one more operation in order).
    public override func addBarrierBlock(_ barrier: @escaping @Sendable () -> Void) {
        guard let scene = HeadlessScene.mainQueueScene(for: .main) else { return super.addBarrierBlock(barrier) }
        Self.schedule(on: scene, "an OperationQueue.main barrier block") { barrier() }
    }

    private static func schedule(on scene: HeadlessScene, _ what: String, _ work: @escaping @MainActor () -> Void) {
        MainActor.assumeIsolated {
            let queuedAt = scene.now
            scene.scheduleOnNextTurn(label: "\(what) queued at t=\(HeadlessFormat.time(queuedAt))", work)
        }
    }
}
