import Testing
@testable import TransitionConformance
@testable import ConformanceCorpus

/// The interrupted scenario removes every animation in the window part-way, not only the
/// container's: an animation on a view outside the container (the presenter's view that stays) is
/// interrupted too, and its completion gets `finished == false`.
@MainActor
@Suite("Interrupting every animation of the transition")
struct InterruptEverythingTests {
    @Test("completing from the presenter's animation, outside the container, is ANIM-COMPLETE-FLAG when the animations are interrupted at 50 %")
    func presenterAnimationIsInterrupted() {
        let report = verifyTransitioningDelegate { _ in PushBackCardTransitioningDelegate(.completesFromPresenterAnimation) }
        let flags = report.violations.filter { $0.requirement == .animCompleteFlag }
        #expect(flags.map(\.scenario.kind) == [.presentation, .dismissal], "\(report)")
        for violation in flags {
            #expect(violation.scenario.mode == .interrupted(at: 0.5))
            // Half of the 0.4 s animation, from the start of the transition judged.
            #expect(violation.observed.contains("completeTransition(false) at t=0.20 while transitionWasCancelled was false"))
            // The animator passed the interrupted presenter animation's `finished` flag.
            #expect(violation.observed.hasSuffix("the value equals the `finished` flag UIView.animate(withDuration: 0.40)'s completion received (false here)"))
        }
    }

    @Test("the animator suite's interrupted presentation reaches the presenter's view the context withheld")
    func animatorSuiteReachesThePresenter() {
        let report = verifyAnimator(
            features: [.presentation, .presenterKept], scenarios: [TransitionScenario(kind: .presentation, mode: .interrupted(at: 0.5))]
        ) { _ in FadesPresenterAndCompletesWithItsFlag() }
        #expect(report.violatedIDs.contains("ANIM-COMPLETE-FLAG"), "\(report)")
    }

    @Test("the correct push-back card, its presenter scaled by the presentation controller alongside, passes interrupted")
    func correctCardPasses() {
        let report = verifyTransitioningDelegate(knownDeviations: [.slidesWhateverReduceMotion]) { _ in PushBackCardTransitioningDelegate(.correct) }
        #expect(report.violations.isEmpty, "\(report)")
    }
}

/// Adds the to-view, fades the presenter's view (which the context withholds) a little and back,
/// and completes with that animation's `finished` flag.
@MainActor
private final class FadesPresenterAndCompletesWithItsFlag: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            transitionContext.containerView.addSubview(toView)
        }
        let presenter = transitionContext.viewController(forKey: .from)?.view
        nonisolated(unsafe) let context = transitionContext
        UIView.animate(withDuration: 0.3, animations: { presenter?.alpha = 0.9 }) { finished in
            presenter?.alpha = 1
            context.completeTransition(finished)
        }
    }
}
