import Testing
@testable import HeadlessUIKit

/// An animator that drives the dismissal with one UIViewPropertyAnimator, vended for the whole
/// transition, and does not restore anything itself: a reversed property animator does it.
@MainActor
final class InterruptibleFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var current: UIViewPropertyAnimator?
    private(set) var vendCount = 0

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        vendCount += 1
        if let current { return current }
        let fromView = context.view(forKey: .from)
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { fromView?.alpha = 0 }
        animator.addCompletion { position in
            let cancelled = context.transitionWasCancelled
            if !cancelled { fromView?.removeFromSuperview() }
            context.completeTransition(!cancelled)
            _ = position
        }
        current = animator
        return animator
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) {
        current = nil
    }
}

@MainActor
@Suite("Interactive transitions: percent-driven finish and cancel (contract §2.3, §2.4, §3)")
struct InteractiveSequenceTests {
    /// A fixture presented and ready for an interactive dismissal through a percent-driven interactor.
    private func presentedFixture(animator: (any UIViewControllerAnimatedTransitioning)? = nil) -> (ModalFixture, UIPercentDrivenInteractiveTransition) {
        let f = ModalFixture()
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        f.delegate.dismissalInteractor = interactor
        if let animator { f.delegate.dismissalAnimator = animator }
        f.presented.view.headlessClearMutations()
        f.log.clear()
        return (f, interactor)
    }

