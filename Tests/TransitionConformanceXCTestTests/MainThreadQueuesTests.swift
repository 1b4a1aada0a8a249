#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance
import TransitionConformanceXCTest
import XCTest

/// A cross-fade that completes from the animations' completion through work it queues on the
/// main thread, as app code does: a `Task` on the main actor, a `DispatchWorkItem` on the main
/// queue, or a block on the main run loop; or queues it and cancels it at once, as code that
/// cancels its pending work on the way out does.
@MainActor
private final class QueuedCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Mechanism { case mainActorTask, mainQueueWorkItem, mainRunLoopPerform }
    let mechanism: Mechanism
    let cancelsIt: Bool

    init(_ mechanism: Mechanism, cancelsIt: Bool = false) {
        self.mechanism = mechanism
        self.cancelsIt = cancelsIt
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let leaving = toView == nil || transitionContext.viewController(forKey: .from).map { transitionContext.finalFrame(for: $0) == .zero } ?? false
        if let toView, let toVC = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
        }
        let complete: @MainActor () -> Void = {
            let cancelled = transitionContext.transitionWasCancelled
            toView?.alpha = 1
            fromView?.alpha = 1
            if cancelled {
                toView?.removeFromSuperview()
            } else if leaving {
                fromView?.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView?.alpha = 1
                if leaving { fromView?.alpha = 0 }
            },
            completion: { [mechanism, cancelsIt] _ in
                switch mechanism {
                case .mainActorTask:
                    let task = Task { @MainActor in
                        guard !Task.isCancelled else { return }
                        complete()
                    }
                    if cancelsIt { task.cancel() }
                case .mainQueueWorkItem:
                    let item = DispatchWorkItem { MainActor.assumeIsolated { complete() } }
                    DispatchQueue.main.async(execute: item)
                    if cancelsIt { item.cancel() }
                case .mainRunLoopPerform:
                    RunLoop.main.perform { MainActor.assumeIsolated { complete() } }
                }
            })
    }
}

/// A delegate of every kind that vends a fresh animator from `make` for every transition.
@MainActor
private final class VendingDelegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate, UITabBarControllerDelegate {
    private let make: () -> any UIViewControllerAnimatedTransitioning
    init(_ make: @escaping () -> any UIViewControllerAnimatedTransitioning) { self.make = make }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { make() }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { make() }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { make() }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { make() }
}

/// Work queued on the main thread in forms HeadlessUIKit cannot put on its virtual clock — a
/// `DispatchWorkItem`, `RunLoop.main.perform` — runs during a check that runs on the main thread
/// outside a job of the main queue, as a synchronous XCTest method does: the scene's real-time
/// chance for the run loop (`RunLimits.realRunLoopBudget`) lets the main run loop service the main
/// queue. Under an async test method the check is itself a job of the main queue, and what is
/// queued there behind it waits until it returns. A `Task` on the main actor is on the virtual
/// clock under either.
final class MainThreadQueuesTests: XCTestCase {
    private let presentation = [TransitionScenario(kind: .presentation)]

    private func verify(_ animator: @escaping @MainActor () -> QueuedCompletionAnimator) -> ConformanceReport {
        MainActor.assumeIsolated { verifyAnimator(features: AnimatorFeature.modal) { _ in animator() } }
    }

    /// The reports of every checker that runs `mechanism`'s animator: alone, with a presentation
    /// controller, vended by a transitioning, a navigation and a tab bar controller delegate.
    private func everyChecker(_ mechanism: QueuedCompletionAnimator.Mechanism) -> [ConformanceReport] {
        MainActor.assumeIsolated {
            let make: @MainActor () -> any UIViewControllerAnimatedTransitioning = { QueuedCompletionAnimator(mechanism) }
            return [
                verifyAnimator(features: AnimatorFeature.modal) { _ in make() },
                verifyPresentationController(features: AnimatorFeature.modal, animator: { _ in make() }) {
                    MinimalPresentationController(presentedViewController: $0, presenting: $1)
                },
                verifyTransitioningDelegate { _ in VendingDelegate(make) },
                verifyNavigationControllerDelegate { _ in VendingDelegate(make) },
                verifyTabBarControllerDelegate { _ in VendingDelegate(make) },
            ]
        }
    }

    private func assertEveryCheckerPasses(_ mechanism: QueuedCompletionAnimator.Mechanism, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs a synchronous test method on the main thread", file: file, line: line)
        for report in everyChecker(mechanism) {
            XCTAssertEqual(report.violatedIDs, [], "\(report)", file: file, line: line)
            XCTAssertEqual(report.configurationErrors, [], "\(report)", file: file, line: line)
            XCTAssertFalse(report.scenariosRun.isEmpty, "\(report)", file: file, line: line)
        }
    }

    func testATaskOnTheMainActorPassesEveryCheckerInASynchronousTestMethod() {
        assertEveryCheckerPasses(.mainActorTask)
    }

    func testADispatchWorkItemOnTheMainQueuePassesEveryCheckerInASynchronousTestMethod() {
        assertEveryCheckerPasses(.mainQueueWorkItem)
    }

    func testRunLoopMainPerformPassesEveryCheckerInASynchronousTestMethod() {
        assertEveryCheckerPasses(.mainRunLoopPerform)
    }

    func testACancelledWorkItemIsStillNeverCompleted() {
        let report = verify { QueuedCompletionAnimator(.mainQueueWorkItem, cancelsIt: true) }
        XCTAssertTrue(report.violatedIDs.contains("ANIM-COMPLETE-ONCE"), "\(report)")
    }

    func testATaskCancelledBeforeItRunsIsStillNeverCompleted() {
        let report = verify { QueuedCompletionAnimator(.mainActorTask, cancelsIt: true) }
        XCTAssertTrue(report.violatedIDs.contains("ANIM-COMPLETE-ONCE"), "\(report)")
    }

    @MainActor func testInAnAsyncTestMethodATaskOnTheMainActorIsOnTheVirtualClock() async {
        let report = verifyAnimator(features: AnimatorFeature.modal) { _ in QueuedCompletionAnimator(.mainActorTask) }
        XCTAssertEqual(report.violatedIDs, [], "\(report)")
        XCTAssertFalse(report.scenariosRun.isEmpty, "\(report)")
    }

    @MainActor func testInAnAsyncTestMethodADispatchWorkItemWaitsBehindTheCheckAndTheReportSaysWhy() async {
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in QueuedCompletionAnimator(.mainQueueWorkItem) }
        let observed = report.violations.first { $0.requirement.id == "ANIM-COMPLETE-ONCE" }?.observed ?? ""
        XCTAssertTrue(observed.hasPrefix("never completed"), "\(report)")
        XCTAssertTrue(observed.contains("Swift Testing runs a main-actor test as a job of the main queue"), observed)
    }
}
