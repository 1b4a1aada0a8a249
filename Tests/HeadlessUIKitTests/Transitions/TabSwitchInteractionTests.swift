import Testing
@testable import HeadlessUIKit

// Interactive tab switches (contract §2.6): a tab bar delegate that vends a percent-driven
// interaction controller, the selection while the switch runs and after a cancel, and the scene's
// transition observer seeing the switch. The scene is 390 × 844; `RecordingSlideAnimator` runs
// 0.3 s, linearly, and takes its to-view out again on a cancel.

/// A tab bar delegate that vends the configured animator and interaction controller.
@MainActor
private final class InteractiveTabDelegate: NSObject, UITabBarControllerDelegate {
    let animator: RecordingSlideAnimator
    var interactor: UIPercentDrivenInteractiveTransition?

    init(animator: RecordingSlideAnimator) { self.animator = animator }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

    func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// Keeps what the machinery showed it and returns the objects it was given.
@MainActor
private final class SeenTransitions: HeadlessTransitionObserving {
    var seen: [HeadlessVendedTransition] = []
    func machineryWillRun(_ transition: HeadlessVendedTransition) -> (
        animator: any UIViewControllerAnimatedTransitioning, interactionController: (any UIViewControllerInteractiveTransitioning)?
    ) {
        seen.append(transition)
        return (transition.animator, transition.interactionController)
    }
}

@MainActor
private struct TabFixture {
    let scene = makeScene()
    let first = UIViewController()
    let second = UIViewController()
    let tabs = UITabBarController()
    let delegate: InteractiveTabDelegate
    let interactor = UIPercentDrivenInteractiveTransition()

    init() {
        delegate = InteractiveTabDelegate(animator: RecordingSlideAnimator(log: CallLog()))
        delegate.interactor = interactor
        tabs.viewControllers = [first, second]
        tabs.delegate = delegate
        scene.window.rootViewController = tabs
    }

    /// Selects the second tab and drives the switch to 30 %.
    func switchToThirtyPercent() {
        tabs.selectedIndex = 1
        scene.advance(by: 0)
        interactor.update(0.3)
        scene.advance(by: 0.1)
    }
}

@MainActor @Suite("Interactive tab switches: the selection follows the transition's outcome")
struct TabSwitchInteractionTests {
    @Test("while an interactive switch runs the new tab is selected, and both tabs' views are in the transition view")
    func selectionDuringTheSwitch() {
        let f = TabFixture()
        f.switchToThirtyPercent()
        #expect(f.tabs.selectedIndex == 1)
        #expect(f.delegate.animator.snapshot?.isInteractive == true)
        #expect(f.first.view.superview === f.tabs.transitionView)
        #expect(f.second.view.superview === f.tabs.transitionView)
    }

    @Test("a cancelled interactive switch puts the selection back: the first tab selected, its view alone in the transition view")
    func cancelRestoresTheSelection() {
        let f = TabFixture()
        f.switchToThirtyPercent()
        f.interactor.cancel()
        #expect(f.scene.runUntilIdle(timeout: 5).isIdle)
        #expect(f.delegate.animator.completionCalls == [false])
        #expect(f.tabs.selectedIndex == 0)
        #expect(f.tabs.selectedViewController === f.first)
        #expect(f.first.view.superview === f.tabs.transitionView)
        #expect(f.second.view.superview == nil)
        #expect(misuses(f.scene).isEmpty)
    }

    @Test("a finished interactive switch keeps the new selection and takes the old tab's view out")
    func finishKeepsTheSelection() {
        let f = TabFixture()
        f.switchToThirtyPercent()
        f.interactor.finish()
        #expect(f.scene.runUntilIdle(timeout: 5).isIdle)
        #expect(f.delegate.animator.completionCalls == [true])
        #expect(f.tabs.selectedIndex == 1)
        #expect(f.first.view.superview == nil)
        #expect(f.second.view.superview === f.tabs.transitionView)
    }

    @Test("the scene's transition observer is shown a tab switch as .tabSwitch, with its tabs, animated, and the interaction controller")
    func observerSeesTheSwitch() {
        let f = TabFixture()
        let observer = SeenTransitions()
        f.scene.transitionObserver = observer
        f.switchToThirtyPercent()
        let seen = observer.seen.first
        #expect(observer.seen.count == 1)
        #expect(seen?.kind == .tabSwitch)
        #expect(seen?.fromViewController === f.first)
        #expect(seen?.toViewController === f.second)
        #expect(seen?.isAnimated == true)
        #expect(seen?.interactionController === f.interactor)
    }
}
