import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A sample checked whole by an ensemble checker — a transitioning delegate, a presented view
/// controller that brings its own, a navigation or tab bar controller delegate — kept as its parts,
/// so that it can also be checked as its pieces: the animators and presentation controller its
/// delegate vends, each by its own checker.
///
/// Every corpus sample that calls an ensemble checker is made from one (``CorpusSample``'s
/// `ensemble`), and `EnsembleConsistencyTests` checks each whole and as its pieces: one verdict
/// whichever checker is called.
public struct CorpusEnsemble: Sendable {
    /// The objects of one check: the delegate and the app's screens, made fresh for each scenario
    /// as the checker asks for them.
    public enum Parts {
        /// ``verifyTransitioningDelegate(_:features:knownDeviations:scenarios:presentationStyle:viewControllers:interactivePresentation:interactiveDismissal:factory:)``:
        /// the delegate (asked first for each scenario), the app's screens (asked after it; the kit's
        /// plain ones when nil), the call site's style and the dismissal's gesture.
        case transitioningDelegate(
            (TransitionScenario) -> any UIViewControllerTransitioningDelegate,
            screens: ((TransitionScenario) -> (presenting: UIViewController, presented: UIViewController))? = nil,
            presentationStyle: UIModalPresentationStyle? = nil, interactiveDismissal: TransitionGesture? = nil)
        /// ``verifyPresentedViewController(_:features:knownDeviations:scenarios:interactivePresentation:interactiveDismissal:viewControllers:)``:
        /// the screens, the presented one bringing its own delegate, and the dismissal's gesture.
        case presentedViewController(
            (TransitionScenario) -> (presenting: UIViewController, presented: UIViewController), interactiveDismissal: TransitionGesture? = nil)
        /// ``verifyNavigationControllerDelegate(_:features:knownDeviations:scenarios:viewControllers:interactivePush:interactivePop:factory:)``:
        /// the delegate, the navigation controller and the screen it pushes, and the pop's gesture.
        case navigationDelegate(
            (TransitionScenario) -> any UINavigationControllerDelegate,
            screens: ((TransitionScenario) -> (navigationController: UINavigationController, pushed: UIViewController))? = nil,
            interactivePop: TransitionGesture? = nil)
        /// ``verifyTabBarControllerDelegate(_:knownDeviations:scenarios:tabs:interactiveSwitch:factory:)``:
        /// the delegate and the tab bar controller with the index it switches to.
        case tabBarDelegate(
            (TransitionScenario) -> any UITabBarControllerDelegate, tabs: ((TransitionScenario) -> (controller: UITabBarController, toIndex: Int))? = nil)
    }

    /// The report's subject; the checker's default when nil.
    public let subject: String?
    /// The features declared to the checker; its default when nil.
    public let features: Set<AnimatorFeature>?
    /// The scenarios given to the checker; its standard ones when nil.
    public let scenarios: [TransitionScenario]?
    /// The deviations declared to the checker, as an app declares a `should` it knowingly leaves.
    public let knownDeviations: [KnownDeviation]
    /// Makes the parts for one check (fresh ones, with whatever state they share, each time).
    public let parts: @MainActor @Sendable () -> Parts

    public init(
        _ subject: String? = nil, features: Set<AnimatorFeature>? = nil, scenarios: [TransitionScenario]? = nil,
        knownDeviations: [KnownDeviation] = [], parts: @escaping @MainActor @Sendable () -> Parts
    ) {
        self.subject = subject
        self.features = features
        self.scenarios = scenarios
        self.knownDeviations = knownDeviations
        self.parts = parts
    }

    /// The same ensemble, checked with `deviations` declared besides its own.
    public func declaring(_ deviations: KnownDeviation...) -> CorpusEnsemble {
        CorpusEnsemble(subject, features: features, scenarios: scenarios, knownDeviations: knownDeviations + deviations, parts: parts)
    }

    /// Checks the ensemble whole, with its checker.
    @MainActor
    public func verify() -> ConformanceReport {
        switch parts() {
        case .transitioningDelegate(let delegate, let screens, let style, let dismissal):
            verifyTransitioningDelegate(
                subject, features: features ?? AnimatorFeature.modal, knownDeviations: knownDeviations, scenarios: scenarios, presentationStyle: style,
                viewControllers: screens.map { screens in { screens($0) } }, interactiveDismissal: dismissal, factory: delegate)
        case .presentedViewController(let screens, let dismissal):
            verifyPresentedViewController(
                subject, features: features ?? AnimatorFeature.modal, knownDeviations: knownDeviations, scenarios: scenarios,
                interactiveDismissal: dismissal, viewControllers: screens)
        case .navigationDelegate(let delegate, let screens, let pop):
            verifyNavigationControllerDelegate(
                subject, features: features ?? [.push, .pop], knownDeviations: knownDeviations, scenarios: scenarios,
                viewControllers: screens.map { screens in { screens($0) } },
                interactivePop: pop, factory: delegate)
        case .tabBarDelegate(let delegate, let tabs):
            verifyTabBarControllerDelegate(
                subject, knownDeviations: knownDeviations, scenarios: scenarios, tabs: tabs.map { tabs in { tabs($0) } }, factory: delegate)
        }
    }
}

extension CorpusSample {
    /// A sample checked whole by an ensemble checker, kept as its parts (``CorpusEnsemble``).
    public init(
        id: String, origin: String, role: Role, expectedViolations: Set<String>, expectation: String, knownKitIssues: [String: String] = [:],
        ensemble: CorpusEnsemble
    ) {
        self.init(
            id: id, origin: origin, role: role, expectedViolations: expectedViolations, expectation: expectation, knownKitIssues: knownKitIssues,
            ensemble: ensemble, verify: { ensemble.verify() })
    }
}

/// The object a sample's delegate factory made last, for its screens closure (asked after it),
/// which hands it to the app's screen as the app would.
@MainActor
final class Latest<Object: AnyObject> {
    private(set) var value: Object?

    /// Keeps `object` as the latest and returns it.
    func keep(_ object: Object) -> Object {
        value = object
        return object
    }
}
