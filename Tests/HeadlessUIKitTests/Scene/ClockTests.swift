import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("The scene's virtual clock")
struct ClockTests {
    @Test("time starts at 0 and moves only when advanced")
    func timeMovesOnlyWhenAdvanced() {
        let scene = makeScene()
        #expect(scene.now == 0)
        scene.advance(by: 0.25)
        #expect(scene.now == 0.25)
        scene.advance(by: 0)
        #expect(scene.now == 0.25)
    }

    @Test("a zero-duration animation completes on the next tick, never inside animate")
    func zeroDurationCompletesOnNextTick() {
        let scene = makeScene()
        let view = UIView()
        scene.window.addSubview(view)
        let log = CompletionLog(scene)
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: log.handler())
        #expect(log.calls.isEmpty, "the completion must not run inline")
        #expect(view.alpha == 0.5)
        scene.advance(by: 0)
        #expect(log.flags == [true])
        #expect(log.calls.first?.time == 0)
    }

    @Test("work due at the same instant runs in submission order")
    func sameInstantIsFIFO() {
        let scene = makeScene()
        let view = UIView()
        scene.window.addSubview(view)
        var order: [String] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in order.append("first") })
        UIView.animate(withDuration: 0.3, animations: { view.center.x = 10 }, completion: { _ in order.append("second") })
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in order.append("zero-a") })
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in order.append("zero-b") })
        scene.advance(by: 1)
        #expect(order == ["zero-a", "zero-b", "first", "second"])
    }

    @Test("advancing in steps that round below an event still reaches it")
    func roundingToleranceReachesEvents() {
        let scene = makeScene()
        let view = UIView()
        scene.window.addSubview(view)
        let log = CompletionLog(scene)
        UIView.animate(withDuration: 0.8, animations: { view.alpha = 0 }, completion: log.handler())
        for _ in 0..<8 { scene.advance(by: 0.1) }  // 0.7999999999999999
        #expect(log.flags == [true])
    }

    @Test("a negative or non-finite advance is a diagnostic, not a trap, and time does not move")
    func invalidAdvanceIsRecorded() {
        let scene = makeScene()
        scene.advance(by: 0.5)
        scene.advance(by: -1)
        scene.advance(by: .nan)
        #expect(scene.now == 0.5)
        #expect(scene.diagnostics.map(\.kind) == [.invalidArgument, .invalidArgument])
        #expect(scene.diagnostics.first?.message.contains("did not move") == true)
    }

    @Test("runUntilIdle stops at the last event and says it is idle")
    func runUntilIdleStopsWhenIdle() {
        let scene = makeScene()
        let view = UIView()
        scene.window.addSubview(view)
        UIView.animate(withDuration: 0.3, delay: 0.2, options: [], animations: { view.alpha = 0 })
        let result = scene.runUntilIdle(timeout: 10)
        #expect(result == .idle(at: 0.5))
        #expect(scene.now == 0.5)
        #expect(scene.isIdle)
    }

    @Test("runUntilIdle times out on a repeating animation and names what is pending")
    func runUntilIdleTimesOut() {
        let scene = makeScene()
        let view = UIView()
        view.headlessName = "spinner"
        scene.window.addSubview(view)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat], animations: { view.alpha = 0 })
        let result = scene.runUntilIdle(timeout: 3)
        guard case .timedOut(let time, let pending) = result else {
            Issue.record("expected a timeout, got \(result)")
            return
        }
        #expect(time == 3)
        #expect(pending.count == 1)
        #expect(pending.first?.contains("opacity of spinner") == true)
        #expect(pending.first?.contains("repeats forever") == true)
    }

    @Test("runaway zero-delay rescheduling is cut off with a diagnostic")
    func runawayIsCutOff() {
        var configuration = HeadlessScene.Configuration()
        configuration.maximumWorkItemsPerInstant = 100
        let scene = HeadlessScene(size: CGSize(width: 100, height: 100), configuration: configuration)
        var runs = 0
        func again() {
            UIView.animate(
                withDuration: 0, animations: {},
                completion: { _ in
                    runs += 1
                    again()
                })
        }
        again()
        scene.advance(by: 1)
        #expect(runs == 100)
        #expect(scene.diagnostics.map(\.kind) == [.runaway])
        #expect(scene.now == 1)
        #expect(scene.isIdle)
    }

    @Test("static UIKit calls schedule on the scene made current")
    func makeCurrentRoutesStaticCalls() {
        let first = makeScene()
        let second = makeScene()
        #expect(HeadlessScene.current === second)
        first.makeCurrent()
        #expect(HeadlessScene.current === first)
        var ran = false
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in ran = true })
        second.advance(by: 1)
        #expect(!ran)
        first.advance(by: 0)
        #expect(ran)
    }

    @Test("animations of a view in a window run on that window's clock, whichever scene is current")
    func viewsUseTheirWindowsClock() {
        let home = makeScene()
        let view = UIView()
        home.window.addSubview(view)
        let other = makeScene()
        #expect(HeadlessScene.current === other)
        let log = CompletionLog(home)
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: log.handler())
        other.advance(by: 1)
        #expect(log.calls.isEmpty)
        home.advance(by: 0.3)
        #expect(log.flags == [true])
    }

    @Test("CACurrentMediaTime reads the current scene's clock")
    func mediaTimeIsVirtual() {
        let scene = makeScene()
        scene.advance(by: 1.25)
        #expect(CACurrentMediaTime() == 1.25)
    }
}
