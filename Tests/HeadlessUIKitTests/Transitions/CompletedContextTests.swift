import Testing
@testable import HeadlessUIKit

// UIKit's transition context after `completeTransition(_:)` (contract §2.3, §2.4): an animator or
// an interaction controller that keeps the context and calls it once the transition is over.
// The machinery's back-pointers from the context to the transition are weak, so a call reaching
// a transition the scene already dropped does nothing; and by default
// (`Configuration.completedContextIgnoresInteractiveCalls`) a completed context ignores update,
// finish, cancel and pause, recording each as an ignored call.

/// An animator that finishes at once: it puts the to-view in the container at its final frame
/// and calls `completeTransition(true)` before `animateTransition` returns — even under an
/// interaction controller. It keeps the context it got.
@MainActor
final class ImmediatelyCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var context: (any UIViewControllerContextTransitioning)?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        self.context = context
        if let toView = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
            toView.frame = context.finalFrame(for: toVC)
            context.containerView.addSubview(toView)
        }
        context.completeTransition(true)
    }
}

/// The `api` of each `.ignoredCall` diagnostic recorded for UIKit's transition context, in order.
@MainActor
func ignoredContextCalls(_ scene: HeadlessScene) -> [String] {
    scene.diagnostics.filter { $0.kind == .ignoredCall && $0.api.hasPrefix("UIViewControllerContextTransitioning.") }.map(\.api)
}

/// `UIViewControllerContextTransitioning.<member>`, as a diagnostic names it.
func contextAPI(_ member: String) -> String { "UIViewControllerContextTransitioning.\(member)" }

/// A `.custom` presentation run under a percent-driven interactor by an animator that completed
/// it inside `animateTransition`, settled until the scene dropped the transition.
@MainActor
private struct CompletedInteractivePresentation {
    let f: ModalFixture
    let interactor = UIPercentDrivenInteractiveTransition()
    let context: HeadlessTransitionContext
    let container: UIView

    init(ignoring: Bool) throws {
        var configuration = HeadlessScene.Configuration()
        configuration.completedContextIgnoresInteractiveCalls = ignoring
        f = ModalFixture(configuration: configuration)
        let animator = ImmediatelyCompletingAnimator()
        f.delegate.presentationAnimator = animator
        f.delegate.presentationInteractor = interactor
        f.root.present(f.presented, animated: true) { [log = f.log] in log.add("present.completion") }
        weak let coordinator = f.presented.transitionCoordinator as? HeadlessTransitionCoordinator
        #expect(coordinator != nil)
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0))
        #expect(coordinator == nil, "the scene dropped the transition, and its coordinator with it")
        context = try #require(animator.context as? HeadlessTransitionContext)
        container = try #require(f.presented.view.superview)
        #expect(
            f.log.entries.dropFirst(3) == [
                "pc.presentationTransitionWillBegin", "presented.viewWillAppear(true)",
                "pc.presentationTransitionDidEnd(true)", "presented.viewDidAppear(true)", "coordinator.completion",
                "present.completion", "pc.containerViewWillLayoutSubviews",
            ], "presented within the start turn")
        #expect(context.completionCalls == [true])
        #expect(context.isInteractive, "the interaction began and nothing finished it: the animator completed first")
        #expect(!context.transitionWasCancelled)
        f.log.clear()
    }

    /// Expects the presentation as the completion left it: presented, in its container, in the
    /// window, at its frame, with no appearance callback since.
    func expectPresentationStands(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(f.root.presentedViewController === f.presented, sourceLocation: sourceLocation)
        #expect(f.presented.presentingViewController === f.root, sourceLocation: sourceLocation)
        #expect(f.presented.view.superview === container, sourceLocation: sourceLocation)
        #expect(container.superview === f.scene.window, sourceLocation: sourceLocation)
        #expect(f.presented.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844), sourceLocation: sourceLocation)
        #expect(f.log.entries.isEmpty, "no appearance callback", sourceLocation: sourceLocation)
    }
}

@MainActor
@Suite("A transition context called after completeTransition: weak back-pointers and ignored late calls")
struct CompletedContextTests {
    @Test("by default a late cancel from the percent-driven interactor is ignored and recorded: transitionWasCancelled stays false")
    func lateCancelIgnoredByDefault() throws {
        let p = try CompletedInteractivePresentation(ignoring: true)
        #expect(
            ignoredContextCalls(p.f.scene) == [contextAPI("updateInteractiveTransition(_:)")],
            "the interactor's own update after animateTransition returned, which came after the completion")
        p.interactor.cancel()
        #expect(ignoredContextCalls(p.f.scene) == [contextAPI("updateInteractiveTransition(_:)"), contextAPI("cancelInteractiveTransition()")])
        #expect(
            p.f.scene.diagnostics.last?.message
                == "called after completeTransition(_:) ended presentation of RecordingViewController from RecordingViewController (animator ImmediatelyCompletingAnimator); ignored. Stop driving a transition once its animator has completed it."
        )
        #expect(!p.context.transitionWasCancelled)
        #expect(p.context.isInteractive)
        p.f.scene.advance(by: 1)
        p.expectPresentationStands()
        #expect(misuses(p.f.scene).isEmpty)
    }

    @Test("by default update, finish, cancel and pause on a completed context are each recorded as ignored and change nothing")
    func everyLateInteractiveCallIgnored() throws {
        let p = try CompletedInteractivePresentation(ignoring: true)
        let before = p.f.scene.diagnostics.count
        p.context.updateInteractiveTransition(0.7)
        p.context.finishInteractiveTransition()
        p.context.cancelInteractiveTransition()
        p.context.pauseInteractiveTransition()
        let late = p.f.scene.diagnostics.dropFirst(before)
        #expect(late.map(\.kind) == Array(repeating: .ignoredCall, count: 4))
        #expect(
            late.map(\.api) == [
                contextAPI("updateInteractiveTransition(_:)"), contextAPI("finishInteractiveTransition()"),
                contextAPI("cancelInteractiveTransition()"), contextAPI("pauseInteractiveTransition()"),
            ])
        #expect(p.context.percentComplete == 0)
        #expect(p.context.isInteractive)
        #expect(!p.context.transitionWasCancelled)
        p.expectPresentationStands()
    }

    @Test("with completedContextIgnoresInteractiveCalls false a late cancel turns transitionWasCancelled on, as before, and records nothing")
    func lateCancelHonouredWhenConfigured() throws {
        let p = try CompletedInteractivePresentation(ignoring: false)
        #expect(ignoredContextCalls(p.f.scene).isEmpty)
        p.interactor.update(0.4)
        #expect(p.context.percentComplete == 0.4)
        p.interactor.cancel()
        #expect(p.context.transitionWasCancelled)
        #expect(!p.context.isInteractive)
        #expect(ignoredContextCalls(p.f.scene).isEmpty)
        p.f.scene.advance(by: 1)
        // The transition is gone, so the cancel reaches no one: no appearance reversal.
        p.expectPresentationStands()
        #expect(misuses(p.f.scene).isEmpty)
    }
}
