#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// Checks an app's navigation controller delegate together with the animators and interaction
/// controllers it vends and the app's own view controllers, through the navigation controller's
/// own push and pop, and returns every problem found, each naming the object that broke it.
///
/// ## The model
///
/// Each scenario runs on its own scene. The app's navigation controller (from `viewControllers`,
/// or a `UINavigationController` around a plain view controller) is the window's root, its
/// `delegate` set to the delegate `factory` makes — the suite keeps it alive, as an app's
/// coordinator does, and leaves it where it put it (on HeadlessUIKit the scene's machinery shows
/// the kit each vended animator; no proxy). A push pushes the app's next view controller; a pop
/// is set up by pushing it without animation and then pops.
///
/// Scenarios, for each of `.push` and `.pop` in `features`: animated, in landscape and in
/// portrait, once with Reduce Motion on (ANIM-REDUCE-MOTION, as the animator checker runs it),
/// and with the animations interrupted half-way; and, for a direction whose gesture you declare (typically
/// `interactivePop:`, a screen-edge pan whose handler makes a `UIPercentDrivenInteractiveTransition`
/// in `.began` and pops), the gesture driven through your own handler, released moving on at 70 %
/// and dragged back from 30 %. A non-animated push or pop runs no delegate animator (contract F5),
/// so it is not a scenario here.
///
/// The animator the delegate vends is held to every animator requirement (ANIM-*); an interaction
/// controller vended for a programmatic push or pop, or still vended after the gesture's
/// transition was cancelled, is INT-NOT-VENDED-WITHOUT-GESTURE; the controller your handler makes
/// is held to the interaction requirements (INT-*). Once a run and your delegate have let go, an
/// animator still alive that keeps the context, the container or a view controller alive is
/// ANIM-RELEASES.
///
/// ```swift
/// @Test func navigationCoordinatorConforms() {
///     let report = verifyNavigationControllerDelegate(
///         viewControllers: { _ in (UINavigationController(rootViewController: ListViewController()), DetailViewController()) },
///         interactivePop: .pan(toward: .right) { ($0 as? DetailViewController)?.edgePan }
///     ) { _ in SlideNavigationDelegate() }
///     #expect(report.passed, "\(report)")
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the delegate's type name by default.
///   - features: `.push`, `.pop` (the default: both).
///   - knownDeviations: requirements the delegate is known not to meet, with a reason.
///   - scenarios: the scenarios to run (push and pop scenarios; those an ensemble run cannot make
///     — resizes, repetitions, reference animators — are skipped with the reason); the standard
///     ones by default.
///   - viewControllers: the navigation controller (its root view controller on screen) and the
///     view controller pushed or popped, for a scenario; plain ones by default. Asked after
///     `factory` for each run.
///   - interactivePush: the gesture whose handler starts an interactive push, on the root view
///     controller; nil to run no interactive push.
///   - interactivePop: the gesture whose handler starts an interactive pop, on the pushed view
///     controller; nil to run no interactive pop.
///   - factory: makes a fresh delegate for each scenario.
@MainActor
@discardableResult
public func verifyNavigationControllerDelegate(
    _ subject: String? = nil, features: Set<AnimatorFeature> = [.push, .pop], knownDeviations: [KnownDeviation] = [],
    scenarios: [TransitionScenario]? = nil,
    viewControllers: ((TransitionScenario) -> (navigationController: UINavigationController, pushed: UIViewController))? = nil,
    interactivePush: TransitionGesture? = nil, interactivePop: TransitionGesture? = nil,
    factory: (TransitionScenario) -> any UINavigationControllerDelegate
) -> ConformanceReport {
    runNavigationSuite(
        subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios, interactivePush: interactivePush,
        interactivePop: interactivePop
    ) { scenario in
        ScenarioProgress.willRun(scenario)
        let delegate = factory(scenario)
        let given = viewControllers?(scenario)
        return (given?.navigationController ?? plainNavigationController(), given?.pushed ?? plainPushed(), delegate)
    }
}

