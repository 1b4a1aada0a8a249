import Foundation
import Testing
@testable import HeadlessUIKit

/// A scene that may give the thread's run loop up to `budget` real seconds.
@MainActor
private func makeScene(budget: TimeInterval) -> HeadlessScene {
    var configuration = HeadlessScene.Configuration()
    configuration.realRunLoopBudget = budget
    let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
    scene.headlessAwaitsWork = { true }
    scene.makeCurrent()
    return scene
}

@MainActor
@Suite("OperationQueue.main and the thread's run loop during a scene's run")
struct MainRunLoopTests {
    @Test("OperationQueue.main runs a block on the next turn, in order with DispatchQueue.main.async, never inline")
    func operationQueueRunsOnTheNextTurn() {
        let scene = makeScene()
        var order: [String] = []
        DispatchQueue.main.async { order.append("async") }
        OperationQueue.main.addOperation { MainActor.assumeIsolated { order.append("operation") } }
        OperationQueue.main.addOperation(BlockOperation { MainActor.assumeIsolated { order.append("block operation") } })
        #expect(order.isEmpty, "nothing runs inside the call")
        scene.advance(by: 0)
        #expect(order == ["async", "operation", "block operation"])
        #expect(scene.now == 0)
    }

    @Test("a BlockOperation cancelled before its turn never runs its block, and finishes")
    func cancelledOperationNeverRuns() {
        let scene = makeScene()
        var ran = false
        let operation = BlockOperation { MainActor.assumeIsolated { ran = true } }
        OperationQueue.main.addOperation(operation)
        #expect(scene.pendingWork == ["an OperationQueue.main BlockOperation queued at t=0.00 due at t=0.00"])
        operation.cancel()
        #expect(scene.runUntilIdle(timeout: 1) == .idle(at: 0))
        #expect(!ran)
        #expect(operation.isFinished)
    }

    @Test("a Timer set when an animation ends fires within the real-time budget, and the clock moves on by the time waited")
    func timerFiresWithinTheBudget() {
        let scene = makeScene(budget: 1)
        let view = UIView()
        scene.window.addSubview(view)
        var firedAt: TimeInterval?
        UIView.animate(
            withDuration: 0.2, animations: { view.alpha = 0 },
            completion: { _ in
                _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in MainActor.assumeIsolated { firedAt = scene.now } }
            })
        #expect(scene.runUntilIdle(timeout: 5).isIdle)
        #expect(firedAt.map { $0 >= 0.29 && $0 < 0.45 } == true, "fired at \(String(describing: firedAt))")
        #expect(scene.realRunLoopTimeSpent >= 0.08 && scene.realRunLoopTimeSpent <= 1, "\(scene.realRunLoopTimeSpent)")
        #expect(scene.diagnostics.contains { $0.kind == .realTimeWait })
    }

    @Test("a Timer invalidated before it fires never runs and costs no wait")
    func invalidatedTimerNeverFires() {
        let scene = makeScene(budget: 1)
        var fired = false
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in MainActor.assumeIsolated { fired = true } }
        timer.invalidate()
        #expect(scene.runUntilIdle(timeout: 5) == .idle(at: 0))
        #expect(!fired)
        #expect(scene.realRunLoopTimeSpent == 0)
    }

    @Test("without a budget (HeadlessUIKit's default) a Timer does not fire during runUntilIdle")
    func noBudgetNoTimer() {
        let scene = makeScene()
        var fired = false
        let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in MainActor.assumeIsolated { fired = true } }
        defer { timer.invalidate() }
        #expect(scene.runUntilIdle(timeout: 5) == .idle(at: 0))
        #expect(!fired)
    }

    @Test("a Timer due after the deadline is not waited for")
    func timerPastTheDeadlineIsNotWaitedFor() {
        let scene = makeScene(budget: 1)
        var fired = false
        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in MainActor.assumeIsolated { fired = true } }
        defer { timer.invalidate() }
        #expect(scene.runUntilIdle(timeout: 0.2) == .idle(at: 0))
        #expect(!fired)
        #expect(scene.realRunLoopTimeSpent == 0)
    }

    @Test("nothing awaited, nothing polled: a Timer does not fire during runUntilIdle")
    func nothingAwaitedNoPoll() {
        let scene = makeScene(budget: 1)
        scene.headlessAwaitsWork = nil
        var fired = false
        let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in MainActor.assumeIsolated { fired = true } }
        defer { timer.invalidate() }
        #expect(scene.runUntilIdle(timeout: 5) == .idle(at: 0))
        #expect(!fired)
    }

    @Test("a RunLoop.current.perform block that resumes a frozen animation lets the clock go on to its end and completion")
    func performBlockResumingAnAnimation() {
        let scene = makeScene(budget: 1)
        let view = UIView()
        scene.window.addSubview(view)
        view.layer.speed = 0
        var finishedAt: TimeInterval?
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in finishedAt = scene.now })
        scene.advance(by: 0.1)
        RunLoop.current.perform { MainActor.assumeIsolated { view.layer.speed = 1 } }
        #expect(scene.runUntilIdle(timeout: 5).isIdle)
        #expect(finishedAt.map { $0 > 0.1 && $0 <= 0.4 + 1e-9 } == true, "finished at \(String(describing: finishedAt))")
    }

    @Test("a RunLoop.current.perform block that removes a frozen animation leaves the scene idle at once, not at the deadline")
    func performBlockEndingTheLastWork() {
        let scene = makeScene(budget: 1)
        let view = UIView()
        scene.window.addSubview(view)
        view.layer.speed = 0
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 0.3
        view.layer.add(fade, forKey: "fade")
        scene.advance(by: 0.1)
        RunLoop.current.perform { MainActor.assumeIsolated { view.layer.removeAllAnimations() } }
        #expect(scene.runUntilIdle(timeout: 5) == .idle(at: 0.1))
    }

    @Test("a RunLoop.current.perform block runs when nothing is left on the clock, at the current instant")
    func performBlockRuns() {
        let scene = makeScene(budget: 1)
        scene.advance(by: 0.5)
        var ranAt: TimeInterval?
        RunLoop.current.perform { MainActor.assumeIsolated { ranAt = scene.now } }
        #expect(scene.runUntilIdle(timeout: 1).isIdle)
        #expect(ranAt == 0.5)
    }
}
