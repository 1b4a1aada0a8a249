#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A cell-expand transition as gallery apps write it after WWDC 2016's interruptible transitions:
/// one `NSObject` that is both the animator and the interaction controller, implementing
/// `UIViewControllerInteractiveTransitioning` itself with a property animator it scrubs from a pan,
/// the expanded view growing out of the selected collection-view cell, and the conformances in
/// extensions.
final class CellExpandTransition: NSObject {
    weak var collectionView: UICollectionView?
    var isInteractive = false
    let duration: TimeInterval = 0.45
    private var animator: UIViewPropertyAnimator?
    private var context: UIViewControllerContextTransitioning?

    init(collectionView: UICollectionView?) {
        self.collectionView = collectionView
    }

    /// Where the selected cell is, in the container's coordinates.
    func selectedCellFrame(in container: UIView) -> CGRect {
        guard let collectionView = collectionView, let indexPath = collectionView.indexPathsForSelectedItems?.first,
            let attributes = collectionView.layoutAttributesForItem(at: indexPath)
        else { return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 1, height: 1) }
        return collectionView.convert(attributes.frame, to: container)
    }

    /// The pan's handler: scrubs, then finishes or cancels the running transition.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let animator = animator, let context = context else { return }
        let height = max(context.containerView.bounds.height, 1)
        let fraction = min(max(-pan.translation(in: context.containerView).y / height, 0), 1)
        switch pan.state {
        case .changed:
            animator.fractionComplete = fraction
            context.updateInteractiveTransition(fraction)
        case .ended, .cancelled:
            let finishing = pan.state == .ended && fraction > 0.4
            animator.isReversed = !finishing
            if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }

    private func makeAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
        guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else {
            animator.addCompletion { _ in transitionContext.completeTransition(false) }
            return animator
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = selectedCellFrame(in: container)
        toView.layer.cornerRadius = 10
        toView.clipsToBounds = true
        container.addSubview(toView)
        animator.addAnimations {
            toView.frame = finalFrame
            toView.layer.cornerRadius = 0
        }
        animator.addCompletion { position in
            let completed = position == .end
            if !completed { toView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
        return animator
    }
}

extension CellExpandTransition: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator { return animator }
        let animator = makeAnimator(using: transitionContext)
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
        context = nil
        isInteractive = false
    }
}

extension CellExpandTransition: UIViewControllerInteractiveTransitioning {
    var wantsInteractiveStart: Bool { isInteractive }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let animator = interruptibleAnimator(using: transitionContext)
        if transitionContext.isInteractive {
            animator.pauseAnimation()
        } else {
            animator.startAnimation()
        }
    }
}
