import Testing
@testable import HeadlessUIKit

// Navigation push/pop and tab switches through their delegates (contract §2.6): the exact calls
// UIKit's machinery makes, in order, and what the animator finds in the context. The scene is
// 390 × 844; the navigation controller is the window's root, so its transition view — the
// context's container — is (0, 0, 390, 844). `RecordingSlideAnimator` runs 0.3 s, linearly.

/// The name a log uses for a view controller.
@MainActor
private func name(_ vc: UIViewController) -> String {
    (vc as? RecordingViewController)?.name ?? "\(type(of: vc))"
}

/// A navigation delegate that logs what UIKit asks and vends the configured animator (told
/// whether the operation is a pop) and interaction controller.
@MainActor
final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let log: CallLog
    var animator: RecordingSlideAnimator?
    var interactor: (any UIViewControllerInteractiveTransitioning)?

    init(log: CallLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.add("nav.willShow(\(name(viewController)), animated: \(animated))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.add("nav.didShow(\(name(viewController)), animated: \(animated))")
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("nav.animationControllerFor(.\(operation), from: \(name(fromVC)), to: \(name(toVC)))")
        animator?.isPop = operation == .pop
        return animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("nav.interactionControllerFor")
        return interactor
    }
}

/// A tab bar delegate that logs what UIKit asks and vends the configured animator.
@MainActor
final class RecordingTabBarDelegate: NSObject, UITabBarControllerDelegate {
    let log: CallLog
    var animator: RecordingSlideAnimator?

    init(log: CallLog) { self.log = log }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("tab.animationControllerFor(from: \(name(fromVC)), to: \(name(toVC)))")
        return animator
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("tab.interactionControllerFor")
        return nil
    }
}

/// A scene whose root is a navigation controller on `a`, with `b` and `c` ready to push, a
/// recording delegate and a 0.3 s slide animator.
@MainActor
struct NavigationFixture {
    let scene: HeadlessScene
    let log: CallLog
    let a: RecordingViewController
    let b: RecordingViewController
    let c: RecordingViewController
    let nav: UINavigationController
    let delegate: RecordingNavigationDelegate
    let animator: RecordingSlideAnimator

    init(configuration: HeadlessScene.Configuration = .init()) {
        scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
        log = CallLog(scene)
        a = RecordingViewController("a", log: log)
        b = RecordingViewController("b", log: log)
        c = RecordingViewController("c", log: log)
        nav = UINavigationController(rootViewController: a)
        delegate = RecordingNavigationDelegate(log: log)
        animator = RecordingSlideAnimator(log: log)
        delegate.animator = animator
        nav.delegate = delegate
        scene.window.rootViewController = nav
        log.clear()
    }

    /// Pushes `b` with animation and runs the push to its end.
    func pushBAndSettle() {
        nav.pushViewController(b, animated: true)
        scene.runUntilIdle(timeout: 5)
        log.clear()
    }
}

private let fullBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

@MainActor @Suite("Navigation and tab transitions: call order and context values through the delegates")
struct NavigationSequenceTests {
    @Test(
        "An animated push asks willShow, the animator and the interaction controller at once, then animates on the next turn and ends with animationEnded then didShow"
    )
    func animatedPush() throws {
        let f = NavigationFixture()
        f.nav.pushViewController(f.b, animated: true)
        #expect(
            f.log.entries == [
                "nav.willShow(b, animated: true)", "nav.animationControllerFor(.push, from: a, to: b)",
                "nav.interactionControllerFor",
            ])
        #expect(f.nav.topViewController === f.b)
        #expect(f.nav.viewControllers == [f.a, f.b])
        #expect(f.b.parent === f.nav)
        #expect(f.b.transitionCoordinator?.presentationStyle == UIModalPresentationStyle.none)

