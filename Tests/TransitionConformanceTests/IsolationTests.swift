import Foundation
import Testing
import TransitionConformance

/// An animator that force-unwraps `view(forKey: .from)`, which UIKit leaves nil when a
/// presentation keeps the presenter's view: it traps, as it would crash an app.
@MainActor
final class ForceUnwrappingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let fromView = context.view(forKey: .from)!
        fromView.alpha = 1
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// A subject that traps takes the process with it; an exit test confines it to a child process.
///
/// The README's recipe: run `verify…` inside `#expect(processExitsWith:)`, print the report and
/// exit with its verdict. (`check…` cannot run there: an exit test's child has no current
/// Swift Testing test, so `check…` stops the child on purpose.)
@Suite("Isolating a subject that traps")
struct IsolationTests {
    @Test("a trapping animator kills only the exit test's child; the test process goes on")
    func trapIsContained() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.exitStatus]) {
            let passed = await MainActor.run {
                let report = verifyAnimator(features: [.presentation]) { _ in ForceUnwrappingAnimator() }
                print(report)
                return report.passed
            }
            exit(passed ? EXIT_SUCCESS : EXIT_FAILURE)
        }
        if case .signal = result?.exitStatus {
        } else {
            Issue.record("expected the child to die of the trap's signal, got \(String(describing: result?.exitStatus))")
        }
    }

    @Test("a conforming animator run the same way exits with success, a broken one with failure and its report")
    func verdictCrossesTheProcessBoundary() async throws {
        await #expect(processExitsWith: .success) {
            let passed = await MainActor.run { verifyAnimator { _ in MinimalAnimator() }.passed }
            exit(passed ? EXIT_SUCCESS : EXIT_FAILURE)
        }
        let result = try await #require(processExitsWith: .failure, observing: [\.standardOutputContent]) {
            let passed = await MainActor.run {
                let report = verifyAnimator(features: [.presentation]) { _ in RogueAnimator(.neverCompletes) }
                print(report)
                return report.passed
            }
            exit(passed ? EXIT_SUCCESS : EXIT_FAILURE)
        }
        let output = String(decoding: result.standardOutputContent, as: UTF8.self)
        #expect(output.contains("[ANIM-COMPLETE-ONCE]"))
        #expect(output.contains("never completed: completeTransition(_:) was not called by the deadline"))
    }
}
