import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("Modal presentation and dismissal follow UIKit's documented call order (contract §2.1, §2.2, §2.7)")
struct ModalSequenceTests {
    @Test("a custom presentation asks the delegate, starts on the next turn and ends in the configured order")
    func presentationOrder() {
        let f = ModalFixture()
        f.root.present(f.presented, animated: true) { f.log.add("present.completion") }
        #expect(
            f.log.entries == [
                "delegate.presentationController(forPresented:)",
                "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
            ], "set up at once; the transition itself starts on the next run-loop turn")
        #expect(f.root.presentedViewController === f.presented)
        #expect(f.presented.presentingViewController === f.root)
        #expect(f.presented.transitionCoordinator != nil, "available as soon as present returns")
        #expect(f.presented.isBeingPresented)
        f.scene.advance(by: 0)
        #expect(
            Array(f.log.entries.dropFirst(3)) == [
                "pc.presentationTransitionWillBegin",
                "presented.viewWillAppear(true)",
                "animator.transitionDuration",
                "animator.animateTransition",
                "animator.transitionDuration",  // the animator reads its own duration
                "pc.containerViewWillLayoutSubviews",
            ])
        f.log.clear()
        f.scene.advance(by: 0.29)
        #expect(f.log.entries.isEmpty)
        f.scene.advance(by: 0.01)
        #expect(
            f.log.entries == [
                "pc.presentationTransitionDidEnd(true)",
                "presented.viewDidAppear(true)",
                "coordinator.completion",
                "animator.animationEnded(true)",
                "present.completion",
            ])
        #expect(f.presented.transitionCoordinator == nil)
        #expect(!f.presented.isBeingPresented)
        #expect(f.scene.isIdle)
    }

    @Test("the presentation context reports §2.7's nil from-view and frames")
    func presentationContext() {
        let f = ModalFixture()
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 0)
        #expect(
            f.animator.snapshot
                == ContextSnapshot(
                    fromViewIsNil: true, toViewIsNil: false,
                    initialFrameOfTo: .zero, finalFrameOfTo: CGRect(x: 195, y: 0, width: 195, height: 844),
                    finalFrameOfFrom: CGRect(x: 0, y: 0, width: 390, height: 844),
                    style: .custom, isAnimated: true, isInteractive: false))
        f.scene.advance(by: 1)
        let container = f.presented.view.superview
        #expect(container?.superview === f.scene.window, "the presentation's container is in the window")
        #expect(
            container?.subviews.map(ObjectIdentifier.init) == [
                ObjectIdentifier(f.delegate.presentationController!.dimmingView), ObjectIdentifier(f.presented.view),
            ])
        #expect(f.root.view.window === f.scene.window, "a .custom presentation keeps the presenter's view")
        #expect(f.presented.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
    }

    @Test("a dismissal reports the presented view as from, nil as to, a zero final frame, and cleans up")
    func dismissal() {
        let f = ModalFixture()
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 1)
        weak let controller = f.delegate.presentationController
        let container = f.presented.view.superview
        f.log.clear()
        f.root.dismiss(animated: true) { f.log.add("dismiss.completion") }
        f.scene.advance(by: 1)
        #expect(
            f.log.entries == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal",
                "pc.dismissalTransitionWillBegin",
                "presented.viewWillDisappear(true)",
                "animator.transitionDuration",
                "animator.animateTransition",
                "animator.transitionDuration",
                // No container layout: the dismissal asks for none (open point F11, `dismissalStartLaysOutContainer`).
                "pc.dismissalTransitionDidEnd(true)",
                "presented.viewDidDisappear(true)",
                "coordinator.completion",
                "animator.animationEnded(true)",
                "dismiss.completion",
            ])
        #expect(f.animator.snapshot?.fromViewIsNil == false)
        #expect(f.animator.snapshot?.toViewIsNil == true, "the presenter's view was not removed: do not touch it")
        #expect(f.animator.snapshot?.finalFrameOfFrom == .zero)
        #expect(f.root.presentedViewController == nil)
        #expect(f.presented.presentingViewController == nil)
        #expect(container?.superview == nil, "UIKit removes the container after a dismissal")
        f.delegate.releasePresentationController()
        #expect(controller == nil, "the presentation controller is released")
    }

    @Test("presenting again after a dismissal runs the whole sequence again")
    func presentDismissPresent() {
        let f = ModalFixture()
        for _ in 0..<2 {
            f.root.present(f.presented, animated: true)
            f.scene.advance(by: 1)
            #expect(f.root.presentedViewController === f.presented)
            f.root.dismiss(animated: true)
            f.scene.advance(by: 1)
            #expect(f.root.presentedViewController == nil)
        }
        #expect(f.scene.diagnostics.isEmpty)
    }

    @Test("a non-animated custom presentation still calls animateTransition with isAnimated false and completes next tick")
    func nonAnimated() {
        let f = ModalFixture()
        f.root.present(f.presented, animated: false) { f.log.add("present.completion") }
        f.scene.advance(by: 0)
        #expect(f.animator.snapshot?.isAnimated == false)
        #expect(f.log.entries.contains("animator.animateTransition"))
        #expect(
            f.log.entries.drop { $0 != "pc.presentationTransitionDidEnd(true)" }.prefix(5) == [
                "pc.presentationTransitionDidEnd(true)",
                "presented.viewDidAppear(false)",
                "coordinator.completion",
                "animator.animationEnded(true)",
                "present.completion",
            ])
        #expect(f.scene.now == 0)
        #expect(f.presented.view.alpha == 1)
        #expect(f.delegate.presentationController?.dimmingView.alpha == 1, "alongside blocks run without animation")
    }

    @Test("an animator that never calls completeTransition leaves the transition pending, named with its start time")
    func pendingTransition() {
        let f = ModalFixture()
        f.animator.completes = false
        f.scene.advance(by: 0.5)
        f.root.present(f.presented, animated: true)
        let result = f.scene.runUntilIdle(timeout: 5)
        #expect(!result.isIdle)
        guard case .timedOut(_, let pending) = result else { return }
        #expect(
            pending == [
                "presentation of RecordingViewController from RecordingViewController (animator RecordingFadeAnimator) pending since t=0.50: completeTransition(_:) not called yet"
            ])
        #expect(f.presented.transitionCoordinator != nil, "still in flight")
    }

    @Test("a second completeTransition is recorded as misuse and changes nothing")
    func secondCompletion() {
        let f = ModalFixture()
        let animator = DoubleCompletingAnimator()
        f.delegate.presentationAnimator = animator
        f.root.present(f.presented, animated: true) { f.log.add("present.completion") }
        f.scene.advance(by: 1)
        #expect(f.log.entries.filter { $0 == "present.completion" }.count == 1)
        #expect(misuses(f.scene).map(\.api) == ["UIViewControllerContextTransitioning.completeTransition(_:)"])
        #expect(misuses(f.scene).first?.message.contains("call 2") == true)
    }

    @Test("presenting while already presenting, or from a view controller outside a window, is refused as UIKit does")
    func refusedPresentations() {
        let f = ModalFixture()
        f.root.present(f.presented, animated: false)
        f.scene.advance(by: 0)
        f.root.present(UIViewController(), animated: false)
        let orphan = UIViewController()
        orphan.present(UIViewController(), animated: false)
        // The orphan has no window: its refusal goes to the current scene, the fixture's.
        #expect(misuses(f.scene).count == 2)
        #expect(misuses(f.scene).first?.message.contains("already presenting") == true)
        #expect(misuses(f.scene).last?.message.contains("not in a window") == true)
        #expect(orphan.presentedViewController == nil)
    }
}

/// An animator that calls completeTransition twice (a real-world bug).
@MainActor
final class DoubleCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let toView = context.view(forKey: .to)!
        context.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.2, animations: { toView.alpha = 1 },
            completion: { _ in
                context.completeTransition(true)
                context.completeTransition(true)
            })
    }
}
