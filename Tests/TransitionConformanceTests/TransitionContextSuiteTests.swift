import Testing
import TransitionConformance
@testable import ConformanceCorpus

@MainActor
@Suite("The custom-container context suite")
struct TransitionContextSuiteTests {
    @Test("a correct container with its own context passes every standard child switch")
    func correctContainerPasses() {
        let report = verifyTransitionContext { _, animator in SampleContainerViewController.subject(.correct, animator: animator) }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.configurationErrors.isEmpty)
        #expect(report.scenariosRun == TransitionScenario.standardContainerSwitches)
        #expect(report.subject == "SampleContainerViewController")
    }

    @Test("a container that adds the new child only in its completion and gives no from-view passes: the kit demands no more than UIKit")
    func unusualButLegalPasses() {
        let report = verifyTransitionContext { _, animator in SampleContainerViewController.subject(.unusualButLegal, animator: animator) }
        #expect(report.violations.isEmpty, "\(report)")
    }

    @Test("each standard scenario can be a test case of its own", arguments: TransitionScenario.standardContainerSwitches)
    func perScenario(_ scenario: TransitionScenario) {
        checkTransitionContext(scenarios: [scenario]) { _, animator in SampleContainerViewController.subject(.correct, animator: animator) }
    }

    /// The published `PrivateTransitionContext` returns off-screen rectangles, not `.zero`, for the
    /// new child's initial frame and the old child's final frame: UIKit's rule (the header's "if and
    /// only if" for the from-view controller's final frame) says `.zero`, so CTX-FRAMES. Everything
    /// else holds: its completion block removes the old child and calls `animationEnded`, its keys
    /// and container view are right, and the reference animators end the switch correctly.
    @Test("the objc.io container and context as published violate CTX-FRAMES only")
    func objcIOAsPublished() {
        let report = verifyTransitionContext { _, animator in SampleContainerViewController.subject(.objcIOAsPublished, animator: animator) }
        #expect(report.violatedIDs == ["CTX-FRAMES"], "\(report)")
        #expect(report.violations.count == TransitionScenario.standardContainerSwitches.count)
    }

    @Test("each mutant is caught with exactly its requirement ID", arguments: ContextDefect.allCases)
    func mutantIsCaught(_ defect: ContextDefect) {
        let report = verifyTransitionContext { _, animator in SampleContainerViewController.subject(.defect(defect), animator: animator) }
        #expect(report.violatedIDs == [defect.requirementID], "\(report)")
    }

    @Test("a context that never runs its completion is reported by the deadline, not waited for")
    func neverCompletes() {
        let scenario = TransitionScenario.standardContainerSwitches[0]
        let report = verifyTransitionContext(scenarios: [scenario]) { _, animator in
            SampleContainerViewController.subject(.neverRunsCompletion, animator: animator)
        }
        #expect(report.violatedIDs == ["CTX-COMPLETE-ONCE", "CTX-REFERENCE-ANIMATORS"], "the old child also stays a child")
        #expect(
            report.violations.first?.observed
                == "expected animationEnded(true) once after the animator's completeTransition(true) at t=0.30 → never called by the deadline t=1.20; the context's completeTransition(_:) did not reach animationEnded(_:)"
        )
    }

    @Test("a container that never runs the animator is reported under CTX-REFERENCE-ANIMATORS")
    func neverAnimates() {
        let scenario = TransitionScenario.standardContainerSwitches[0]
        let report = verifyTransitionContext(scenarios: [scenario]) { _, animator in
            ContainerTransitionSubject(container: SampleContainerViewController(flavor: .correct, animator: animator)) {}
        }
        #expect(report.violatedIDs == ["CTX-REFERENCE-ANIMATORS"])
        #expect(
            report.violations.first?.observed.hasPrefix(
                "expected switchChild() to call animateTransition(using:) on the animator the factory was given → not called") == true)
    }

    @Test("a container that shows no child is kit misuse, and scenarios that are not child switches are skipped")
    func misuseAndSkips() {
        let empty = verifyTransitionContext { _, _ in ContainerTransitionSubject(container: UIViewController()) {} }
        #expect(empty.configurationErrors.count == 1)
        #expect(empty.configurationErrors.first?.hasPrefix("the container shows no child") == true)
        let scenarios = [TransitionScenario(kind: .pop, referenceAnimator: .fade), TransitionScenario(kind: .push)]
        let skipped = verifyTransitionContext(scenarios: scenarios) { _, animator in SampleContainerViewController.subject(.correct, animator: animator) }
        #expect(skipped.scenariosRun.isEmpty)
        #expect(
            skipped.scenariosSkipped.map(\.reason) == [
                "a child switch is a forward transition between two children (.push); the container suite does not run .pop",
                "the scenario names no reference animator; use TransitionScenario.standardContainerSwitches",
            ])
    }

    @Test("the objc.io frames read as one four-line message")
    func pinnedMessage() {
        let scenario = TransitionScenario.standardContainerSwitches[0]
        let report = verifyTransitionContext(scenarios: [scenario]) { _, animator in
            SampleContainerViewController.subject(.objcIOAsPublished, animator: animator)
        }
        #expect(
            report.violations.first?.message == """
                [CTX-FRAMES] initial and final frames follow UIKit's rules (zero exactly when a view is not visible at that end)
                Scenario: push, animated, 844×390, fade reference animator
                Observed: finalFrame(for: the old child (UIViewController "Red")): expected .zero (its view leaves the window) → (-844.0, 0.0, 844.0×390.0); \
                initialFrame(for: the new child (UIViewController "Blue")): expected .zero (not visible at the start) → (844.0, 0.0, 844.0×390.0) \
                at animateTransition(using:) at t=0.00
                Hint: \(Requirement.ctxFrames.hint)
                """)
    }

    @Test("checkTransitionContext records each violation as an issue at the caller's line")
    func recordsAtCallerLine() {
        let line = #line + 2
        withKnownIssue {
            checkTransitionContext(scenarios: [TransitionScenario.standardContainerSwitches[0]]) { _, animator in
                SampleContainerViewController.subject(.defect(.swapsViewControllerKeys), animator: animator)
            }
        } matching: { issue in
            issue.sourceLocation?.fileID == "TransitionConformanceTests/TransitionContextSuiteTests.swift"
                && issue.sourceLocation?.line == line
                && issue.comments.contains { $0.rawValue.hasPrefix("[CTX-KEYS]") }
        }
    }

    @Test("every container-context requirement has a check and a mutant")
    func coverage() {
        let caught = Set(ContextDefect.allCases.map(\.requirementID))
        let catalogued = Set(Requirement.catalogue.filter { $0.family == .transitionContext }.map(\.id))
        // The suite also judges the children's appearance callbacks (an animator requirement).
        #expect(catalogued.union([Requirement.animAppearanceBalanced.id]) == caught)
    }
}
