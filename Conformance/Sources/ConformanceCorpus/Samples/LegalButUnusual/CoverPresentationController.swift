#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A full-screen cover as apps write it for a "story" or onboarding screen: a presentation
/// controller whose `shouldRemovePresentersView` is `true` (UIKit takes the presenting view out of
/// the window once the presentation completes, as for `.fullScreen`), with a cross-dissolve
/// animator that handles both views UIKit hands it.
///
/// Correct. With this presentation controller UIKit hands the animator the presenter's view
/// (`view(forKey: .from)` in a presentation, `.to` in a dismissal) and removes or restores it
/// itself; the animator fades the presented view in over it and puts it back in the container for
/// the dismissal. Checked with `verifyAnimator(presentationController:)`, whose scenarios ask for
/// the presenter kept: what ran is the presenter removed, and the checks must be those of what ran
/// (neither ANIM-NIL-VIEWS nor ANIM-PRESENTER-VIEW-UNTOUCHED, which apply only when it stays).
@MainActor
final class CoverPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Cross-dissolves between the two views UIKit hands it, whichever of them exist.
@MainActor
final class CoverCrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if let toView, let toController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toController)
            toView.alpha = 0
            container.addSubview(toView)
        }
        nonisolated(unsafe) let context = transitionContext
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView?.alpha = 1
                fromView?.alpha = 0
            },
            completion: { _ in
                MainActor.assumeIsolated {
                    let cancelled = context.transitionWasCancelled
                    fromView?.alpha = 1
                    toView?.alpha = 1
                    if cancelled { toView?.removeFromSuperview() } else { fromView?.removeFromSuperview() }
                    context.completeTransition(!cancelled)
                }
            })
    }
}
