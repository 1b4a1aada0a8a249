import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct UIViewPropertyAnimatorComposition {
    @Test func aRunningPropertyAnimatorMadeInsideAnInterruptibleAnimatorsBlockIsTrackedByThatAnimator() {
        let (scene, view) = makeAnimatorScene()
        let other = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        scene.window.addSubview(other)
        var inner: UIViewPropertyAnimator?
        let outer = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.alpha = 0
            inner = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: { other.alpha = 0 })
        }
        outer.startAnimation()
        #expect(inner?.isInterruptible == false)
        #expect(inner?.duration == 1)
        scene.advance(by: 0.5)
        #expect(close(displayedAlpha(other), 0.5))
        outer.pauseAnimation()
        scene.advance(by: 0.3)
        #expect(close(displayedAlpha(other), 0.5))  // paused with the outer animator
        outer.stopAnimation(true)
        #expect(close(other.alpha, 0.5))
    }

    @Test func aCopyIsANewInactiveAnimatorWithTheSameConfiguration() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 0.7, dampingRatio: 0.6) { view.alpha = 0 }
        animator.scrubsLinearly = false
        animator.isInterruptible = false
        animator.startAnimation()
        let copy = animator.copy() as? UIViewPropertyAnimator
        #expect(copy !== animator)
        #expect(copy?.state == .inactive)
        #expect(copy?.duration == 0.7)
        #expect(copy?.timingParameters?.springTimingParameters != nil)
        #expect(copy?.scrubsLinearly == false)
        #expect(copy?.isInterruptible == false)
        #expect(copy?.fractionComplete == 0)
        scene.advance(by: 1)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func anAnimatorWithoutAnimatedViewsRunsOnTheCurrentSceneAndCompletesOnItsClock() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {}
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(!scene.isIdle)
        #expect(scene.pendingWork.first?.hasPrefix("UIViewPropertyAnimator (0.50 s, forwards) until t=0.50") == true)
        #expect(scene.runUntilIdle(timeout: 1) == .idle(at: 0.5))
        #expect(positions == [.end])
    }
}
