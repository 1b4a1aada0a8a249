import TransitionConformance

/// Seed 004's `CustomPresentationController`, which the post vends but does not print.
///
/// The post says it studied an App Store clone whose presentation controller shows itself by
/// blurring what is behind the card, and that its own is what adds the blur (without it UIKit's
/// default presentation shows no blur). This stand-in is that clone's presentation controller as
/// such clones write it: a `UIVisualEffectView` with no effect and alpha 0 is added to the
/// container; alongside the presentation it gets a light blur and alpha 1; alongside the dismissal
/// it fades to alpha 0 and is removed when the dismissal completed. The presented view keeps the
/// default frame (the whole container). Stand-ins: the blur's edge constraints are flexible
/// autoresizing; the clone's appearance forwarding to the presenting view controller is omitted.
class CardBlurPresentationController: UIPresentationController {
    let blurView = UIVisualEffectView(effect: nil)

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        blurView.headlessName = "blurView"
        blurView.frame = containerView.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(blurView)
        blurView.alpha = 0
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.effect = UIBlurEffect(style: .light)
            self.blurView.alpha = 1
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            blurView.removeFromSuperview()
        }
    }
}

/// ``CardBlurPresentationController`` corrected: it lays the presented view out at
/// `frameOfPresentedViewInContainerView` when the container changes size, instead of relying on
/// the presented view controller's root view to autoresize.
final class CorrectedCardBlurPresentationController: CardBlurPresentationController {
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
