// The examples of TransitionConformance.docc's DeclaringHowYouUseIt, ExploringAndShrinking,
// WhenTheSubjectMisbehaves and ReadingAReport articles, compiled and run: if this file changes,
// update the articles. (CheckingYourAppsTransitions shows the README's ensemble example, in
// ReadmeExampleTests.swift.)
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TransitionConformance

@testable import ConformanceCorpus

/// DeclaringHowYouUseIt's "your" subjects: the kit's reference subjects stand in.
typealias CardAnimator = MinimalAnimator
typealias EdgeSlideAnimator = MinimalSlideAnimator
enum PullToDismiss {
    @MainActor static func subject() -> InteractionSubject { MinimalInteractionController.subject() }
}

/// ExploringAndShrinking's interaction subject: the kit's reference interaction controller.
@MainActor func makeSubject() -> InteractionSubject { MinimalInteractionController.subject() }

/// GettingStarted's custom container: the corpus' correct container, which switches to the child
/// at an index with `select(_:)`.
typealias MyTabContainer = SampleContainerViewController
extension SampleContainerViewController {
    convenience init(animator: any UIViewControllerAnimatedTransitioning) {
        self.init(flavor: .correct, animator: animator)
    }
}

@MainActor
@Suite("The articles' examples run as written")
struct ArticleExampleTests {
    @Test("DeclaringHowYouUseIt: the declared use selects the scenarios")
    func declaredUseSelectsScenarios() {
        // Used only with .fullScreen (the presenter's view leaves the window), dismissals driven by a pan:
        let fullScreen = checkAnimator(features: [.presentation, .dismissal, .interactiveDismissal, .presenterRemoved]) { _ in CardAnimator() }
        #expect(fullScreen.scenariosRun.allSatisfy { $0.presenterRemoved && (!$0.mode.isInteractive || $0.kind == .dismissal) })
        // Pushes and pops, only the pop interactive (an edge swipe):
        let navigation = checkAnimator(features: [.push, .pop, .interactivePop]) { _ in EdgeSlideAnimator() }
        #expect(navigation.scenariosRun.allSatisfy { !$0.mode.isInteractive || $0.kind == .pop })
        // An interaction controller that only ever drives dismissals:
        let dismissalsOnly = checkInteractiveTransition(kinds: [.dismissal]) { _ in PullToDismiss.subject() }
        #expect(dismissalsOnly.scenariosRun.allSatisfy { $0.kind == .dismissal })
    }

    @Test("GettingStarted: a custom container's transition context is checked with each reference animator")
    func customContainer() {
        let report = checkTransitionContext { _, animator in
            let tabs = MyTabContainer(animator: animator)
            return ContainerTransitionSubject(container: tabs) { tabs.select(1) }
        }
        #expect(report.passed && !report.scenariosRun.isEmpty)
    }

    @Test("ExploringAndShrinking: explorations of correct subjects pass, and one case replays alone")
    func exploring() {
        let features: Set<AnimatorFeature> = [.presentation, .dismissal, .interactive]
        let report = checkAnimator(features: features, scenarios: .exploring(count: 200, seed: 42, for: features)) { scenario in
            FadeAnimator(isPresenting: scenario.kind == .presentation)
        }
        #expect(report.passed)
        checkInteractiveTransition(scripts: .exploring(count: 50, seed: 7)) { _ in makeSubject() }  // gesture ends and cancels at 1–99 %
        let scenario = TransitionScenario.explored(seed: 42, case: 17, for: features)
        #expect(scenario == TransitionScenario.exploring(count: 18, seed: 42, for: features)[17])
    }

    @Test(.runLimits(RunLimits(deadlineMultiple: 10)))
    func slowAnimatorConforms() {
        checkAnimator { _ in MinimalAnimator() }
    }

    @Test(.conformanceAttachments(.disabled))
    func fadeAnimatorConformsQuietly() {
        checkAnimator(attachments: .disabled) { _ in MinimalAnimator() }
    }

    @Test("ReadingAReport: a known deviation suppresses only what it names")
    func knownDeviation() {
        let report = verifyAnimator(
            features: [.push],
            knownDeviations: [KnownDeviation("ANIM-TEMP-VIEWS-REMOVED", reason: "the app removes the snapshot itself")]
        ) { _ in MinimalAnimator() }
        #expect(report.suppressed.isEmpty)  // MinimalAnimator leaves no snapshot: nothing to suppress
    }

    @Test("ReadingAReport: a scenario outside the declared features is skipped, with the reason")
    func skippedScenarios() {
        let scenarios = [TransitionScenario(kind: .push), TransitionScenario(kind: .pop, mode: .interactiveCancelled(at: 0.4))]
        let report = verifyAnimator(features: [.push, .pop], scenarios: scenarios) { _ in MinimalAnimator() }
        #expect(report.scenariosSkipped.map(\.reason) == ["the animator does not declare .interactive"])
    }
}

/// WhenTheSubjectMisbehaves: a subject that traps, confined to an exit test's child. The recipe as
/// the article shows it, inside `withKnownIssue` because ``ZoomAnimator`` does trap: the exit
/// expectation fails, and `record()` records the trap with the article's text, word for word.
@Test func zoomAnimatorConforms() async {
    let confined = ExitTestReport()
    let article = DocumentationFiles.article("WhenTheSubjectMisbehaves")
    await withKnownIssue {
        await #expect(processExitsWith: .success) { [confined = confined as ExitTestReport] in
            await confined.run { verifyAnimator { _ in ZoomAnimator() } }
        }
        confined.record()  // the child's report, one issue per broken requirement
    } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        if text.hasPrefix("The subject stopped") {
            let shown = text.components(separatedBy: "\n").prefix(2).joined(separator: "\n")
            return article.contains(shown)
        }
        if case .expectationFailed = issue.kind { return true }  // the child did not exit with success
        return false
    }
}
