import Foundation
import Testing
@testable import HeadlessUIKit

/// `Task { @MainActor in … }` made while a scene is current starts at the scene's next turn, in
/// the clock's one order with main-queue blocks and animation completions.
@MainActor
@Suite("Main-actor tasks on the virtual clock")
struct MainActorTaskTests {
    @Test("the body runs on the next turn, in order with main-queue blocks, never inside the call")
    func bodyRunsOnTheNextTurn() {
        let scene = makeScene()
        var order: [String] = []
        DispatchQueue.main.async { order.append("async before") }
        Task { @MainActor in order.append("task") }
        DispatchQueue.main.async { order.append("async after") }
        #expect(order.isEmpty, "the body must not run inside the call")
        scene.advance(by: 0)
        #expect(order == ["async before", "task", "async after"])
        #expect(scene.now == 0)
    }

    @Test("a task written in a main-actor context without an annotation inherits the main actor and is on the clock too")
    func inheritedIsolation() {
        let scene = makeScene()
        var ran = false
        Task { ran = true }
        #expect(!ran)
        scene.advance(by: 0)
        #expect(ran)
    }

    @Test("a task made in an animation's completion runs after that completion, at the animation's end")
    func fromAnAnimationCompletion() {
        let scene = makeScene()
        let view = UIView()
        scene.window.addSubview(view)
        var ranAt: TimeInterval?
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) { _ in
            Task { @MainActor in ranAt = scene.now }
        }
        #expect(scene.runUntilIdle(timeout: 1) == .idle(at: 0.3))
        #expect(ranAt.map { abs($0 - 0.3) < 1e-9 } == true, "\(String(describing: ranAt))")
    }

    @Test("a task cancelled before its turn starts cancelled: Task.isCancelled is true in its body")
    func cancelledBeforeItsTurn() {
        let scene = makeScene()
        var sawCancelled: Bool?
        let task = Task { @MainActor in sawCancelled = Task.isCancelled }
        task.cancel()
        scene.advance(by: 0)
        #expect(sawCancelled == true)
    }

    @Test("the returned task's value is the body's result, whoever ran it")
    func valueOfTheReturnedTask() async {
        let scene = makeScene()
        let task = Task { @MainActor in 42 }
        scene.advance(by: 0)
        #expect(await task.value == 42)
        let throwing = Task { @MainActor () throws -> Int in throw CancellationError() }
        scene.advance(by: 0)
        await #expect(throws: CancellationError.self) { try await throwing.value }
    }

    @Test("a task whose scene never reaches its turn still runs once, when the main actor runs it")
    func sceneThatNeverTurns() async {
        _ = makeScene()
        var runs = 0
        let task = Task { @MainActor in runs += 1 }
        await task.value
        #expect(runs == 1)
    }

    @Test("what follows the body's first suspension is not on the clock")
    func afterASuspension() async {
        let scene = makeScene()
        var steps: [String] = []
        let task = Task { @MainActor in
            steps.append("before")
            await Task.yield()
            steps.append("after")
        }
        scene.advance(by: 0)
        #expect(steps == ["before"])
        await task.value
        #expect(steps == ["before", "after"])
    }

    @Test("a task not on the main actor is the standard library's")
    func otherIsolation() async {
        let scene = makeScene()
        let task = Task.detached { 7 }
        #expect(scene.isIdle)
        #expect(await task.value == 7)
    }
}
