import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("UIView.animate: model values at once, presentation over time, completion on the clock")
struct BlockAnimationTests {
    let scene: HeadlessScene
    let view: UIView

    init() {
        scene = makeScene()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
    }

    private var displayedAlpha: Double { Double(view.layer.presentation()?.opacity ?? -1) }

    @Test("a 0.3 s animation completes once at t = 0.30 with finished == true, not at 0.29")
    func completionTiming() {
        let log = CompletionLog(scene)
        UIView.animate(withDuration: 0.3, animations: { self.view.alpha = 0 }, completion: log.handler())
        scene.advance(by: 0.29)
        #expect(log.calls.isEmpty)
        scene.advance(by: 0.01)
        #expect(log.flags == [true])
        #expect(close(log.calls[0].time, 0.3))
        scene.advance(by: 5)
        #expect(log.calls.count == 1)
    }

    @Test("the model value is the new value inside and right after the block")
    func modelChangesAtOnce() {
        var insideBlock: CGFloat = -1
        UIView.animate(withDuration: 0.3) {
            self.view.alpha = 0.2
            insideBlock = self.view.alpha
        }
        #expect(insideBlock == 0.2)
        #expect(view.alpha == 0.2)
        #expect(close(displayedAlpha, 1), "nothing displayed has moved yet")
    }

