#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A card cover that slides up over a presenter that stays, and back down, as widely copied card
/// libraries write it: the dismissal reads `finalFrame(for: fromVC)` as "the card's current frame"
/// to put it back when a pull-down is cancelled, and the card casts a shadow from a view it adds
/// to the window (above the container) and never removes.
///
/// Two faults of different kinds:
/// - reading `finalFrame(for:)` of the dismissed view controller: UIKit's header allows `.zero`
///   (HeadlessUIKit's default) or its current frame there (open point F10). Under `.zero` a
///   cancelled pull-down leaves the card at (0, 0, 0×0) — ANIM-CANCEL-RESTORES-STATE — and under
///   the current frame it works: reported as ANIM-DISMISSED-FINAL-FRAME, a `should` naming the
///   open point.
/// - the shadow view in the window, outside the container: ANIM-CONTAINER-ONLY under either answer.
///   That second fault must not turn the first back into a `must`.
@MainActor
final class ReversibleCoverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private weak var shadow: UIView?

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let card = transitionContext.view(forKey: isPresenting ? .to : .from), let cardController = transitionContext.viewController(forKey: key)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        // The card's resting frame: where it ends when presented, "where it is" when dismissed.
        let resting = transitionContext.finalFrame(for: cardController)
        let offScreen = CGRect(x: container.bounds.minX, y: container.bounds.maxY, width: container.bounds.width, height: container.bounds.height)
        if isPresenting {
            card.frame = offScreen
            container.addSubview(card)
        }
        if let window = container.window {
            let shadow = UIView(frame: container.bounds)
            shadow.backgroundColor = UIColor(white: 0, alpha: 0.2)
            window.addSubview(shadow)
            self.shadow = shadow
        }
        let isPresenting = isPresenting
        nonisolated(unsafe) let context = transitionContext
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { card.frame = isPresenting ? resting : offScreen },
            completion: { _ in
                MainActor.assumeIsolated {
                    let cancelled = context.transitionWasCancelled
                    if cancelled {
                        if isPresenting { card.removeFromSuperview() } else { card.frame = resting }
                    } else if !isPresenting {
                        card.removeFromSuperview()
                    }
                    context.completeTransition(!cancelled)
                }
            })
    }
}
