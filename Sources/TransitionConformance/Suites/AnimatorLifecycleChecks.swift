#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The checks that need more than one transition, or the end of one: reuse of one animator for a
/// second transition, nothing kept alive afterwards, and a presentation undone by its dismissal.
/// Each runs its own transitions (a scenario flow), so none is a ``Rule`` over one run.
@MainActor
enum AnimatorLifecycleChecks {
    /// ANIM-REUSABLE, ANIM-RELEASES and — for a presentation when dismissals are declared —
    /// ANIM-ROUND-TRIP, on one animated scenario, each with fresh animators from the factory.
    ///
    /// With `first`, the main pass's run of the scenario (``FirstRun``), ANIM-RELEASES is what
    /// that run found and ANIM-REUSABLE runs only the second transition, with that run's animator.
    static func violations(
        _ scenario: TransitionScenario, features: Set<AnimatorFeature>, first: FirstRun? = nil,
        factory: (TransitionScenario) -> any UIViewControllerAnimatedTransitioning
    ) -> [Violation] {
        ScenarioProgress.willRun(scenario)
        let lifecycle: [(Requirement, String?)] =
            [
                (.animReusable, first.map { reusable(scenario, after: $0) } ?? reusable(scenario, animator: factory(scenario))),
                (.animReleases, first?.released ?? releases(scenario, animator: factory(scenario))),
            ]
            // The round trip dismisses on the kit's own context: not with the app's presentation controller.
            + (scenario.kind == .presentation && features.contains(.dismissal) && AnimatorPartners.presentationController == nil
                ? [(.animRoundTrip, roundTrip(scenario, factory: factory))] : [])
        return lifecycle.compactMap { requirement, observed in
            observed.map { Violation(requirement: requirement, scenario: scenario, observed: $0, trace: []) }
        }
    }

    /// ANIM-RELEASES: runs the scenario, lets go of everything but the animator, and lists what
    /// is still alive.
    static func releases(_ scenario: TransitionScenario, animator: any UIViewControllerAnimatedTransitioning) -> String? {
        let objects: TransitionObjects
        do {
            let run = TransitionRun(scenario: scenario, animator: animator)
            run.start()
            run.runToEnd()
            guard run.context.isComplete else { return nil }  // ANIM-COMPLETE-ONCE reports it
            objects = TransitionObjects(of: run)
            run.close()
        }
        return releasesFinding(objects.stillAlive)
    }

    /// What ANIM-RELEASES reports when `alive` (the transition's objects still alive) is not empty.
    static func releasesFinding(_ alive: [String]) -> String? {
        guard !alive.isEmpty else { return nil }
        return "after the transition completed and everything else let go, the animator (still alive) keeps alive: "
            + alive.joined(separator: ", ")
    }

    /// The names of the transition's objects, held weakly, that are still alive (ANIM-RELEASES).
    static func stillAlive(
        context: AnyObject?, container: UIView?, fromView: UIView? = nil, toView: UIView? = nil, fromViewController: UIViewController?,
        toViewController: UIViewController?
    ) -> [String] {
        // Appends, not an array of pairs filtered and mapped: closures and a key path cost more
        // than the checks, in every lifecycle run.
        var alive: [String] = []
        if context != nil { alive.append("the transition context") }
        if container != nil { alive.append("the container view") }
        if fromView != nil { alive.append("the from-view") }
        if toView != nil { alive.append("the to-view") }
        if fromViewController != nil { alive.append("the from view controller") }
        if toViewController != nil { alive.append("the to view controller") }
        return alive
    }

    /// ANIM-REUSABLE: runs the scenario twice with the same animator; what the second run breaks
    /// that the first did not.
    static func reusable(_ scenario: TransitionScenario, animator: any UIViewControllerAnimatedTransitioning) -> String? {
        let first = TransitionRun(scenario: scenario, animator: animator)
        defer { first.close() }  // after the second run: closing may start a transition of its own
        first.start()
        first.runToEnd()
        guard first.context.isComplete else { return nil }
        let second = TransitionRun(scenario: scenario, animator: animator)
        defer { second.close() }
        second.start()
        second.runToEnd()
        return reuseFinding(scenario, firstFailures: failures(of: first.transcript(), in: scenario), second: second.transcript())
    }

    /// ANIM-REUSABLE after the main pass's run of the scenario (`first`, closed, its animator
    /// kept): the second transition, with that animator, judged against the first's failures.
    static func reusable(_ scenario: TransitionScenario, after first: FirstRun) -> String? {
        guard first.completed, let animator = first.animator else { return nil }
        let second = TransitionRun(scenario: scenario, animator: animator)
        defer { second.close() }
        second.start()
        second.runToEnd()
        return reuseFinding(scenario, firstFailures: first.failures, second: second.transcript())
    }

    /// The requirements the animator rules that apply to `scenario` find broken in `transcript`.
    static func failures(of transcript: AnimatorTranscript, in scenario: TransitionScenario) -> Set<String> {
        // Loops, not filter/map: a main-actor closure handed to the standard library pays an
        // isolation check per element, and this runs every check twice per scenario.
        var failures: Set<String> = []
        let rules = AnimatorRules.all
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build
        while index < rules.count {
            let check = rules[index]
            index += 1
            if check.applies(scenario) && check.observe(transcript) != nil { failures.insert(check.requirement.id) }
        }
        return failures
    }

