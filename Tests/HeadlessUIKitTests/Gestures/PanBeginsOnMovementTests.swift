import Testing
@testable import HeadlessUIKit

/// A delegate that records what `gestureRecognizerShouldBegin(_:)` saw and allows only a drag
/// whose velocity points the way it wants.
@MainActor
private final class DirectionGate: NSObject, UIGestureRecognizerDelegate {
    let allows: (CGPoint) -> Bool
    var seen: [(translation: CGPoint, velocity: CGPoint, state: UIGestureRecognizer.State)] = []
    init(allows: @escaping (CGPoint) -> Bool) { self.allows = allows }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        seen.append((pan.translation(in: pan.view), pan.velocity(in: pan.view), pan.state))
        return allows(pan.velocity(in: pan.view))
    }
}

@MainActor
@Suite("UIPanGestureRecognizer: a pan begins with movement (contract §7 F7)")
struct PanBeginsOnMovementTests {
    private func attachedPan(in scene: HeadlessScene) -> (UIPanGestureRecognizer, HandlerLog<[CGPoint]>) {
        let view = UIView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        let log = HandlerLog<[CGPoint]>()
        let pan = UIPanGestureRecognizer(headlessHandler: { (g: UIPanGestureRecognizer) in
            log.record(g.state, [g.translation(in: view), g.velocity(in: view), g.location(in: view)])
        })
        view.addGestureRecognizer(pan)
        return (pan, log)
    }

    @Test("touched down, a pan stays .possible; a change to (0, 300) begins it at (0, 10) moving down at 300 pt/s, then changes to (0, 300)")
    func beginsTenPointsIn() {
        let scene = makeScene()
        let (pan, log) = attachedPan(in: scene)

        pan.headlessBegin(at: CGPoint(x: 100, y: 200))
        #expect(pan.state == .possible)
        #expect(pan.numberOfTouches == 1)
        #expect(log.states.isEmpty)

        pan.headlessChange(translation: CGPoint(x: 0, y: 300))
        #expect(log.states == [.began, .changed])
        #expect(log.values[0] == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 300), CGPoint(x: 100, y: 210)])
        #expect(log.values[1] == [CGPoint(x: 0, y: 300), .zero, CGPoint(x: 100, y: 500)])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("a diagonal drag to (−60, 80) begins 10 pt along it, at (−6, 8), with the velocity of the change when it gives one")
    func beginsAlongTheDirection() {
        let scene = makeScene()
        let (pan, log) = attachedPan(in: scene)

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: -60, y: 80), velocity: CGPoint(x: -600, y: 800))

