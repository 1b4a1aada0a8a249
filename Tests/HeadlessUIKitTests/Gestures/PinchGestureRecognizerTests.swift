import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("UIPinchGestureRecognizer: scale and velocity")
struct PinchGestureRecognizerTests {
    @Test("a pinch reads scale 1 when it begins and 0.5 after headlessChange(scale: 0.5)")
    func scaleAtBeginAndChange() {
        let scene = makeScene()
        let log = HandlerLog<CGFloat>()
        let pinch = UIPinchGestureRecognizer(headlessHandler: { (g: UIPinchGestureRecognizer) in
            log.record(g.state, g.scale)
        })
        scene.window.addGestureRecognizer(pinch)

        pinch.headlessBegin()
        pinch.headlessChange(scale: 0.5, velocity: -1.2)

        #expect(log.states == [.began, .changed])
        #expect(log.values == [1, 0.5])
        #expect(pinch.velocity == -1.2)
    }

    @Test("setting scale to 1 in the handler rebases it: a driven 0.8 then 0.4 reads 0.8 then 0.5")
    func settingScaleRebases() {
        let scene = makeScene()
        let log = HandlerLog<CGFloat>()
        let pinch = UIPinchGestureRecognizer(headlessHandler: { (g: UIPinchGestureRecognizer) in
            log.record(g.state, g.scale)
            g.scale = 1
        })
        scene.window.addGestureRecognizer(pinch)

        pinch.headlessBegin()
        pinch.headlessChange(scale: 0.8)
        pinch.headlessChange(scale: 0.4)

        #expect(log.values == [1, 0.8, 0.5])
    }

    @Test("a scale that is not positive is an invalid argument: nothing changes and no handler is called")
    func nonPositiveScale() {
        let scene = makeScene()
        var calls = 0
        let pinch = UIPinchGestureRecognizer(headlessHandler: { _ in calls += 1 })
        scene.window.addGestureRecognizer(pinch)
        pinch.headlessBegin()

        pinch.headlessChange(scale: 0)

        #expect(pinch.state == .began)
        #expect(pinch.scale == 1)
        #expect(calls == 1)
        #expect(scene.diagnostics.map(\.kind) == [.invalidArgument])
    }
}