        f.scene.advance(by: 0)
        #expect(
            f.log.entries.suffix(4) == [
                "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                "animator.transitionDuration", "animator.animateTransition",
            ])
        let snapshot = try #require(f.animator.snapshot)
        #expect(
            snapshot
                == ContextSnapshot(
                    fromViewIsNil: false, toViewIsNil: false, initialFrameOfTo: .zero, finalFrameOfTo: fullBounds,
                    finalFrameOfFrom: .zero, style: .none, isAnimated: true, isInteractive: false))
        #expect(f.animator.initialFrameOfFrom == fullBounds)
        #expect(f.animator.viewsAreTheControllersViews == true)
        let container = try #require(f.animator.context?.containerView)
        #expect(container === f.nav.transitionView)
        #expect(f.animator.containerSubviewsAtStart == [f.a.view, f.b.view])

        f.scene.advance(by: 0.15)
        #expect(f.b.view.layer.presentation()!.affineTransform() == CGAffineTransform(translationX: 195, y: 0))

        f.log.clear()
        f.scene.advance(by: 0.15)
        #expect(
            f.log.entries == [
                "a.viewDidDisappear(true)", "b.viewDidAppear(true)",
                "animator.animationEnded(true)", "nav.didShow(b, animated: true)",
            ])
        #expect(f.animator.completionCalls == [true])
        #expect(f.a.view.superview == nil, "UIKit removed the from view")
        #expect(f.b.view.superview === container)
        #expect(f.b.view.frame == fullBounds)
        #expect(f.nav.children == [f.a, f.b])
        #expect(f.b.transitionCoordinator == nil)
        #expect(misuses(f.scene).isEmpty)
    }

    @Test("An animated pop inserts the to view below the from view, then UIKit removes the from view and the popped view controller leaves the children")
    func animatedPop() throws {
        let f = NavigationFixture()
        f.pushBAndSettle()
        let popped = f.nav.popViewController(animated: true)
        #expect(popped === f.b)
        #expect(
            f.log.entries == [
                "nav.willShow(a, animated: true)", "nav.animationControllerFor(.pop, from: b, to: a)",
                "nav.interactionControllerFor",
            ])
        #expect(f.nav.topViewController === f.a)
        #expect(f.nav.viewControllers == [f.a])
        #expect(f.b.parent === f.nav, "still a child until the transition ends")

        f.scene.advance(by: 0)
        #expect(
            f.log.entries.suffix(4) == [
                "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                "animator.transitionDuration", "animator.animateTransition",
            ])
        let snapshot = try #require(f.animator.snapshot)
        #expect(
            snapshot
                == ContextSnapshot(
                    fromViewIsNil: false, toViewIsNil: false, initialFrameOfTo: .zero, finalFrameOfTo: fullBounds,
                    finalFrameOfFrom: .zero, style: .none, isAnimated: true, isInteractive: false))
        #expect(f.animator.containerSubviewsAtStart == [f.a.view, f.b.view], "to view below the from view")

        f.log.clear()
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.6))
        #expect(
            f.log.entries == [
                "b.viewDidDisappear(true)", "a.viewDidAppear(true)",
                "animator.animationEnded(true)", "nav.didShow(a, animated: true)",
            ])
        #expect(f.b.view.superview == nil)
        #expect(f.a.view.superview === f.nav.transitionView)
        #expect(f.b.parent == nil)
        #expect(f.nav.children == [f.a])
        #expect(misuses(f.scene).isEmpty)
    }

    @Test("An interactive pop cancelled half-way completes with false, leaves the stack as it was and never calls didShow")
    func cancelledInteractivePop() throws {
        let f = NavigationFixture()
        f.pushBAndSettle()
        let interactor = UIPercentDrivenInteractiveTransition()
        f.delegate.interactor = interactor

        f.nav.popViewController(animated: true)
        f.scene.advance(by: 0)
        #expect(
            f.log.entries.suffix(4) == [
                "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                "animator.transitionDuration", "animator.animateTransition",
            ])
        #expect(f.animator.snapshot?.isInteractive == true)
        #expect(interactor.duration == 0.3)
        interactor.update(0.5)
        #expect(f.b.view.layer.presentation()!.affineTransform() == CGAffineTransform(translationX: 195, y: 0))

        f.log.clear()
        interactor.cancel()
        #expect(f.log.entries == ["a.viewWillDisappear(true)", "b.viewWillAppear(true)"])
        // The animations run back for 0.5 × 0.3 s.
        let result = f.scene.runUntilIdle(timeout: 5)
        #expect(result.isIdle && close(f.scene.now, 0.45), "\(result)")
        #expect(
            f.log.entries == [
                "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                "b.viewDidAppear(true)", "a.viewDidDisappear(true)", "animator.animationEnded(false)",
            ])
        #expect(f.animator.completionCalls == [false])
        #expect(f.nav.viewControllers == [f.a, f.b])
        #expect(f.nav.topViewController === f.b)
        #expect(f.nav.children == [f.a, f.b])
        #expect(f.b.parent === f.nav)
        #expect(f.b.view.superview === f.nav.transitionView)
        #expect(f.b.view.transform == .identity)
        #expect(f.a.view.superview == nil, "the animator removed the to view it had inserted")
        #expect(misuses(f.scene).isEmpty)

        // The navigation controller takes the next pop.
        f.delegate.interactor = nil
        f.nav.popViewController(animated: true)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.nav.viewControllers == [f.a])
    }

    @Test(
        "A push whose delegate returns no animator runs UIKit's standard slide for the configured standard duration, without asking for an interaction controller"
    )
    func pushWithStandardAnimation() throws {
        var configuration = HeadlessScene.Configuration()
        configuration.standardTransitionDuration = 0.35
        let f = NavigationFixture(configuration: configuration)
        f.delegate.animator = nil
        f.nav.pushViewController(f.b, animated: true)
        #expect(f.log.entries == ["nav.willShow(b, animated: true)", "nav.animationControllerFor(.push, from: a, to: b)"])
        f.scene.advance(by: 0)
        #expect(f.b.view.superview === f.nav.transitionView)
        f.scene.advance(by: 0.175)
        #expect(f.b.view.layer.presentation()!.affineTransform() == CGAffineTransform(translationX: 195, y: 0))
        #expect(!f.log.entries.contains("nav.didShow(b, animated: true)"))
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.35))
        #expect(f.log.entries.suffix(3) == ["a.viewDidDisappear(true)", "b.viewDidAppear(true)", "nav.didShow(b, animated: true)"])
        #expect(f.a.view.superview == nil)
        #expect(f.b.view.transform == .identity)
        #expect(f.b.view.frame == fullBounds)
    }

    @Test("A push asked for while a push is running is recorded as misuse and ignored")
    func pushDuringPush() throws {
        let f = NavigationFixture()
        f.nav.pushViewController(f.b, animated: true)
        f.scene.advance(by: 0.1)
        f.log.clear()
        f.nav.pushViewController(f.c, animated: true)
        #expect(f.log.entries.isEmpty, "the delegate is not asked")
        let diagnostics = misuses(f.scene)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.api == "UINavigationController.pushViewController(_:animated:)")
        #expect(diagnostics.first?.time == 0.1)
        #expect(f.nav.viewControllers == [f.a, f.b])
        #expect(f.c.parent == nil)
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.3))
        #expect(f.log.entries.last == "nav.didShow(b, animated: true)")
        #expect(f.nav.topViewController === f.b)
        #expect(f.c.isViewLoaded == false)
    }

    @Test("A navigation controller appearing forwards the appearance callbacks to its top view controller only")
    func appearanceGoesToTheTopOnly() {
        let scene = makeScene()
        let log = CallLog(scene)
        let a = RecordingViewController("a", log: log)
        let b = RecordingViewController("b", log: log)
        let nav = UINavigationController(rootViewController: a)
        nav.setViewControllers([a, b], animated: false)
        scene.window.rootViewController = nav
        #expect(log.entries == ["b.viewWillAppear(false)", "b.viewDidAppear(false)"])
    }

    @Test(
        "A tab switch with a delegate animator runs like a push: animator and interaction controller at once, the transition on the next turn, no presentation style"
    )
    func tabSwitchWithAnimator() throws {
        let scene = makeScene()
        let log = CallLog(scene)
        let first = RecordingViewController("first", log: log)
        let second = RecordingViewController("second", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let delegate = RecordingTabBarDelegate(log: log)
        let animator = RecordingSlideAnimator(log: log)
        delegate.animator = animator
        tabs.delegate = delegate
        scene.window.rootViewController = tabs
        #expect(log.entries == ["first.viewWillAppear(false)", "first.viewDidAppear(false)"], "only the selected tab appears")
        log.clear()

        tabs.selectedIndex = 1
        #expect(log.entries == ["tab.animationControllerFor(from: first, to: second)", "tab.interactionControllerFor"])
        #expect(tabs.selectedViewController === second)
        scene.advance(by: 0)
        #expect(
            log.entries.suffix(4) == [
                "first.viewWillDisappear(true)", "second.viewWillAppear(true)",
                "animator.transitionDuration", "animator.animateTransition",
            ])
        let snapshot = try #require(animator.snapshot)
        #expect(
            snapshot
                == ContextSnapshot(
                    fromViewIsNil: false, toViewIsNil: false, initialFrameOfTo: .zero, finalFrameOfTo: fullBounds,
                    finalFrameOfFrom: .zero, style: .none, isAnimated: true, isInteractive: false))
        #expect(animator.context?.containerView === tabs.transitionView)

        log.clear()
        #expect(scene.runUntilIdle(timeout: 5) == .idle(at: 0.3))
        #expect(log.entries == ["first.viewDidDisappear(true)", "second.viewDidAppear(true)", "animator.animationEnded(true)"])
        #expect(animator.completionCalls == [true])
        #expect(first.view.superview == nil)
        #expect(second.view.superview === tabs.transitionView)
        #expect(misuses(scene).isEmpty)
    }

    @Test("A tab switch without an animator swaps the views at once with unanimated appearance callbacks")
    func tabSwitchWithoutAnimator() {
        let scene = makeScene()
        let log = CallLog(scene)
        let first = RecordingViewController("first", log: log)
        let second = RecordingViewController("second", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        scene.window.rootViewController = tabs
        log.clear()
        tabs.selectedIndex = 1
        #expect(
            log.entries == [
                "first.viewWillDisappear(false)", "second.viewWillAppear(false)",
                "first.viewDidDisappear(false)", "second.viewDidAppear(false)",
            ])
        #expect(first.view.superview == nil)
        #expect(second.view.superview === tabs.transitionView)
        #expect(scene.isIdle)
    }
}
