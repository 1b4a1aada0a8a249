#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// An interruptible animator as iOS 10+ transition libraries write it: one
/// `UIViewPropertyAnimator` per transition, made lazily by `interruptibleAnimator(using:)` and
/// reused by `animateTransition(using:)`, released in `animationEnded(_:)`; the conformance is in an
/// extension and a helper class builds the animations.
final class InterruptibleCardAnimator: NSObject {
    let isPresenting: Bool
    let duration: TimeInterval
    private var runningAnimator: UIViewImplicitlyAnimating?

    init(isPresenting: Bool, duration: TimeInterval = 0.5) {
        self.isPresenting = isPresenting
        self.duration = duration
    }
}

/// Builds the card's animations; a plain class holding views between calls.
final class CardAnimationBuilder {
    private let cardView: UIView
    private let shownFrame: CGRect
    private let hiddenFrame: CGRect

    init(cardView: UIView, shownFrame: CGRect, hiddenFrame: CGRect) {
        self.cardView = cardView
        self.shownFrame = shownFrame
        self.hiddenFrame = hiddenFrame
    }

    func prepare(presenting: Bool) {
        cardView.frame = presenting ? hiddenFrame : shownFrame
        cardView.layer.cornerRadius = presenting ? 24 : 12
    }

    func animations(presenting: Bool) -> () -> Void {
        let card = cardView
        let target = presenting ? shownFrame : hiddenFrame
        return {
            card.frame = target
            card.layer.cornerRadius = presenting ? 12 : 24
        }
    }
}

extension InterruptibleCardAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let runningAnimator = runningAnimator { return runningAnimator }
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let container = transitionContext.containerView
        let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: 0.82)
        guard let controller = transitionContext.viewController(forKey: key) else {
            animator.addCompletion { _ in transitionContext.completeTransition(false) }
            runningAnimator = animator
            return animator
        }
        let shown = transitionContext.finalFrame(for: controller)
        let hidden = CGRect(x: shown.minX, y: container.bounds.maxY, width: shown.width, height: shown.height)
        let builder = CardAnimationBuilder(cardView: controller.view, shownFrame: shown, hiddenFrame: hidden)
        builder.prepare(presenting: isPresenting)
        if isPresenting { container.addSubview(controller.view) }
        animator.addAnimations(builder.animations(presenting: isPresenting))
        animator.addCompletion { position in
            let completed = position == .end && !transitionContext.transitionWasCancelled
            if completed && !self.isPresenting { controller.view.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
        runningAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        runningAnimator = nil
    }
}
