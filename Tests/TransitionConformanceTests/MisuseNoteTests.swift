import Testing
import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A presentation controller whose will-begin finishes a running property animator without
/// stopping it first: UIKit raises an exception there (contract F12); no presentation-controller
/// requirement judges it.
@MainActor
final class FinishingPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { self.presentedViewController.view.alpha = 1 }
        animator.startAnimation()
        animator.finishAnimation(at: .end)
    }
}

/// UIKit misuse noticed during a check appears in its report, judged by a requirement or not.
@MainActor
@Suite("UIKit misuse noticed during a check is in its report")
struct MisuseNoteTests {
    @Test("a presentation controller checked alone that makes a raising call gets a note naming the API, the scenario and the consequence")
    func presentationControllerMisuse() throws {
        let report = verifyPresentationController { FinishingPresentationController(presentedViewController: $0, presenting: $1) }
        let note = try #require(report.uikitMisuse.first)
        #expect(report.uikitMisuse.count == 1, "one note per API and message, repeats counted")
        #expect(note.api == "UIViewPropertyAnimator.finishAnimation(at:)")
        #expect(note.raisesInUIKit)
        #expect(note.occurrences > 1)
        #expect(note.scenario == report.scenariosRun.first)
        #expect(note.description.hasPrefix("UIKit misuse (UIKit raises an exception: the app crashes): UIViewPropertyAnimator.finishAnimation(at:) at t="))
        #expect(report.misuseNotJudged == report.uikitMisuse)
        #expect(report.description.contains(note.description))
    }

    @Test("checkPresentationController records the unjudged misuse as a warning")
    func recordedAsWarning() {
        withKnownIssue {
            checkPresentationController { FinishingPresentationController(presentedViewController: $0, presenting: $1) }
        } matching: { issue in
            issue.severity == .warning && issue.comments.map(\.rawValue).joined().contains("UIViewPropertyAnimator.finishAnimation(at:)")
        }
    }

    @Test("an animator's raising misuse is ANIM-NO-RAISING-MISUSE and its note is not recorded a second time")
    func judgedMisuse() {
        let report = verifyAnimator(features: [.presentation]) { _ in RaisingAnimator(.finishesWithoutStopping) }
        #expect(report.violatedIDs.contains("ANIM-NO-RAISING-MISUSE"))
        #expect(report.uikitMisuse.contains { $0.api == "UIViewPropertyAnimator.finishAnimation(at:)" })
        #expect(report.misuseNotJudged.isEmpty)
    }

    @Test("a correct animator and a correct presentation controller leave no note")
    func correctSubjects() {
        #expect(verifyAnimator { _ in MinimalAnimator() }.uikitMisuse.isEmpty)
        #expect(verifyPresentationController { MinimalPresentationController(presentedViewController: $0, presenting: $1) }.uikitMisuse.isEmpty)
    }
}
