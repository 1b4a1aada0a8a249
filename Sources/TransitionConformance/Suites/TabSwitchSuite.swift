#if canImport(UIKit)
import Foundation
import UIKit
#else
import Foundation
import HeadlessUIKit
#endif

/// The tab bar delegate suite: each scenario a tab switch in the app's own tab bar controller,
/// run as an ensemble run (``EnsembleChecks``, ``EnsembleCast/tabBar(_:controller:toIndex:delegate:gesture:)``)
/// and judged as a `.push`, its messages naming a tab switch (``EnsembleCast/transitionName``).
@MainActor
enum TabSwitchSuite {
    /// One run's objects: the tab bar controller, the index switched to, and the delegate the
    /// suite sets (nil: the controller's own delegate is judged).
    typealias Cast = (controller: UITabBarController, toIndex: Int, delegate: (any UITabBarControllerDelegate)?)

    /// A `UITabBarController` with two plain view controllers, its views named "FirstTab.view" and
    /// "SecondTab.view", switching from the first to the second.
    static func defaultTabs() -> (controller: UITabBarController, toIndex: Int) {
        let first = UIViewController()
        let second = UIViewController()
        first.view.nameForReports("FirstTab.view")
        second.view.nameForReports("SecondTab.view")
        let controller = UITabBarController()
        controller.viewControllers = [first, second]
        return (controller, 1)
    }

    /// Runs every scenario with the casts `make` builds and returns the report.
    static func run(
        _ subject: String, named: Bool, knownDeviations: [KnownDeviation], scenarios: [TransitionScenario]?, gesture: TransitionGesture?,
        make: (TransitionScenario) -> Cast
    ) -> ConformanceReport {
        withoutActuallyEscaping(make) { make in
            /// The cast of a rerun or a round trip (the judged runs also name the subject and check the setup).
            @MainActor func cast(_ scenario: TransitionScenario) -> EnsembleCast {
                let cast = make(scenario)
                return EnsembleCast.tabBar(scenario, controller: cast.controller, toIndex: cast.toIndex, delegate: cast.delegate, gesture: gesture)
            }
            let selected = { (given: [TransitionScenario]?) in given ?? EnsembleChecks.scenarios(for: .push, gesture: gesture) + [EnsembleRoundTrip.scenario] }
            let switches = ScenarioPass(
                scenarios: { given, _ in selected(given).filter { !$0.repeated } },
                skipReason: { scenario, _ in skipReason(scenario, gesture: gesture) },
                run: { scenario in
                    var problem: String?
                    var name = ""
                    var outcome = EnsembleChecks.run(scenario) {
                        let cast = make(scenario)
                        let delegate = cast.delegate ?? cast.controller.delegate
                        name = "\(type(of: cast.delegate.map { $0 as AnyObject } ?? cast.controller))"
                        if delegate == nil {
                            problem =
                                "\(type(of: cast.controller)) has no delegate; set it (e.g. to itself) in its initializer, or pass the delegate to verifyTabBarControllerDelegate."
                        } else {
                            problem = EnsembleCast.tabSwitchProblem(cast.controller, toIndex: cast.toIndex)
                        }
                        return EnsembleCast.tabBar(scenario, controller: cast.controller, toIndex: cast.toIndex, delegate: cast.delegate, gesture: gesture)
                    }
                    if let problem { return ScenarioOutcome(endsCheck: problem, subject: .named(name)) }
                    outcome.subject = .named(name)
                    return outcome
                },
                shrinkCandidates: { $0.shrinkCandidates(features: [.push, .interactivePush]) },  // the runner keeps those the skip reason lets run
                film: { scenario, recorder in FailureAttachments.filmEnsemble(scenario, recorder: recorder, cast: cast) })
            // The round trips, after every other run.
            let roundTrips = EnsembleRoundTrip.pass(
                scenarios: { selected($0).filter(\.repeated) }, kinds: [.push, .pop], features: [.push, .interactivePush], makeCast: cast)
            return Runner.check(
                Subject(name: named ? subject : nil, defaultName: subject, passes: [switches, roundTrips]), given: scenarios,
                knownDeviations: knownDeviations)
        }
    }

    /// Why the suite does not run `scenario`, or nil.
    static func skipReason(_ scenario: TransitionScenario, gesture: TransitionGesture?) -> String? {
        guard scenario.kind == .push else {
            return "a tab switch is a forward container transition, run as a .push scenario; the suite runs no .\(scenario.kind.rawValue)"
        }
        if scenario.mode == .notAnimated {
            return "a tab switch has no animated flag: UIKit runs the delegate's animator for every switch, so there is no non-animated one"
        }
        guard EnsembleChecks.canRun(scenario) else {
            return
                "a tab switch runs in the window as the app shows it: no resize (the tab bar controller lays its children out itself), reference animator or reversed interruption; repetition is the round trip (an animated .push with repeated: true: there and back twice)"
        }
        if scenario.mode.isInteractive && gesture == nil {
            return
                "no gesture declared for the tab switch: pass the recognizer whose handler starts it (interactiveSwitch: .pan(toward: .left) { … }) to run it interactively"
        }
        return EnsembleChecks.skipReason(scenario, gesture: gesture)
    }
}
