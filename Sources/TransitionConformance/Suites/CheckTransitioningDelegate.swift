#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// Runs the whole modal flow through a transitioning delegate — present, dismiss, present again —
/// and returns every problem found.
///
/// Each scenario runs on its own scene through UIKit's modal machinery (see ``PresentationRun``):
/// a view controller with `.custom` style and your delegate is presented and dismissed
/// programmatically, so everything the delegate vends — presentation controller, animators,
/// interaction controllers — runs as in an app. The suite checks that each animator handles the
/// direction it was asked for (DELEGATE-ANIMATOR-DIRECTION), that no interaction controller is
/// vended for a transition nobody drives (INT-NOT-VENDED-WITHOUT-GESTURE), that every transition
/// ends, and, if the delegate vends a presentation controller, every presentation-controller
/// requirement on the real flow. Views your animators leave in the container count as the
/// presentation's there; check the animators alone with ``checkAnimator(_:features:knownDeviations:scenarios:presentationController:attachments:sourceLocation:factory:)``.
///
/// ```swift
/// @Test func sheetDelegateConforms() {
///     let report = verifyTransitioningDelegate { _ in SheetTransitioningDelegate() }
///     #expect(report.passed, "\(report)")
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the delegate's type name by default.
///   - features: `.presentation`, `.dismissal` (``AnimatorFeature/modal``, the default).
///   - knownDeviations: requirements the delegate is known not to meet, with a reason; their
///     violations are reported as suppressed.
///   - scenarios: the scenarios to run; ``TransitionScenario/standardDelegateFlows(for:)`` by default.
///   - viewControllers: the presenting and presented view controllers for a scenario, when your
///     animators need their own types; plain view controllers by default.
///   - factory: makes a fresh delegate for each scenario. The suite keeps it alive for the run (a
///     view controller's `transitioningDelegate` is weak).
@MainActor
@discardableResult
public func verifyTransitioningDelegate(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.modal,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    viewControllers: ((TransitionScenario) -> (presenting: UIViewController, presented: UIViewController))? = nil,
    factory: (TransitionScenario) -> any UIViewControllerTransitioningDelegate
) -> ConformanceReport {
    var report = ConformanceReport(subject: subject ?? "transitioning delegate")
    if !features.contains(.presentation) {
        report.configurationErrors.append(
            "features \(features.map(\.rawValue).sorted()) lack .presentation; the delegate suite presents first — use AnimatorFeature.modal.")
        return report
    }
    report.checkKnownDeviations(knownDeviations)
    for scenario in report.admit(scenarios ?? TransitionScenario.standardDelegateFlows(for: features)) {
        if let reason = delegateSkipReason(scenario, features: features) {
            report.scenariosSkipped.append((scenario, reason))
            continue
        }
        // Made and run in a function of its own, so that nothing here keeps the delegate or the
        // view controllers alive when the run checks they were freed.
        func runScenario() -> PresentationRun {
            let delegate = factory(scenario)
            if subject == nil { report.subject = "\(type(of: delegate))" }
            let controllers = viewControllers?(scenario)
            let run = PresentationRun(
                scenario: scenario, delegate: delegate, presenting: controllers?.presenting,
                presented: controllers?.presented, prepareInteraction: nil)
            run.dismisses = features.contains(.dismissal)
            run.run()
            return run
        }
        let run = runScenario()
        run.checkReleases()
        report.scenariosRun.append(scenario)
        var found: [(Requirement, String)] = DelegateCheck.all.compactMap { check in check.observe(run).map { (check.requirement, $0) } }
        let hung = found.contains { $0.0 == .intNotVendedWithoutGesture }
        if !run.delegate.presentationControllers.isEmpty {
            found += PresentationCheck.all.compactMap { check in
                // A transition hung on an undriven interaction controller is reported as that.
                guard !(hung && check.requirement == .animCompleteOnce) else { return nil }
                return check.observe(run).map { (check.requirement, $0) }
            }
        } else if !hung, let observed = PresentationCheck.all.first(where: { $0.requirement == .animCompleteOnce })?.observe(run) {
            found.append((.animCompleteOnce, observed))
        }
        for (requirement, observed) in found {
            report.add(Violation(requirement: requirement, scenario: scenario, observed: observed, trace: run.trace), knownDeviations: knownDeviations)
        }
    }
    return report
}

