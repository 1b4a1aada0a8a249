#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
@testable import ConformanceCorpus
@testable import TransitionConformance

/// A corpus ensemble checked as its pieces: the animators (and presentation controller) its
/// delegate vends, each by its own checker, on the app's own screens, in the scenarios the ensemble
/// check ran.
///
/// Each finding is kept as (ID, scenario label, object): the object is the piece the checker that
/// reported it was checking — the animator (by type), the presentation controller.
@MainActor
enum EnsemblePieces {
    /// A finding as the consistency test compares it.
    struct Finding: Hashable, Comparable, CustomStringConvertible {
        let id: String
        /// The scenario label; nil for reuse, release and round trip, which each checker judges on
        /// a flow of its own (see ``EnsembleConsistencyTests``).
        let scenario: String?
        /// The piece: "animator T", "presentation controller", "interaction controller T", or what
        /// the ensemble names when it names no piece.
        let object: String

        var description: String { "\(id) in \(scenario ?? "a lifecycle flow") on \(object)" }
        static func < (lhs: Finding, rhs: Finding) -> Bool { lhs.description < rhs.description }
    }

    /// Reuse, release and round trip: judged on a flow of each checker's own (the animator alone
    /// runs the same direction twice; an ensemble the round trip its delegate makes), labelled with
    /// the flow that ran — compared by ID and object, under either label.
    nonisolated static let lifecycle: Set<String> = [Requirement.animReusable.id, Requirement.animReleases.id, Requirement.animRoundTrip.id]

    /// The scenarios of `whole` the pieces' checkers can run too: not interactive (the interaction
    /// controller is made by the app's gesture handler, which only the ensemble drives), and no
    /// reference animator (the ensemble's flows with a stand-in animator judge the presentation
    /// controller, which `verifyPresentationController` does with the app's own animators).
    static func comparable(_ whole: ConformanceReport) -> [TransitionScenario] {
        whole.scenariosRun.filter { $0.referenceAnimator == nil && !$0.mode.isInteractive }
    }

    /// The findings of `whole`, each on the object its message names: those it reports and those
    /// it found but the sample declared as known deviations.
    static func findings(ofWhole whole: ConformanceReport) -> Set<Finding> {
        Set(
            (whole.violations + whole.suppressed.map(\.violation)).map { violation in
                let id = violation.requirement.id
                return Finding(id: id, scenario: lifecycle.contains(id) ? nil : violation.scenario.testDescription, object: object(named: violation))
            })
    }

    /// The findings of `whole` on one of its pieces (an animator, the presentation controller), in
    /// a scenario that piece's checker ran in `pieces`. The presentation controller's checker runs
    /// the same flows as the ensemble's: its findings are compared under the flow's label. The
    /// animator checker runs one transition at a time: a finding on an animator in a flow's
    /// dismissal (or in the presentation that sets one up) is compared under the label of that
    /// transition (``Violation/transition``). Left out: findings on the delegate or on no piece,
    /// and findings on an animator over a whole flow (a moment but no one transition), which no
    /// animator run matches.
    static func findings(ofWhole whole: ConformanceReport, ranBy pieces: Checked) -> Set<Finding> {
        var found: Set<Finding> = []
        for violation in whole.violations + whole.suppressed.map(\.violation) {
            let id = violation.requirement.id
            let object = object(named: violation)
            let flowsOnly = id.hasPrefix("PRES-")
            guard object != noObject, object != "delegate", flowsOnly || violation.moment == nil || violation.transition != nil else { continue }
            let label = (flowsOnly ? violation.scenario : violation.transition ?? violation.scenario).testDescription
            let ran = flowsOnly ? pieces.presentationControllerRuns : pieces.animatorRuns
            guard lifecycle.contains(id) || ran.contains(label) else { continue }
            found.insert(Finding(id: id, scenario: lifecycle.contains(id) ? nil : label, object: object))
        }
        return found
    }

    /// The piece an ensemble violation names: its `object` ("your presentation animator T", "your
    /// interaction controller T"), else by family (the flows' presentation-controller findings).
    static func object(named violation: Violation) -> String {
        if let object = violation.object {
            if let range = object.range(of: "interaction controller ") { return "interaction controller \(object[range.upperBound...])" }
            if let range = object.range(of: " animator ", options: .backwards) { return "animator \(object[range.upperBound...])" }
            return object
        }
        let id = violation.requirement.id
        if id.hasPrefix("PRES-") { return "presentation controller" }
        if id.hasPrefix("DELEGATE-") || id == Requirement.intNotVendedWithoutGesture.id { return "delegate" }
        return noObject
    }

