import HeadlessUIKit
import Testing

@testable import TransitionConformance

/// The animator checker's lifecycle flows (ANIM-REUSABLE, ANIM-RELEASES, ANIM-ROUND-TRIP) take the
/// main pass's first animated run of each kind and presenter variant instead of making it again.
@MainActor
struct LifecycleRunsTests {
    /// The standard suite over a passing animator asks the factory once per scenario of the main
    /// pass, and twice for each round trip (a presentation with the presenter kept, one with it
    /// removed: the presentation and the dismissal): ANIM-REUSABLE's second run reuses the first
    /// run's animator and ANIM-RELEASES reads the first run itself. Making the first runs again
    /// took eight more.
    @Test func lifecycleFlowsMakeNoFirstRunOfTheirOwn() {
        var made = 0
        let report = verifyAnimator(features: [.presentation, .dismissal, .interactive]) { _ in
            made += 1
            return MinimalAnimator()
        }
        #expect(report.passed)
        #expect(report.scenariosRun.count == 34)
        #expect(made == 38)
    }

    /// A first run that never completed gives ANIM-REUSABLE nothing to judge, and no run is made for
    /// it; ANIM-RELEASES makes its own run after a run with findings (which names the app's views),
    /// and the round trip its own presentation.
    @Test func aFirstRunWithFindingsLeavesTheReleaseCheckToItsOwnRun() {
        var made = 0
        let report = verifyAnimator(features: [.presentation, .dismissal], scenarios: [TransitionScenario(kind: .presentation, mode: .animated)]) {
            _ in
            made += 1
            return NeverCompletingAnimator()
        }
        #expect(report.violatedIDs.contains(Requirement.animCompleteOnce.id))
        // The scenario, ANIM-RELEASES's run, and the round trip's presentation (which never
        // completes: no dismissal). Four when ANIM-REUSABLE made its first run again.
        #expect(made == 3)
    }
}

/// Starts nothing and never calls `completeTransition(_:)`.
@MainActor
private final class NeverCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}
