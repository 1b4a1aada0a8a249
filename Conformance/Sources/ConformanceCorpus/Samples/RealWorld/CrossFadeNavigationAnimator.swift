import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A navigation cross-fade in the style of the fade animators of transition libraries: the pushed
/// screen fades in over the one it covers; a pop fades the top screen out over the one below. It
/// takes both views from the context and adds the pushed one to the container.
///
/// ``Variant/pushedViewNeverFramed`` is those libraries' animator before they fixed it: it never
/// sets the pushed view's frame, so the view keeps the size it loaded at — the size of the nib or
/// storyboard scene it was designed in (a ``NibSizedDetailViewController``), the screen's size in a
/// split view, the full height under an opaque navigation bar. Apps reported the pushed screen
/// left at the wrong frame after the push (IBAnimatable issue 305, fixed in pull request 309 by
/// setting `finalFrame(for:)`; RZTransitions pull request 59). ``Variant/correct`` sets
/// `toView.frame = transitionContext.finalFrame(for: toViewController)` before adding it, as
/// those fixes do.
@MainActor
final class CrossFadeNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Variant: String, CaseIterable {
        case correct
        /// Adds the pushed view as it loaded, never framed.
        case pushedViewNeverFramed
    }

    private let operation: UINavigationController.Operation
    private let variant: Variant

    init(operation: UINavigationController.Operation, variant: Variant = .correct) {
        self.operation = operation
        self.variant = variant
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let containerView = transitionContext.containerView
        let isPush = operation == .push
        if variant == .correct || !isPush {
            toView.frame = transitionContext.finalFrame(for: toViewController)
        }
        if isPush {
            toView.alpha = 0
            containerView.addSubview(toView)
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if isPush { toView.alpha = 1 } else { fromView.alpha = 0 }
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                fromView.alpha = 1
                toView.alpha = 1
                if cancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

/// An app's detail screen whose view comes from a nib designed at 320 × 480 points (written here
/// as the `loadView()` that loading it amounts to): until a container sets its frame, the view is
/// that size, whatever the window's. Its view resizes with its superview, as a nib's root view does.
@MainActor
final class NibSizedDetailViewController: UIViewController {
    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .white
        view = root
    }
}

/// A navigation delegate vending ``CrossFadeNavigationAnimator`` for every push and pop.
@MainActor
final class CrossFadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private let variant: CrossFadeNavigationAnimator.Variant

    init(variant: CrossFadeNavigationAnimator.Variant) {
        self.variant = variant
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CrossFadeNavigationAnimator(operation: operation, variant: variant)
    }
}
