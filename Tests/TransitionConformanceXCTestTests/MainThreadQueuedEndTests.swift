#if !canImport(UIKit)
import HeadlessUIKit
import TransitionConformance
import TransitionConformanceXCTest
import XCTest

@testable import ConformanceCorpus

/// A pan handler that ends the interaction from work it queues on the main thread, as handlers
/// that first let the gesture's own work finish do: `finish()` or `cancel()` from a `Task` on the
/// main actor, a `DispatchWorkItem` on the main queue, or a `RunLoop.main.perform` block.
@MainActor
private final class QueuedEndInteractionController: UIPercentDrivenInteractiveTransition {
    enum Mechanism { case mainActorTask, mainQueueWorkItem, mainRunLoopPerform }
    private(set) var isInteracting = false
    let mechanism: Mechanism

    init(_ mechanism: Mechanism) { self.mechanism = mechanism }

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
            switch mechanism {
            case .mainActorTask: Task { @MainActor in end() }
            case .mainQueueWorkItem: DispatchQueue.main.async(execute: DispatchWorkItem { MainActor.assumeIsolated { end() } })
            case .mainRunLoopPerform: RunLoop.main.perform { MainActor.assumeIsolated { end() } }
            }
        default:
            break
        }
    }

    static func subject(_ mechanism: Mechanism) -> InteractionSubject {
        let controller = QueuedEndInteractionController(mechanism)
        let pan = UIPanGestureRecognizer(headlessHandler: { pan in controller.handle(pan) })
        return InteractionSubject(interactionController: controller, gesture: pan, isVended: { controller.isInteracting }) { progress in
            pan.headlessChange(translation: CGPoint(x: 0, y: progress * (pan.view?.bounds.height ?? 0)))
        }
    }
}

/// The interaction checker with handlers that call `finish()` or `cancel()` from work queued on
/// the main thread in the forms HeadlessUIKit cannot put on its clock: in a synchronous XCTest
/// method, on the main thread, the scene's run-loop chance runs them (see `MainThreadQueuesTests`).
final class MainThreadQueuedEndTests: XCTestCase {
    private func assertPasses(_ mechanism: QueuedEndInteractionController.Mechanism, file: StaticString = #filePath, line: UInt = #line) {
        let report = MainActor.assumeIsolated {
            verifyInteractiveTransition(animator: { _ in MinimalAnimator() }) { _ in QueuedEndInteractionController.subject(mechanism) }
        }
        XCTAssertEqual(report.violatedIDs, [], "\(report)", file: file, line: line)
        XCTAssertEqual(report.configurationErrors, [], "\(report)", file: file, line: line)
        XCTAssertFalse(report.scenariosRun.isEmpty, file: file, line: line)
    }

    func testAHandlerThatEndsFromATaskOnTheMainActorMeetsEveryRequirement() {
        assertPasses(.mainActorTask)
    }

    func testAHandlerThatEndsFromADispatchWorkItemMeetsEveryRequirement() {
        assertPasses(.mainQueueWorkItem)
    }

    func testAHandlerThatEndsFromRunLoopMainPerformMeetsEveryRequirement() {
        assertPasses(.mainRunLoopPerform)
    }
}
#endif
