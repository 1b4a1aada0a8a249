#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The transitioning delegate the presentation-controller suite presents with: your presentation
/// controller, an animator (a reference one or yours) per direction, and the interaction
/// controller the run hands it for the next transition. The bench's bare run presents with it too.
@MainActor
package final class PresentationSuiteDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let makePresentationController: (UIViewController, UIViewController) -> UIPresentationController
    private let makeAnimator: (TransitionScenario.Kind) -> any UIViewControllerAnimatedTransitioning
    /// Vended, once, for the next transition.
    package var nextInteraction: UIPercentDrivenInteractiveTransition?
    /// The type name of the first presentation controller made, for the report.
    private(set) var presentationControllerType: String?

    package init(
        presentationController: @escaping (UIViewController, UIViewController) -> UIPresentationController,
        animator: @escaping (TransitionScenario.Kind) -> any UIViewControllerAnimatedTransitioning
    ) {
        makePresentationController = presentationController
        makeAnimator = animator
    }

    package func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(.presentation)
    }

    package func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(.dismissal)
    }

    package func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )? {
        defer { nextInteraction = nil }
        return nextInteraction
    }

    package func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    {
        defer { nextInteraction = nil }
        return nextInteraction
    }

    package func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        let controller = makePresentationController(presented, presenting ?? source)
        if presentationControllerType == nil { presentationControllerType = "\(type(of: controller))" }
        return controller
    }
}
