#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The snapshot card's animator for one direction: slides the card up from below the container,
/// or down out of it, in 0.4 s (with Reduce Motion on, fades it in place), and completes with `!transitionWasCancelled`. It animates only the
/// card: the backdrop and the presenter's snapshot are the presentation controller's.
///
/// Broken variant (``SnapshotCardDefect/animatorShadowInWindow``): the animator adds a soft shadow
/// under the card to the container's window (outside the container) when it starts, and removes
/// it in its completion — ANIM-CONTAINER-ONLY, the animator's: a view added outside the container
/// sits outside UIKit's transition view, over or under it by chance.
@MainActor
final class SnapshotCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let shadowInWindow: Bool

    init(isPresenting: Bool, shadowInWindow: Bool) {
        self.isPresenting = isPresenting
        self.shadowInWindow = shadowInWindow
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let card = transitionContext.view(forKey: isPresenting ? .to : .from),
            let cardController = transitionContext.viewController(forKey: isPresenting ? .to : .from)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let shown = isPresenting ? transitionContext.finalFrame(for: cardController) : card.frame
        // With Reduce Motion on, the card fades in place instead of sliding.
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let hidden = reduceMotion ? shown : shown.offsetBy(dx: 0, dy: container.bounds.height)
        if isPresenting {
            card.frame = hidden
            if reduceMotion { card.alpha = 0 }
            container.addSubview(card)
        }
        var shadow: UIView?
        if shadowInWindow, let window = container.window {
            let view = UIView(frame: window.convert(shown, from: container).insetBy(dx: -8, dy: -8))
            view.backgroundColor = UIColor(white: 0, alpha: 0.2)
            view.layer.cornerRadius = 16
            window.addSubview(view)
            shadow = view
        }
        let isPresenting = isPresenting
        nonisolated(unsafe) let context = transitionContext
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: {
                card.frame = isPresenting ? shown : hidden
                if reduceMotion { card.alpha = isPresenting ? 1 : 0 }
            },
            completion: { [shadow] _ in
                MainActor.assumeIsolated {
                    shadow?.removeFromSuperview()
                    card.alpha = 1
                    let completed = !context.transitionWasCancelled
                    if isPresenting != completed { card.removeFromSuperview() }
                    context.completeTransition(completed)
                }
            })
    }
}
