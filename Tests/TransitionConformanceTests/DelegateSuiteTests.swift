import Testing
@testable import TransitionConformance
@testable import ConformanceCorpus

@MainActor
@Suite("The transitioning-delegate suite")
struct DelegateSuiteTests {
    @Test("a delegate vending a presentation controller and an animator per direction passes")
    func correctDelegatePasses() {
        let report = verifyTransitioningDelegate(knownDeviations: [.slidesWhateverReduceMotion]) { _ in SheetTransitioningDelegate() }
        #expect(report.violations.isEmpty, "\(report)")
        // The flows, then the animator runs: animated, not animated, interrupted, in portrait, in
        // a split-view container and with Reduce Motion on, each direction.
        #expect(report.scenariosRun.count == TransitionScenario.standardDelegateFlows().count + 12)
        #expect(report.subject == "SheetTransitioningDelegate")
    }

    @Test("view controllers given with viewControllers: are not kept alive by the suite (no PRES-RELEASES false alarm)")
    func givenViewControllersAreReleased() {
        let report = verifyTransitioningDelegate(
            knownDeviations: [.slidesWhateverReduceMotion], viewControllers: { _ in (UIViewController(), UIViewController()) }
        ) { _ in
            SheetTransitioningDelegate()
        }
        #expect(report.violations.isEmpty, "\(report)")
    }

    @Test("a shared animator still set for presenting is caught on dismissal with DELEGATE-ANIMATOR-DIRECTION")
    func sharedAnimatorIsCaught() {
        let report = verifyTransitioningDelegate(knownDeviations: [.slidesWhateverReduceMotion]) { _ in SharedAnimatorDelegate() }
        // And ANIM-FROM-VIEW-REMOVED in the dismissal resized at 50 %: the presentation controller's
        // alongside fade runs in the animator's animation block, so that dismissal lasts 0.3 s and
        // the resize, which lays the presented view out in an animation, lands within it.
        #expect(report.violatedIDs == ["ANIM-FROM-VIEW-REMOVED", "DELEGATE-ANIMATOR-DIRECTION"], "\(report)")
        #expect(
            report.violations.first?.observed
                == "after the dismissal completed the presented view is still in the container and was never animated, and the animator asked its context only for the .to side: "
                + "the animator from animationController(forDismissed:) (SheetAnimator) ran a presentation"
        )
    }

    @Test("an interaction controller vended for a programmatic dismissal is caught, and the run still ends")
    func undrivenInteractionIsCaught() {
        let report = verifyTransitioningDelegate(knownDeviations: [.slidesWhateverReduceMotion]) { _ in AlwaysInteractiveDelegate() }
        #expect(report.violatedIDs == ["INT-NOT-VENDED-WITHOUT-GESTURE"], "\(report)")
        #expect(
            report.violations.first?.observed.hasPrefix("interactionControllerForDismissal(using:) returned a UIPercentDrivenInteractiveTransition") == true)
    }

    @Test("interactive and reference-animator scenarios are skipped with the reason, never passed silently")
    func skips() {
        let report = verifyTransitioningDelegate(scenarios: [TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.4))]) { _ in
            SheetTransitioningDelegate()
        }
        #expect(report.scenariosRun.isEmpty)
        #expect(report.scenariosSkipped.first?.reason.contains("checkInteractiveTransition") == true)
    }

    @Test("a delegate vending a presentation controller but no animator says which requirement it could not judge, and why")
    func presentationControllerWithoutAnimatorIsNotSilent() {
        let report = verifyTransitioningDelegate { _ in PresentationControllerOnlyDelegate() }
        #expect(report.notChecked.map(\.requirement) == ["PRES-PRESENTED-VIEW-UNTOUCHED"], "\(report)")
        #expect(
            report.description.contains(
                "Not checked [PRES-PRESENTED-VIEW-UNTOUCHED]: your delegate vends a presentation controller but no presentation animator"))
    }
}

/// Vends only a presentation controller: UIKit animates with its own animator.
@MainActor
private final class PresentationControllerOnlyDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        MinimalPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
