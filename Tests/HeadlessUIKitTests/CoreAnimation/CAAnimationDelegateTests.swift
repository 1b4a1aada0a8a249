import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("CAAnimation's delegate and the layer's animation keys")
struct CAAnimationDelegateTests {
    private func fade(_ duration: CFTimeInterval, delegate: AnimationDelegateLog? = nil) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = duration
        fade.delegate = delegate
        return fade
    }

    @Test("the delegate hears animationDidStart and animationDidStop from the clock, never inside add(_:forKey:)")
    func startAndStop() {
        let (scene, view) = sceneWithView()
        let log = AnimationDelegateLog(scene)
        view.layer.add(fade(0.5, delegate: log), forKey: "fade")
        #expect(log.names.isEmpty)

        scene.advance(by: 0)
        #expect(log.names == ["start"])
        scene.advance(by: 0.49)
        #expect(log.names == ["start"])
        scene.advance(by: 0.01)
        #expect(log.names == ["start", "stop finished"])
        #expect(close(log.times[1], 0.5))
    }

    @Test("the delegate gets the copy the layer runs, not the object added; animation(forKey:) returns that copy")
    func copyIsPassed() {
        let (scene, view) = sceneWithView()
        let log = AnimationDelegateLog(scene)
        let added = fade(0.3, delegate: log)
        added.setValue("ctx", forKey: "transition")
        view.layer.add(added, forKey: "fade")
        let running = view.layer.animation(forKey: "fade")

        scene.runUntilIdle(timeout: 1)
        #expect(running !== added)
        #expect(log.calls.first?.animation === running)
        #expect(log.calls.first?.animation.value(forKey: "transition") as? String == "ctx")
        #expect(running is CABasicAnimation)
    }

    @Test("changing the animation object after adding it changes nothing that runs")
    func addedIsCopied() {
        let (scene, view) = sceneWithView()
        let animation = fade(1)
        view.layer.add(animation, forKey: nil)
        animation.toValue = 1
        scene.advance(by: 0.5)
        #expect(close(Double(view.layer.presentation()!.opacity), 0.5))
    }

    @Test("removeAnimation(forKey:) stops it with finished false; removeAllAnimations too")
    func removal() {
        let (scene, view) = sceneWithView()
        let log = AnimationDelegateLog(scene)
        view.layer.add(fade(1, delegate: log), forKey: "a")
        view.layer.add(fade(1, delegate: log), forKey: "b")
        scene.advance(by: 0.2)
        view.layer.removeAnimation(forKey: "a")
        #expect(view.layer.animationKeys() == ["b"])
        view.layer.removeAllAnimations()
        scene.advance(by: 0)

        #expect(log.names == ["start", "start", "stop removed", "stop removed"])
        #expect(view.layer.animationKeys() == nil)
        #expect(scene.isIdle)
    }

    @Test("adding an animation under a key already used replaces the old one, which stops with finished false")
    func replacedByKey() {
        let (scene, view) = sceneWithView()
        let first = AnimationDelegateLog(scene)
        let second = AnimationDelegateLog(scene)
        view.layer.add(fade(1, delegate: first), forKey: "fade")
        view.layer.add(fade(1, delegate: second), forKey: "fade")
        scene.runUntilIdle(timeout: 2)

        #expect(first.names == ["stop removed"])
        #expect(second.names == ["start", "stop finished"])
    }

    @Test("an explicit animation under a block animation's property name replaces it: the block's completion gets false")
    func replacesBlockAnimation() {
        let (scene, view) = sceneWithView()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.layer.animation(forKey: "opacity") is CABasicAnimation)
        view.layer.add(fade(0.2), forKey: "opacity")
        scene.advance(by: 0)
        #expect(finished == false)
    }

    @Test("a view leaving its window stops its layer's explicit animations with finished false, its mask's included")
    func leavingTheWindow() {
        let (scene, view) = sceneWithView()
        let log = AnimationDelegateLog(scene)
        let mask = CAShapeLayer()
        view.layer.mask = mask
        view.layer.add(fade(1, delegate: log), forKey: "fade")
        mask.add(fade(1, delegate: log), forKey: "maskFade")
        scene.advance(by: 0.1)

        view.removeFromSuperview()
        scene.advance(by: 0)
        #expect(log.names == ["start", "start", "stop removed", "stop removed"])
    }

    @Test("explicit animations are animations in flight on the scene, named with their key and layer")
    func inFlight() {
        let (scene, view) = sceneWithView()
        view.headlessName = "card"
        view.layer.add(fade(0.5), forKey: "fade")
        #expect(scene.animationsInFlight == ["CABasicAnimation \"opacity\" (key \"fade\") on the layer of card until t=0.50"])
        #expect(scene.lastScheduledEventTime.map { close($0, 0.5) } == true)  // its end, at once

        let later = fade(0.5)
        later.beginTime = CACurrentMediaTime() + 1
        view.layer.add(later, forKey: "later")
        #expect(scene.animationsInFlight.last == "CABasicAnimation \"opacity\" (key \"later\") on the layer of card starting at t=1.00")
    }
}