    @Test("presentation() gives the interpolated value along the curve mid-way")
    func presentationInterpolates() {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 })
        scene.advance(by: 0.25)
        #expect(close(displayedAlpha, 0.75))
        let frameView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(frameView)
        UIView.animate(withDuration: 1, animations: { frameView.frame = CGRect(x: 100, y: 0, width: 200, height: 100) })
        scene.advance(by: 0.5)  // ease-in-out is symmetric: half-way at half time
        #expect(close(frameView.layer.presentation()!.frame, CGRect(x: 50, y: 0, width: 150, height: 100), tolerance: 1e-6))
        #expect(frameView.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
        scene.advance(by: 0.2)  // t = 0.7 of the frame animation: ease-in-out is ahead of linear
        let x = Double(frameView.layer.presentation()!.frame.minX)
        #expect(x > 70 && x < 100)
    }

    @Test("removing the view from its window mid-flight completes with finished == false")
    func removalMidFlight() {
        let log = CompletionLog(scene)
        UIView.animate(withDuration: 0.3, animations: { self.view.alpha = 0 }, completion: log.handler())
        scene.advance(by: 0.1)
        view.removeFromSuperview()
        #expect(log.calls.isEmpty, "the completion does not run inside removeFromSuperview")
        scene.advance(by: 0)
        #expect(log.flags == [false])
        #expect(close(log.calls[0].time, 0.1))
        #expect(view.alpha == 0, "the model keeps the value written in the block")
    }

    @Test("removeAllAnimations mid-flight completes with finished == false and shows the model")
    func removeAllAnimations() {
        let log = CompletionLog(scene)
        UIView.animate(withDuration: 0.3, animations: { self.view.alpha = 0 }, completion: log.handler())
        scene.advance(by: 0.1)
        view.layer.removeAllAnimations()
        #expect(close(displayedAlpha, 0))
        scene.advance(by: 0)
        #expect(log.flags == [false])
    }

    @Test("one removed animation makes the group's completion report false once all have stopped")
    func groupFinishedIsConjunction() {
        let other = UIView()
        scene.window.addSubview(other)
        let log = CompletionLog(scene)
        UIView.animate(
            withDuration: 0.3,
            animations: {
                self.view.alpha = 0
                other.alpha = 0
            }, completion: log.handler())
        scene.advance(by: 0.1)
        other.layer.removeAllAnimations()
        scene.advance(by: 0.1)
        #expect(log.calls.isEmpty, "still waiting for the view's animation")
        scene.advance(by: 0.1)
        #expect(log.flags == [false])
    }

    @Test("a delayed animation shows its start value during the delay")
    func delayShowsStartValue() {
        let log = CompletionLog(scene)
        UIView.animate(withDuration: 0.2, delay: 0.5, options: .curveLinear, animations: { self.view.alpha = 0 }, completion: log.handler())
        scene.advance(by: 0.4)
        #expect(close(displayedAlpha, 1))
        scene.advance(by: 0.2)
        #expect(close(displayedAlpha, 0.5))
        scene.advance(by: 0.1)
        #expect(log.flags == [true])
        #expect(close(log.calls[0].time, 0.7))
    }

    @Test("with animations disabled or inside performWithoutAnimation nothing animates and the completion runs next tick")
    func disabledAnimations() {
        let log = CompletionLog(scene)
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1, animations: { self.view.alpha = 0.5 }, completion: log.handler())
        UIView.setAnimationsEnabled(true)
        #expect(close(displayedAlpha, 0.5))
        UIView.animate(
            withDuration: 1,
            animations: {
                UIView.performWithoutAnimation { self.view.center = CGPoint(x: 7, y: 7) }
            }, completion: log.handler())
        #expect(view.layer.presentation()?.position == CGPoint(x: 7, y: 7))
        scene.advance(by: 0)
        #expect(log.flags == [true, true])
        #expect(log.calls.allSatisfy { $0.time == 0 })
    }

    @Test("a block that changes nothing animatable completes on the next tick")
    func emptyBlock() {
        let log = CompletionLog(scene)
        UIView.animate(withDuration: 1, animations: { self.view.isHidden = true }, completion: log.handler())
        scene.advance(by: 0)
        #expect(log.flags == [true])
    }

    @Test("a nested block inherits the outer duration unless told to override it")
    func nestedInheritance() {
        let log = CompletionLog(scene)
        let other = UIView()
        scene.window.addSubview(other)
        UIView.animate(
            withDuration: 1,
            animations: {
                UIView.animate(withDuration: 0.1, animations: { self.view.alpha = 0 }, completion: log.handler())
                UIView.animate(withDuration: 0.1, delay: 0, options: .overrideInheritedDuration, animations: { other.alpha = 0 }, completion: log.handler())
            })
        scene.advance(by: 0.1)
        #expect(log.calls.count == 1)
        scene.advance(by: 0.9)
        #expect(log.calls.map { close($0.time, 0) ? 0 : $0.time }.map { ($0 * 10).rounded() / 10 } == [0.1, 1.0])
    }

    @Test("a spring with damping below 1 overshoots and settles exactly at the end")
    func springOvershoots() {
        let log = CompletionLog(scene)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [],
            animations: { self.view.center.x = 150 }, completion: log.handler())
        var maximum: CGFloat = 0
        for _ in 0..<100 {
            scene.advance(by: 0.01)
            maximum = max(maximum, view.layer.presentation()!.position.x)
        }
        #expect(maximum > 150)
        #expect(view.layer.presentation()?.position.x == 150)
        #expect(log.flags == [true])
    }

    @Test("autoreverse plays forwards then backwards, completes after twice the duration, then shows the model value")
    func autoreverse() {
        let log = CompletionLog(scene)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.autoreverse, .curveLinear], animations: { self.view.alpha = 0 }, completion: log.handler())
        scene.advance(by: 0.5)
        #expect(close(displayedAlpha, 0))
        scene.advance(by: 0.25)
        #expect(close(displayedAlpha, 0.5))
        scene.advance(by: 0.24)
        #expect(log.calls.isEmpty)
        scene.advance(by: 0.01)
        #expect(log.flags == [true])
        #expect(close(displayedAlpha, 0), "jumps to the model value, as in UIKit")
    }

    @Test("a second animation of a property in flight starts from the displayed value")
    func overlappingAnimations() {
        let log = CompletionLog(scene)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 }, completion: log.handler())
        scene.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 1 }, completion: log.handler())
        #expect(close(displayedAlpha, 0.5))
        scene.advance(by: 0.5)
        #expect(close(displayedAlpha, 0.75))
        #expect(log.flags == [true], "the first animation still runs to its end")
        scene.advance(by: 0.5)
        #expect(log.flags == [true, true])
        #expect(view.alpha == 1)
    }

    @Test("keyframes animate each part of the timeline from the previous keyframe's value")
    func keyframes() {
        let log = CompletionLog(scene)
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.view.alpha = 0 }
            }, completion: { flag in MainActor.assumeIsolated { log.handler()(flag) } })
        #expect(view.alpha == 0)
        scene.advance(by: 0.25)
        #expect(close(displayedAlpha, 0.75))
        scene.advance(by: 0.5)
        #expect(close(displayedAlpha, 0.25))
        scene.advance(by: 0.25)
        #expect(log.flags == [true])
    }

    @Test("addKeyframe outside animateKeyframes applies at once and records misuse")
    func keyframeOutsideTimeline() {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.view.alpha = 0.3 }
        #expect(close(displayedAlpha, 0.3))
        #expect(scene.diagnostics.map(\.kind) == [.uikitMisuse])
    }

    @Test("keyframes of a zero-length animateKeyframes, or one with animations disabled, apply at once and are no misuse")
    func keyframesWithoutAnimation() {
        UIView.animateKeyframes(
            withDuration: 0, delay: 0,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.view.alpha = 0.4 }
            })
        #expect(close(displayedAlpha, 0.4))
        UIView.performWithoutAnimation {
            UIView.animateKeyframes(
                withDuration: 0.3, delay: 0,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.view.alpha = 0.2 }
                })
        }
        #expect(close(displayedAlpha, 0.2))
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("transition(with:) applies its changes at once and completes after its duration")
    func viewTransition() {
        let log = CompletionLog(scene)
        UIView.transition(with: view, duration: 0.4, options: .transitionCrossDissolve, animations: { self.view.alpha = 0.5 }, completion: log.handler())
        #expect(close(displayedAlpha, 0.5))
        scene.advance(by: 0.39)
        #expect(log.calls.isEmpty)
        scene.advance(by: 0.01)
        #expect(log.flags == [true])
    }

    @Test("transition(from:to:) puts the new view in the old one's place")
    func viewSwap() {
        let replacement = UIView()
        let top = UIView()
        scene.window.addSubview(top)
        let log = CompletionLog(scene)
        UIView.transition(from: view, to: replacement, duration: 0.3, options: .transitionFlipFromLeft, completion: log.handler())
        #expect(scene.window.subviews == [replacement, top])
        #expect(view.superview == nil)
        scene.advance(by: 0.3)
        #expect(log.flags == [true])
    }

    @Test("a layer with speed 0 freezes the animations below it and timeOffset scrubs them")
    func speedZeroScrubs() {
        // CACurrentMediaTime() reads the current scene; tests run in parallel, so make it ours here
        // in the test body (another test's init may have run since ours).
        scene.makeCurrent()
        let container = UIView(frame: scene.window.bounds)
        scene.window.addSubview(container)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(child)
        container.layer.speed = 0
        let log = CompletionLog(scene)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { child.alpha = 0 }, completion: log.handler())
        scene.advance(by: 5)
        #expect(log.calls.isEmpty, "frozen")
        #expect(close(Double(child.layer.presentation()!.opacity), 1))
        container.layer.timeOffset = 0.4
        #expect(close(Double(child.layer.presentation()!.opacity), 0.6))
        // Resume as percent-driven transitions do: speed 1, begin now minus the paused time.
        let paused = container.layer.timeOffset
        container.layer.speed = 1
        container.layer.timeOffset = 0
        container.layer.beginTime = 0
        container.layer.beginTime = container.layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        #expect(close(Double(child.layer.presentation()!.opacity), 0.6))
        scene.advance(by: 0.59)
        #expect(log.calls.isEmpty)
        scene.advance(by: 0.01)
        #expect(log.flags == [true])
        #expect(close(log.calls[0].time, 5.6))
    }

    @Test("runUntilIdle reports an animation frozen under a speed-0 layer as pending")
    func frozenIsPending() {
        let container = UIView(frame: scene.window.bounds)
        scene.window.addSubview(container)
        container.layer.speed = 0
        let child = UIView()
        child.headlessName = "toView"
        container.addSubview(child)
        UIView.animate(withDuration: 1) { child.alpha = 0 }
        let result = scene.runUntilIdle(timeout: 2)
        #expect(!result.isIdle)
        #expect(result.description.contains("frozen"))
        #expect(result.description.contains("toView"))
    }

    @Test("cornerRadius and backgroundColor animate inside blocks; shadowOpacity changes at once")
    func layerPropertiesInBlocks() {
        view.backgroundColor = .black
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                self.view.layer.cornerRadius = 20
                self.view.backgroundColor = .white
                self.view.layer.shadowOpacity = 1
            })
        scene.advance(by: 0.5)
        let presented = view.layer.presentation()!
        #expect(close(presented.cornerRadius, 10))
        #expect(presented.backgroundColor?.headlessRGBA == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(presented.shadowOpacity == 1)
    }
}
