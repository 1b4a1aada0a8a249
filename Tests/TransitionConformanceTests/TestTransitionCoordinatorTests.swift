import Testing
import TransitionConformance
@testable import ConformanceCorpus

@MainActor
@Suite("TestTransitionCoordinator runs alongside animations, handlers and completions as UIKit does")
struct TestTransitionCoordinatorTests {
    private func makeContext(isAnimated: Bool = true, isInteractive: Bool = false) -> (HeadlessScene, TestTransitionContext, UIView) {
        let scene = HeadlessScene(size: CGSize(width: 844, height: 390))
        let container = UIView(frame: scene.window.bounds)
        scene.window.addSubview(container)
        let chrome = UIView(frame: container.bounds)
        container.addSubview(chrome)
        let context = TestTransitionContext(
            containerView: container, from: UIViewController(), to: UIViewController(),
            fromView: nil, toView: nil, isAnimated: isAnimated, isInteractive: isInteractive)
        context.transitionDuration = 0.4
        return (scene, context, chrome)
    }

    @Test("alongside animations wait for beginAnimations, run over the duration, and complete after the transition")
    func alongside() {
        let (scene, context, chrome) = makeContext()
        let coordinator = TestTransitionCoordinator(context: context)
        var log: [String] = []
        chrome.alpha = 0
        #expect(coordinator.animate(alongsideTransition: { _ in chrome.alpha = 1 }, completion: { c in log.append("completion(cancelled: \(c.isCancelled))") }))
        #expect(chrome.alpha == 0, "stored until the transition's animations begin")
        coordinator.beginAnimations()
        #expect(chrome.alpha == 1)
        scene.advance(by: 0.2)
        #expect(chrome.layer.presentation()!.opacity > 0.3 && chrome.layer.presentation()!.opacity < 0.7)
        scene.advance(by: 1)
        #expect(log.isEmpty, "completions wait for completeTransition")
        context.completeTransition(true)
        #expect(log == ["completion(cancelled: false)"])
        context.completeTransition(true)
        #expect(log.count == 1, "once")
        #expect(!coordinator.animate(alongsideTransition: nil, completion: { _ in log.append("late") }))
        #expect(log.last == "late", "a completion registered after the end runs at once; the call returns false")
    }

    @Test("with isAnimated false the alongside changes apply without animation")
    func notAnimated() {
        let (_, context, chrome) = makeContext(isAnimated: false)
        let coordinator = TestTransitionCoordinator(context: context)
        coordinator.animate(alongsideTransition: { _ in chrome.alpha = 0.5 }, completion: nil)
        coordinator.beginAnimations()
        #expect(chrome.layer.presentation()?.opacity == 0.5)
    }

    @Test("interaction handlers run on a cancel, with isCancelled true, before the completions")
    func interactionHandlers() {
        let (_, context, _) = makeContext(isInteractive: true)
        let coordinator = TestTransitionCoordinator(context: context)
        #expect(coordinator.initiallyInteractive)
        var log: [String] = []
        coordinator.notifyWhenInteractionChanges { c in log.append("changed(interactive: \(c.isInteractive), cancelled: \(c.isCancelled))") }
        coordinator.notifyWhenInteractionEnds { _ in log.append("ended") }
        coordinator.animate(alongsideTransition: nil, completion: { _ in log.append("completion") })
        context.cancelInteractiveTransition()
        context.completeTransition(false)
        #expect(log == ["changed(interactive: false, cancelled: true)", "ended", "completion"])
    }
}
