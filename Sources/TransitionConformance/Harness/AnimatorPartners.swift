#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The app's own objects an animator is checked together with, for the runs made while one check
/// runs (``verifyAnimator(_:features:knownDeviations:scenarios:presentationController:viewControllers:factory:)``).
///
/// A check runs synchronously on the main actor, so the partners are set for exactly its runs and
/// put back when it returns (``with(presentationController:_:)``); nothing else reads them.
@MainActor
enum AnimatorPartners {
    /// Makes the presentation controller of each presentation, given the presented and the
    /// presenting view controller; nil when the animator is checked alone.
    typealias PresentationControllerFactory = (_ presented: UIViewController, _ presenting: UIViewController) -> UIPresentationController

    /// Makes the app's two view controllers of each run: the presenting one (or the navigation
    /// stack's first) and the presented one (or the one pushed).
    typealias ViewControllersFactory = (TransitionScenario) -> (first: UIViewController, second: UIViewController)

    /// The presentation controller factory of the check running now, if any.
    private(set) static var presentationController: PresentationControllerFactory?
    /// The view-controller factory of the check running now, if any.
    private(set) static var viewControllers: ViewControllersFactory?

    /// Runs `body` with `factory` as the presentation controller of every modal run it makes, and
    /// `viewControllers` as the view controllers of every run.
    static func with<Result>(
        presentationController factory: PresentationControllerFactory?, viewControllers: ViewControllersFactory? = nil, _ body: () -> Result
    ) -> Result {
        let (outer, outerControllers) = (presentationController, self.viewControllers)
        presentationController = factory
        self.viewControllers = viewControllers
        defer { (presentationController, self.viewControllers) = (outer, outerControllers) }
        return body()
    }

    /// The two view controllers of a run of `scenario`: the app's, when the check was given them,
    /// else plain ones with their views named for reports.
    static func makeViewControllers(for scenario: TransitionScenario) -> (first: UIViewController, second: UIViewController) {
        if let viewControllers { return viewControllers(scenario) }
        let modal = scenario.kind.isModal
        let first = UIViewController()
        let second = UIViewController()
        first.view.nameForReports(modal ? "PresentingViewController.view" : "FirstViewController.view")
        second.view.nameForReports(modal ? "PresentedViewController.view" : "SecondViewController.view")
        return (first, second)
    }
}
