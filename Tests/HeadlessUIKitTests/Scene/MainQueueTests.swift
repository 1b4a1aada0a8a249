import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("The main queue on the virtual clock")
struct MainQueueTests {
    @Test("DispatchQueue.main.async runs on the next turn, after the work already queued, never inline")
    func asyncRunsOnTheNextTurn() {
        let scene = makeScene()
        var order: [String] = []
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in order.append("completion") })
        DispatchQueue.main.async { order.append("async") }
        #expect(order.isEmpty, "the block must not run inside the call")
        scene.advance(by: 0)
        #expect(order == ["completion", "async"])
        #expect(scene.now == 0)
    }

    @Test("DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) runs at t = 0.1 of the virtual clock")
    func asyncAfterRunsAtItsDelay() {
        let scene = makeScene()
        scene.advance(by: 0.5)
        var ranAt: TimeInterval?
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { ranAt = scene.now }
        scene.advance(by: 0.099)
        #expect(ranAt == nil)
        scene.advance(by: 0.001)
        #expect(ranAt.map { abs($0 - 0.6) < 1e-9 } == true, "\(String(describing: ranAt))")
    }

    @Test("a block due when an animation ends runs before its completion; one queued in a completion runs after it")
    func orderAgainstAnimationCompletions() {
        let scene = makeScene()
        let view = UIView()
        scene.window.addSubview(view)
        var order: [String] = []
        UIView.animate(
            withDuration: 0.3, animations: { view.alpha = 0 },
            completion: { _ in
                order.append("completion")
                DispatchQueue.main.async { order.append("async from the completion") }
            })
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { order.append("asyncAfter 0.3") }
        #expect(scene.runUntilIdle(timeout: 1) == .idle(at: 0.3))
        #expect(order == ["asyncAfter 0.3", "completion", "async from the completion"])
    }

    @Test("a block not yet due at the timeout is listed as pending with when it was queued and is due")
    func pendingBlockIsNamed() {
        let scene = makeScene()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {}
        let result = scene.runUntilIdle(timeout: 1)
        #expect(
            result
                == .timedOut(at: 1, pending: ["a DispatchQueue.main.asyncAfter block queued at t=0.00 with a 2.00 s delay due at t=2.00"]),
            "\(result)")
    }

    @Test("a deadline in the past runs on the next turn; .distantFuture never reaches the clock")
    func pastAndNeverDeadlines() {
        let scene = makeScene()
        var ran = false
        DispatchQueue.main.asyncAfter(deadline: .now() - 1) { ran = true }
        DispatchQueue.main.asyncAfter(deadline: .distantFuture) {}
        #expect(scene.pendingWork.count == 1)
        scene.advance(by: 0)
        #expect(ran)
        #expect(scene.isIdle)
    }

    @Test("work for another queue is not put on the clock")
    func otherQueuesAreDispatchs() async {
        let scene = makeScene()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { done.resume() }
            #expect(scene.isIdle)
        }
    }
}
