import Testing
import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A presentation controller whose will-begin finishes a running property animator without
/// stopping it first: UIKit raises an exception there (contract F12), PRES-NO-RAISING-MISUSE.
@MainActor
final class FinishingPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { self.presentedViewController.view.alpha = 1 }
        animator.startAnimation()
        animator.finishAnimation(at: .end)
    }
}

/// A presentation controller whose will-begin commits a Core Animation transaction it never
/// began: UIKit does not raise there, so no requirement judges it; the kit notes it.
@MainActor
final class UnbalancedCommitPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        CATransaction.commit()
    }
}

/// A presentation controller that sizes its dimming view by a row count of zero: an infinite
/// constraint constant, on which UIKit raises.
@MainActor
final class InfiniteConstantPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        let dimming = UIView()
        containerView.insertSubview(dimming, at: 0)
        let rows = 0
        dimming.heightAnchor.constraint(equalToConstant: containerView.bounds.height / CGFloat(rows)).isActive = true
        dimming.removeFromSuperview()
    }
}

/// UIKit misuse noticed during a check appears in its report, judged by a requirement or not.
@MainActor
@Suite("UIKit misuse noticed during a check is in its report")
struct MisuseNoteTests {
    @Test(
        "a presentation controller checked alone that makes a raising call is PRES-NO-RAISING-MISUSE, with a note naming the API, the scenario and the consequence"
    )
    func presentationControllerMisuse() throws {
        let report = verifyPresentationController { FinishingPresentationController(presentedViewController: $0, presenting: $1) }
        let note = try #require(report.uikitMisuse.first)
        #expect(report.uikitMisuse.count == 1, "one note per API and message, repeats counted")
        #expect(note.api == "UIViewPropertyAnimator.finishAnimation(at:)")
        #expect(note.raisesInUIKit)
        #expect(note.occurrences > 1)
        #expect(note.scenario == report.scenariosRun.first)
        #expect(note.description.hasPrefix("UIKit misuse (UIKit raises an exception: the app crashes): UIViewPropertyAnimator.finishAnimation(at:) at t="))
        #expect(report.violatedIDs == ["PRES-NO-RAISING-MISUSE"])
        #expect(report.misuseNotJudged.isEmpty, "judged: not noted a second time")
        #expect(report.description.contains(note.description))
    }

    @Test("an infinite constraint constant in a presentation controller is PRES-NO-RAISING-MISUSE, observed in UIKit's words with its time")
    func infiniteConstant() throws {
        let report = verifyPresentationController { InfiniteConstantPresentationController(presentedViewController: $0, presenting: $1) }
        #expect(report.violatedIDs == ["PRES-NO-RAISING-MISUSE"])
        let observed = try #require(report.violations.first?.observed)
        #expect(observed.hasPrefix("expected no UIKit call that raises → NSLayoutConstraint.constant at t=0.00: NSLayoutConstraint constant is not finite!"))
        #expect(observed.contains("constant:inf"))
        #expect(observed.contains("On iOS the app crashes here"))
    }

    @Test("checkPresentationController records the unjudged misuse as a warning")
    func recordedAsWarning() {
        withKnownIssue {
            checkPresentationController { UnbalancedCommitPresentationController(presentedViewController: $0, presenting: $1) }
        } matching: { issue in
            issue.severity == .warning && issue.comments.map(\.rawValue).joined().contains("CATransaction.commit()")
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
