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

/// A subject that traps takes the process with it; an exit test confines it to a child process,
/// and ``ExitTestReport`` shows the parent what the child found.
///
/// The recipe of the "When the subject misbehaves" article: capture an `ExitTestReport`, call its `run(_:)` with `verify…` as the exit
/// test's body, then `record()` in the parent. (`check…` cannot run in the child: an exit test's
/// child has no current Swift Testing test, so `check…` stops the child on purpose.)
@Suite("Isolating a subject that traps")
struct IsolationTests {
    @Test("a trapping animator kills only the child; the parent learns the scenario it trapped in and the fatal-error line")
    func trapIsContained() async {
        let confined = ExitTestReport()
        defer { confined.remove() }
        let result = await #expect(processExitsWith: .failure, observing: [\.exitStatus]) { [confined = confined as ExitTestReport] in
            await confined.run { verifyAnimator(features: [.presentation]) { _ in ForceUnwrappingAnimator() } }
        }
        if case .signal = result?.exitStatus {
        } else {
            Issue.record("expected the child to die of the trap's signal, got \(String(describing: result?.exitStatus))")
        }
        guard case .stopped(let scenario, let fatalError, _) = confined.outcome() else {
            Issue.record("expected the child to have stopped, got \(confined.outcome())")
            return
        }
        #expect(scenario == "presentation, animated, 844×390, presenter kept")
        #expect(fatalError?.hasSuffix("IsolationTests.swift:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value") == true)
    }

    @Test("record() turns a trap into one issue naming the scenario and the fatal-error line, with the child's standard error attached")
    func recordedTrap() async {
        let confined = ExitTestReport()
        await #expect(processExitsWith: .failure) { [confined = confined as ExitTestReport] in
            await confined.run { verifyAnimator(features: [.presentation]) { _ in ForceUnwrappingAnimator() } }
        }
        withKnownIssue {
            confined.record()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("in the scenario \"presentation, animated, 844×390, presenter kept\"")
                && text.contains("IsolationTests.swift:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
                && text.contains("Fix: run that scenario alone")
        }
        // record() removes the files.
        if case .nothing = confined.outcome() {} else { Issue.record("record() left the child's files behind") }
    }

    @Test("a broken animator's report crosses the process boundary whole: the parent records one issue for its one bug")
    func reportCrossesTheProcessBoundary() async throws {
        let confined = ExitTestReport()
        defer { confined.remove() }
        await #expect(processExitsWith: .failure) { [confined = confined as ExitTestReport] in
            await confined.run { verifyAnimator(features: [.presentation]) { _ in RogueAnimator(.neverCompletes) } }
        }
        guard case .report(let report) = confined.outcome() else {
            Issue.record("expected the child's report, got \(confined.outcome())")
            return
        }
        #expect(report.violatedIDs.contains("ANIM-COMPLETE-ONCE"))
        #expect(report.description.contains("never completed: completeTransition(_:) was not called by the deadline"))
        let recorded = Recorded()
        withKnownIssue {
            confined.record()
        } matching: { issue in
            recorded.append(issue.comments.map(\.rawValue).joined())
            return true
        }
        #expect(recorded.texts.count == report.violationGroups.count)
        #expect(recorded.texts.contains { $0.hasPrefix("[ANIM-COMPLETE-ONCE]") })
    }

    @Test("a conforming animator run the same way exits with success and leaves a passing report")
    func passingReport() async {
        let confined = ExitTestReport()
        defer { confined.remove() }
        await #expect(processExitsWith: .success) { [confined = confined as ExitTestReport] in
            await confined.run { verifyAnimator { _ in MinimalAnimator() } }
        }
        guard case .report(let report) = confined.outcome() else {
            Issue.record("expected the child's report, got \(confined.outcome())")
            return
        }
        #expect(report.passed)
        #expect(report.scenariosRun.count > 10)
    }

    @Test("record() without a child run says what to call")
    func recordWithoutChild() async {
        withKnownIssue {
            ExitTestReport().record()
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Kit misuse: the exit test's child left no trace")
        }
    }
}

/// The texts of issues a `withKnownIssue` matcher saw (the matcher may run on any thread).
final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ text: String) { lock.withLock { stored.append(text) } }
    var texts: [String] { lock.withLock { stored } }
}
