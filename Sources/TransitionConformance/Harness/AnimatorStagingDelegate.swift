#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The transitioning (or navigation) delegate through which UIKit stages an animator-suite run
/// (``TransitionRun/Staging/uikit``): for the judged transition only, it vends the animator under
/// test — behind an observing proxy — and, in an interactive scenario, the kit's
/// `UIPercentDrivenInteractiveTransition`.
///
/// It vends nothing for another direction or operation (UIKit then runs its own transition, as
/// when the run sets up a dismissal by presenting, or a pop by pushing, without animation) and no
/// presentation controller (UIKit makes its own for `.custom`: the presenter's view stays, as the
/// scenario says) unless the animator is checked with the app's own. The animator is vended once: asked again, it answers nil, so a transition
/// started by someone else in the window cannot reach the animator under test.
@MainActor
final class AnimatorStagingDelegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    private let direction: TransitionScenario.Kind
    private var animator: (any UIViewControllerAnimatedTransitioning)?
    private var interactor: (any UIViewControllerInteractiveTransitioning)?
    private let makePresentationController: AnimatorPartners.PresentationControllerFactory?

    /// Vends `animator` and `interactor` (already the proxies UIKit is to call) for the next
    /// transition of `direction`, and — when the animator is checked with the app's presentation
    /// controller — that presentation controller for every presentation.
    init(
        direction: TransitionScenario.Kind, animator: any UIViewControllerAnimatedTransitioning,
        interactor: (any UIViewControllerInteractiveTransitioning)?, presentationController: AnimatorPartners.PresentationControllerFactory? = nil
    ) {
        self.direction = direction
        self.animator = animator
        self.interactor = interactor
        makePresentationController = presentationController
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        makePresentationController?(presented, presenting ?? source)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        direction == .presentation ? vendAnimator() : nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        direction == .dismissal ? vendAnimator() : nil
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )? {
        direction == .presentation ? vendInteractor() : nil
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        direction == .dismissal ? vendInteractor() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        (operation == .push && direction == .push) || (operation == .pop && direction == .pop) ? vendAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        direction.isModal ? nil : vendInteractor()
    }

    private func vendAnimator() -> (any UIViewControllerAnimatedTransitioning)? {
        defer { animator = nil }
        return animator
    }

    private func vendInteractor() -> (any UIViewControllerInteractiveTransitioning)? {
        defer { interactor = nil }
        return interactor
    }
}
