import TransitionConformance

/// One slide animator for every transition an app's coordinator runs, modal or navigation, that
/// reads what it is handed from the context: `presentationStyle == .none` (a navigation
/// controller's push or pop) slides horizontally, any modal style vertically; `isAnimated == false`
/// makes the duration 0. Whether it moves forwards (presentation, push) or backwards (dismissal,
/// pop) is the one thing it is told, by the delegate that makes it.
///
/// It runs one `UIViewPropertyAnimator` made in `animateTransition(using:)` — it does not vend it
/// through `interruptibleAnimator(using:)` — and completes in the property animator's completion
/// with `!transitionWasCancelled`. Under a percent-driven interaction controller a cancel plays
/// the animation backwards but leaves the model values at their end (contract §3), so after a
/// cancel it puts back the frames it changed and takes out the view it added. The shape of the
/// iOS 10+ rewrites of older `UIView.animate` animators.
///
/// Legal: UIKit's percent-driven controller drives the layers of the container, whoever created
/// the animations in them, and the completion does what a cancelled transition requires (R3, R7).
@MainActor
final class StyleReadingSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isForward: Bool

    init(isForward: Bool) {
        self.isForward = isForward
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard let transitionContext else { return 0.35 }
        return transitionContext.isAnimated ? 0.35 : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let horizontal = transitionContext.presentationStyle == .none
        let offset = horizontal ? CGVector(dx: container.bounds.width, dy: 0) : CGVector(dx: 0, dy: container.bounds.height)
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let fromStart = fromView?.frame ?? .zero
        let toFinal = transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) } ?? container.bounds

        if let toView {
            toView.frame = isForward ? toFinal.offsetBy(dx: offset.dx, dy: offset.dy) : toFinal
            if !isForward, let fromView {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        let isForward = isForward
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut) {
            if isForward {
                toView?.frame = toFinal
            } else {
                fromView?.frame = fromStart.offsetBy(dx: offset.dx, dy: offset.dy)
            }
        }
        animator.addCompletion { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                fromView?.frame = fromStart
                toView?.removeFromSuperview()
            } else if !isForward {
                fromView?.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        }
        animator.startAnimation()
    }
}
