import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("CABasicAnimation on a layer: presentation values on the virtual clock, the model untouched")
struct CABasicAnimationTests {
    @Test("an opacity animation from 0 to 1 over 0.4 s shows 0.25 at t = 0.10 and leaves the model value alone")
    func opacity() {
        let (scene, view) = sceneWithView()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.4
        view.layer.add(fade, forKey: "fade")

        scene.advance(by: 0.1)
        #expect(close(Double(view.layer.presentation()!.opacity), 0.25))
        #expect(view.layer.opacity == 1)
        #expect(view.alpha == 1)
        #expect(view.layer.animationKeys() == ["fade"])
    }

    @Test("without isRemovedOnCompletion off, the animation is removed at its end and the layer snaps back to its model value")
    func snapBack() {
        let (scene, view) = sceneWithView()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 50
        move.toValue = 250
        move.duration = 1
        view.layer.add(move, forKey: nil)

        scene.advance(by: 0.5)
        #expect(close(view.layer.presentation()!.position.x, 150))
        #expect(close(view.layer.presentation()!.frame.minX, 100))
        scene.advance(by: 0.5)
        #expect(view.layer.presentation()!.position.x == 50)  // the model's
        #expect(view.layer.animationKeys() == nil)
        #expect(scene.isIdle)
    }

    @Test("fillMode .forwards with isRemovedOnCompletion false holds the end value, and the animation stays listed")
    func fillForwards() {
        let (scene, view) = sceneWithView()
        let move = CABasicAnimation(keyPath: "position.y")
        move.toValue = 400
        move.duration = 0.3
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        view.layer.add(move, forKey: "drop")

        scene.advance(by: 1)
        #expect(view.layer.presentation()!.position.y == 400)
        #expect(view.layer.position.y == 50)
        #expect(view.layer.animationKeys() == ["drop"])
        #expect(scene.isIdle)  // ended: nothing left to wait for
        view.layer.removeAnimation(forKey: "drop")
        #expect(view.layer.presentation()!.position.y == 50)
    }

    @Test("a single toValue starts from the value underneath; a single byValue adds to it")
    func toAndBy() {
        let (scene, view) = sceneWithView()
        view.layer.cornerRadius = 10
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.toValue = 30
        round.duration = 1
        view.layer.add(round, forKey: "round")
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.byValue = 100
        grow.duration = 1
        view.layer.add(grow, forKey: "grow")

        scene.advance(by: 0.5)
        let shown = view.layer.presentation()!
        #expect(close(shown.cornerRadius, 20))
        #expect(close(shown.bounds.width, 150))
    }

    @Test("the timing function eases each pass: easeIn is behind linear half-way")
    func timingFunction() {
        let (scene, view) = sceneWithView()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
        view.layer.add(fade, forKey: nil)

        scene.advance(by: 0.5)
        #expect(view.layer.presentation()!.opacity > 0.6)  // linear would be 0.5
    }

    @Test("transform.scale animates the scale and keeps a rotation; transform.rotation.z keeps a scale")
    func transformParts() {
        let (scene, view) = sceneWithView()
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 0.5
        scale.toValue = 1.5
        scale.duration = 1
        view.layer.add(scale, forKey: "scale")

        scene.advance(by: 0.5)
        let shown = view.layer.presentation()!.affineTransform()
        #expect(close(shown.a, 0, tolerance: 1e-9))
        #expect(close(shown.b, 1))  // scale 1, still a quarter turn
        #expect(close(Double(AnimatedKeyPath.component(.rotationZ, of: view.layer.presentation()!.transform)), .pi / 2))
    }

    @Test("a beginTime in the future delays the animation; fillMode .backwards shows the start value during the delay")
    func delayed() {
        let (scene, view) = sceneWithView()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.beginTime = CACurrentMediaTime() + 0.5
        fade.fillMode = .backwards
        view.layer.add(fade, forKey: nil)

        scene.advance(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 0)
        scene.advance(by: 0.75)  // 0.5 s into the animation
        #expect(close(Double(view.layer.presentation()!.opacity), 0.5))
    }

    @Test("repeatCount 2 with autoreverses runs four passes: there and back twice, ending where it began")
    func repeatsAndAutoreverses() {
        let (scene, view) = sceneWithView()
        let log = AnimationDelegateLog(scene)
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0
        pulse.duration = 0.25
        pulse.autoreverses = true
        pulse.repeatCount = 2
        pulse.delegate = log
        view.layer.add(pulse, forKey: nil)

        scene.advance(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 0)
        scene.advance(by: 0.125)
        #expect(close(Double(view.layer.presentation()!.opacity), 0.5))
        scene.runUntilIdle(timeout: 5)
        #expect(log.names == ["start", "stop finished"])
        #expect(close(log.times[1], 1.0))
    }

    @Test("a duration of 0 takes the transaction's duration: 0.25 s by default")
    func defaultDuration() {
        let (scene, view) = sceneWithView()
        let log = AnimationDelegateLog(scene)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.delegate = log
        view.layer.add(fade, forKey: "fade")

        #expect(view.layer.animation(forKey: "fade")?.duration == 0.25)
        scene.runUntilIdle(timeout: 1)
        #expect(log.times.last.map { close($0, 0.25) } == true)
    }

    @Test("an infinitely repeating animation keeps the scene from being idle and says so")
    func forever() {
        let (scene, view) = sceneWithView()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        view.layer.add(spin, forKey: "spin")

        let result = scene.runUntilIdle(timeout: 3)
        #expect(!result.isIdle)
        #expect(scene.pendingWork.first?.contains("CABasicAnimation \"transform.rotation.z\" (key \"spin\")") == true)
        #expect(scene.pendingWork.first?.contains("repeats forever") == true)
    }

    @Test("a layer at speed 0 freezes the animation and its timeOffset scrubs it, as for block animations")
    func frozen() {
        let (scene, view) = sceneWithView()
        view.layer.speed = 0
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        view.layer.add(fade, forKey: nil)

        scene.advance(by: 5)
        #expect(view.layer.presentation()!.opacity == 1)
        view.layer.timeOffset = 0.25
        #expect(close(Double(view.layer.presentation()!.opacity), 0.75))
        #expect(scene.animationsInFlight.first?.contains("frozen") == true)
    }

    @Test("values of the wrong kind (a UIColor where Core Animation wants a CGColor) leave the presentation unchanged")
    func wrongKind() {
        let (scene, view) = sceneWithView()
        view.layer.backgroundColor = UIColor.red.cgColor
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.toValue = UIColor.blue
        tint.duration = 1
        view.layer.add(tint, forKey: nil)
        scene.advance(by: 0.5)
        #expect(view.layer.presentation()!.backgroundColor == UIColor.red.cgColor)

        let right = CABasicAnimation(keyPath: "backgroundColor")
        right.toValue = UIColor.blue.cgColor
        right.duration = 1
        view.layer.add(right, forKey: nil)
        scene.advance(by: 0.5)
        #expect(view.layer.presentation()!.backgroundColor?.headlessRGBA == RGBA(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    }
}
