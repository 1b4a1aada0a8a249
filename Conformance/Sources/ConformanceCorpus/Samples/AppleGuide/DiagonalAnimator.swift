// Transition code written exactly as it would be for UIKit: only the import is swapped. In an app
// it reads `import UIKit`; here it imports TransitionConformance, which re-exports UIKit where
// UIKit exists and HeadlessUIKit everywhere else. HeadlessUIKitTests run it through HeadlessUIKit's
// machinery (`@testable import ConformanceCorpus`); the corpus checks it with the kit.
//
// Apple's View Controller Programming Guide for iOS, "Customizing the Transition Animations":
// Listing 10-1 (the transitioning delegate vends the animator) and Listing 10-2 (a diagonal
// presentation and dismissal), rewritten in Swift. `DiagonalAnimator` reproduces the listing's
// behaviour as published, slips included; `DiagonalAnimatorFixed` does what the guide's prose
// says. Both are ordinary UIKit code: they compile against UIKit on iOS and against HeadlessUIKit
// everywhere else.
//
// What the published listing does that its prose does not say:
// 1. On a successful dismissal it removes the *to* view, where the prose says "remove the from
//    view". For a `.custom` presentation whose presentation controller keeps the presenter's view
//    (`shouldRemovePresentersView == false`, the default), `view(forKey: .to)` is nil during the
//    dismissal, so that line removes nothing: the dismissed view stays in the container until
//    UIKit takes the container away.
// 2. The dismissed view's end frame takes its size from the *to* view. With that view nil
//    (Objective-C messages to nil return zero) the size is 0 × 0: the view shrinks into the
//    bottom-right corner instead of sliding out.
// 3. The presented view's start frame is `initialFrame(for: toVC)` with a new origin. UIKit
//    reports `.zero` for a view controller being presented, so the view grows out of the corner
//    from 0 × 0 instead of sliding in at its final size.
// 4. It never reads `isAnimated`: a non-animated `.custom` presentation still animates for the
//    animator's full duration.
// 5. On a cancelled dismissal it does not put back the frame it animated; the model frame stays
//    at the animated end value. When the presenter's view had been removed (and so is handed over
//    as the to view) it adds that view back and, on a cancel, leaves it there; on success it
//    removes it again (slip 1), so the presenter is left with no view on screen.

import TransitionConformance

/// Listing 10-2: presents by moving the presented view from the container's bottom-right corner
/// to its final frame, and dismisses by moving it back to that corner. As published.
final class DiagonalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (true) or dismisses (false); the transitioning delegate sets
    /// it when it makes the animator, as the guide describes.
    let presenting: Bool
    /// The animator's own duration.
    let duration: TimeInterval

    init(presenting: Bool, duration: TimeInterval = 0.5) {
        self.presenting = presenting
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        // Get the set of relevant objects.
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)

        // Set up some variables for the animation.
        let containerFrame = containerView.frame
        var toViewStartFrame = transitionContext.initialFrame(for: toVC)
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
        var fromViewFinalFrame = transitionContext.finalFrame(for: fromVC)

        // Set up the animation parameters.
        if presenting {
            // Modify the frame of the presented view so that it starts offscreen at the
            // lower-right corner of the container.
            toViewStartFrame.origin.x = containerFrame.size.width
            toViewStartFrame.origin.y = containerFrame.size.height
        } else {
            // Modify the frame of the dismissed view so it ends in the lower-right corner of the
            // container view. (As published: the size is the *to* view's, zero when it is nil.)
            fromViewFinalFrame = CGRect(
                x: containerFrame.size.width,
                y: containerFrame.size.height,
                width: toView?.frame.size.width ?? 0,
                height: toView?.frame.size.height ?? 0)
        }

        // Always add the "to" view to the container. And it doesn't hurt to set its start frame.
        // (Nothing happens when it is nil, as with a message to nil in Objective-C.)
        if let toView {
            containerView.addSubview(toView)
            toView.frame = toViewStartFrame
        }

        // Animate using the animator's own duration value.
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if self.presenting {
                    // Move the presented view into position.
                    toView?.frame = toViewFinalFrame
                } else {
                    // Move the dismissed view offscreen.
                    fromView?.frame = fromViewFinalFrame
                }
            },
            completion: { _ in
                let success = !transitionContext.transitionWasCancelled

                // After a failed presentation or successful dismissal, remove the view.
                // (As published: the *to* view, which is nil on this dismissal.)
                if (self.presenting && !success) || (!self.presenting && success) {
                    toView?.removeFromSuperview()
                }

                // Notify UIKit that the transition has finished.
                transitionContext.completeTransition(success)
            })
    }
}

/// Listing 10-2 as the guide's prose describes it: the presented view slides in from the
/// bottom-right corner at its final size and slides back out there; a successful dismissal
/// removes the *from* view; a non-animated transition does not animate; a cancelled transition
/// puts back what it changed, the view hierarchy included; with Reduce Motion on, the view fades
/// with a 24-point diagonal nudge instead of crossing the screen (Apple's Human Interface
/// Guidelines, Motion).
final class DiagonalAnimatorFixed: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval

    init(presenting: Bool, duration: TimeInterval = 0.5) {
        self.presenting = presenting
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        // Fix 4: no animation when UIKit says the transition is not animated.
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let corner = CGPoint(x: containerView.bounds.width, y: containerView.bounds.height)

        // Fix 6: with Reduce Motion on, a short nudge and a fade instead of a slide across the screen.
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
        // Fix 3: start at the final size, not at initialFrame(for:), which is .zero here.
        let toViewStartFrame =
            reduceMotion ? toViewFinalFrame.offsetBy(dx: 24, dy: 24) : CGRect(origin: corner, size: toViewFinalFrame.size)
        // Fix 2: the dismissed view keeps its own size.
        let fromViewStartFrame = fromView?.frame ?? transitionContext.initialFrame(for: fromVC)
        let fromViewFinalFrame =
            reduceMotion ? fromViewStartFrame.offsetBy(dx: 24, dy: 24) : CGRect(origin: corner, size: fromViewStartFrame.size)
        let movingView = presenting ? toView : fromView
        let movingAlpha = movingView?.alpha ?? 1

        if presenting, let toView {
            containerView.addSubview(toView)
            toView.frame = toViewStartFrame
            if reduceMotion { toView.alpha = 0 }
        } else if let toView {
            // The presenter's view came back (a presentation that had removed it).
            toView.frame = toViewFinalFrame
            containerView.insertSubview(toView, at: 0)
        }

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if self.presenting {
                    toView?.frame = toViewFinalFrame
                } else {
                    fromView?.frame = fromViewFinalFrame
                }
                if reduceMotion { movingView?.alpha = self.presenting ? movingAlpha : 0 }
            },
            completion: { _ in
                let success = !transitionContext.transitionWasCancelled
                if reduceMotion { movingView?.alpha = movingAlpha }
                if self.presenting && !success {
                    toView?.removeFromSuperview()
                }
                if !self.presenting && success {
                    // Fix 1: a successful dismissal removes the *from* view.
                    fromView?.removeFromSuperview()
                }
                if !self.presenting && !success {
                    // Fix 5: a cancelled dismissal puts the view back where it was, and takes out the
                    // presenter's view it brought back ("undo any modifications … to the view hierarchy").
                    fromView?.frame = fromViewStartFrame
                    toView?.removeFromSuperview()
                }
                transitionContext.completeTransition(success)
            })
    }
}

/// Listings 10-1 and 11-6: the transitioning delegate makes the animators and the presentation
/// controller.
final class DiagonalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        DiagonalAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        DiagonalAnimator(presenting: false)
    }
}