    /// What ``object(named:)`` says of a finding that names no object.
    nonisolated static let noObject = "no object named"

    /// The labels of `ran` the ensemble judged its animators in: its animator runs, told from its
    /// flows (which judge the presentation controller and the delegate) by count, as a scenario
    /// can be both. A navigation or tab bar delegate's runs are all animator runs.
    static func animatorRunLabels(of ensemble: CorpusEnsemble, ran: [TransitionScenario]) -> Set<String> {
        var count: [String: Int] = [:]
        for scenario in ran { count[scenario.testDescription, default: 0] += 1 }
        switch ensemble.parts() {
        case .transitioningDelegate, .presentedViewController:
            let features = ensemble.features ?? AnimatorFeature.modal
            let flows = (ensemble.scenarios ?? TransitionScenario.standardDelegateFlows(for: features)).filter {
                !$0.mode.isInteractive && $0.referenceAnimator == nil && features.contains(AnimatorFeature($0.kind))
            }
            for flow in flows { count[flow.testDescription, default: 0] -= 1 }
        case .navigationDelegate, .tabBarDelegate:
            break
        }
        return Set(count.filter { $0.value > 0 }.keys)
    }

    /// The Reduce Motion runs the animator checker makes that the ensemble checker did not: for each
    /// direction the ensemble judged its animators in, one animated run with Reduce Motion on,
    /// labelled as the ensemble's animated run of that direction (its presenter part is the app's
    /// presentation controller's choice). Only for an ensemble checked in its checker's standard
    /// scenarios; given ones are the sample's choice. So an ensemble checker that runs no Reduce
    /// Motion scenario shows here as ANIM-REDUCE-MOTION the pieces report and it does not.
    static func reduceMotionRunsMissing(from ensemble: CorpusEnsemble, ran: [TransitionScenario]) -> [TransitionScenario] {
        guard ensemble.scenarios == nil else { return [] }
        let labels = animatorRunLabels(of: ensemble, ran: ran)
        return TransitionScenario.Kind.allCases.compactMap { kind in
            guard !ran.contains(where: { $0.kind == kind && $0.reduceMotion }),
                var scenario = ran.first(where: {
                    $0.kind == kind && $0.mode == .animated && $0.containerSize == TransitionScenario.phoneLandscape && EnsembleChecks.canRun($0)
                        && labels.contains($0.testDescription)
                })
            else { return nil }
            scenario.reduceMotion = true
            return scenario
        }
    }

    /// What the pieces' checkers found, and the scenarios each family of piece ran in.
    struct Checked {
        var findings: Set<Finding> = []
        /// The labels of the scenarios the animator checker ran.
        var animatorRuns: Set<String> = []
        /// The labels of the scenarios the presentation controller's checker ran; empty when the
        /// ensemble vends none.
        var presentationControllerRuns: Set<String> = []
    }

