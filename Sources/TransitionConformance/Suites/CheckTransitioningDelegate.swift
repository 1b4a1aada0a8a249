#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// Checks an app's transitioning delegate together with everything it vends — presentation
/// controller, animators, interaction controllers — and the app's own view controllers, through
/// UIKit's own modal machinery, and returns every problem found, each naming the object that
/// broke it.
///
/// Two kinds of run, each on its own scene:
///
/// - **Flows** (see ``PresentationRun``): a view controller with `.custom` style and your delegate is
///   presented and dismissed programmatically (present, dismiss, present again; resizes; a
///   repeated flow), so everything the delegate vends runs as in an app. They check that each
///   animator handles the direction it was asked for (DELEGATE-ANIMATOR-DIRECTION), that no
///   interaction controller is vended for a transition nobody drives
///   (INT-NOT-VENDED-WITHOUT-GESTURE), that every transition ends, and, if the delegate vends a
///   presentation controller, every presentation-controller requirement (PRES-*) on the real flow.
///   Where the `.custom` style the flows use is your call site's (declared with
///   `presentationStyle: .custom`, or the delegate vends a presentation controller), each
///   transition of a flow is also held to the animator requirements (ANIM-*), on the animator that
///   ran it: a dismissal after a rotation, say, which no animator run makes.
///   On HeadlessUIKit your delegate stays the presented view controller's `transitioningDelegate`
///   (the scene's machinery shows the kit what it vends); on UIKit the suite puts a forwarding
///   proxy there.
/// - **Animator runs** (see ``TransitionGesture``): each direction animated (in landscape, in
///   portrait and in a split-view container, and once with Reduce Motion on, as the animator
///   checker runs it), not animated and with its animations interrupted
///   half-way — and, for a direction whose gesture you declare,
///   driven by that gesture through your own handler, finished and cancelled — with your view
///   controllers and your delegate left where your code put them (on HeadlessUIKit the scene's
///   machinery shows the kit each vended animator; no proxy). The animator your delegate vends is
///   held to every animator requirement (ANIM-*), and the interaction controller your handler
///   makes, to the interaction requirements (INT-*); with your presentation controller in force,
///   what the run shows of it is held to the presentation-controller requirements that one
///   transition can show (views outside the container, its frame and `presentedView`, the presented
///   view before the animator starts). The presented view controller gets the
///   style an app's call site gives it: `.custom` when the delegate vends a presentation
///   controller, else full screen — and, when you declare no `presentationStyle` and the presented
///   view controller keeps UIKit's default (`.automatic`, a sheet that keeps the presenter's view in
///   the window), the runs are made again in that style, as UIKit presents a view controller whose
///   call site sets none; their findings say so.
///
/// ```swift
/// @Test func sheetDelegateConforms() {
///     let report = verifyTransitioningDelegate(
///         viewControllers: { _ in (InboxViewController(), SheetContentViewController()) },
///         interactiveDismissal: .pan(toward: .down) { ($0 as? SheetContentViewController)?.dismissPan }
///     ) { _ in SheetTransitioningDelegate() }
///     #expect(report.passed, "\(report)")
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the delegate's type name by default.
///   - features: `.presentation`, `.dismissal` (``AnimatorFeature/modal``, the default).
///   - knownDeviations: requirements the delegate is known not to meet, with a reason; their
///     violations are reported as suppressed.
///   - scenarios: the scenarios to run; ``TransitionScenario/standardDelegateFlows(for:)`` and the
///     standard animator runs by default. Given scenarios select both: each runs as a flow and,
///     where it can (no resize, repetition or reference animator), as an animator run.
///   - presentationStyle: the style your call site gives the presented view controller in the
///     animator runs; by default `.custom` when the delegate vends a presentation controller, else
///     `.fullScreen` and also the presented view controller's own sheet style (`.automatic` unless
///     it sets one), which UIKit uses when the call site sets none (pass `.custom` for a delegate
///     that relies on UIKit's own presentation controller to keep the presenter on screen, and
///     `.fullScreen` when your call site sets it). The flows always use `.custom`.
///   - viewControllers: the presenting and presented view controllers for a scenario, when your
///     animators need their own types; plain view controllers by default. Asked after `factory`
///     for each run.
///   - interactivePresentation: the gesture whose handler starts an interactive presentation, on
///     the presenting view controller; nil to run no interactive presentation.
///   - interactiveDismissal: the gesture whose handler starts an interactive dismissal, on the
///     presented view controller; nil to run no interactive dismissal.
///   - factory: makes a fresh delegate for each scenario. The suite keeps it alive for the run (a
///     view controller's `transitioningDelegate` is weak).
@MainActor
@discardableResult
public func verifyTransitioningDelegate(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.modal,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    presentationStyle: UIModalPresentationStyle? = nil,
    viewControllers: ((TransitionScenario) -> (presenting: UIViewController, presented: UIViewController))? = nil,
    interactivePresentation: TransitionGesture? = nil, interactiveDismissal: TransitionGesture? = nil,
    factory: (TransitionScenario) -> any UIViewControllerTransitioningDelegate
) -> ConformanceReport {
    runDelegateSuite(
        subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios,
        gestures: [.presentation: interactivePresentation, .dismissal: interactiveDismissal].compactMapValues { $0 }
    ) { scenario in
        ScenarioProgress.willRun(scenario)
        let delegate = factory(scenario)
        let controllers = viewControllers?(scenario)
        return (delegate, controllers?.presenting, controllers?.presented, true, presentationStyle)
    }
}

