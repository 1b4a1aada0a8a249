import Testing
@testable import HeadlessUIKit

// A transition context that outlives its transition: the animator keeps UIKit's context, the run
// ends, the scene drops the transition, and then something calls the context. The context's
// callbacks hold the transition weakly, so the calls reach no one — under either setting of
// `Configuration.completedContextIgnoresInteractiveCalls`. With `false` the calls get past the
// context's own guard: the two pauses make it interactive again, so the cancel and the finish
// call back into the freed transition (an `unowned` back-pointer crashed the process there).

/// The late calls, in order: each pause makes the context interactive again, so the cancel and
/// the finish after it report an interaction change.
@MainActor
private func callLate(_ context: any UIViewControllerContextTransitioning) {
    context.updateInteractiveTransition(0.5)
    context.pauseInteractiveTransition()
    context.cancelInteractiveTransition()
    context.pauseInteractiveTransition()
    context.finishInteractiveTransition()
    context.completeTransition(false)
}

/// What `callLate` leaves recorded as ignored calls: all but the completion when the completed
/// context ignores them, none otherwise.
private func lateIgnoredCalls(ignoring: Bool) -> [String] {
    guard ignoring else { return [] }
    return [
        "updateInteractiveTransition(_:)", "pauseInteractiveTransition()", "cancelInteractiveTransition()",
        "pauseInteractiveTransition()", "finishInteractiveTransition()",
    ].map(contextAPI)
}

private func configuration(ignoring: Bool) -> HeadlessScene.Configuration {
    var configuration = HeadlessScene.Configuration()
    configuration.completedContextIgnoresInteractiveCalls = ignoring
    return configuration
}

@MainActor
@Suite("A transition context kept after its transition was freed can be called without a crash")
struct KeptContextTests {
    @Test("a context kept past a presentation the scene dropped takes late calls without a crash, and the presentation stands", arguments: [true, false])
    func keptModalContext(ignoring: Bool) throws {
        let f = ModalFixture(configuration: configuration(ignoring: ignoring))
        let proxy = RecordingAnimatorProxy(f.animator, log: f.log)
        f.delegate.presentationAnimator = proxy
        f.root.present(f.presented, animated: true)
        weak let coordinator = f.presented.transitionCoordinator as? HeadlessTransitionCoordinator
        #expect(coordinator != nil)
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.3))
        #expect(coordinator == nil, "the scene dropped the transition, and its coordinator with it")
        let context = try #require(proxy.context)
        let container = try #require(f.presented.view.superview)
        f.log.clear()

        callLate(context)
        f.scene.advance(by: 1)
        #expect(f.log.entries.isEmpty, "no appearance callback, no animationEnded, no completion")
        #expect(f.root.presentedViewController === f.presented)
        #expect(f.presented.presentingViewController === f.root)
        #expect(f.presented.view.superview === container)
        #expect(container.superview === f.scene.window)
        #expect(f.presented.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        #expect(f.presented.view.alpha == 1)
        #expect(context.transitionWasCancelled == !ignoring)
        #expect(!context.isInteractive)
        #expect(proxy.completionCalls == [true, false])
        #expect(ignoredContextCalls(f.scene) == lateIgnoredCalls(ignoring: ignoring))
        #expect(misuses(f.scene).map(\.api) == [contextAPI("completeTransition(_:)")])
    }

    @Test("a context kept past a push the scene dropped takes late calls without a crash, and the stack stands", arguments: [true, false])
    func keptNavigationContext(ignoring: Bool) throws {
        let f = NavigationFixture(configuration: configuration(ignoring: ignoring))
        f.nav.pushViewController(f.b, animated: true)
        weak let coordinator = f.b.transitionCoordinator as? HeadlessTransitionCoordinator
        #expect(coordinator != nil)
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.3))
        #expect(coordinator == nil, "the scene dropped the transition, and its coordinator with it")
        let context = try #require(f.animator.context)
        f.log.clear()

        callLate(context)
        f.scene.advance(by: 1)
        #expect(f.log.entries.isEmpty, "no appearance callback, no animationEnded, no didShow")
        #expect(f.nav.viewControllers == [f.a, f.b])
        #expect(f.nav.children == [f.a, f.b])
        #expect(f.b.view.superview === f.nav.transitionView)
        #expect(f.a.view.superview == nil)
        #expect(f.b.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(context.transitionWasCancelled == !ignoring)
        #expect(!context.isInteractive)
        #expect(f.animator.completionCalls == [true, false])
        #expect(ignoredContextCalls(f.scene) == lateIgnoredCalls(ignoring: ignoring))
        #expect(misuses(f.scene).map(\.api) == [contextAPI("completeTransition(_:)")])
    }
}