    /// The ensemble's pieces, each checked alone in the scenarios of `ran`: what they found and
    /// where they ran.
    static func check(_ ensemble: CorpusEnsemble, ran: [TransitionScenario]) -> Checked {
        let labels = Set(ran.map(\.testDescription))
        let animatorRuns = ran.filter(EnsembleChecks.canRun)
        var checked = Checked()
        func keep(_ report: ConformanceReport, object: (Violation) -> String) {
            for violation in report.violations where labels.contains(violation.scenario.testDescription) {
                let id = violation.requirement.id
                checked.findings.insert(Finding(id: id, scenario: lifecycle.contains(id) ? nil : violation.scenario.testDescription, object: object(violation)))
            }
        }
        switch ensemble.parts() {
        case .transitioningDelegate(let delegate, let screens, _, _):
            let casts = ModalCasts { scenario in
                let made = delegate(scenario)
                return (made, screens?(scenario) ?? (UIViewController(), UIViewController()))
            }
            (checked.animatorRuns, checked.presentationControllerRuns) = checkModal(
                casts, features: ensemble.features, ran: ran, animatorRuns: animatorRuns, keep: keep)
        case .presentedViewController(let screens, _):
            let casts = ModalCasts { scenario in
                let made = screens(scenario)
                return (made.presented.transitioningDelegate!, made)
            }
            (checked.animatorRuns, checked.presentationControllerRuns) = checkModal(
                casts, features: ensemble.features, ran: ran, animatorRuns: animatorRuns, keep: keep)
        case .navigationDelegate(let delegate, let screens, _):
            let casts = ContainerCasts { scenario -> (any UIViewControllerAnimatedTransitioning, UIViewController, UIViewController) in
                let app = delegate(scenario)
                let (navigation, pushed) = screens?(scenario) ?? (UINavigationController(rootViewController: UIViewController()), UIViewController())
                let root = navigation.viewControllers[0]
                let animator = app.navigationController(
                    navigation, animationControllerFor: scenario.kind == .push ? .push : .pop, from: scenario.kind == .push ? root : pushed,
                    to: scenario.kind == .push ? pushed : root)!
                // The pieces' checker puts the first screen in a navigation controller of its own.
                navigation.setViewControllers([], animated: false)
                return (animator, root, pushed)
            }
            let report = verifyAnimator(
                features: ensemble.features ?? [.push, .pop], scenarios: animatorRuns, viewControllers: { _ in casts.screens() }, factory: casts.animator)
            keep(report) { violation in casts.animatorTypes[violation.scenario.kind].map { "animator \($0)" } ?? "animator \(report.subject)" }
            checked.animatorRuns = Set(report.scenariosRun.map(\.testDescription))
        case .tabBarDelegate(let delegate, let tabs):
            let casts = ContainerCasts { scenario -> (any UIViewControllerAnimatedTransitioning, UIViewController, UIViewController) in
                let app = delegate(scenario)
                let (controller, index) = tabs?(scenario) ?? (UITabBarController(), 1)
                let from = controller.selectedViewController ?? controller.viewControllers![0]
                let to = controller.viewControllers![index]
                let animator = app.tabBarController(controller, animationControllerForTransitionFrom: from, to: to)!
                controller.viewControllers = []
                return (animator, from, to)
            }
            let report = verifyAnimator(features: [.push], scenarios: animatorRuns, viewControllers: { _ in casts.screens() }, factory: casts.animator)
            keep(report) { _ in "animator \(report.subject)" }
            checked.animatorRuns = Set(report.scenariosRun.map(\.testDescription))
        }
        return checked
    }

    /// A modal ensemble's pieces: with the presentation controller its delegate vends, that
    /// presentation controller with the app's animators (`verifyPresentationController(animator:)`)
    /// and the animators with it (`verifyAnimator(presentationController:)`); without one, the
    /// animators alone.
    private static func checkModal(
        _ casts: ModalCasts, features: Set<AnimatorFeature>?, ran: [TransitionScenario], animatorRuns: [TransitionScenario],
        keep: (ConformanceReport, (Violation) -> String) -> Void
    ) -> (animatorRuns: Set<String>, presentationControllerRuns: Set<String>) {
        let features = (features ?? AnimatorFeature.modal).union([.presenterKept])
        let animatorObject: (Violation) -> String = { violation in
            casts.animatorTypes[violation.scenario.kind].map { "animator \($0)" } ?? "animator"
        }
        let presentationController = casts.vendsPresentationController ? casts.presentationController : nil
        let animatorRuns = animatorRuns.filter { casts.vendedKinds.contains($0.kind) }
        let animators = verifyAnimator(
            features: features, scenarios: animatorRuns, presentationController: presentationController,
            viewControllers: { _ in casts.screens() }, factory: casts.animator)
        keep(animators, animatorObject)
        let animatorLabels = Set(animators.scenariosRun.map(\.testDescription))
        guard let presentationController else { return (animatorLabels, []) }
        let presentation = verifyPresentationController(
            features: features, animator: casts.animator, scenarios: ran, viewControllers: { _ in casts.modalScreens() },
            factory: presentationController)
        keep(presentation) { violation in
            // The pair's animator findings say which animator: "your animator T: …".
            if violation.observed.hasPrefix("your animator "), let colon = violation.observed.firstIndex(of: ":") {
                return "animator \(violation.observed[violation.observed.index(violation.observed.startIndex, offsetBy: 14)..<colon])"
            }
            return violation.requirement.id.hasPrefix("PRES-") ? "presentation controller" : animatorObject(violation)
        }
        return (animatorLabels, Set(presentation.scenariosRun.map(\.testDescription)))
    }
}