/// Checks a navigation controller that brings its own delegate — itself (`delegate = self`, a
/// common pattern in coordinators and navigation controller subclasses) or an object it keeps — as
/// ``verifyNavigationControllerDelegate(_:features:knownDeviations:scenarios:viewControllers:interactivePush:interactivePop:factory:)``
/// does for a delegate: the delegate is the controller's `delegate`, left as the controller set it
/// (by the time its view has loaded).
///
/// ```swift
/// verifyNavigationController(interactivePop: .pan(toward: .right) { ($0 as? DetailViewController)?.edgePan }) { _ in
///     (SlideNavigationController(rootViewController: ListViewController()), DetailViewController())
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the delegate's type name by default.
///   - features: `.push`, `.pop` (the default: both).
///   - knownDeviations: requirements known not to be met, with a reason.
///   - scenarios: the scenarios to run, as for a delegate.
///   - interactivePush: the gesture whose handler starts an interactive push.
///   - interactivePop: the gesture whose handler starts an interactive pop, on the pushed view controller.
///   - viewControllers: makes the navigation controller (its root view controller on screen) and
///     the view controller pushed or popped, for each run.
@MainActor
@discardableResult
public func verifyNavigationController(
    _ subject: String? = nil, features: Set<AnimatorFeature> = [.push, .pop], knownDeviations: [KnownDeviation] = [],
    scenarios: [TransitionScenario]? = nil, interactivePush: TransitionGesture? = nil, interactivePop: TransitionGesture? = nil,
    viewControllers: (TransitionScenario) -> (navigationController: UINavigationController, pushed: UIViewController)
) -> ConformanceReport {
    runNavigationSuite(
        subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios, interactivePush: interactivePush,
        interactivePop: interactivePop
    ) { scenario in
        let given = viewControllers(scenario)
        return (given.navigationController, given.pushed, nil)
    }
}

/// Runs ``verifyNavigationController(_:features:knownDeviations:scenarios:interactivePush:interactivePop:viewControllers:)``
/// and records one test issue per violated requirement at the caller's line (see ``ViolationGroup``).
@MainActor
@discardableResult
public func checkNavigationController(
    _ subject: String? = nil, features: Set<AnimatorFeature> = [.push, .pop], knownDeviations: [KnownDeviation] = [],
    scenarios: [TransitionScenario]? = nil, interactivePush: TransitionGesture? = nil, interactivePop: TransitionGesture? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    viewControllers: (TransitionScenario) -> (navigationController: UINavigationController, pushed: UIViewController)
) -> ConformanceReport {
    let report = FailureAttachments.asking {
        verifyNavigationController(
            subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios, interactivePush: interactivePush,
            interactivePop: interactivePop, viewControllers: viewControllers)
    }
    record(report, sourceLocation: sourceLocation)
    return report
}

/// The navigation suite over the casts `make` builds: the navigation controller, the view
/// controller pushed or popped, and the delegate the suite sets (nil: the controller's own).
@MainActor
private func runNavigationSuite(
    _ subject: String?, features: Set<AnimatorFeature>, knownDeviations: [KnownDeviation], scenarios: [TransitionScenario]?,
    interactivePush: TransitionGesture?, interactivePop: TransitionGesture?,
    make: (TransitionScenario) -> (UINavigationController, UIViewController, (any UINavigationControllerDelegate)?)
) -> ConformanceReport {
    withoutActuallyEscaping(make) { make in
        let kinds = [TransitionScenario.Kind.push, .pop].filter { features.contains(AnimatorFeature($0)) }
        let missing =
            kinds.isEmpty
            ? [
                "features \(features.map(\.rawValue).sorted()) declare neither .push nor .pop; the navigation delegate suite pushes and pops — pass [.push, .pop]."
            ] : []
        let gestures: [TransitionScenario.Kind: TransitionGesture] = [.push: interactivePush, .pop: interactivePop].compactMapValues { $0 }
        /// The cast of a run, and the type of the delegate judged (nil: the controller has none).
        @MainActor func cast(for scenario: TransitionScenario) -> (cast: EnsembleCast, delegate: String?) {
            let (controller, pushed, delegate) = make(scenario)
            controller.loadViewIfNeeded()  // a controller that is its own delegate sets it by then
            let judged = (delegate ?? controller.delegate).map { "\(type(of: $0))" }
            return (EnsembleCast.navigation(scenario, controller: controller, pushed: pushed, delegate: delegate, gesture: gestures[scenario.kind]), judged)
        }
        /// Each kind's scenarios: the given ones of that kind, or the standard ones (and, after the
        /// pushes, the round trip).
        @MainActor func selected(_ given: [TransitionScenario]?) -> [TransitionScenario] {
            kinds.flatMap { kind in
                given.map { $0.filter { $0.kind == kind } }
                    ?? EnsembleChecks.scenarios(for: kind, gesture: gestures[kind]) + (kind == .push ? [EnsembleRoundTrip.scenario] : [])
            }
        }
        let runs = ScenarioPass(
            scenarios: { given, _ in selected(given).filter { !$0.repeated } },
            skipReason: { scenario, _ in navigationSkipReason(scenario, gesture: gestures[scenario.kind]) },
            run: { scenario in
                var judged: String?
                var controllerType = ""
                var outcome = EnsembleChecks.run(scenario) {
                    let made = cast(for: scenario)
                    judged = made.delegate
                    controllerType = "\(type(of: made.cast.root))"
                    return made.cast
                }
                guard let judged else {
                    return ScenarioOutcome(
                        endsCheck:
                            "\(controllerType) has no delegate; set it (e.g. to itself) in its initializer or viewDidLoad, or pass the delegate to verifyNavigationControllerDelegate."
                    )
                }
                outcome.subject = .named(judged)
                return outcome
            },
            shrinkCandidates: { $0.shrinkCandidates(features: features) },  // the runner keeps those the skip reason lets run
            film: { scenario, recorder in FailureAttachments.filmEnsemble(scenario, recorder: recorder) { cast(for: $0).cast } })
        // The round trips, after every push and pop run.
        let roundTrips = EnsembleRoundTrip.pass(
            scenarios: { selected($0).filter(\.repeated) }, kinds: Set(kinds), features: features, makeCast: { cast(for: $0).cast })
        return Runner.check(
            Subject(name: subject, defaultName: "navigation controller delegate", configurationErrors: missing, passes: [runs, roundTrips]),
            given: scenarios, knownDeviations: knownDeviations)
    }
}

