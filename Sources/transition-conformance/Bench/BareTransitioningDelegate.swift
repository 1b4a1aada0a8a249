#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance

/// The transitioning delegate of a bare presentation run: the subject's presentation
/// controller, an animator per transition, and the interaction controller set for the next one.
@MainActor
final class BareTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let makePresentationController: (UIViewController, UIViewController) -> UIPresentationController
    private let makeAnimator: (TransitionScenario.Kind) -> any UIViewControllerAnimatedTransitioning
    var nextInteraction: UIPercentDrivenInteractiveTransition?
    private(set) var lastAnimator: (any UIViewControllerAnimatedTransitioning)?

    init(
        presentationController: @escaping (UIViewController, UIViewController) -> UIPresentationController,
        animator: @escaping (TransitionScenario.Kind) -> any UIViewControllerAnimatedTransitioning
    ) {
        makePresentationController = presentationController
        makeAnimator = animator
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        lastAnimator = makeAnimator(.presentation)
        return lastAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        lastAnimator = makeAnimator(.dismissal)
        return lastAnimator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        defer { nextInteraction = nil }
        return nextInteraction
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        defer { nextInteraction = nil }
        return nextInteraction
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        makePresentationController(presented, presenting ?? source)
    }
}
