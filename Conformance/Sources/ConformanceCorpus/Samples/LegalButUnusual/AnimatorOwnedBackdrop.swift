import TransitionConformance

/// A popup whose animators own its backdrop, as many alert and popup libraries do without a
/// presentation controller: the presenting animator inserts a dimming backdrop into the container
/// behind the popup and fades it in; the dismissing animator finds it again in the container,
/// fades it out with the popup and removes both once the dismissal completed.
///
/// Legal as a pair: the backdrop is meant to last the presentation — UIKit keeps the container
/// (with the presenter kept, `.custom` style) until the dismissal, and the same delegate's
/// dismissing animator takes it away. Judged alone, the presenting animator leaves a view in the
/// container; judged with its partner, nothing is left over.
@MainActor
final class BackdropPopupAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let backdropIdentifier = "popup.backdrop"
    let isPresenting: Bool
    /// The broken twin: the dismissing animator fades and removes the popup but never looks for
    /// the backdrop, so the presentation's backdrop is a leftover nobody owns.
    let forgetsBackdrop: Bool
    init(isPresenting: Bool, forgetsBackdrop: Bool = false) {
        self.isPresenting = isPresenting
        self.forgetsBackdrop = forgetsBackdrop
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.25
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to), let toViewController = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let backdrop = UIView(frame: container.bounds)
            backdrop.accessibilityIdentifier = Self.backdropIdentifier
            backdrop.backgroundColor = UIColor(white: 0, alpha: 0.5)
            backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            backdrop.alpha = 0
            container.addSubview(backdrop)
            toView.frame = transitionContext.finalFrame(for: toViewController)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(
                withDuration: duration,
                animations: {
                    backdrop.alpha = 1
                    toView.alpha = 1
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled {
                        backdrop.removeFromSuperview()
                        toView.removeFromSuperview()
                    }
                    transitionContext.completeTransition(!cancelled)
                })
        } else {
            let fromView = transitionContext.view(forKey: .from)
            let backdrop = forgetsBackdrop ? nil : container.subviews.first { $0.accessibilityIdentifier == Self.backdropIdentifier }
            UIView.animate(
                withDuration: duration,
                animations: {
                    backdrop?.alpha = 0
                    fromView?.alpha = 0
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled {
                        backdrop?.alpha = 1
                        fromView?.alpha = 1
                    } else {
                        backdrop?.removeFromSuperview()
                        fromView?.removeFromSuperview()
                    }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}

/// The popup's transitioning delegate: no presentation controller (UIKit's own keeps the presenter
/// for `.custom`), the backdrop animators for both directions.
@MainActor
final class BackdropPopupTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let forgetsBackdrop: Bool
    init(forgetsBackdrop: Bool = false) { self.forgetsBackdrop = forgetsBackdrop }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        BackdropPopupAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        BackdropPopupAnimator(isPresenting: false, forgetsBackdrop: forgetsBackdrop)
    }
}