/// Runs the whole modal flow of a presented view controller that brings its own transitioning
/// delegate — itself (`transitioningDelegate = self` in its initializer, a common pattern) or an
/// object it keeps — and returns every problem found, as
/// ``verifyTransitioningDelegate(_:features:knownDeviations:scenarios:presentationStyle:viewControllers:interactivePresentation:interactiveDismissal:factory:)``
/// does for a delegate: the delegate is the presented view controller's `transitioningDelegate`,
/// and its style is left as the view controller set it.
///
/// ```swift
/// verifyPresentedViewController { _ in (UIViewController(), CardViewController()) }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the delegate's type name by default.
///   - features: `.presentation`, `.dismissal` (``AnimatorFeature/modal``, the default).
///   - knownDeviations: requirements known not to be met, with a reason.
///   - scenarios: the scenarios to run, as for a delegate.
///   - interactivePresentation: the gesture whose handler starts an interactive presentation.
///   - interactiveDismissal: the gesture whose handler starts an interactive dismissal, on the
///     presented view controller.
///   - viewControllers: makes the presenting and the presented view controller for each run.
@MainActor
@discardableResult
public func verifyPresentedViewController(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.modal,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    interactivePresentation: TransitionGesture? = nil, interactiveDismissal: TransitionGesture? = nil,
    viewControllers: (TransitionScenario) -> (presenting: UIViewController, presented: UIViewController)
) -> ConformanceReport {
    runDelegateSuite(
        subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios,
        gestures: [.presentation: interactivePresentation, .dismissal: interactiveDismissal].compactMapValues { $0 }
    ) { scenario in
        let controllers = viewControllers(scenario)
        return (controllers.presented.transitioningDelegate, controllers.presenting, controllers.presented, false, nil)
    }
}

/// The cast of one delegate-suite run: the delegate (nil when the presented view controller has
/// none), the app's view controllers (nil for the kit's plain ones), and whether the suite sets the
/// presented view controller's delegate and `.custom` style, as an app's call site does.
typealias DelegateSuiteCast = (
    delegate: (any UIViewControllerTransitioningDelegate)?, presenting: UIViewController?, presented: UIViewController?, installs: Bool,
    style: UIModalPresentationStyle?
)

