import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct UIViewPropertyAnimatorMisuse {
    @Test func startingAStoppedAnimatorLeavesItStoppedAndRecordsOneMisuse() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        scene.advance(by: 0.5)
        animator.stopAnimation(false)

        animator.startAnimation()
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        #expect(close(view.alpha, 0.5))
        let recorded = misuses(scene)
        #expect(recorded.count == 1)
        #expect(recorded.first?.api == "UIViewPropertyAnimator.startAnimation()")
        #expect(recorded.first.map { close($0.time, 0.5) } == true)
        animator.finishAnimation(at: .current)
    }

    @Test func pausingAStoppedAnimatorLeavesItStoppedAndRecordsOneMisuse() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pauseAnimation()
        animator.stopAnimation(false)
        animator.pauseAnimation()
        #expect(animator.state == .stopped)
        #expect(misuses(scene).map(\.api) == ["UIViewPropertyAnimator.pauseAnimation()"])
        animator.finishAnimation(at: .end)
    }

    @Test func finishingAnActiveAnimatorLeavesItRunningAndRecordsOneMisuse() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        scene.advance(by: 0.25)

        animator.finishAnimation(at: .start)
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(view.alpha == 0)
        #expect(positions.isEmpty)
        let recorded = misuses(scene)
        #expect(recorded.count == 1)
        #expect(recorded.first?.api == "UIViewPropertyAnimator.finishAnimation(at:)")
        #expect(recorded.first?.message.contains("stopAnimation(false)") == true)

        scene.advance(by: 0.75)
        #expect(positions == [.end])
    }

    @Test func continuingARunningAnimatorChangesNothingAndRecordsOneMisuse() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        scene.advance(by: 0.25)

        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.1)
        #expect(animator.isRunning)
        let recorded = misuses(scene)
        #expect(recorded.count == 1)
        #expect(recorded.first?.api == "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)")
        scene.advance(by: 0.74)
        #expect(positions.isEmpty)  // still the original timing
        scene.advance(by: 0.01)
        #expect(positions == [.end])
    }

    @Test func continuingAnAnimatorThatIsNotInterruptibleRecordsOneMisuse() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.isInterruptible = false
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(!animator.isRunning)
        #expect(misuses(scene).count == 1)
        #expect(misuses(scene).first?.message.contains("not interruptible") == true)
        animator.stopAnimation(true)
    }

    @Test func continuingWithANegativeDurationFactorLeavesTheAnimatorPausedAndRecordsOneMisuse() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: -1)
        #expect(!animator.isRunning)
        #expect(animator.state == .active)
        #expect(misuses(scene).map(\.api) == ["UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)"])
        animator.stopAnimation(true)
    }

    @Test func settingIsInterruptibleOnAnActiveAnimatorLeavesItUnchangedAndRecordsOneMisuse() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pauseAnimation()
        animator.isInterruptible = false
        #expect(animator.isInterruptible)
        #expect(animator.state == .active)
        let recorded = misuses(scene)
        #expect(recorded.count == 1)
        #expect(recorded.first?.api == "UIViewPropertyAnimator.isInterruptible")
        animator.stopAnimation(true)
    }

    @Test func settingIsUserInteractionEnabledOnAnActiveAnimatorLeavesItUnchangedAndRecordsOneMisuse() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        animator.isUserInteractionEnabled = false
        #expect(animator.isUserInteractionEnabled)
        #expect(misuses(scene).map(\.api) == ["UIViewPropertyAnimator.isUserInteractionEnabled"])
        animator.stopAnimation(true)
    }

    @Test func settingTheFractionWhileRunningOrToNaNChangesNothingAndRecordsAMisuseEach() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        scene.advance(by: 0.5)
        animator.fractionComplete = 0.9
        #expect(close(animator.fractionComplete, 0.5))
        animator.pauseAnimation()
        animator.fractionComplete = .nan
        #expect(close(animator.fractionComplete, 0.5))
        #expect(misuses(scene).map(\.api) == ["UIViewPropertyAnimator.fractionComplete", "UIViewPropertyAnimator.fractionComplete"])
        animator.stopAnimation(true)
    }

    @Test func releasingAPausedAnimatorRecordsAMisuseAndRemovesItsAnimations() {
        let (scene, view) = makeAnimatorScene()
        do {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            #expect(close(displayedAlpha(view), 0.5))
        }
        #expect(misuses(scene).map(\.api) == ["UIViewPropertyAnimator.deinit"])
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0)
    }

    @Test func anAnimatorUsedByTheRulesLeavesNoDiagnostics() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.isInterruptible = true
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        animator.startAnimation()  // already running: nothing happens
        animator.pauseAnimation()
        animator.pauseAnimation()  // already paused: nothing happens
        animator.fractionComplete = 0.3
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        scene.advance(by: 1)
        animator.stopAnimation(true)  // inactive: nothing happens
        #expect(scene.diagnostics.isEmpty)
        #expect(animator.state == .inactive)
    }
}
