#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The view controllers a zoom transition grows a thumbnail out of and back into.
protocol ZoomTransitionSource: AnyObject {
    func zoomTransitionSourceView() -> UIView?
}

/// A zoom animator as image-viewer libraries write it: a plain `NSObject` whose conformance is
/// declared in an extension, with a snapshot that flies from the thumbnail to the final frame,
/// helpers in the class body, and a `deinit` that tidies up a view it may have left behind.
class ZoomTransitionAnimator: NSObject {
    enum Direction {
        case presenting
        case dismissing
    }

    let direction: Direction
    var duration: TimeInterval = 0.35
    weak var source: ZoomTransitionSource?
    private var transitionImageView: UIView?

    init(direction: Direction, source: ZoomTransitionSource?) {
        self.direction = direction
        self.source = source
        super.init()
    }

    deinit {
        transitionImageView?.removeFromSuperview()
    }

    func sourceFrame(in container: UIView) -> CGRect {
        guard let view = source?.zoomTransitionSourceView(), let superview = view.superview else {
            return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        }
        return superview.convert(view.frame, to: container)
    }

    func makeTransitionView(from view: UIView) -> UIView {
        let snapshot = view.snapshotView(afterScreenUpdates: true) ?? UIView(frame: view.bounds)
        snapshot.layer.cornerRadius = 8
        snapshot.clipsToBounds = true
        transitionImageView = snapshot
        return snapshot
    }
}

extension ZoomTransitionAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        switch direction {
        case .presenting: animatePresentation(using: transitionContext)
        case .dismissing: animateDismissal(using: transitionContext)
        }
    }

    private func animatePresentation(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame
        toView.alpha = 0
        container.addSubview(toView)

        let zoomView = makeTransitionView(from: toView)
        zoomView.frame = sourceFrame(in: container)
        container.addSubview(zoomView)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: [.curveEaseOut],
            animations: {
                zoomView.frame = finalFrame
                toView.alpha = 1
            },
            completion: { _ in
                zoomView.removeFromSuperview()
                self.transitionImageView = nil
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    private func animateDismissal(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let zoomView = makeTransitionView(from: fromView)
        zoomView.frame = fromView.frame
        container.addSubview(zoomView)
        fromView.alpha = 0
        let target = sourceFrame(in: container)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                zoomView.frame = target
                zoomView.alpha = 0
            },
            completion: { _ in
                zoomView.removeFromSuperview()
                self.transitionImageView = nil
                if transitionContext.transitionWasCancelled { fromView.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        transitionImageView = nil
    }
}