/// Runs ``verifyTransitioningDelegate(_:features:knownDeviations:scenarios:viewControllers:factory:)``
/// and records one test issue per violation at the caller's line.
///
/// Call it inside a Swift Testing test. Where no test is running (inside an `XCTestCase`, a
/// detached task, an executable) its issues would be dropped silently, so it stops the process
/// with a message saying so instead, whatever the report; in XCTest use `assertTransitioningDelegateConforms`
/// from TransitionConformanceXCTest, elsewhere `verifyTransitioningDelegate` and assert on `report.passed`.
///
/// ```swift
/// @Test func sheetDelegateConforms() {
///     checkTransitioningDelegate { _ in SheetTransitioningDelegate() }
/// }
/// ```
@MainActor
@discardableResult
public func checkTransitioningDelegate(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.modal,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    viewControllers: ((TransitionScenario) -> (presenting: UIViewController, presented: UIViewController))? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    factory: (TransitionScenario) -> any UIViewControllerTransitioningDelegate
) -> ConformanceReport {
    let report = verifyTransitioningDelegate(
        subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios,
        viewControllers: viewControllers, factory: factory)
    record(report, sourceLocation: sourceLocation)
    return report
}

private func delegateSkipReason(_ scenario: TransitionScenario, features: Set<AnimatorFeature>) -> String? {
    if let reason = TransitionHost.cannotRun(scenario) { return reason }
    if !features.contains(AnimatorFeature(scenario.kind)) {
        return "the features do not declare .\(AnimatorFeature(scenario.kind).rawValue)"
    }
    if scenario.mode.isInteractive {
        return "the delegate suite drives programmatic transitions; check interaction controllers with checkInteractiveTransition"
    }
    if scenario.referenceAnimator != nil {
        return "the delegate suite runs the delegate's own animators, not a reference one"
    }
    return nil
}

@MainActor
extension PresentationRun {
    /// The type of the animator the delegate last vended for `direction`.
    func vendedAnimatorName(_ direction: ObservingTransitioningDelegate.Direction) -> String {
        delegate.vendedAnimators.last { $0.direction == direction }?.animator.map { "\(type(of: $0))" } ?? "UIKit's default animator"
    }
}

/// The checks only the delegate suite makes.
@MainActor
struct DelegateCheck {
    let requirement: Requirement
    let observe: (PresentationRun) -> String?

    static let all: [DelegateCheck] = [
        DelegateCheck(requirement: .delegateAnimatorDirection) { run in
            var problems: [String] = []
            if run.presentedViewInContainer == false && !run.presentedViewAnimatedWhilePresenting {
                problems.append(
                    "after the presentation completed the presented view is not in the container and was never animated: "
                        + "the animator from animationController(forPresented:presenting:source:) (\(run.vendedAnimatorName(.presentation))) ran a dismissal")
            }
            if run.presentedViewLeftInContainer == true && !run.presentedViewAnimatedWhileDismissing {
                problems.append(
                    "after the dismissal completed the presented view is still in the container and was never animated: "
                        + "the animator from animationController(forDismissed:) (\(run.vendedAnimatorName(.dismissal))) ran a presentation")
            }
            return problems.isEmpty ? nil : problems.joined(separator: "; ")
        },
        // An animator that runs the right direction but leaves the view where it should not be
        // breaks an animator requirement, not the delegate's.
        DelegateCheck(requirement: .animToViewAdded) { run in
            guard run.presentedViewInContainer == false, run.presentedViewAnimatedWhilePresenting else { return nil }
            return "after the presentation completed the presented view, which \(run.vendedAnimatorName(.presentation)) animated, is not in the container"
        },
        DelegateCheck(requirement: .animFromViewRemoved) { run in
            guard run.presentedViewLeftInContainer == true, run.presentedViewAnimatedWhileDismissing else { return nil }
            return "after the dismissal completed the presented view, which \(run.vendedAnimatorName(.dismissal)) animated out, is still in the container"
        },
        DelegateCheck(requirement: .intNotVendedWithoutGesture) { run in
            let outcomes = [run.presentationOutcome].compactMap { $0 } + run.dismissalOutcomes
            guard outcomes.contains(where: { if case .pending = $0 { true } else { false } }) else { return nil }
            guard let vended = run.delegate.vendedInteractionControllers.first else { return nil }
            let method = vended.direction == .presentation ? "interactionControllerForPresentation(using:)" : "interactionControllerForDismissal(using:)"
            return "\(method) returned a \(vended.type) for a programmatic \(vended.direction.rawValue) that no gesture drives; the transition never ended"
        },
    ]
}