/// Runs ``verifyNavigationControllerDelegate(_:features:knownDeviations:scenarios:viewControllers:interactivePush:interactivePop:factory:)``
/// and records one test issue per violated requirement at the caller's line (see ``ViolationGroup``).
///
/// Call it inside a Swift Testing test; in XCTest use `assertNavigationControllerDelegateConforms`
/// from TransitionConformanceXCTest, elsewhere `verifyNavigationControllerDelegate` and assert on
/// `report.passed`.
@MainActor
@discardableResult
public func checkNavigationControllerDelegate(
    _ subject: String? = nil, features: Set<AnimatorFeature> = [.push, .pop], knownDeviations: [KnownDeviation] = [],
    scenarios: [TransitionScenario]? = nil,
    viewControllers: ((TransitionScenario) -> (navigationController: UINavigationController, pushed: UIViewController))? = nil,
    interactivePush: TransitionGesture? = nil, interactivePop: TransitionGesture? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    factory: (TransitionScenario) -> any UINavigationControllerDelegate
) -> ConformanceReport {
    let report = FailureAttachments.asking {
        verifyNavigationControllerDelegate(
            subject, features: features, knownDeviations: knownDeviations, scenarios: scenarios, viewControllers: viewControllers,
            interactivePush: interactivePush, interactivePop: interactivePop, factory: factory)
    }
    record(report, sourceLocation: sourceLocation)
    return report
}

/// Why the navigation delegate suite does not run `scenario`, or nil.
@MainActor
private func navigationSkipReason(_ scenario: TransitionScenario, gesture: TransitionGesture?) -> String? {
    if scenario.mode == .notAnimated {
        return "a non-animated push or pop runs no delegate animator (contract F5, Configuration.nonAnimatedNavigationUsesDelegateAnimator)"
    }
    if !EnsembleChecks.canRun(scenario) {
        return
            "the navigation delegate suite runs the app's own push and pop as the app shows them: no resizes (a navigation controller lays its children out itself, and no animator requirement judges a push across a rotation), reference animators or grab-and-reverse; repetition is the round trip (push, pop, push, pop)"
    }
    return EnsembleChecks.skipReason(scenario, gesture: gesture)
}

@MainActor
private func plainNavigationController() -> UINavigationController {
    let first = UIViewController()
    first.view.nameForReports("FirstViewController.view")
    return UINavigationController(rootViewController: first)
}

@MainActor
private func plainPushed() -> UIViewController {
    let second = UIViewController()
    second.view.nameForReports("SecondViewController.view")
    return second
}
