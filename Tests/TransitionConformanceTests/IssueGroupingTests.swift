import Synchronization
import Testing
import TransitionConformance

@testable import ConformanceCorpus

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite("Recorded issues: one per broken requirement, its example the simplest failing scenario")
struct IssueGroupingTests {
    /// The messages of the issues `body` records (each expected: they are known issues).
    private func recordedMessages(_ body: () -> Void) -> [String] {
        let messages = Mutex<[String]>([])
        withKnownIssue {
            body()
        } matching: { issue in
            messages.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        return messages.withLock { $0 }
    }

    @Test("an animator that leaves a snapshot behind in every scenario records exactly one issue, the report keeps every violation")
    func oneBugOneIssue() throws {
        var report: ConformanceReport?
        let messages = recordedMessages {
            report = checkAnimator(features: [.push, .pop]) { _ in MutantAnimator(.leavesSnapshotBehind) }
        }
        let kept = try #require(report)
        #expect(kept.violatedIDs == ["ANIM-TEMP-VIEWS-REMOVED"])
        #expect(kept.violations.count == 12, "every scenario of the push and pop standard set")
        #expect(messages.count == 1)
        let first = kept.violations[0]
        #expect(first.scenario.testDescription == "push, animated, 844×390")
        #expect(
            messages.first
                == first.message
                + "\nAlso in 11 other scenarios: push, animated, 390×844; push, animated, 1024×1366; push, animated, 320×1024; push, animations interrupted at 50 %, 844×390; push, animated, 844×390, Reduce Motion on; and 6 more."
        )
    }

    @Test("the example is the simplest failing scenario: not interactive, not resized, fewest features, then run order")
    func simplestFirst() {
        let interactive = TransitionScenario(kind: .push, mode: .interactiveFinished(at: 0.6))
        let resized = TransitionScenario(kind: .push, resize: .afterTransition(to: TransitionScenario.phonePortrait))
        let portrait = TransitionScenario(kind: .push, containerSize: TransitionScenario.phonePortrait)
        let plain = TransitionScenario(kind: .pop)
        #expect(resized.isSimpler(than: interactive))
        #expect(portrait.isSimpler(than: resized), "a resize weighs more than any number of other features")
        #expect(plain.isSimpler(than: portrait))
        #expect(!plain.isSimpler(than: TransitionScenario(kind: .push)), "equally simple: run order decides")
        // The animator checker does not resize (it skips the resized scenario, with its reason).
        let report = verifyAnimator(features: [.push, .interactive], scenarios: [interactive, resized, portrait, plain, TransitionScenario(kind: .push)]) { _ in
            MutantAnimator(.leavesSnapshotBehind)
        }
        #expect(report.scenariosSkipped.contains { $0.scenario == resized && $0.reason.contains("does not resize") })
        let group = report.violationGroups.first { $0.requirement.id == "ANIM-TEMP-VIEWS-REMOVED" }
        #expect(group?.example.scenario == TransitionScenario(kind: .push), "the first of the two simplest, in run order")
        #expect(group?.violations.map(\.scenario) == [TransitionScenario(kind: .push), interactive, portrait], "the others in run order")
    }

    @Test("a cap limits examples, never requirements: past 100 violations the first of each requirement is still kept and recorded")
    func capKeepsEveryRequirement() {
        // 110 pushes that each leave a snapshot, then one pop that never adds its to-view and one
        // that lays it out from the screen: the last two requirements show only past the cap.
        let pushes = (0..<110).map { TransitionScenario(kind: .push, containerSize: CGSize(width: 300 + Double($0), height: 600)) }
        let pops = [TransitionScenario(kind: .pop), TransitionScenario(kind: .pop, containerSize: TransitionScenario.tablet)]
        var report: ConformanceReport?
        let messages = recordedMessages {
            report = checkAnimator(features: [.push, .pop], scenarios: pushes + pops) { scenario in
                scenario.kind == .push
                    ? MutantAnimator(.leavesSnapshotBehind)
                    : MutantAnimator(scenario.containerSize == TransitionScenario.tablet ? .sizesFromScreen : .neverAddsToView)
            }
        }
        let ids = ["ANIM-TEMP-VIEWS-REMOVED", "ANIM-TO-VIEW-ADDED", "ANIM-FINAL-FRAME"]
        #expect(Set(report?.violatedIDs ?? []) == Set(ids), "\(report?.violatedIDs ?? [])")
        #expect(report?.violations.count == 102, "the cap's 100, then the first of each requirement found past it")
        #expect(report?.truncatedViolationCount == 10)
        for id in ids {
            #expect(messages.filter { $0.hasPrefix("[\(id)]") }.count == 1, "\(id) has its issue")
        }
        #expect(messages.contains { $0.hasPrefix("… and 10 more violations of the requirements above not kept (cap 100 examples") })
        #expect(report?.description.contains("… and 10 more violations of the requirements above not kept") == true)
    }

    @Test("a navigation delegate whose push and pop animators break the same requirement records one issue for each animator")
    func onePerObjectInEnsembles() {
        let messages = recordedMessages {
            checkNavigationControllerDelegate { _ in SnapshotLeavingDelegate() }
        }
        let snapshotIssues = messages.filter { $0.hasPrefix("[ANIM-TEMP-VIEWS-REMOVED]") }
        #expect(snapshotIssues.count == 2, "\(messages)")
        #expect(snapshotIssues.contains { $0.contains("Observed: your push animator MutantAnimator: ") })
        #expect(snapshotIssues.contains { $0.contains("Observed: your pop animator MutantAnimator: ") })
    }
}

/// Vends an animator that leaves a snapshot in the container, for the push and for the pop.
@MainActor
private final class SnapshotLeavingDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        MutantAnimator(.leavesSnapshotBehind)
    }
}
