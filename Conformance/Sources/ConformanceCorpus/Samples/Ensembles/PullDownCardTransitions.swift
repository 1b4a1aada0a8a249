#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Who puts the card back after a pull-down let go too early, in the pull-down card ensemble
/// (``PullDownCardViewController``): a percent-driven cancel leaves the `UIView.animate` model
/// values at their end state (contract §3), so the card's frame is still the off-screen one the
/// dismissal animator set unless someone sets it back.
public enum PullDownCardCancelRepair: String, CaseIterable, Sendable {
    /// Correct: ``PullDownCardDismissAnimator`` sets the card's frame back in its completion when
    /// the transition was cancelled, as Apple's guide asks of an animator.
    case animatorRestoresFrame
    /// Correct: the animator leaves the frame, and ``PullDownCardPresentationController`` lays the
    /// card out again itself in `dismissalTransitionDidEnd(false)`.
    case presentationControllerRelaysOut
    /// Broken: nobody sets it back; the code relies on the presentation controller's
    /// `containerViewWillLayoutSubviews()`, which lays the card out at
    /// `frameOfPresentedViewInContainerView` — but only when UIKit lays the container out, and
    /// nothing in a cancelled pull-down asks it to (open point F11).
    case reliesOnContainerLayout
}

/// The pull-down card's presentation controller: the card covers the bottom half of the container
/// over a dimming view, as in many "bottom sheet" libraries before `UISheetPresentationController`.
///
/// - `presentationTransitionWillBegin()` adds the dimming view and fades it in alongside;
///   `presentationTransitionDidEnd(false)` removes it.
/// - `dismissalTransitionWillBegin()` fades it out alongside; `dismissalTransitionDidEnd(true)`
///   removes it and `(false)` sets its alpha back — and, with
///   ``PullDownCardCancelRepair/presentationControllerRelaysOut``, sets the card's frame back to
///   `frameOfPresentedViewInContainerView` there too.
/// - `containerViewWillLayoutSubviews()` sizes the dimming view to the container and sets the
///   card's frame to `frameOfPresentedViewInContainerView`: the common pattern that makes a
///   rotation right.
@MainActor
final class PullDownCardPresentationController: UIPresentationController {
    private let repair: PullDownCardCancelRepair
    private let dimmingView = UIView()

    init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?, repair: PullDownCardCancelRepair) {
        self.repair = repair
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.accessibilityIdentifier = "pullDownCard.dimming"
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height / 2).rounded()
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let dimmingView = dimmingView
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        let dimmingView = dimmingView
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView.removeFromSuperview()
            return
        }
        dimmingView.alpha = 1
        if repair == .presentationControllerRelaysOut {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The pull-down card's presentation animator: `UIView.animate` (0.35 s, ease-out) slides the card
/// up from below the container to `finalFrame(for:)` — or, with Reduce Motion on, fades it in
/// there; it adds the card to the container first and takes it out again if the presentation is
/// cancelled.
@MainActor
final class PullDownCardPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let card = transitionContext.view(forKey: .to), let cardController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: cardController)
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        card.frame = reduceMotion ? finalFrame : finalFrame.offsetBy(dx: 0, dy: container.bounds.maxY - finalFrame.minY)
        if reduceMotion { card.alpha = 0 }
        container.addSubview(card)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut]) {
            card.frame = finalFrame
            card.alpha = 1
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { card.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
    }
}

/// The pull-down card's dismissal animator, as pan-to-dismiss libraries write it: `UIView.animate`
/// (0.3 s, linear while a finger drives it) moves the card down below the container, reading its
/// start from `view(forKey: .from)`. On success the card leaves the container.
///
/// Broken variant (``PullDownCardCancelRepair/reliesOnContainerLayout``): Defect: on a cancel the
/// completion only completes the transition; it does not set the card's frame back, trusting the
/// presentation controller's `containerViewWillLayoutSubviews()` to put it back. Expected:
/// ANIM-CANCEL-RESTORES-STATE, attributed to this animator, in the interactive dismissal cancelled
/// part-way: the card stays below the screen while the app thinks it is presented. Whether UIKit
/// lays the container out after the cancel (or at the start of the dismissal, which would hide
/// it) is undocumented (open point F11); nothing in a pull-down asks for that layout, so the break
/// is a `must`, and the message says the other answer would hide it.
@MainActor
final class PullDownCardDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let restoresFrameOnCancel: Bool

    init(restoresFrameOnCancel: Bool) {
        self.restoresFrameOnCancel = restoresFrameOnCancel
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let card = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let startFrame = card.frame
        let belowContainer = transitionContext.containerView.bounds.maxY
        let restoresFrameOnCancel = restoresFrameOnCancel
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: transitionContext.isInteractive ? [.curveLinear] : [.curveEaseIn]
        ) {
            card.frame.origin.y = belowContainer
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if !cancelled {
                card.removeFromSuperview()
            } else if restoresFrameOnCancel {
                card.frame = startFrame
            }
            transitionContext.completeTransition(!cancelled)
        }
    }
}
