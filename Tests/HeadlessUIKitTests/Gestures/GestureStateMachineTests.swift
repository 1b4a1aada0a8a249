import Testing
@testable import HeadlessUIKit

/// A delegate that answers `gestureRecognizerShouldBegin(_:)` as told and counts the questions.
@MainActor
private final class BeginGate: NSObject, UIGestureRecognizerDelegate {
    let allows: Bool
    var asked = 0
    init(allows: Bool) { self.allows = allows }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return allows
    }
}

/// A pan that counts `reset()` calls, as a UIKit subclass would override it.
@MainActor
private final class ResettingPan: UIPanGestureRecognizer {
    var resets = 0
    override func reset() { resets += 1 }
}

@MainActor
@Suite("UIGestureRecognizer: the state machine the driver follows")
struct GestureStateMachineTests {
    /// A scene with a full-size view in its window carrying `recognizer`, and a log of the handler's states.
    private func attach<G: UIGestureRecognizer>(_ recognizer: G) -> (HeadlessScene, HandlerLog<Int>) {
        let scene = makeScene()
        let view = UIView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        let log = HandlerLog<Int>()
        recognizer.addHeadlessHandler { g in log.record(g.state, g.numberOfTouches) }
        return (scene, log)
    }

    @Test("State has UIKit's raw values, and recognized is ended")
    func rawValues() {
        let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UIGestureRecognizer().state == .possible)
    }

    @Test("changing before beginning leaves the state .possible, calls no handler and records exactly one misuse diagnostic")
    func changeBeforeBegin() {
        let pan = UIPanGestureRecognizer()
        let (scene, log) = attach(pan)

        pan.headlessChange(translation: CGPoint(x: 0, y: 100))

        #expect(pan.state == .possible)
        #expect(log.states.isEmpty)
        #expect(pan.translation(in: nil) == .zero)
        let found = misuses(scene)
        #expect(found.count == 1)
        #expect(scene.diagnostics.count == 1)
        #expect(found.first?.api == "UIPanGestureRecognizer.headlessChange(translation:velocity:location:)")
        #expect(found.first?.message.contains("headlessBegin(at:)") == true)
    }

    @Test("ending twice calls the handler once for .ended and records one misuse for the second end")
    func endTwice() {
        let pan = UIPanGestureRecognizer()
        let (scene, log) = attach(pan)

        pan.headlessBegin(translation: CGPoint(x: 0, y: 10))
        pan.headlessEnd()
        pan.headlessEnd()

        #expect(log.states == [.began, .ended])
        #expect(pan.state == .ended)
        #expect(misuses(scene).count == 1)
    }

    @Test("beginning a gesture that already began records a misuse and leaves it .changed")
    func beginTwice() {
        let pinch = UIPinchGestureRecognizer()
        let (scene, log) = attach(pinch)

        pinch.headlessBegin()
        pinch.headlessChange(scale: 0.9)
        pinch.headlessBegin()

        #expect(pinch.state == .changed)
        #expect(pinch.scale == 0.9)
        #expect(log.states == [.began, .changed])
        #expect(misuses(scene).count == 1)
    }

    @Test("a began → changed → cancelled gesture calls the handler with each state, touches dropping to 0 at the end")
    func cancelled() {
        let pan = UIPanGestureRecognizer()
        let (scene, log) = attach(pan)

        pan.headlessBegin(translation: CGPoint(x: 0, y: 10))
        pan.headlessChange(translation: CGPoint(x: 5, y: 15))
        pan.headlessCancel()

        #expect(log.states == [.began, .changed, .cancelled])
        #expect(log.values == [1, 1, 0])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("a disabled recognizer ignores every driver call, calls no handler and records a diagnostic for each")
    func disabledDoesNothing() {
        let pan = UIPanGestureRecognizer()
        let (scene, log) = attach(pan)
        pan.isEnabled = false

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 0, y: 10))
        pan.headlessEnd()

        #expect(pan.state == .possible)
        #expect(log.states.isEmpty)
        #expect(misuses(scene).count == 3)
        #expect(misuses(scene).allSatisfy { $0.message.contains("isEnabled") })
    }

    @Test("disabling a recognizer mid-gesture cancels it and calls its handler with .cancelled, as UIKit does")
    func disablingCancels() {
        let pan = UIPanGestureRecognizer()
        let (scene, log) = attach(pan)

        pan.headlessBegin(translation: CGPoint(x: 0, y: 10))
        pan.isEnabled = false

        #expect(pan.state == .cancelled)
        #expect(log.states == [.began, .cancelled])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("a delegate refusing gestureRecognizerShouldBegin makes the pan .failed, calls no handler, and the pan ignores the rest of the touches")
    func delegateRefuses() {
        let pan = UIPanGestureRecognizer()
        let (scene, log) = attach(pan)
        let gate = BeginGate(allows: false)
        pan.delegate = gate

        pan.headlessBegin()
        #expect(gate.asked == 0)  // not before the touches move
        pan.headlessChange(translation: CGPoint(x: 0, y: 40))
        #expect(gate.asked == 1)
        #expect(pan.state == .failed)

        // The finger keeps moving and lifts: UIKit's failed recognizer ignores it.
        pan.headlessChange(translation: CGPoint(x: 0, y: 80))
        pan.headlessEnd()

        #expect(gate.asked == 1)
        #expect(pan.state == .failed)
        #expect(log.states.isEmpty)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("a delegate allowing the gesture is asked once and the gesture begins")
    func delegateAllows() {
        let pan = UIPanGestureRecognizer()
        let (scene, log) = attach(pan)
        let gate = BeginGate(allows: true)
        pan.delegate = gate

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 0, y: 40))

        #expect(gate.asked == 1)
        #expect(log.states == [.began, .changed])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("headlessFail moves a .possible recognizer to .failed without calling a handler; failing a gesture that began is misuse")
    func fail() {
        let pan = UIPanGestureRecognizer()
        let (scene, log) = attach(pan)

        pan.headlessFail()
        #expect(pan.state == .failed)
        #expect(log.states.isEmpty)
        #expect(scene.diagnostics.isEmpty)

        pan.headlessBegin(translation: CGPoint(x: 0, y: 10))
        pan.headlessFail()
        #expect(pan.state == .began)
        #expect(misuses(scene).count == 1)
        #expect(misuses(scene).first?.message.contains("headlessCancel()") == true)
    }

    @Test("a finished recognizer returns to .possible, calling reset() once, when the next gesture is driven")
    func resetOnNextBegin() {
        let pan = ResettingPan()
        let (scene, log) = attach(pan)

        pan.headlessBegin(translation: CGPoint(x: 0, y: 10))
        pan.headlessEnd()
        #expect(pan.state == .ended)
        #expect(pan.resets == 0)

        pan.headlessBegin(translation: CGPoint(x: 0, y: 10))
        #expect(pan.resets == 1)
        #expect(log.states == [.began, .ended, .began])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("a recognizer on no view ignores the driver and records a misuse diagnostic on the current scene")
    func noView() {
        let scene = makeScene()
        var calls = 0
        let pan = UIPanGestureRecognizer(headlessHandler: { _ in calls += 1 })

        pan.headlessBegin()

        #expect(pan.state == .possible)
        #expect(calls == 0)
        #expect(misuses(scene).count == 1)
        #expect(misuses(scene).first?.message.contains("addGestureRecognizer(_:)") == true)
    }

    @Test("handlers are called in the order they were added, each with the recognizer as its own type")
    func handlerOrder() {
        let scene = makeScene()
        var calls: [String] = []
        let pinch = UIPinchGestureRecognizer(headlessHandler: { g in calls.append("first \(g.scale)") })
        pinch.addHeadlessHandler { g in calls.append("second \(g.scale)") }
        scene.window.addGestureRecognizer(pinch)

        pinch.headlessBegin()
        pinch.removeHeadlessHandlers()
        pinch.headlessEnd()

        #expect(calls == ["first 1.0", "second 1.0"])
    }

    @Test("require(toFail:) is stored, weakly")
    func failureRequirements() {
        let edgePan = UIScreenEdgePanGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        edgePan.require(toFail: pan)
        edgePan.require(toFail: pan)
        #expect(edgePan.headlessFailureRequirements == [pan])
        do {
            let temporary = UIPinchGestureRecognizer()
            edgePan.require(toFail: temporary)
            #expect(edgePan.headlessFailureRequirements.count == 2)
        }
        #expect(edgePan.headlessFailureRequirements == [pan])
    }
}
