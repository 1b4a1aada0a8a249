#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The transitioning delegate through which UIKit stages an animator-suite run
/// (``TransitionRun/Staging/uikitModal``): for the judged direction only, it vends the animator
/// under test — behind an observing proxy — and, in an interactive scenario, the kit's
/// `UIPercentDrivenInteractiveTransition`.
///
/// It vends nothing for the other direction (UIKit then runs its own transition, as when the run
/// sets up a dismissal by presenting without animation) and no presentation controller (UIKit
/// makes its own for `.custom`: the presenter's view stays, as the scenario says). Each vended
/// animator is vended once: asked again, it answers nil, so a transition started by someone else
/// in the window cannot reach the animator under test.
@MainActor
final class AnimatorStagingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let direction: TransitionScenario.Kind
    private var animator: (any UIViewControllerAnimatedTransitioning)?
    private var interactor: UIPercentDrivenInteractiveTransition?

    /// Vends `animator` (already the proxy UIKit is to call) and `interactor` for the next
    /// transition of `direction` (`.presentation` or `.dismissal`).
    init(
        direction: TransitionScenario.Kind, animator: any UIViewControllerAnimatedTransitioning,
        interactor: UIPercentDrivenInteractiveTransition?
    ) {
        self.direction = direction
        self.animator = animator
        self.interactor = interactor
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

    private func vendAnimator() -> (any UIViewControllerAnimatedTransitioning)? {
        defer { animator = nil }
        return animator
    }

    private func vendInteractor() -> UIPercentDrivenInteractiveTransition? {
        defer { interactor = nil }
        return interactor
    }
}
