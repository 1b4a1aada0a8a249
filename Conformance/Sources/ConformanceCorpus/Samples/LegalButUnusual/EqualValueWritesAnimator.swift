import TransitionConformance

/// A card animator that "makes sure" of values it already has, as defensive animator code often
/// does: it sets the card's frame to `finalFrame(for:)` before animating towards it (the slide is
/// a transform), writes `alpha = 1` to views whose alpha is already 1, sets the corner radius to
/// 16 and then to 16 again inside the animation block, and writes the final frame once more in the
/// completion. Otherwise it behaves: the card springs up from below the container and drops back
/// down; a completed dismissal removes it, a cancel puts everything back; a presenter's view that
/// had been removed is added back behind it.
///
/// Legal: a write of the value a property already has changes nothing — no animation starts in a
/// block that changes nothing, and no view differs from before.
@MainActor
final class RedundantWritesCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let drop = CGAffineTransform(translationX: 0, y: container.bounds.height)
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let card = transitionContext.view(forKey: .to), let presented = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: presented)
            card.frame = finalFrame
            card.alpha = 1
            card.layer.cornerRadius = 16
            container.addSubview(card)
            card.transform = drop
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0.2, options: [.allowUserInteraction],
                animations: {
                    card.transform = .identity
                    card.alpha = 1
                    card.layer.cornerRadius = 16
                },
                completion: { _ in
                    card.transform = .identity
                    if transitionContext.transitionWasCancelled {
                        card.removeFromSuperview()
                    } else {
                        card.frame = finalFrame
                    }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            guard let card = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            let presenterView = transitionContext.view(forKey: .to)
            if let presenterView, let presenter = transitionContext.viewController(forKey: .to) {
                presenterView.frame = transitionContext.finalFrame(for: presenter)
                presenterView.alpha = 1
                container.insertSubview(presenterView, belowSubview: card)
            }
            card.alpha = 1
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseIn],
                animations: { card.transform = drop },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    card.transform = .identity
                    card.alpha = 1
                    if cancelled {
                        presenterView?.removeFromSuperview()
                    } else {
                        card.removeFromSuperview()
                    }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}
