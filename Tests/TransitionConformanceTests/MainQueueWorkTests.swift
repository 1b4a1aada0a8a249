import Foundation
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// MinimalInteractionController's pan handler, but ending the transition from a block queued on the
/// main queue, as handlers that first let the gesture's own work finish do: `finish()` or `cancel()`
/// runs on the next turn (`DispatchQueue.main.async`, a `Task` on the main actor), a moment later
/// (`asyncAfter`), or from the thread's run loop (`RunLoop.current.perform`).
@MainActor
private final class QueuedEndInteractionController: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    let delay: TimeInterval?
    let viaOperationQueue: Bool
    let viaRunLoop: Bool
    let viaTask: Bool

    init(delay: TimeInterval?, viaOperationQueue: Bool = false, viaRunLoop: Bool = false, viaTask: Bool = false) {
        self.delay = delay
        self.viaOperationQueue = viaOperationQueue
        self.viaRunLoop = viaRunLoop
        self.viaTask = viaTask
    }

    func handle(_ pan: UIPanGestureRecognizer) {
        let height = max(pan.view?.bounds.height ?? 1, 1)
        let progress = min(max(pan.translation(in: pan.view).y / height, 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
        case .changed:
            update(progress)
        case .ended, .cancelled, .failed:
            isInteracting = false
            let finishes = pan.state == .ended && progress > 0.5
            let end: @MainActor () -> Void = { finishes ? self.finish() : self.cancel() }
            if viaTask {
                Task { @MainActor in end() }
            } else if viaRunLoop {
                RunLoop.current.perform { MainActor.assumeIsolated { end() } }
            } else if viaOperationQueue {
                OperationQueue.main.addOperation { MainActor.assumeIsolated { end() } }
            } else if let delay {
                DispatchQueue.main.asyncAfter(deadline: .now() + delay) { end() }
            } else {
                DispatchQueue.main.async { end() }
            }
        default:
            break
        }
    }

    static func subject(delay: TimeInterval?, viaOperationQueue: Bool = false, viaRunLoop: Bool = false, viaTask: Bool = false) -> InteractionSubject {
        let controller = QueuedEndInteractionController(delay: delay, viaOperationQueue: viaOperationQueue, viaRunLoop: viaRunLoop, viaTask: viaTask)
        let pan = GestureDriving.makePan { pan in controller.handle(pan) }
        return InteractionSubject(interactionController: controller, gesture: pan, isVended: { controller.isInteracting }) { progress in
            GestureDriving.move(pan, translation: CGPoint(x: 0, y: progress * (pan.view?.bounds.height ?? 0)))
        }
    }
}

/// Vends the corpus's animator that completes 0.1 s after its fade, from the main queue.
private final class DelayedCompletionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { DelayedMainQueueCompletionAnimator() }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        DelayedMainQueueCompletionAnimator()
    }
}

/// An animator that queues its completion and takes it back before it runs, as code that cancels
/// its pending work on the way out does: a main-actor `Task` it cancels, or a `Timer` it
/// invalidates. On UIKit the completion never comes.
@MainActor
private final class WithdrawnCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let viaTimer: Bool
    init(viaTimer: Bool) { self.viaTimer = viaTimer }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        if let toView = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
            context.containerView.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
        }
        let complete: @MainActor () -> Void = { [weak context] in context?.completeTransition(true) }
        if viaTimer {
            let timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in MainActor.assumeIsolated { complete() } }
            timer.invalidate()
        } else {
            let task = Task { @MainActor in
                guard !Task.isCancelled else { return }
                complete()
            }
            task.cancel()
        }
    }
}

@MainActor
@Suite("Work the app queues on the main queue runs during a check")
struct MainQueueWorkTests {
    @Test("an interaction controller that finishes or cancels from DispatchQueue.main.async meets every requirement")
    func handlerEndsOnTheNextTurn() {
        let report = verifyInteractiveTransition(animator: { _ in MinimalAnimator() }) { _ in QueuedEndInteractionController.subject(delay: nil) }
        #expect(report.violations.isEmpty, "\(report)")
    }

    @Test("an interaction controller that finishes or cancels 0.05 s later from asyncAfter meets every requirement")
    func handlerEndsAfterADelay() {
        let report = verifyInteractiveTransition(animator: { _ in MinimalAnimator() }) { _ in QueuedEndInteractionController.subject(delay: 0.05) }
        #expect(report.violations.isEmpty, "\(report)")
    }

