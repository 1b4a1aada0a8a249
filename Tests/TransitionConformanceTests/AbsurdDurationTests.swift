import Testing
import TransitionConformance

/// A cross-fade whose animations last `animationLength` seconds, whatever duration it reports.
@MainActor
private final class AbsurdDurationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let reported: TimeInterval
    let animationLength: TimeInterval

    init(reporting reported: TimeInterval, animating animationLength: TimeInterval = 0.3) {
        self.reported = reported
        self.animationLength = animationLength
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { reported }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)
        if let toView, let toVC = context.viewController(forKey: .to) {
            context.containerView.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
            toView.alpha = 0
        }
        let leaves = context.viewController(forKey: .from).map { context.finalFrame(for: $0) == .zero } ?? false
        UIView.animate(withDuration: context.isAnimated ? animationLength : 0, animations: { toView?.alpha = 1 }) { _ in
            if context.transitionWasCancelled {
                toView?.removeFromSuperview()
            } else if leaves {
                fromView?.removeFromSuperview()
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

@MainActor
@Suite("Deadlines come from the animations scheduled as well as the reported duration")
struct AbsurdDurationTests {
    @Test(
        "an absurd reported duration with animations that end at 0.3 s is an ANIM-DURATION warning in every animated scenario, not never completed",
        arguments: [TimeInterval.greatestFiniteMagnitude, 1e9, .infinity, .nan, -1])
    func absurdDurationIsAWarning(_ reported: TimeInterval) {
        let report = verifyAnimator(features: [.presentation, .dismissal, .push, .pop]) { _ in AbsurdDurationAnimator(reporting: reported) }
        #expect(report.violatedIDs == ["ANIM-DURATION"], "\(report)")
        #expect(report.passed, "ANIM-DURATION is a should: a warning")
        #expect(report.violations.allSatisfy { !$0.observed.contains("never completed") && !$0.observed.contains("t=inf") })
    }

    @Test("the message gives a huge duration as a power of ten, not 309 digits")
    func hugeDurationIsReadable() {
        let report = verifyAnimator(features: [.presentation], scenarios: [TransitionScenario(kind: .presentation)]) { _ in
            AbsurdDurationAnimator(reporting: .greatestFiniteMagnitude)
        }
        #expect(
            report.violations.first?.observed == "transitionDuration(using:) returned 1.79769e+308 s but the transition completed after 0.30 s")
    }

    @Test("a NaN duration with a 2 s animation: the deadline comes from the animation, so it completes and is ANIM-DURATION only")
    func nanDurationTakesTheScheduledAnimation() {
        let report = verifyAnimator(features: [.presentation], scenarios: [TransitionScenario(kind: .presentation)]) { _ in
            AbsurdDurationAnimator(reporting: .nan, animating: 2)
        }
        #expect(report.violatedIDs == ["ANIM-DURATION"], "\(report)")
        #expect(report.violations.first?.observed == "transitionDuration(using:) returned nan")
    }

    @Test("a NaN duration whose transition never completes names the scheduled work the deadline came from")
    func nanDurationDeadlineIsExplained() {
        final class NaNNeverCompletes: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { .nan }
            func animateTransition(using context: any UIViewControllerContextTransitioning) {
                let toView = context.view(forKey: .to)
                UIView.animate(withDuration: 2) { toView?.alpha = 0.5 }
            }
        }
        let nan = verifyAnimator(features: [.presentation], scenarios: [TransitionScenario(kind: .presentation)]) { _ in NaNNeverCompletes() }
        let observed = nan.violations.first { $0.requirement.id == "ANIM-COMPLETE-ONCE" }?.observed ?? ""
        #expect(
            observed.hasPrefix(
                "never completed: completeTransition(_:) was not called by the deadline t=8.00 (4 × the 2.00 s the scheduled work takes, at least 1 s; the reported duration, nan, is not a time)"
            ), "\(observed)")
    }

    @Test("a reported duration is believed up to 60 s: the deadline is never infinite, and a cancel that would rewind for years never completes")
    func hugeDurationIsCapped() {
        #expect(RunLimits.standard.deadline(start: 0, duration: .greatestFiniteMagnitude) == 240)
        #expect(RunLimits.standard.deadline(start: 1, duration: 30) == 121)
        // UIKit's percent-driven interaction takes its timing from the reported duration: a cancel
        // at 40 % of 1e9 s rewinds for 4e8 s.
        let scenario = TransitionScenario(kind: .presentation, mode: .interactiveCancelled(at: 0.4))
        let report = verifyAnimator(features: [.presentation, .interactive], scenarios: [scenario]) { _ in AbsurdDurationAnimator(reporting: 1e9) }
        let observed = report.violations.first { $0.requirement.id == "ANIM-COMPLETE-ONCE" }?.observed ?? ""
        #expect(
            observed.hasPrefix(
                "never completed: completeTransition(_:) was not called by the deadline t=240.20 (4 × 60.00 s after the interaction ended at t=0.20, at least 1 s; the 1e+09 s duration is longer than any transition is given); still scheduled then: "
            ), "\(observed)")
    }
}
