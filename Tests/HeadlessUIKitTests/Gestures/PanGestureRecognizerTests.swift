import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("UIPanGestureRecognizer: translation, velocity and location")
struct PanGestureRecognizerTests {
    @Test("a pan touched down, moved to (0, 100) and lifted calls its handler three times: .began at the 10 pt threshold, .changed at (0, 100), .ended")
    func beganChangedEnded() {
        let scene = makeScene()
        let view = UIView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        let log = HandlerLog<CGPoint>()
        let pan = UIPanGestureRecognizer(headlessHandler: { (g: UIPanGestureRecognizer) in
            log.record(g.state, g.translation(in: view))
        })
        view.addGestureRecognizer(pan)

        pan.headlessBegin(at: CGPoint(x: 100, y: 200))
        pan.headlessChange(translation: CGPoint(x: 0, y: 100))
        pan.headlessEnd()

        #expect(log.states == [.began, .changed, .ended])
        #expect(log.values == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 100)])
        #expect(pan.state == .ended)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("under a view scaled by 2, a translation of (0, 100) reads (0, 50) and a velocity of (0, 800) reads (0, 400)")
    func vectorsConvertByTheLinearPart() {
        let scene = makeScene()
        let view = UIView(frame: scene.window.bounds)
        let scaled = UIView(frame: CGRect(x: 50, y: 300, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scene.window.addSubview(view)
        scene.window.addSubview(scaled)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)

        pan.headlessBegin(at: CGPoint(x: 100, y: 200))
        pan.headlessChange(translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 800))

        #expect(close(pan.translation(in: scaled), CGPoint(x: 0, y: 50)))
        #expect(close(pan.velocity(in: scaled), CGPoint(x: 0, y: 400)))
        // A vector ignores where the view is: the offset view reads the window's vector.
        #expect(close(pan.translation(in: nil), CGPoint(x: 0, y: 100)))
        // The location, a point, is converted with the offset and the scale.
        #expect(close(pan.location(in: scaled), scaled.convert(CGPoint(x: 100, y: 300), from: view)))
    }

    @Test("setTranslation(.zero, in:) resets the translation, and later movement adds to the new value")
    func setTranslationRebases() {
        let scene = makeScene()
        let view = UIView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)

        pan.headlessBegin(at: CGPoint(x: 100, y: 200))
        pan.headlessChange(translation: CGPoint(x: 0, y: 100))
        pan.setTranslation(.zero, in: view)
        #expect(pan.translation(in: view) == .zero)

        pan.headlessChange(translation: CGPoint(x: 10, y: 150))
        #expect(pan.translation(in: view) == CGPoint(x: 10, y: 50))

        pan.setTranslation(CGPoint(x: 5, y: 5), in: view)
        #expect(pan.translation(in: view) == CGPoint(x: 5, y: 5))
    }

    @Test("the next gesture's touches go down with translation and velocity zero")
    func beginResetsValues() {
        let scene = makeScene()
        let pan = UIPanGestureRecognizer()
        scene.window.addGestureRecognizer(pan)

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 30, y: 40), velocity: CGPoint(x: 1, y: 2))
        pan.headlessEnd()
        #expect(pan.velocity(in: nil) == CGPoint(x: 1, y: 2))

        pan.headlessBegin()
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
    }

    @Test("location(in:) starts where the gesture began and moves with the translation unless the driver gives one")
    func locationFollowsTranslation() {
        let scene = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        scene.window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)

        pan.headlessBegin(at: CGPoint(x: 100, y: 50))  // the touch is down; the first change begins the pan
        #expect(pan.location(in: view) == CGPoint(x: 100, y: 50))
        #expect(pan.location(in: nil) == CGPoint(x: 100, y: 150))

        pan.headlessChange(translation: CGPoint(x: 20, y: 30))
        #expect(pan.location(in: view) == CGPoint(x: 120, y: 80))

        pan.headlessChange(translation: CGPoint(x: 20, y: 40), location: CGPoint(x: 0, y: 0))
        #expect(pan.location(in: view) == .zero)
        pan.headlessChange(translation: CGPoint(x: 25, y: 40))
        #expect(pan.location(in: view) == CGPoint(x: 5, y: 0))
    }

    @Test("the velocity a handler reads at .ended is the one the last change set (and at .began, the velocity of the change that began the pan)")
    func velocityAtEnd() {
        let scene = makeScene()
        let pan = UIPanGestureRecognizer()
        scene.window.addGestureRecognizer(pan)
        let log = HandlerLog<CGPoint>()
        pan.addHeadlessHandler { g in log.record(g.state, g.velocity(in: nil)) }

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 0, y: 50), velocity: CGPoint(x: 0, y: 1500))
        pan.headlessEnd()

        #expect(log.values == [CGPoint(x: 0, y: 1500), CGPoint(x: 0, y: 1500), CGPoint(x: 0, y: 1500)])
    }

    @Test("a pan begun with more touches than maximumNumberOfTouches fails and calls no handler")
    func tooManyTouchesFail() {
        let scene = makeScene()
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        scene.window.addGestureRecognizer(pan)
        let log = HandlerLog<Int>()
        pan.addHeadlessHandler { g in log.record(g.state, g.numberOfTouches) }

        pan.headlessBegin(numberOfTouches: 2)
        #expect(pan.state == .failed)
        #expect(log.states.isEmpty)

        pan.headlessBegin(translation: CGPoint(x: 0, y: 10), numberOfTouches: 1)
        #expect(pan.state == .began)
        #expect(log.values == [1])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("UIKit's touch-count defaults: a pan needs 1 touch and allows any number; a pinch begins with 2")
    func touchDefaults() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.numberOfTouches == 0)

        let scene = makeScene()
        let pinch = UIPinchGestureRecognizer()
        scene.window.addGestureRecognizer(pinch)
        pinch.headlessBegin()
        #expect(pinch.numberOfTouches == 2)
        pinch.headlessEnd()
        #expect(pinch.numberOfTouches == 0)
    }
}
