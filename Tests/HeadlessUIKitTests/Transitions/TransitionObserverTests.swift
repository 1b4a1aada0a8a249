import Testing
@testable import HeadlessUIKit

/// A harness's observer: logs what it is shown and runs a logging proxy in place of the animator.
@MainActor
private final class ProxyingObserver: HeadlessTransitionObserving {
    let log: CallLog
    private(set) var shown: [(kind: HeadlessVendedTransition.Kind, animator: ObjectIdentifier, interactive: Bool)] = []
    private(set) var presentationControllers: [UIPresentationController?] = []
    init(log: CallLog) { self.log = log }

    func machineryWillRun(_ transition: HeadlessVendedTransition) -> (
        animator: any UIViewControllerAnimatedTransitioning, interactionController: (any UIViewControllerInteractiveTransitioning)?
    ) {
        shown.append((transition.kind, ObjectIdentifier(transition.animator), transition.interactionController != nil))
        return (RecordingAnimatorProxy(transition.animator, log: log), transition.interactionController)
    }

    func machineryAsked(forPresentationControllerOf presented: UIViewController, got presentationController: UIPresentationController?) {
        presentationControllers.append(presentationController)
    }
}

@MainActor
@Suite("A harness sees the animators an app's delegate vends without replacing the delegate (HeadlessTransitionObserving)")
struct TransitionObserverTests {
    @Test("the observer is shown each vended animator after the delegate was asked, and the machinery runs what it returns")
    func observerSeesAndSubstitutes() {
        let f = ModalFixture()
        let observer = ProxyingObserver(log: f.log)
        f.scene.transitionObserver = observer
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 1)
        f.root.dismiss(animated: true)
        f.scene.advance(by: 1)
        #expect(observer.shown.map(\.kind) == [.presentation, .dismissal])
        #expect(observer.shown.allSatisfy { $0.animator == ObjectIdentifier(f.animator) })
        #expect(observer.presentationControllers.count == 1 && observer.presentationControllers[0] === f.delegate.presentationController)
        #expect(f.log.entries.contains("animator.animateTransition(animated: true, interactive: false)"), "the proxy ran: \(f.log.entries)")
        #expect(f.presented.transitioningDelegate === f.delegate, "the app's delegate stays in place")
        #expect(f.root.presentedViewController == nil)
    }

    @Test("UIKit's own animator (no delegate animator) is not shown")
    func standardAnimatorIsNotShown() {
        let f = ModalFixture()
        f.delegate.presentationAnimator = nil
        let observer = ProxyingObserver(log: f.log)
        f.scene.transitionObserver = observer
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 1)
        #expect(observer.shown.isEmpty)
        #expect(observer.presentationControllers.count == 1)
    }
}