    @Test("an interactive dismissal scrubs linearly, then finishes over the rest of the duration")
    func interactiveFinish() {
        let (f, interactor) = presentedFixture()
        var handlerCalls: [(interactive: Bool, cancelled: Bool)] = []
        f.root.dismiss(animated: true) { f.log.add("dismiss.completion") }
        f.presented.transitionCoordinator?.notifyWhenInteractionChanges { context in
            handlerCalls.append((context.isInteractive, context.isCancelled))
        }
        f.scene.advance(by: 0)
        #expect(f.animator.snapshot?.isInteractive == true)
        #expect(f.presented.transitionCoordinator?.initiallyInteractive == true)
        interactor.update(0.5)
        #expect(close(Double(f.presented.view.layer.presentation()!.opacity), 0.5), "linear while interactive")
        f.scene.advance(by: 3)
        #expect(close(Double(f.presented.view.layer.presentation()!.opacity), 0.5), "frozen until the interactor moves it")
        #expect(!f.log.entries.contains("dismiss.completion"))
        interactor.finish()
        #expect(handlerCalls.count == 1 && handlerCalls[0] == (false, false))
        f.scene.advance(by: 0.14)
        #expect(!f.log.entries.contains("dismiss.completion"))
        f.scene.advance(by: 0.01)  // (1 − 0.5) × 0.3 s
        #expect(
            f.log.entries.suffix(4) == ["presented.viewDidDisappear(true)", "coordinator.completion", "animator.animationEnded(true)", "dismiss.completion"])
        #expect(f.root.presentedViewController == nil)
        #expect(f.presented.view.superview == nil)
    }

    @Test("a cancelled interactive dismissal reverses appearance after the handlers and keeps the presentation")
    func interactiveCancel() {
        let (f, interactor) = presentedFixture()
        f.root.dismiss(animated: true) { f.log.add("dismiss.completion") }
        f.presented.transitionCoordinator?.notifyWhenInteractionChanges { context in
            f.log.add("handler(isCancelled: \(context.isCancelled))")
        }
        f.scene.advance(by: 0)
        interactor.update(0.4)
        f.log.clear()
        interactor.cancel()
        #expect(f.log.entries == ["handler(isCancelled: true)", "presented.viewWillAppear(true)"])
        f.scene.advance(by: 0.11)
        #expect(f.log.entries.count == 2, "rewinding 0.4 × 0.3 s = 0.12 s")
        f.scene.advance(by: 0.01)
        #expect(
            f.log.entries.dropFirst(2) == [
                "pc.dismissalTransitionDidEnd(false)",
                "presented.viewDidAppear(true)",
                "coordinator.completion",
                "animator.animationEnded(false)",
            ], "no dismiss completion after a cancel (Configuration default)")
        #expect(f.root.presentedViewController === f.presented)
        #expect(f.presented.view.superview != nil)
        #expect(f.delegate.presentationController?.dimmingView.superview != nil, "chrome kept")
        #expect(f.presented.view.alpha == 1, "this animator restores alpha on cancel")
        // The container's layer has its ordinary speed back: a later dismissal animates normally.
        f.delegate.dismissalInteractor = nil
        f.root.dismiss(animated: true)
        #expect(f.scene.runUntilIdle(timeout: 1).isIdle)
        #expect(f.root.presentedViewController == nil)
    }

    @Test("§3: cancelled percent-driven UIView.animate leaves the model at the end value unless the animator restores it")
    func cancelKeepsEndValues() {
        let (f, interactor) = presentedFixture()
        f.animator.restoresOnCancel = false
        var finishedFlags: [Bool] = []
        f.root.dismiss(animated: true)
        f.scene.advance(by: 0)
        UIView.animate(withDuration: 0.3, animations: { f.presented.view.center.x += 0 }, completion: { finishedFlags.append($0) })
        interactor.update(0.4)
        interactor.cancel()
        f.scene.advance(by: 1)
        #expect(f.presented.view.alpha == 0, "the model keeps the value written in the animation block")
        #expect(f.presented.view.layer.presentation()?.opacity == 0, "and that is what shows once the animations are gone")
        #expect(f.root.presentedViewController === f.presented, "still presented, but invisible: the classic bug")
        let alpha = f.presented.view.headlessMutations.filter { $0.property == "alpha" }.map(\.description)
        #expect(alpha == ["alpha 1.0 → 0.0 at t=1.00 (animated over 0.30 s)"])
        _ = finishedFlags
    }

    @Test("§3: the same cancel through an interruptible property animator returns the model to the start values")
    func cancelThroughInterruptibleAnimator() {
        let animator = InterruptibleFadeAnimator()
        let (f, interactor) = presentedFixture(animator: animator)
        f.root.dismiss(animated: true)
        f.scene.advance(by: 0)
        #expect(f.presented.transitionCoordinator?.isInterruptible == true)
        interactor.update(0.4)
        #expect(close(Double(f.presented.view.layer.presentation()!.opacity), 0.6))
        interactor.cancel()
        f.scene.advance(by: 0.15)
        #expect(f.presented.view.alpha == 0, "still reversing: 0.4 × 0.4 s = 0.16 s")
        f.scene.advance(by: 0.01)
        #expect(f.root.presentedViewController === f.presented)
        #expect(f.presented.view.alpha == 1, "a reversed property animator writes the start values")
        #expect(f.presented.view.superview != nil)
        #expect(animator.vendCount >= 1)
        #expect(f.delegate.presentationController?.dimmingView.alpha == 1, "the alongside fade joined the animator and reversed with it")
        #expect(f.scene.isIdle, "\(f.scene.pendingWork)")
    }

    @Test("wantsInteractiveStart false: the transition starts running on its own, not interactive, and pause() makes it interactive")
    func startsWithoutInteraction() {
        let (f, interactor) = presentedFixture(animator: InterruptibleFadeAnimator())
        interactor.wantsInteractiveStart = false
        var interactive: [Bool] = []
        f.root.dismiss(animated: true)
        f.presented.transitionCoordinator?.notifyWhenInteractionChanges { interactive.append($0.isInteractive) }
        f.scene.advance(by: 0)
        #expect(f.presented.transitionCoordinator?.isInteractive == false, "contract §1.4: starts without interaction")
        f.scene.advance(by: 0.2)
        #expect(close(Double(f.presented.view.layer.presentation()!.opacity), 0.5), "running on its own")
        interactor.pause()
        #expect(f.presented.transitionCoordinator?.isInteractive == true, "pause() makes it interactive")
        #expect(interactive == [true])
        interactor.finish()
        f.scene.advance(by: 1)
        #expect(f.root.presentedViewController == nil)
    }

    @Test("an interactive dismissal through an interruptible animator that finishes ends at the end values")
    func finishThroughInterruptibleAnimator() {
        let (f, interactor) = presentedFixture(animator: InterruptibleFadeAnimator())
        f.root.dismiss(animated: true)
        f.scene.advance(by: 0)
        interactor.update(0.75)
        interactor.finish()
        f.scene.advance(by: 0.09)
        #expect(f.root.presentedViewController === f.presented)
        f.scene.advance(by: 0.01)  // (1 − 0.75) × 0.4 s
        #expect(f.root.presentedViewController == nil)
        #expect(f.presented.view.alpha == 0)
    }

    @Test("update, finish and cancel after the end are recorded as ignored calls and change nothing; a NaN update is misuse")
    func callsAfterTheEnd() {
        let (f, interactor) = presentedFixture()
        f.root.dismiss(animated: true)
        f.scene.advance(by: 0)
        interactor.update(1)
        interactor.finish()
        interactor.update(0.5)
        interactor.cancel()
        interactor.update(.nan)
        f.scene.advance(by: 1)
        #expect(
            f.scene.diagnostics.filter { $0.kind == .ignoredCall }.map(\.api) == [
                "UIPercentDrivenInteractiveTransition.update(_:)",
                "UIPercentDrivenInteractiveTransition.cancel()",
            ])
        #expect(misuses(f.scene).map(\.api) == ["UIPercentDrivenInteractiveTransition.update(_:)"], "update(.nan)")
        #expect(f.root.presentedViewController == nil, "update(1) then finish still completes")
    }
}
