import Testing
@testable import HeadlessUIKit

// UIKit hands an animator a non-animated transition only for `.custom` modal presentations and
// dismissals (contract §2.5); a non-animated push, pop or built-in-style presentation runs no
// custom animator (F5; `Configuration.nonAnimatedNavigationUsesDelegateAnimator`,
// `Configuration.nonAnimatedBuiltInStylesUseDelegateAnimator`).

@MainActor @Suite("Non-animated transitions run a custom animator only for .custom presentations (contract F5, §2.5)")
struct NonAnimatedTransitionTests {
    @Test("a non-animated push runs no animator from the navigation delegate, and still completes with didShow")
    func nonAnimatedPush() {
        let f = NavigationFixture()
        f.nav.pushViewController(f.b, animated: false)
        f.scene.runUntilIdle(timeout: 5)
        #expect(!f.log.entries.contains("animator.transitionDuration"))
        #expect(!f.log.entries.contains("animator.animateTransition"))
        #expect(f.animator.snapshot == nil)
        #expect(f.log.entries.contains("nav.didShow(b, animated: false)"))
        #expect(f.nav.topViewController === f.b)
        #expect(f.b.view.superview === f.nav.transitionView)
        #expect(f.b.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(f.a.view.superview == nil)
        #expect(misuses(f.scene).isEmpty)
    }

    @Test("a non-animated pop runs no animator from the navigation delegate, and the popped view controller leaves")
    func nonAnimatedPop() {
        let f = NavigationFixture()
        f.pushBAndSettle()
        f.nav.popViewController(animated: false)
        f.scene.runUntilIdle(timeout: 5)
        #expect(!f.log.entries.contains("animator.animateTransition"))
        #expect(f.log.entries.contains("nav.didShow(a, animated: false)"))
        #expect(f.nav.viewControllers == [f.a])
        #expect(f.b.parent == nil)
        #expect(f.b.view.superview == nil)
        #expect(f.a.view.superview === f.nav.transitionView)
    }

    @Test("with nonAnimatedNavigationUsesDelegateAnimator, a non-animated push runs the delegate's animator with isAnimated false")
    func nonAnimatedPushWithDelegateAnimator() {
        var configuration = HeadlessScene.Configuration()
        configuration.nonAnimatedNavigationUsesDelegateAnimator = true
        let f = NavigationFixture(configuration: configuration)
        f.nav.pushViewController(f.b, animated: false)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.log.entries.contains("animator.animateTransition"))
        #expect(f.animator.snapshot?.isAnimated == false)
        #expect(f.nav.topViewController === f.b)
    }

    @Test("an animated push still runs the delegate's animator")
    func animatedPush() {
        let f = NavigationFixture()
        f.nav.pushViewController(f.b, animated: true)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.animator.snapshot?.isAnimated == true)
    }

    @Test("a non-animated .fullScreen presentation and dismissal run no animator from the transitioning delegate")
    func nonAnimatedBuiltInStyle() {
        let f = ModalFixture()
        f.presented.modalPresentationStyle = .fullScreen
        var presentedDone = false
        f.root.present(f.presented, animated: false) { presentedDone = true }
        f.scene.runUntilIdle(timeout: 5)
        #expect(presentedDone)
        #expect(f.root.presentedViewController === f.presented)
        var dismissedDone = false
        f.root.dismiss(animated: false) { dismissedDone = true }
        f.scene.runUntilIdle(timeout: 5)
        #expect(dismissedDone)
        #expect(!f.log.entries.contains("animator.animateTransition"))
        #expect(f.animator.snapshot == nil)
        #expect(f.root.view.window === f.scene.window)
    }

    @Test("a non-animated .custom presentation and dismissal call the animator with isAnimated false (§2.5)")
    func nonAnimatedCustom() throws {
        let f = ModalFixture()
        f.root.present(f.presented, animated: false)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.animator.snapshot?.isAnimated == false)
        #expect(f.animator.snapshot?.toViewIsNil == false, "presenting: the to-view is handed over")
        f.log.clear()
        f.root.dismiss(animated: false)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.log.entries.contains("animator.animateTransition"))
        let snapshot = try #require(f.animator.snapshot)
        #expect(snapshot.isAnimated == false)
        #expect(snapshot.fromViewIsNil == false, "dismissing: the from-view is handed over")
        #expect(f.root.presentedViewController == nil)
    }
}
