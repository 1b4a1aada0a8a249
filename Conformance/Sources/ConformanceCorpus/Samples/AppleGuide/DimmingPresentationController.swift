// Transition code written exactly as it would be for UIKit: only the import is swapped. In an app
// it reads `import UIKit`; here it imports TransitionConformance, which re-exports UIKit where
// UIKit exists and HeadlessUIKit everywhere else. HeadlessUIKitTests run it through HeadlessUIKit's
// machinery (`@testable import ConformanceCorpus`); the corpus checks it with the kit.
//
// Apple's View Controller Programming Guide for iOS, "Creating Custom Presentations":
// Listings 11-1 to 11-5 rewritten in Swift. A presentation controller that shows the presented
// view controller in the right half of the container over a dimming view, fading the dimming view
// in and out alongside the transition.
//
// As published, nothing puts the dimming view's alpha back when a dismissal is cancelled: the
// alongside block of `dismissalTransitionWillBegin()` set it to 0, and a cancelled transition
// leaves that model value in place (contract §3). And no listing lays anything out again when the
// container changes size, although the guide says UIKit calls `containerViewWillLayoutSubviews()`
// for that: after a rotation the dimming view and the presented view keep their old frames.
// `CorrectedDimmingPresentationController` adds both.

import TransitionConformance

class DimmingPresentationController: UIPresentationController {
    let dimmingView: UIView

    // Listing 11-2: create the dimming view and set its initial appearance.
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        let dimmingView = UIView()
        dimmingView.backgroundColor = UIColor(white: 0.0, alpha: 0.4)
        dimmingView.alpha = 0.0
        self.dimmingView = dimmingView
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    // Listing 11-1: the presented view covers the right half of the container.
    override var frameOfPresentedViewInContainerView: CGRect {
        var presentedViewFrame = CGRect.zero
        let containerBounds = containerView?.bounds ?? .zero

        presentedViewFrame.size = CGSize(
            width: floor(containerBounds.size.width / 2.0),
            height: containerBounds.size.height)
        presentedViewFrame.origin.x = containerBounds.size.width - presentedViewFrame.size.width
        return presentedViewFrame
    }

    // Listing 11-3: animate the dimming view onto the screen.
    override func presentationTransitionWillBegin() {
        // Get critical information about the presentation.
        guard let containerView else { return }
        let presentedViewController = self.presentedViewController

        // Set the dimming view to the size of the container's bounds, and make it transparent
        // initially.
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0.0

        // Insert the dimming view below everything else.
        containerView.insertSubview(dimmingView, at: 0)

        // Set up the animations for fading in the dimming view.
        if let transitionCoordinator = presentedViewController.transitionCoordinator {
            transitionCoordinator.animate(
                alongsideTransition: { _ in
                    // Fade in the dimming view.
                    self.dimmingView.alpha = 1.0
                }, completion: nil)
        } else {
            dimmingView.alpha = 1.0
        }
    }

    // Listing 11-4: handle a cancelled presentation.
    override func presentationTransitionDidEnd(_ completed: Bool) {
        // If the presentation was cancelled, remove the dimming view.
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    // Listing 11-5: dismiss the presentation's views.
    override func dismissalTransitionWillBegin() {
        // Fade the dimming view back out.
        if let transitionCoordinator = presentedViewController.transitionCoordinator {
            transitionCoordinator.animate(
                alongsideTransition: { _ in
                    self.dimmingView.alpha = 0.0
                }, completion: nil)
        } else {
            dimmingView.alpha = 0.0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        // If the dismissal was successful, remove the dimming view.
        if completed {
            dimmingView.removeFromSuperview()
        }
    }
}

/// Listings 11-1…11-5 with what they leave out: the dimming view's alpha is put back when a
/// dismissal is cancelled (Listing 11-5's alongside block left it at 0), and the dimming view and
/// the presented view follow the container's size in `containerViewWillLayoutSubviews()`.
final class CorrectedDimmingPresentationController: DimmingPresentationController {
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        // The dismissal was cancelled: the presentation stays, and so must the dimming.
        if !completed { dimmingView.alpha = 1.0 }
    }
}
