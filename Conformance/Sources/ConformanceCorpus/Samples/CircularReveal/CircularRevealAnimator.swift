// Transition code written exactly as it would be for UIKit: only the import is swapped. In an app
// it reads `import UIKit`; here it imports TransitionConformance, which re-exports UIKit where
// UIKit exists and HeadlessUIKit everywhere else.
//
// A circular reveal in the style of the popular "Ping"-like animators (Ray Wenderlich's 2014
// CircleTransitionAnimator and the libraries that grew from it): the presented view is shown
// through a `CAShapeLayer` mask whose `path` a `CABasicAnimation(keyPath: "path")` grows from a
// small circle at the starting point (the tapped button, in an app) to one covering the container;
// the dismissal shrinks it back. The animator is the animation's delegate and completes the
// transition from `animationDidStop(_:finished:)`, after taking the mask off — which the
// published tutorial got wrong (it cleared the from-view's mask, leaving the presented view masked,
// harmless while the circle covers it). Stand-ins for app code: the starting point is the
// container's centre unless the app sets it.

import TransitionConformance

/// A circular reveal (presentation) and collapse (dismissal) through an animated mask.
@MainActor
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    enum Mode { case present, dismiss }

    /// A deliberate defect, for the corpus's mutants.
    enum Bug {
        /// Calls `completeTransition(_:)` right after adding the animation, as if it were synchronous.
        case completesBeforeTheAnimation
        /// Completes only when the animation says `finished`, so an interrupted animation never does.
        case completesOnlyWhenFinished
    }

    let mode: Mode
    let bug: Bug?
    /// Where the circle starts (presenting) or ends (dismissing), in the container's coordinates;
    /// the container's centre when nil.
    var startingPoint: CGPoint?
    let duration: TimeInterval = 0.45

    private var transitionContext: (any UIViewControllerContextTransitioning)?
    private weak var maskedView: UIView?

    init(mode: Mode, bug: Bug? = nil) {
        self.mode = mode
        self.bug = bug
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        if let toView = transitionContext.view(forKey: .to), let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            if mode == .dismiss, let fromView, fromView.superview === containerView {
                containerView.insertSubview(toView, belowSubview: fromView)
            } else {
                containerView.addSubview(toView)
            }
        }
        let masked = mode == .present ? transitionContext.view(forKey: .to) : fromView
        guard transitionContext.isAnimated, let masked else {
            finish(transitionContext)
            return
        }

        // The circles, in the masked view's coordinates: a dot at the starting point, and the
        // circle through the container's farthest corner.
        let bounds = containerView.bounds
        let start = startingPoint ?? CGPoint(x: bounds.midX, y: bounds.midY)
        let center = masked.convert(start, from: containerView)
        let radius = hypot(max(start.x - bounds.minX, bounds.maxX - start.x), max(start.y - bounds.minY, bounds.maxY - start.y))
        let dot = UIBezierPath(ovalIn: CGRect(x: center.x - 1, y: center.y - 1, width: 2, height: 2))
        let cover = UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))

        let maskLayer = CAShapeLayer()
        maskLayer.path = (mode == .present ? cover : dot).cgPath  // the model value: where it ends
        masked.layer.mask = maskLayer

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = (mode == .present ? dot : cover).cgPath
        animation.toValue = maskLayer.path
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        self.transitionContext = transitionContext
        maskedView = masked
        maskLayer.add(animation, forKey: "path")
        if bug == .completesBeforeTheAnimation {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        maskedView?.layer.mask = nil
        maskedView = nil
        guard let transitionContext else { return }
        self.transitionContext = nil
        if bug == .completesOnlyWhenFinished && !flag { return }
        if bug == .completesBeforeTheAnimation {
            if mode == .dismiss && !transitionContext.transitionWasCancelled { transitionContext.view(forKey: .from)?.removeFromSuperview() }
            return
        }
        finish(transitionContext)
    }

    /// Puts the views where a finished or cancelled transition leaves them and completes it.
    private func finish(_ transitionContext: any UIViewControllerContextTransitioning) {
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled {
            transitionContext.view(forKey: .to)?.removeFromSuperview()
        } else if mode == .dismiss {
            transitionContext.view(forKey: .from)?.removeFromSuperview()
        }
        transitionContext.completeTransition(!cancelled)
    }
}
