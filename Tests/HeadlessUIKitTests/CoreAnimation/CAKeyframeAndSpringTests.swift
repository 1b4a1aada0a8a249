import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("CAKeyframeAnimation, CASpringAnimation and CAAnimationGroup")
struct CAKeyframeAndSpringTests {
    @Test("a keyframe animation passes through its values at its key times, linearly between them")
    func keyframes() {
        let (scene, view) = sceneWithView()
        let bounce = CAKeyframeAnimation(keyPath: "position.y")
        bounce.values = [0, 100, 40]
        bounce.keyTimes = [0, 0.25, 1]
        bounce.duration = 1
        view.layer.add(bounce, forKey: nil)

        scene.advance(by: 0.125)
        #expect(close(view.layer.presentation()!.position.y, 50))
        scene.advance(by: 0.125)
        #expect(close(view.layer.presentation()!.position.y, 100))
        scene.advance(by: 0.375)
        #expect(close(view.layer.presentation()!.position.y, 70))
    }

    @Test("without key times the values are spread evenly; each segment's timing function eases it")
    func evenTimesAndSegmentFunctions() {
        let (scene, view) = sceneWithView()
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0.0, 1.0, 0.0]
        fade.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
        fade.duration = 2
        view.layer.add(fade, forKey: nil)

        scene.advance(by: 0.5)
        #expect(close(Double(view.layer.presentation()!.opacity), 0.5))
        scene.advance(by: 1)  // half-way down the eased second segment
        #expect(view.layer.presentation()!.opacity > 0.6)
    }

    @Test("a discrete keyframe animation holds each value until the next key time")
    func discrete() {
        let (scene, view) = sceneWithView()
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [0.2, 0.6, 1.0]
        steps.calculationMode = .discrete
        steps.duration = 3
        view.layer.add(steps, forKey: nil)

        scene.advance(by: 0.9)
        #expect(close(Double(view.layer.presentation()!.opacity), 0.2))
        scene.advance(by: 0.2)
        #expect(close(Double(view.layer.presentation()!.opacity), 0.6))
    }

    @Test("CASpringAnimation has Core Animation's defaults, and the default spring overshoots before it settles")
    func springDefaults() {
        let spring = CASpringAnimation(keyPath: "position.x")
        #expect(spring.mass == 1)
        #expect(spring.stiffness == 100)
        #expect(spring.damping == 10)
        #expect(spring.initialVelocity == 0)
        let motion = DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(motion.position(at: 0.35) > 1.1)  // damping ratio 0.5: a 16 % overshoot near t = 0.36
        let settling = spring.settlingDuration
        #expect(settling > 1 && settling < 1.5)
        #expect(abs(motion.position(at: settling - 0.002) - 1) > 0.001)  // still moving just before
        #expect(stride(from: settling, through: settling + 3, by: 0.001).allSatisfy { abs(motion.position(at: $0) - 1) <= 0.001 })
    }

    @Test("a spring runs on the clock by elapsed seconds and ends at its toValue when the duration is up")
    func springOnTheClock() {
        let (scene, view) = sceneWithView()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 20  // critically damped: no overshoot
        spring.duration = spring.settlingDuration
        view.layer.add(spring, forKey: nil)

        scene.advance(by: 0.1)
        let expected = 100 * (1 - exp(-1.0) * (1 + 1.0))  // 1 − e^(−ωt)(1 + ωt), ω = 10
        #expect(close(view.layer.presentation()!.position.x, CGFloat(expected), tolerance: 1e-6))
    }

    @Test("init(perceptualDuration:bounce:) gives stiffness (2π/d)² and a damping ratio of 1 − bounce")
    func perceptual() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        #expect(close(spring.stiffness, CGFloat(pow(4 * Double.pi, 2)), tolerance: 1e-6))
        let ratio = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
        #expect(close(ratio, 0.8, tolerance: 1e-9))
    }

    @Test("a group runs its animations in its time, clipped to its duration; a member without a duration spans the group")
    func group() {
        let (scene, view) = sceneWithView()
        let log = AnimationDelegateLog(scene)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 400
        slide.duration = 2  // clipped at 1 s: reaches 200
        slide.fillMode = .forwards
        let memberLog = AnimationDelegateLog(scene)
        slide.delegate = memberLog
        let group = CAAnimationGroup()
        group.animations = [fade, slide]
        group.duration = 1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        group.delegate = log
        view.layer.add(group, forKey: "leave")

        scene.advance(by: 0.5)
        #expect(close(Double(view.layer.presentation()!.opacity), 0.5))
        #expect(close(view.layer.presentation()!.position.x, 100))
        scene.advance(by: 1)
        #expect(close(view.layer.presentation()!.position.x, 200))
        #expect(log.names == ["start", "stop finished"])
        #expect(memberLog.names.isEmpty)
    }
}
