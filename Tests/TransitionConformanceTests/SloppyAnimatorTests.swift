import Testing
import TransitionConformance
@testable import ConformanceCorpus

/// The issue's 20-line broken animator: an early `guard … return`, `completeTransition(finished)`,
/// a snapshot left behind, and alpha not restored on cancel.
@MainActor
final class SloppyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else { return }
        let container = context.containerView
        guard let snapshot = fromView.snapshotView(afterScreenUpdates: false) else { return }
        container.addSubview(toView)
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        container.addSubview(snapshot)
        fromView.alpha = 0
        UIView.animate(
            withDuration: 0.3,
            animations: {
                snapshot.alpha = 0
            },
            completion: { finished in
                context.completeTransition(finished)
            })
    }
}

@MainActor
@Suite("Reports on a broken animator")
struct SloppyAnimatorTests {
    @Test("the report names each fault of the 20-line broken animator with its ID and a scenario where it shows")
    func namesEachFault() {
        let report = verifyAnimator(features: [.presentation, .dismissal, .push, .pop, .interactive]) { _ in SloppyAnimator() }
        func firstScenario(_ id: String) -> String? {
            report.violations.first { $0.requirement.id == id }?.scenario.testDescription
        }
        #expect(firstScenario("ANIM-COMPLETE-ONCE") == "presentation, animated, 844×390, presenter kept", "early return: view(forKey: .from) is nil")
        #expect(
            firstScenario("ANIM-COMPLETE-FLAG") == "presentation, animations interrupted at 50 %, 844×390, presenter removed",
            "completeTransition(finished) shows as soon as an animation is interrupted, no interaction needed")
        #expect(firstScenario("ANIM-TEMP-VIEWS-REMOVED") == "presentation, animated, 844×390, presenter removed")
        #expect(firstScenario("ANIM-CANCEL-RESTORES-STATE") == "presentation, interactive, cancelled at 40 %, 844×390, presenter removed")
        #expect(!report.passed)
    }

    @Test("a violation reads in four lines with virtual times from the mutation record")
    func messageShape() {
        let scenario = TransitionScenario(kind: .push, mode: .interactiveCancelled(at: 0.4))
        let report = verifyAnimator(features: [.push, .interactive], scenarios: [scenario]) { _ in SloppyAnimator() }
        let restore = report.violations.first { $0.requirement.id == "ANIM-CANCEL-RESTORES-STATE" }
        #expect(restore?.message.split(separator: "\n").count == 4)
        #expect(restore?.message.hasPrefix("[ANIM-CANCEL-RESTORES-STATE] ") == true)
        #expect(restore?.message.contains("\nScenario: push, interactive, cancelled at 40 %, 844×390\n") == true)
        // UIKit completes the cancelled push on completeTransition(true) (the `finished` flag under
        // HeadlessUIKit's answer to open point §5.2); the cancel path shows under the other answer.
        #expect(
            restore?.observed.hasPrefix("FirstViewController.view alpha 1.0 → 0.0 at t=0.00, still 0.0 after completeTransition(false) at t=0.32 — ") == true)
        #expect(restore?.observed.contains("open point §5.2") == true)
        #expect(report.violations.contains { $0.requirement.id == "ANIM-COMPLETE-FLAG" })
    }

    @Test("checkAnimator records each violation as an issue at the caller's line")
    func recordsAtCallerLine() {
        let line = #line + 2
        withKnownIssue {
            checkAnimator(features: [.push], scenarios: [TransitionScenario(kind: .push)]) { _ in SloppyAnimator() }
        } matching: { issue in
            issue.sourceLocation?.fileID == "TransitionConformanceTests/SloppyAnimatorTests.swift"
                && issue.sourceLocation?.line == line
                && issue.comments.contains { $0.rawValue.hasPrefix("[ANIM-TEMP-VIEWS-REMOVED]") }
        }
    }
}
