#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Runs the scenario as ``runAnimatorScenario(_:factory:first:)`` does; when it is a dismissal with the
/// presenter kept, staged by the kit, whose run breaks a `must`, also runs it with the other answer
/// to open point F10 (`finalFrame(for:)` of the dismissed view controller is its current frame, not
/// `.zero`). Each `must` broken under `.zero` and met under the other answer is reported as
/// ANIM-DISMISSED-FINAL-FRAME, a `should` naming the requirement and the open point — provided the
/// other answer handles the dismissed view and breaks no `must` that `.zero` did not; a `must`
/// broken under both answers stays a `must`.
///
/// A cancelled interactive scenario in which the animator completed the transition with `true`
/// (ANIM-COMPLETE-FLAG: UIKit then completes it, and no cancel path runs) is also run with the
/// other answer to open point §5.2 (`finished` is `false` after a percent-driven cancel): an
/// animator that passes the animation's flag on then takes its cancel path, and what that path
/// leaves broken (ANIM-CANCEL-RESTORES-*) is reported too, naming the open point.
@MainActor
func runAnimatorScenarioAcrossOpenPoints(
    _ scenario: TransitionScenario, factory: (TransitionScenario) -> any UIViewControllerAnimatedTransitioning,
    first: AnimatorLifecycleChecks.FirstRun? = nil
) -> AnimatorScenarioOutcome {
    var outcome = runAnimatorScenario(scenario, factory: factory, first: first)
    first?.closed()
    if case .interactiveCancelled = scenario.mode, outcome.violations.contains(where: { $0.requirement == .animCompleteFlag }),
        let twin = OpenPoints.withFinishedFlagFalseAfterPercentDrivenCancel({ runAnimatorScenario(scenario, factory: factory) })
    {
        let reported = Set(outcome.violations.map(\.requirement.id))
        for violation in twin.violations
        where [Requirement.animCancelRestoresState, .animCancelRestoresHierarchy].contains(violation.requirement)
            && !reported.contains(violation.requirement.id)
        {
            outcome.violations.append(
                Violation(
                    requirement: violation.requirement, scenario: scenario,
                    observed: """
                        \(violation.observed) — when the animation's completion gets finished == false after the cancel, the other \
                        answer UIKit may give (open point §5.2; HeadlessUIKit's default is true, under which your completeTransition(true) \
                        completes the cancelled transition instead)
                        """,
                    trace: violation.trace))
        }
    }
    // Open point F11: with the app's presentation controller, does a layout at the dismissal's start hide the break?
    if AnimatorPartners.presentationController != nil {
        outcome.violations = DismissalContainerLayout.acrossAnswers(outcome.violations, scenario: scenario) {
            runAnimatorScenario(scenario, factory: factory).violations
        }
    }
    return acrossNavigationTopViewFrame(acrossDismissedFinalFrame(outcome, scenario, factory: factory), scenario, factory: factory)
}

/// The F10 part of ``runAnimatorScenarioAcrossOpenPoints(_:factory:first:)``.
@MainActor
private func acrossDismissedFinalFrame(
    _ outcome: AnimatorScenarioOutcome, _ scenario: TransitionScenario, factory: (TransitionScenario) -> any UIViewControllerAnimatedTransitioning
) -> AnimatorScenarioOutcome {
    var outcome = outcome
    guard scenario.kind == .dismissal, !scenario.presenterRemoved, scenario.dismissedFinalFrame == .zero,
        AnimatorPartners.presentationController == nil,  // UIKit's machinery answers then
        OpenPoints.configurable || TransitionRun.Staging.default(for: scenario) == .kitsContext,
        outcome.violations.contains(where: { $0.requirement.level == .must })
    else { return outcome }
    var other = scenario
    other.dismissedFinalFrame = .currentFrame
    let twin = runAnimatorScenario(other, factory: factory)
    // Per requirement: a `must` broken under `.zero` and met under the other answer is the open
    // point's, whatever else the animator breaks under both answers. Not when the other answer
    // makes things no better: an animator that then leaves the view alone, or breaks a `must` it
    // did not break under `.zero` (it took `.zero` to mean "it leaves"), is broken either way.
    let brokenHere = Set(outcome.violations.filter { $0.requirement.level == .must }.map(\.requirement.id))
    let mustsThere = Set(twin.violations.filter { $0.requirement.level == .must }.map(\.requirement.id))
    guard twin.touchedDismissedView, mustsThere.isSubset(of: brokenHere) else { return outcome }
    let brokenThere = Set(twin.violations.map(\.requirement.id))
    outcome.violations = outcome.violations.map { violation in
        guard violation.requirement.level == .must, !brokenThere.contains(violation.requirement.id) else { return violation }
        return Violation(
            requirement: .animDismissedFinalFrame, scenario: scenario,
            observed: """
                [\(violation.requirement.id)] \(violation.observed) — only while finalFrame(for:) of the dismissed view controller \
                answers .zero: with its current frame, the other answer UIKit's header allows (which one UIKit gives is open point F10), \
                the dismissal meets \(violation.requirement.id)
                """,
            trace: violation.trace)
    }
    return outcome
}