    /// Only what reuse breaks: failures of the second run that the first run did not have.
    private static func reuseFinding(_ scenario: TransitionScenario, firstFailures: Set<String>, second: AnimatorTranscript) -> String? {
        var broken: [String] = []
        let rules = AnimatorRules.all
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build
        while index < rules.count {
            let check = rules[index]
            index += 1
            guard check.applies(scenario) && !firstFailures.contains(check.requirement.id), let observed = check.observe(second) else { continue }
            broken.append("[\(check.requirement.id)] \(observed)")
        }
        guard !broken.isEmpty else { return nil }
        return "the same instance, used for a second transition after a correct first one: " + broken.joinedBounded()
    }

    /// How far, in points, the presenter's frame may be off after a round trip: a hundredth of a
    /// point, so that a frame worked back from a transform (844.0000000001) is not reported as a
    /// change that prints as "(0.0, 0.0, 844.0×390.0) → (0.0, 0.0, 844.0×390.0)".
    static let roundTripFrameTolerance = 0.01

    /// ANIM-ROUND-TRIP: presents, then dismisses with a fresh animator for the dismissal, on the
    /// same views, and compares the presenter's view with its state before the presentation.
    static func roundTrip(
        _ presentation: TransitionScenario,
        factory: (TransitionScenario) -> any UIViewControllerAnimatedTransitioning
    ) -> String? {
        let present = TransitionRun(scenario: presentation, animator: factory(presentation))
        defer { present.close() }
        let presenterView = present.fromViewController.view!
        let original = ViewTreeSnapshot(of: presenterView).entries[0]
        present.start()
        present.runToEnd()
        guard present.succeeded, present.toView.isDescendant(of: present.container) else { return nil }
        // UIKit's side of the completed presentation: a removed presenter leaves the window.
        if presentation.presenterRemoved { presenterView.removeFromSuperview() }
        var dismissal = presentation
        dismissal.kind = .dismissal
        ScenarioProgress.willRun(dismissal)
        let animator = factory(dismissal)
        // The factory may have made a scene of its own current; the dismissal runs on this one.
        present.host.makeCurrent()
        if present.uikitStage != nil {
            return roundTripThroughTheMachinery(present, original: original, animator: animator)
        }
        let bounds = present.container.bounds
        let context = TestTransitionContext(
            containerView: present.container, from: present.toViewController, to: present.fromViewController,
            fromView: present.toView, toView: presentation.presenterRemoved ? presenterView : nil,
            initialFrames: [present.toViewController: present.toView.frame, present.fromViewController: presentation.presenterRemoved ? .zero : bounds],
            finalFrames: [present.toViewController: .zero, present.fromViewController: bounds],
            presentationStyle: presentation.presenterRemoved ? .fullScreen : .custom)
        context.animator = animator
        let start = present.host.now
        context.transitionDuration = animator.transitionDuration(using: context)
        animator.animateTransition(using: context)
        let deadline = RunLimits.current.deadline(start: start, duration: context.transitionDuration)
        present.host.runUntilIdle(timeout: max(deadline - present.host.now, 0))
        guard context.completions.first?.didComplete == true else { return nil }
        let notAddedBack = presentation.presenterRemoved && !presenterView.isDescendant(of: present.container)
        return roundTripFinding(
            original, presenterView: presenterView, completedAt: context.completions[0].time,
            also: notAddedBack ? ["not added back to the container"] : [])
    }

    /// What ANIM-ROUND-TRIP reports once the dismissal completed at `completedAt`: how the
    /// presenter's view differs from `original` (and `also`), or nil when it is as it was.
    private static func roundTripFinding(
        _ original: ViewTreeSnapshot.Entry, presenterView: UIView, completedAt: TimeInterval, also: [String] = []
    ) -> String? {
        let problems =
            original.differences(from: presenterView, frameTolerance: roundTripFrameTolerance, alphaTolerance: 0).map(\.description) + also
        guard !problems.isEmpty else { return nil }
        return "after presenting and dismissing (completed at t=\(String(format: "%.2f", completedAt))), \(presenterView.reportName): "
            + problems.joined(separator: ", ")
    }

    /// ANIM-ROUND-TRIP when the presentation was staged by the machinery: the dismissal is the
    /// machinery's too — `dismiss(animated: true)`, with a delegate that vends `animator` — and the
    /// presenter's view is compared once the dismissal completed. (Whether a removed presenter's view
    /// is added back is ANIM-TO-VIEW-ADDED's, in the dismissal scenarios.)
    private static func roundTripThroughTheMachinery(
        _ present: TransitionRun, original: ViewTreeSnapshot.Entry, animator: any UIViewControllerAnimatedTransitioning
    ) -> String? {
        let presenterView = present.fromViewController.view!
        let presented = present.toViewController
        let delegate = AnimatorStagingDelegate(direction: .dismissal, animator: animator, interactor: nil)
        presented.transitioningDelegate = delegate
        let start = present.host.now
        var completedAt: TimeInterval?
        let host = present.host
        presented.dismiss(animated: true) { completedAt = host.now }
        let deadline = RunLimits.current.deadline(start: start, duration: animator.transitionDuration(using: nil))
        _ = host.runUntilIdle(timeout: max(deadline - host.now, 0))
        withExtendedLifetime(delegate) {}
        guard let completedAt, presented.presentingViewController == nil else { return nil }
        return roundTripFinding(original, presenterView: presenterView, completedAt: completedAt)
    }
}
