#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The app's own objects an animator is checked together with, for the runs made while one check
/// runs (``verifyAnimator(_:features:knownDeviations:scenarios:presentationController:viewControllers:factory:)``).
///
/// The partners are settings of the ``CheckContext``: set for exactly the runs of the body of
/// ``with(presentationController:viewControllers:_:)``; nothing else reads them.
@MainActor
enum AnimatorPartners {
    /// Makes the presentation controller of each presentation, given the presented and the
    /// presenting view controller; nil when the animator is checked alone.
    typealias PresentationControllerFactory = (_ presented: UIViewController, _ presenting: UIViewController) -> UIPresentationController

    /// Makes the app's two view controllers of each run: the presenting one (or the navigation
    /// stack's first) and the presented one (or the one pushed).
    typealias ViewControllersFactory = (TransitionScenario) -> (first: UIViewController, second: UIViewController)

    /// The presentation controller factory of the check running now, if any. (One setting read
    /// from the context, not a copy of all of them through ``CheckContext/settings``: runs ask
    /// several times each.)
    static var presentationController: PresentationControllerFactory? { CheckContext.current?.settings.presentationController }
    /// The view-controller factory of the check running now, if any.
    static var viewControllers: ViewControllersFactory? { CheckContext.current?.settings.viewControllers }

    /// Runs `body` with `factory` as the presentation controller of every modal run it makes, and
    /// `viewControllers` as the view controllers of every run (in a ``CheckContext`` of its own).
    static func with<Result>(
        presentationController factory: PresentationControllerFactory?, viewControllers: ViewControllersFactory? = nil, _ body: () -> Result
    ) -> Result {
        CheckContext.with(
            {
                $0.presentationController = factory
                $0.viewControllers = viewControllers
            }, body)
    }

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