    @Test("a transitioning delegate whose animator completes from the main queue meets every requirement through UIKit's present and dismiss")
    func delegateWithMainQueueCompletion() {
        let report = verifyTransitioningDelegate { _ in DelayedCompletionDelegate() }
        #expect(report.violations.isEmpty, "\(report)")
    }

    @Test("an interaction controller that finishes or cancels from OperationQueue.main.addOperation meets every requirement")
    func handlerEndsThroughTheMainOperationQueue() {
        let report = verifyInteractiveTransition(animator: { _ in MinimalAnimator() }) { _ in
            QueuedEndInteractionController.subject(delay: nil, viaOperationQueue: true)
        }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.realTimeWaited == 0, "the main operation queue is on the virtual clock")
    }

    @Test("an interaction controller that finishes or cancels from a Task on the main actor meets every requirement, on the virtual clock")
    func handlerEndsFromAMainActorTask() {
        let report = verifyInteractiveTransition(animator: { _ in MinimalAnimator() }) { _ in
            QueuedEndInteractionController.subject(delay: nil, viaTask: true)
        }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.realTimeWaited == 0, "a main-actor task's body is on the virtual clock")
    }

    @Test("an interaction controller that finishes or cancels from a RunLoop.current.perform block meets every requirement")
    func handlerEndsFromTheThreadsRunLoop() {
        let report = verifyInteractiveTransition(animator: { _ in MinimalAnimator() }) { _ in
            QueuedEndInteractionController.subject(delay: nil, viaRunLoop: true)
        }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.realTimeWaited == 0, "the block was due at once: nothing waited")
    }

    @Test("an interaction controller that finishes or cancels from a 0.05 s Timer meets every requirement, and the report says it waited")
    func handlerEndsFromATimer() {
        let report = verifyInteractiveTransition(kinds: [.dismissal]) { _ in Corpus.timerEndedSubject() }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.realTimeWaited > 0, "\(report)")
    }

    @Test("an animator that completes from a Timer meets every requirement; the report says how long it waited in real time")
    func animatorCompletesFromATimer() {
        let report = verifyAnimator(features: [.presentation]) { _ in TimerCompletionAnimator() }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.realTimeWaited >= 0.04 && report.realTimeWaited < 1, "\(report.realTimeWaited)")
        #expect(report.description.contains("s of real time for a Timer or RunLoop.perform block"), "\(report)")
    }

    @Test("with RunLimits(realRunLoopBudget: 0) the Timer never fires during the check: never completed, and nothing waits")
    func noBudgetNoTimer() {
        let report = RunLimits(realRunLoopBudget: 0).withValue {
            verifyAnimator(features: [.presentation], scenarios: [TransitionScenario(kind: .presentation)]) { _ in TimerCompletionAnimator() }
        }
        #expect(report.violatedIDs.contains("ANIM-COMPLETE-ONCE"), "\(report)")
        #expect(report.realTimeWaited == 0)
        // The timer is still on this thread's run loop: let it fire now, so that no later check
        // on this thread waits for it.
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 2 * TimerCompletionAnimator.settle))
    }

    @Test("a completion queued in a Task on the main actor that is cancelled before its turn is never completed")
    func cancelledTaskNeverCompletes() {
        expectNeverCompleted(WithdrawnCompletionAnimator(viaTimer: false))
    }

    @Test("a completion on a Timer invalidated before it fires is never completed, and nothing waits for it")
    func invalidatedTimerNeverCompletes() {
        expectNeverCompleted(WithdrawnCompletionAnimator(viaTimer: true))
    }

    private func expectNeverCompleted(_ animator: @autoclosure @escaping () -> WithdrawnCompletionAnimator, sourceLocation: SourceLocation = #_sourceLocation) {
        let report = verifyAnimator(features: [.presentation], scenarios: [TransitionScenario(kind: .presentation)]) { _ in animator() }
        let observed = report.violations.first { $0.requirement.id == "ANIM-COMPLETE-ONCE" }?.observed ?? ""
        #expect(observed.hasPrefix("never completed"), "\(report)", sourceLocation: sourceLocation)
        #expect(report.realTimeWaited == 0, "nothing is left to wait for", sourceLocation: sourceLocation)
    }

    @Test("a check with nothing queued outside the clock waits no real time")
    func nothingQueuedNoWait() {
        let report = verifyAnimator { _ in MinimalAnimator() }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.realTimeWaited == 0)
    }
}
