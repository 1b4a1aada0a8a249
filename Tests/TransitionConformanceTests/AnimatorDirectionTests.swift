#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

/// DELEGATE-ANIMATOR-DIRECTION is judged from what a vended animator did — the sides of the
/// transition it asked its context for, the views it put in the container — not from whether the
/// presented view animated; and only that evidence skips a direction's animator runs.
@MainActor
@Suite("Animator direction from what the animator did")
struct AnimatorDirectionTests {
    private static let directionSkip = "vends an animator that runs the other direction"

    @Test("a presentation controller that slides the card while the animators fade its dimming view passes, every dismissal run judged")
    func controllerDrivenCardPasses() {
        let report = verifyTransitioningDelegate { _ in ControllerDrivenCardTransitioningDelegate(.correct) }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(!report.scenariosSkipped.contains { $0.reason.contains(Self.directionSkip) })
        #expect(
            report.scenariosRun.filter { $0.kind == .dismissal }.count == TransitionScenario.standardDelegateFlows().filter { $0.kind == .dismissal }.count + 6)
    }

    @Test("a card hidden behind a sliding snapshot and left for UIKit is not misdirected: its dismissal runs judge it, ANIM-FROM-VIEW-REMOVED")
    func snapshotCardIsJudgedByTheDismissalRuns() {
        let report = verifyTransitioningDelegate { _ in ControllerDrivenCardTransitioningDelegate(.snapshotLeftForUIKit) }
        #expect(report.violatedIDs == ["ANIM-FROM-VIEW-REMOVED"], "\(report)")
        #expect(!report.scenariosSkipped.contains { $0.reason.contains(Self.directionSkip) })
        // The animator runs of the dismissal ran and found it, not only the flows.
        #expect(
            report.violations.contains {
                $0.requirement == .animFromViewRemoved && $0.observed.hasPrefix("your dismissal animator ControllerDrivenCardAnimator")
            })
    }

    @Test("an empty-block dismissal animator that asks its context for nothing is not misdirected, and its dismissal runs still run")
    func emptyBlockAnimatorIsNotMisdirected() {
        let report = verifyTransitioningDelegate { _ in EmptyDismissalDelegate() }
        #expect(!report.violatedIDs.contains("DELEGATE-ANIMATOR-DIRECTION"), "\(report)")
        #expect(report.violatedIDs.contains("ANIM-FROM-VIEW-REMOVED"), "\(report)")
        #expect(!report.scenariosSkipped.contains { $0.reason.contains(Self.directionSkip) })
    }

    @Test("a dismissal that asks only for .to and puts the presenter's view above the card ran a presentation: its dismissal runs are skipped by the cause")
    func presenterAboveTheCardIsAPresentation() throws {
        let report = verifyTransitioningDelegate { _ in ControllerDrivenCardTransitioningDelegate(.sharedAnimator) }
        let finding = try #require(report.violations.first { $0.requirement == .delegateAnimatorDirection }, "\(report)")
        #expect(finding.causes == [.dismissalAnimatorRanPresentation])
        #expect(
            finding.observed
                == "the dismissal's animator asked its context only for the .to side and put PresentingViewController.view into the container above the presented view, "
                + "as a presentation brings in its view: the animator from animationController(forDismissed:) (ControllerDrivenCardAnimator) ran a presentation"
        )
        #expect(report.scenariosSkipped.filter { $0.reason.contains(Self.directionSkip) }.map(\.scenario.kind) == Array(repeating: .dismissal, count: 6))
    }

    @Test("a presentation animator that runs the dismissal code (asks only for .from, the presented view never added) ran a dismissal")
    func dismissalCodeInAPresentation() throws {
        let report = verifyTransitioningDelegate { _ in ReversedSheetDelegate() }
        let finding = try #require(report.violations.first { $0.requirement == .delegateAnimatorDirection }, "\(report)")
        #expect(finding.causes == [.presentationAnimatorRanDismissal])
        #expect(report.scenariosSkipped.contains { $0.scenario.kind == .presentation && $0.reason.contains(Self.directionSkip) })
    }

    @Test("the keys read combine across the contexts an animator was handed, and only one side read is evidence")
    func keyReads() {
        let to = ContextKeyReads(readFrom: false, readTo: true)
        let from = ContextKeyReads(readFrom: true, readTo: false)
        #expect(to.onlyTo && !to.onlyFrom)
        #expect(from.onlyFrom && !from.onlyTo)
        let both = to.adding(from)
        #expect(!both.onlyTo && !both.onlyFrom)
        #expect(!ContextKeyReads().onlyTo && !ContextKeyReads().onlyFrom)
    }
}

/// Presents with a slide-up animator; its dismissal animator animates an empty block and asks its
/// context for nothing, so the presented view stays in the container until UIKit discards it.
@MainActor
private final class EmptyDismissalDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        MinimalPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        EmptyBlockAnimator()
    }
}

/// Vends the sheet's dismissing animator for the presentation too.
@MainActor
private final class ReversedSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        MinimalPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: false)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: false)
    }
}

/// Runs an empty animation block for the transition's duration and completes.
@MainActor
private final class EmptyBlockAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        nonisolated(unsafe) let context = transitionContext
        UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}
