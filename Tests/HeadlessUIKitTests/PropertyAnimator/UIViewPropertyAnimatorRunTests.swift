import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct UIViewPropertyAnimatorRunning {
    @Test func aLinearAnimatorSetsTheModelAtStartShowsHalfwayAtHalfTimeAndCompletesOnceAtItsEnd() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.alpha == 1)  // blocks wait until the animator becomes active

        animator.startAnimation()
        #expect(view.alpha == 0)
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(displayedAlpha(view) == 1)

        scene.advance(by: 0.5)
        #expect(close(displayedAlpha(view), 0.5))
        #expect(close(animator.fractionComplete, 0.5))

        scene.advance(by: 0.49)
        #expect(positions.isEmpty)
        #expect(animator.state == .active)

        scene.advance(by: 0.01)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(view.alpha == 0)
        #expect(displayedAlpha(view) == 0)
        #expect(view.layer.animationKeys() == nil)

        scene.advance(by: 5)
        #expect(positions == [.end])
        #expect(scene.isIdle)
    }

    @Test func reversingAPausedAnimatorRunsBackToTheStartAndWritesTheStartValuesIntoTheModel() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        scene.advance(by: 0.5)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(close(animator.fractionComplete, 0.5))

        animator.isReversed = true
        animator.startAnimation()
        scene.advance(by: 0.25)
        #expect(close(displayedAlpha(view), 0.75))
        #expect(close(animator.fractionComplete, 0.25))
        #expect(positions.isEmpty)

        scene.advance(by: 0.25)
        #expect(positions == [.start])
        #expect(animator.state == .inactive)
        #expect(view.alpha == 1)
        #expect(displayedAlpha(view) == 1)
        let restore = view.headlessMutations.last
        #expect(restore?.property == "alpha")
        #expect(restore?.oldValue == .number(0))
        #expect(restore?.newValue == .number(1))
        #expect(restore?.isAnimated == false)
        #expect(restore.map { close($0.time, 1.0) } == true)
    }

    @Test func reversingARunningAnimatorTurnsAroundFromWhereItIs() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        scene.advance(by: 0.3)
        animator.isReversed = true
        #expect(animator.isRunning)

        scene.advance(by: 0.15)
        #expect(close(displayedAlpha(view), 0.85))
        scene.advance(by: 0.14)
        #expect(positions.isEmpty)
        scene.advance(by: 0.01)
        #expect(positions == [.start])
        #expect(view.alpha == 1)
        #expect(close(scene.now, 0.6))
    }

    @Test(arguments: [(UIViewAnimatingPosition.start, 1.0), (.end, 0.0), (.current, 0.5)])
    func stoppingWithoutFinishingThenFinishingWritesTheValuesOfThePosition(position: UIViewAnimatingPosition, alpha: Double) {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        scene.advance(by: 0.5)

        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        #expect(close(view.alpha, 0.5))
        #expect(close(displayedAlpha(view), 0.5))
        #expect(view.layer.animationKeys() == nil)
        scene.advance(by: 2)
        #expect(positions.isEmpty)

        animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(positions == [position])  // inline by default
        #expect(close(view.alpha, alpha))
        #expect(close(displayedAlpha(view), alpha))
        #expect(misuses(scene).isEmpty)
    }

    @Test func finishingRunsTheCompletionsOnTheNextTurnWhenConfiguredSo() {
        var configuration = HeadlessScene.Configuration()
        configuration.finishAnimationRunsCompletionsInline = false
        let (scene, view) = makeAnimatorScene(configuration: configuration)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        scene.advance(by: 0.5)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        #expect(positions.isEmpty)
        #expect(view.alpha == 0)
        scene.advance(by: 0)
        #expect(positions == [.end])
    }

    @Test func stoppingAndFinishingAtOnceKeepsTheDisplayedValueAndNeverCompletes() {
        let (scene, view) = makeAnimatorScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        scene.advance(by: 0.25)

        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(close(view.alpha, 0.75))
        #expect(close(displayedAlpha(view), 0.75))
        scene.advance(by: 10)
        #expect(positions.isEmpty)
        #expect(close(view.alpha, 0.75))
        #expect(scene.isIdle)
    }

    @Test func aPausedAnimatorScrubsLinearlyByDefaultAndAlongItsCurveWhenAskedTo() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(view.alpha == 0)

        animator.fractionComplete = 0.25
        #expect(close(displayedAlpha(view), 0.75))

        animator.scrubsLinearly = false
        #expect(close(displayedAlpha(view), 1 - 0.129162, tolerance: 1e-5))  // ease-in-out at 25 % of the time
        scene.advance(by: 3)
        #expect(close(animator.fractionComplete, 0.25))
        animator.stopAnimation(true)
    }

    @Test func settingTheFractionOfAnInactiveAnimatorMakesItActiveAndPaused() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center = CGPoint(x: 270, y: 90) }
        animator.fractionComplete = 0.5
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(view.center == CGPoint(x: 270, y: 90))
        #expect(displayedCenter(view) == CGPoint(x: 170, y: 90))
        animator.fractionComplete = 1.5
        #expect(animator.fractionComplete == 1)  // clamped
        animator.stopAnimation(true)
        #expect(view.center == CGPoint(x: 270, y: 90))
        #expect(scene.diagnostics.isEmpty)
    }
}