@MainActor
private func runDelegateSuite(
    _ subject: String?, features: Set<AnimatorFeature>, knownDeviations: [KnownDeviation], scenarios: [TransitionScenario]?,
    gestures: [TransitionScenario.Kind: TransitionGesture], make: (TransitionScenario) -> DelegateSuiteCast
) -> ConformanceReport {
    withoutActuallyEscaping(make) { make in
        let missing =
            features.contains(.presentation)
            ? [] : ["features \(features.map(\.rawValue).sorted()) lack .presentation; the delegate suite presents first — use AnimatorFeature.modal."]
        let kinds: [TransitionScenario.Kind] = features.contains(.dismissal) ? [.presentation, .dismissal] : [.presentation]
        // The call site's style when it declares one, and UIKit's own when it declares none (a
        // sheet): asked once, when the animator runs start.
        var defaultStyle: UndeclaredStyle??
        @MainActor func undeclaredStyle() -> UndeclaredStyle? {
            if let defaultStyle { return defaultStyle }
            let style = kinds.first.flatMap { UndeclaredStyle(make(TransitionScenario(kind: $0))) }
            defaultStyle = style
            return style
        }
        let passes =
            [delegateFlows(features: features, make: make)]
            + kinds.flatMap { kind in
                [
                    ensembleAnimatorRuns(kind, undeclared: nil, features: features, gestures: gestures, make: make),
                    ensembleAnimatorRuns(kind, undeclared: undeclaredStyle, features: features, gestures: gestures, make: make),
                ]
            }
            + [ScenarioPass.step { Precedence.flowTransitionFindingsTheAnimatorRunsReported(&$0) }]
        return Runner.check(
            Subject(name: subject, defaultName: "transitioning delegate", configurationErrors: missing, passes: passes), given: scenarios,
            knownDeviations: knownDeviations)
    }
}

/// The delegate suite's animator runs of `kind`: each animator the delegate vends, judged by the
/// animator requirements (and an interaction controller its gesture's handler makes, by the
/// interaction requirements) through UIKit's own present and dismiss with the app's view
/// controllers — in the call site's style; or, with `undeclared`, in UIKit's default style when
/// the call site declares none (no runs when it declares one).
@MainActor
private func ensembleAnimatorRuns(
    _ kind: TransitionScenario.Kind, undeclared: (() -> UndeclaredStyle?)?, features: Set<AnimatorFeature>,
    gestures: [TransitionScenario.Kind: TransitionGesture], make: @escaping (TransitionScenario) -> DelegateSuiteCast
) -> ScenarioPass {
    /// The app's objects for an animator run of `scenario`, in `style` when given.
    func cast(for scenario: TransitionScenario, style: UIModalPresentationStyle?) -> EnsembleCast {
        let cast = make(scenario)
        let presenting = cast.presenting ?? UIViewController()
        let presented = cast.presented ?? UIViewController()
        if cast.presenting == nil { presenting.view.nameForReports("PresentingViewController.view") }
        if cast.presented == nil { presented.view.nameForReports("PresentedViewController.view") }
        return EnsembleCast.modal(
            scenario, presenting: presenting, presented: presented, delegate: cast.installs ? cast.delegate : nil,
            style: style ?? cast.style, gesture: gestures[scenario.kind])
    }
    let method = kind == .presentation ? "animationController(forPresented:presenting:source:)" : "animationController(forDismissed:)"
    return ScenarioPass(
        scenarios: { given, report in
            // Only once the flows found no problem with the declaration; in UIKit's default style
            // only for a call site that declares none.
            guard report.recordedConfigurationErrors.isEmpty, undeclared?() != nil || undeclared == nil else { return [] }
            // Given scenarios select the animator runs too: those of this kind an animator run can
            // make (the others are the flows' alone).
            var selected =
                given.map { $0.filter { $0.kind == kind && EnsembleChecks.canRun($0) } } ?? EnsembleChecks.scenarios(for: kind, gesture: gestures[kind])
            // UIKit runs no delegate animator for a non-animated sheet (contract §2.5, F5).
            if undeclared != nil { selected.removeAll { $0.mode == .notAnimated } }
            return selected
        },
        skipReason: { scenario, report in
            // An animator vended for the other direction is the delegate's mistake, reported as such.
            if Precedence.animatorRunsOtherDirection(kind, in: report.violations + report.suppressed.map(\.violation)) {
                return
                    "your delegate's \(method) vends an animator that runs the other direction (DELEGATE-ANIMATOR-DIRECTION); it is judged as an animator once it runs this one"
            }
            return EnsembleChecks.skipReason(scenario, gesture: gestures[kind])
        },
        run: { scenario in
            let style = undeclared?()
            var outcome = EnsembleChecks.run(scenario) { cast(for: scenario, style: style?.style) }
            if let style { outcome.violations = outcome.violations.map(style.explain) }
            return outcome
        },
        shrinkCandidates: { $0.shrinkCandidates(features: features).filter(EnsembleChecks.canRun) },
        reportsSkips: undeclared == nil,
        // The flows already report a controller vended for a programmatic transition.
        refine: { outcome, report in
            // Asked of the violations directly: `violatedIDs` puts every violated ID in catalogue
            // order, building the catalogue, for each run.
            if report.violations.contains(where: { $0.requirement.id == Requirement.intNotVendedWithoutGesture.id }) {
                outcome.violations.removeAll { $0.requirement == .intNotVendedWithoutGesture }
            }
            Precedence.presentationFindingsTheFlowReported(&outcome.violations, report: report)
        },
        film: { scenario, recorder in
            let style = undeclared?()
            return FailureAttachments.filmEnsemble(scenario, recorder: recorder) { cast(for: $0, style: style?.style) }
        })
}

