#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A card over a pushed-back presenter, as card libraries write it: a presentation controller
/// that dims the screen and keeps the presenter's view in the window, and animators that slide
/// the card up and down.
///
/// ``Variant/correct``: the presentation controller pushes the presenter back (a 0.94 scale)
/// alongside the transition through the transition coordinator, and the animators complete with
/// `!transitionWasCancelled`. ``Variant/completesFromPresenterAnimation``: the animators push the
/// presenter back themselves, through `viewController(forKey:)` (the context withholds that
/// view), and complete from that animation's completion with its `finished` flag — so when the
/// animations are interrupted (another animation, the app going to the background) the transition
/// ends as if cancelled, although the presenter's view is outside the container.
@MainActor
final class PushBackCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    enum Variant: String, Sendable { case correct, completesFromPresenterAnimation }

    let variant: Variant

    init(_ variant: Variant) {
        self.variant = variant
        super.init()
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        PushBackCardPresentationController(presentedViewController: presented, presenting: presenting, pushesBack: variant == .correct)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        PushBackCardAnimator(isPresenting: true, variant: variant)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        PushBackCardAnimator(isPresenting: false, variant: variant)
    }
}

/// Dims the container behind a card covering its lower 90 %; with `pushesBack`, scales the
/// presenter's view to 0.94 alongside the presentation and back alongside the dismissal.
@MainActor
final class PushBackCardPresentationController: UIPresentationController {
    let pushesBack: Bool
    private let dimmingView = UIView()

    init(presentedViewController: UIViewController, presenting: UIViewController?, pushesBack: Bool) {
        self.pushesBack = pushesBack
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.35)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = (bounds.height * 0.1).rounded()
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let presenter = presentingViewController.view
        let pushesBack = pushesBack
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
            if pushesBack { presenter?.transform = CGAffineTransform(scaleX: 0.94, y: 0.94) }
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard !completed else { return }
        dimmingView.removeFromSuperview()
        presentingViewController.view.transform = .identity
    }

    override func dismissalTransitionWillBegin() {
        let presenter = presentingViewController.view
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
            presenter?.transform = .identity
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            presentingViewController.view.transform = .identity
        } else {
            dimmingView.alpha = 1
            if pushesBack { presentingViewController.view.transform = CGAffineTransform(scaleX: 0.94, y: 0.94) }
        }
    }

    /// A rotation resizes the presenter's view from the identity, and the push-back is put back on
    /// top of the new size alongside it.
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard let presenter = presentingViewController.view, presenter.transform != .identity else { return }
        let pushedBack = presenter.transform
        presenter.transform = .identity
        coordinator.animate(alongsideTransition: { _ in presenter.transform = pushedBack })
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the card up from below the container, or down out of it.
@MainActor
final class PushBackCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let variant: PushBackCardTransitioningDelegate.Variant

    init(isPresenting: Bool, variant: PushBackCardTransitioningDelegate.Variant) {
        self.isPresenting = isPresenting
        self.variant = variant
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let cardKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let card = transitionContext.view(forKey: isPresenting ? .to : .from),
            let cardController = transitionContext.viewController(forKey: cardKey)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let shown = isPresenting ? transitionContext.finalFrame(for: cardController) : card.frame
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height)
        if isPresenting {
            card.frame = hidden
            container.addSubview(card)
        }
        let isPresenting = isPresenting
        let duration = transitionDuration(using: transitionContext)
        nonisolated(unsafe) let context = transitionContext
        let finish = { (finished: Bool) in
            let completed = !context.transitionWasCancelled
            if isPresenting != completed { card.removeFromSuperview() }
            context.completeTransition(completed)
        }
        switch variant {
        case .correct:
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: { card.frame = isPresenting ? shown : hidden }, completion: finish)
        case .completesFromPresenterAnimation:
            let presenter = transitionContext.viewController(forKey: isPresenting ? .from : .to)?.view
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: { card.frame = isPresenting ? shown : hidden })
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: { presenter?.transform = isPresenting ? CGAffineTransform(scaleX: 0.94, y: 0.94) : .identity },
                completion: { finished in
                    if isPresenting != finished { card.removeFromSuperview() }
                    context.completeTransition(finished)
                })
        }
    }
}