        #expect(log.states == [.began, .changed])
        #expect(log.values[0][0] == CGPoint(x: -6, y: 8))
        #expect(log.values[0][1] == CGPoint(x: -600, y: 800))
    }

    @Test("a change shorter than 10 pt only moves the touches; lifting them then fails the pan and calls no handler")
    func shortMovementFails() {
        let scene = makeScene()
        let (pan, log) = attachedPan(in: scene)

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 0, y: 6))
        #expect(pan.state == .possible)
        pan.headlessEnd()

        #expect(pan.state == .failed)
        #expect(pan.numberOfTouches == 0)
        #expect(log.states.isEmpty)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("gestureRecognizerShouldBegin(_:) is asked once the touches moved, still .possible, seeing translation (−10, 0) and a leftward velocity")
    func shouldBeginSeesTheMovement() throws {
        let scene = makeScene()
        let (pan, log) = attachedPan(in: scene)
        let gate = DirectionGate { $0.x < 0 }  // only a swipe to the left
        pan.delegate = gate

        pan.headlessBegin()
        #expect(gate.seen.isEmpty)
        pan.headlessChange(translation: CGPoint(x: -200, y: 0))

        let asked = try #require(gate.seen.first)
        #expect(gate.seen.count == 1)
        #expect(asked.translation == CGPoint(x: -10, y: 0))
        #expect(asked.velocity == CGPoint(x: -300, y: 0))
        #expect(asked.state == .possible)
        #expect(log.states == [.began, .changed])
    }

    @Test("a delegate that allows only leftward swipes refuses a swipe to the right: .failed, no .began")
    func shouldBeginRefusesTheOtherDirection() {
        let scene = makeScene()
        let (pan, log) = attachedPan(in: scene)
        let gate = DirectionGate { $0.x < 0 }
        pan.delegate = gate

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 200, y: 0))
        pan.headlessEnd()

        #expect(gate.seen.map(\.velocity) == [CGPoint(x: 300, y: 0)])
        #expect(pan.state == .failed)
        #expect(log.states.isEmpty)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("headlessBegin(translation:velocity:) begins at once with the translation and velocity given, and the delegate sees them")
    func explicitBegin() throws {
        let scene = makeScene()
        let (pan, log) = attachedPan(in: scene)
        let gate = DirectionGate { _ in true }
        pan.delegate = gate

        pan.headlessBegin(at: CGPoint(x: 50, y: 60), translation: CGPoint(x: 0, y: 24), velocity: CGPoint(x: 0, y: 1200))

        #expect(pan.state == .began)
        #expect(log.values == [[CGPoint(x: 0, y: 24), CGPoint(x: 0, y: 1200), CGPoint(x: 50, y: 84)]])
        let asked = try #require(gate.seen.first)
        #expect(asked.translation == CGPoint(x: 0, y: 24))
        #expect(asked.velocity == CGPoint(x: 0, y: 1200))

        pan.headlessChange(translation: CGPoint(x: 0, y: 100))
        #expect(log.states == [.began, .changed])
        #expect(log.values[1][0] == CGPoint(x: 0, y: 100))
    }

    @Test("headlessBegin(translation:) without a velocity moves at panBeginSpeed in the direction of the translation; translation .zero begins with none")
    func explicitBeginDefaultVelocity() {
        let scene = makeScene()
        let (pan, log) = attachedPan(in: scene)

        pan.headlessBegin(translation: CGPoint(x: 12, y: 0))
        pan.headlessEnd()
        pan.headlessBegin(translation: .zero)

        #expect(log.states == [.began, .ended, .began])
        #expect(log.values[0][1] == CGPoint(x: 300, y: 0))
        #expect(log.values[2][0] == .zero)
        #expect(log.values[2][1] == .zero)
    }

    @Test("a scene configured with panBeginDistance 30 and panBeginSpeed 1000 begins the pan 30 pt in, at 1000 pt/s")
    func configuredDistance() {
        var configuration = HeadlessScene.Configuration()
        configuration.panBeginDistance = 30
        configuration.panBeginSpeed = 1000
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
        let (pan, log) = attachedPan(in: scene)

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 0, y: 20))
        #expect(log.states.isEmpty)
        pan.headlessChange(translation: CGPoint(x: 0, y: 90))

        #expect(log.states == [.began, .changed])
        #expect(log.values[0][0] == CGPoint(x: 0, y: 30))
        #expect(log.values[0][1] == CGPoint(x: 0, y: 1000))
    }

    @Test("a change to exactly the threshold begins the pan there without a .changed")
    func exactlyAtTheThreshold() {
        let scene = makeScene()
        let (pan, log) = attachedPan(in: scene)

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 0, y: 10))

        #expect(log.states == [.began])
        #expect(log.values[0][0] == CGPoint(x: 0, y: 10))
    }

    @Test("beginning again while the touches wait to move is misuse and changes nothing")
    func beginWhileWaiting() {
        let scene = makeScene()
        let (pan, log) = attachedPan(in: scene)

        pan.headlessBegin()
        pan.headlessBegin()

        #expect(pan.state == .possible)
        #expect(log.states.isEmpty)
        #expect(misuses(scene).count == 1)
        #expect(misuses(scene).first?.message.contains("waiting to move") == true)
    }

    @Test("a screen-edge pan from the left edge begins moving right: translation (10, 0), velocity (300, 0)")
    func screenEdgePan() {
        let scene = makeScene()
        let log = HandlerLog<[CGPoint]>()
        let edgePan = UIScreenEdgePanGestureRecognizer(headlessHandler: { (g: UIScreenEdgePanGestureRecognizer) in
            log.record(g.state, [g.translation(in: nil), g.velocity(in: nil), g.location(in: nil)])
        })
        edgePan.edges = .left
        scene.window.addGestureRecognizer(edgePan)

        edgePan.headlessBegin()
        #expect(edgePan.state == .possible)
        edgePan.headlessChange(translation: CGPoint(x: 195, y: 0))

        #expect(log.states == [.began, .changed])
        #expect(log.values[0] == [CGPoint(x: 10, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: 10, y: 422)])
    }
}