/// Runs ``verifyTransitioningDelegate(_:features:knownDeviations:scenarios:presentationStyle:viewControllers:interactivePresentation:interactiveDismissal:factory:)``
/// and records one test issue per violated requirement at the caller's line (see ``ViolationGroup``).
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
    presentationStyle: UIModalPresentationStyle? = nil,
    viewControllers: ((TransitionScenario) -> (presenting: UIViewController, presented: UIViewController))? = nil,
    interactivePresentation: TransitionGesture? = nil, interactiveDismissal: TransitionGesture? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    factory: (TransitionScenario) -> any UIViewControllerTransitioningDelegate
) -> ConformanceReport {
    let report = FailureAttachments.asking {
        verifyTransitioningDelegate(
            subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios, presentationStyle: presentationStyle,
            viewControllers: viewControllers, interactivePresentation: interactivePresentation,
            interactiveDismissal: interactiveDismissal, factory: factory)
    }
    record(report, sourceLocation: sourceLocation)
    return report
}

/// Runs ``verifyPresentedViewController(_:features:knownDeviations:scenarios:interactivePresentation:interactiveDismissal:viewControllers:)``
/// and records one test issue per violated requirement at the caller's line (see ``ViolationGroup``).
///
/// ```swift
/// @Test func cardScreenConforms() {
///     checkPresentedViewController { _ in (UIViewController(), CardViewController()) }
/// }
/// ```
@MainActor
@discardableResult
public func checkPresentedViewController(
    _ subject: String? = nil, features: Set<AnimatorFeature> = AnimatorFeature.modal,
    knownDeviations: [KnownDeviation] = [], scenarios: [TransitionScenario]? = nil,
    interactivePresentation: TransitionGesture? = nil, interactiveDismissal: TransitionGesture? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    viewControllers: (TransitionScenario) -> (presenting: UIViewController, presented: UIViewController)
) -> ConformanceReport {
    let report = FailureAttachments.asking {
        verifyPresentedViewController(
            subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios,
            interactivePresentation: interactivePresentation, interactiveDismissal: interactiveDismissal, viewControllers: viewControllers)
    }
    record(report, sourceLocation: sourceLocation)
    return report
}
