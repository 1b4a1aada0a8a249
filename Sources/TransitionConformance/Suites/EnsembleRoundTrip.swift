#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The round trip of a navigation or tab ensemble, run twice with the app's own objects: there
/// and back (a push and a pop; a tab switch and the first tab again), then there and back again.
///
/// ## The model
///
/// One scene, the app's controller the window's root, the delegate set as the cast sets it; each
/// transition is started from code, animated, and the clock is run until the scene is idle (at
/// most ``RunLimits/settleTimeout`` seconds). Judged:
///
/// - ANIM-ROUND-TRIP — after the first trip there and back, the first view controller's view is on
///   screen again with the frame, transform, alpha and visibility it had before: whatever the
///   two animators changed on it, they put back.
/// - ANIM-REUSABLE — the second trip ends as the first did: the second view controller's view as it
///   was after the first forward transition, the first one's as it was before. Judged only after
///   a correct first trip, as the animator suite judges reuse.
///
/// A transition that never ends is left to the ensemble's other runs, which report it with its
/// scenario; the round trip then stops without a verdict.
@MainActor
enum EnsembleRoundTrip {
    /// The scenario the round trip is reported under.
    static let scenario = TransitionScenario(kind: .push, repeated: true)

    /// Why the round trip `scenario` is not run, or nil: it is an animated forward transition, run
    /// twice there and back (`kinds` declares both ways), after runs in which the delegate vended
    /// an animator (with none, UIKit's own transitions run and there is no animator to judge; on
    /// UIKit, where those runs are skipped, it runs anyway).
    static func skipReason(_ scenario: TransitionScenario, kinds: Set<TransitionScenario.Kind>, report: ConformanceReport) -> String? {
        guard scenario.kind == .push, scenario.mode == .animated, kinds.contains(.push), kinds.contains(.pop) else {
            return "the round trip is an animated push then a pop, twice: declare [.push, .pop] and pass TransitionScenario(kind: .push, repeated: true)"
        }
        // Where the host cannot show the kit what the delegate vends (UIKit), the other runs are
        // skipped; the round trip needs no observation, so it runs there whatever they did.
        guard !report.scenariosRun.isEmpty || StageObservation.unavailable != nil else {
            return "no other run judged an animator (your delegate vended none, or each run was skipped): the round trip would only run UIKit's own transitions"
        }
        return nil
    }

    /// The pass that runs each round trip `scenarios` selects from the given ones (after the
    /// suite's other runs) with the casts `makeCast` builds — or skips it with the reason
    /// (``skipReason(_:kinds:report:)``).
    static func pass(
        scenarios: @escaping ([TransitionScenario]?) -> [TransitionScenario], kinds: Set<TransitionScenario.Kind>, features: Set<AnimatorFeature>,
        makeCast: @escaping (TransitionScenario) -> EnsembleCast
    ) -> ScenarioPass {
        ScenarioPass(
            scenarios: { given, _ in scenarios(given) }, skipReason: { skipReason($0, kinds: kinds, report: $1) },
            run: { scenario in run { makeCast(scenario) } },
            shrinkCandidates: { $0.shrinkCandidates(features: features).filter(EnsembleChecks.canRun) })
    }

    /// Runs the round trip with the cast `makeCast` builds for ``scenario``.
    static func run(makeCast: () -> EnsembleCast) -> ScenarioOutcome {
        let host = Stage.host(for: scenario)
        defer { host.close() }
        let cast = makeCast()
        guard let goBack = cast.returnTrip else {
            return ScenarioOutcome(skipReason: "no way back is known for this ensemble: the round trip runs for navigation and tab ensembles")
        }
        defer { host.window.rootViewController = nil }
        host.window.rootViewController = cast.root
        host.advance(by: 0)
        cast.setUp()
        _ = host.runUntilIdle(timeout: host.limits.settleTimeout)
        if let problem = cast.setUpProblem() { return ScenarioOutcome(skipReason: problem) }
        guard let firstView = cast.from.viewIfLoaded, let secondView = cast.to.view else {
            return ScenarioOutcome(skipReason: "the first view controller's view was not loaded once the window showed \(type(of: cast.root))")
        }
        let name = cast.name(of: scenario.kind)
        let firstName = "\(type(of: cast.from)).view"
        let secondName = "\(type(of: cast.to)).view"
        let animators =
            cast.root is UINavigationController
            ? "your push and pop animators (\(cast.vendingMethod(.push)))" : "your \(name) animators (\(cast.vendingMethod(.push)))"
        let before = ViewTreeSnapshot(of: firstView).entries[0]

        /// Runs one transition to its end; false when it did not end in time.
        func settle(_ start: () -> Void) -> Bool {
            start()
            return host.runUntilIdle(timeout: host.limits.settleTimeout).isIdle
        }
        /// What differs on `view` from `entry`, and whether it is off screen.
        func changes(of view: UIView, since entry: ViewTreeSnapshot.Entry) -> [String] {
            var found = entry.differences(from: view, frameTolerance: 0.01, alphaTolerance: 0.001).map(\.description)
            if view.window == nil { found.append("not on screen") }
            return found
        }

        // First trip: there and back.
        guard settle({ cast.trigger(true) }), secondView.window != nil else { return ScenarioOutcome(scenario: scenario) }
        let there = ViewTreeSnapshot(of: secondView).entries[0]
        guard settle(goBack) else { return ScenarioOutcome(scenario: scenario) }
        let afterFirstTrip = changes(of: firstView, since: before)
        if !afterFirstTrip.isEmpty {
            return ScenarioOutcome(
                violations: [
                    Violation(
                        requirement: .animRoundTrip, scenario: scenario,
                        observed:
                            "\(animators): after the \(name) there and back (ended at t=\(ReportValue.number(host.now))), \(firstName): "
                            + afterFirstTrip.joined(separator: ", "),
                        trace: [cast.describe(TransitionScenario(kind: .push))])
                ], scenario: scenario)
        }

        // Second trip: it must end as the first did.
        var problems: [String] = []
        if settle({ cast.trigger(true) }) {
            let secondThere = changes(of: secondView, since: there)
            if !secondThere.isEmpty { problems.append("after the second \(name), \(secondName): " + secondThere.joined(separator: ", ")) }
            if settle(goBack) {
                let secondBack = changes(of: firstView, since: before)
                if !secondBack.isEmpty { problems.append("back again, \(firstName): " + secondBack.joined(separator: ", ")) }
            } else {
                problems.append("the way back of the second trip did not end within \(ReportValue.number(host.limits.settleTimeout)) s")
            }
        } else {
            problems.append("the second \(name) did not end within \(ReportValue.number(host.limits.settleTimeout)) s")
        }
        guard !problems.isEmpty else { return ScenarioOutcome(scenario: scenario) }
        return ScenarioOutcome(
            violations: [
                Violation(
                    requirement: .animReusable, scenario: scenario,
                    observed: "\(animators), used again after a correct first trip there and back: " + problems.joined(separator: "; "),
                    trace: [cast.describe(TransitionScenario(kind: .push))])
            ], scenario: scenario)
    }
}
