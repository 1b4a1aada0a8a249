import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct UIViewPropertyAnimatorTiming {
    @Test func continuingAPausedAnimatorTakesDurationFactorTimesTheDurationToFinish() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5

        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        #expect(animator.isRunning)
        scene.advance(by: 0.25)
        #expect(close(animator.fractionComplete, 0.75))
        #expect(close(displayedAlpha(view), 0.25))
        scene.advance(by: 0.24)
        #expect(positions.isEmpty)
        scene.advance(by: 0.01)
        #expect(positions == [.end])
        #expect(misuses(scene).isEmpty)
    }

    @Test func continuingWithADurationFactorOfZeroKeepsTheRemainingTime() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25

        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        scene.advance(by: 0.74)
        #expect(positions.isEmpty)
        scene.advance(by: 0.01)
        #expect(positions == [.end])
        #expect(misuses(scene).isEmpty)
    }

    @Test func continuedTimingLastsUntilTheAnimatorBecomesInactive() {
        let (scene, view) = makeAnimatorScene()
        var ends: [TimeInterval] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { _ in ends.append(scene.now) }
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1), durationFactor: 0.4)
        scene.advance(by: 0.4)
        #expect(ends.count == 1)
        #expect(view.alpha == 0)

        animator.addAnimations { view.alpha = 1 }
        animator.addCompletion { _ in ends.append(scene.now) }
        animator.startAnimation()
        scene.advance(by: 0.5)
        #expect(close(displayedAlpha(view), 0.5))  // linear again, over the original second
        scene.advance(by: 0.5)
        #expect(ends.count == 2)
        #expect(close(ends[1] - ends[0], 1))
    }

    @Test func anAnimatorThatPausesOnCompletionStaysActiveWithoutCompletingAndCanRunBack() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        scene.advance(by: 1)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(displayedAlpha(view) == 0)
        #expect(positions.isEmpty)

        animator.isReversed = true
        animator.startAnimation()
        scene.advance(by: 0.5)
        #expect(close(displayedAlpha(view), 0.5))
        scene.advance(by: 0.5)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 0)
        #expect(displayedAlpha(view) == 1)
        #expect(positions.isEmpty)
        #expect(scene.isIdle)

        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start])
        #expect(view.alpha == 1)
        #expect(misuses(scene).isEmpty)
    }

    @Test func animationsAddedWithADelayFactorOfOneHalfMoveOnlyInTheSecondHalf() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(view.alpha == 0)
        scene.advance(by: 0.25)
        #expect(displayedAlpha(view) == 1)
        scene.advance(by: 0.25)
        #expect(displayedAlpha(view) == 1)
        scene.advance(by: 0.25)
        #expect(close(displayedAlpha(view), 0.5))
        scene.advance(by: 0.25)
        #expect(positions == [.end])
        #expect(displayedAlpha(view) == 0)
    }

    @Test func animationsAddedWhileRunningStartNowAndEndWithTheOthers() {
        let (scene, view) = makeAnimatorScene()
        let other = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        scene.window.addSubview(other)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        scene.advance(by: 0.5)
        animator.addAnimations { other.alpha = 0 }
        #expect(other.alpha == 0)
        #expect(displayedAlpha(other) == 1)
        scene.advance(by: 0.25)
        #expect(close(displayedAlpha(other), 0.5))
        #expect(close(displayedAlpha(view), 0.25))
        scene.advance(by: 0.25)
        #expect(positions == [.end])
        #expect(displayedAlpha(other) == 0)
    }

    @Test func startingAnAnimatorWithoutBlocksWaitsPausedUntilABlockIsAdded() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        scene.advance(by: 0.3)
        #expect(animator.fractionComplete == 0)

        animator.addAnimations { view.alpha = 0 }
        #expect(animator.isRunning)
        scene.advance(by: 0.5)
        #expect(close(displayedAlpha(view), 0.5))
        scene.advance(by: 0.5)
        #expect(positions == [.end])
    }

    @Test func aRunningPropertyAnimatorStartsByItselfAfterItsDelay() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear],
            animations: { view.alpha = 0 }, completion: { positions.append($0) })
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(animator.isInterruptible)
        #expect(animator.delay == 0.5)
        #expect(view.alpha == 0)
        #expect(displayedAlpha(view) == 1)

        scene.advance(by: 0.5)
        #expect(displayedAlpha(view) == 1)
        #expect(animator.fractionComplete == 0)
        scene.advance(by: 0.5)
        #expect(close(displayedAlpha(view), 0.5))
        scene.advance(by: 0.49)
        #expect(positions.isEmpty)
        scene.advance(by: 0.01)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
    }

    @Test func aRunningPropertyAnimatorUsesEaseInOutWithoutCurveOptions() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, animations: { view.alpha = 0 })
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .easeInOut)
        scene.advance(by: 0.25)
        #expect(close(displayedAlpha(view), 1 - 0.129162, tolerance: 1e-5))
        scene.advance(by: 0.75)
        #expect(animator.state == .inactive)
    }

    @Test func aRunningPropertyAnimatorMadeInsideAnAnimationBlockInheritsItsDurationAndIsNotInterruptible() {
        let (scene, view) = makeAnimatorScene()
        var inner: UIViewPropertyAnimator?
        var positions: [UIViewAnimatingPosition] = []
        UIView.animate(
            withDuration: 2, delay: 0, options: [.curveLinear],
            animations: {
                inner = UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: 0.1, delay: 0, options: [],
                    animations: { view.alpha = 0 },
                    completion: { positions.append($0) })
            })
        #expect(inner?.duration == 2)
        #expect(inner?.isInterruptible == false)
        scene.advance(by: 1)
        #expect(close(displayedAlpha(view), 0.5))
        scene.advance(by: 1)
        #expect(positions == [.end])
    }

    @Test func aSpringWithDampingRatioOneHalfOvershootsAndEndsExactlyAtTheEndValue() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 0.5))
        animator.addAnimations { view.center = CGPoint(x: 170, y: 90) }  // from x = 70
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        var largest: CGFloat = 0
        for _ in 0..<99 {
            scene.advance(by: 0.01)
            largest = max(largest, displayedCenter(view).x)
        }
        #expect(largest > 185)  // about 16 % beyond the 100-point move
        #expect(positions.isEmpty)
        scene.advance(by: 0.01)
        #expect(positions == [.end])
        #expect(view.center == CGPoint(x: 170, y: 90))
        #expect(displayedCenter(view) == CGPoint(x: 170, y: 90))
    }

    @Test func finishingReversedRestoresBothTransformAndFrameExactly() {
        let (scene, view) = makeAnimatorScene()
        view.headlessClearMutations()
        let original = view.frame
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.8, curve: .easeInOut) {
            view.frame = CGRect(x: 200, y: 300, width: 150, height: 80)
            view.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 0.5, y: 0.5)
        }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        scene.advance(by: 0.3)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.startAnimation()
        #expect(scene.runUntilIdle(timeout: 5).isIdle)

        #expect(positions == [.start])
        #expect(view.transform == .identity)
        #expect(view.frame == original)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 70, y: 90))
        #expect(view.layer.presentation()?.frame == original)
        let restored = Set(view.headlessMutations.filter { !$0.isAnimated }.map(\.property))
        #expect(restored == ["center", "bounds", "transform"])
    }
}
