#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// How long a slide-over push or pop takes.
private let slideOverDuration: TimeInterval = 0.35

/// Makes the shade a slide-over lays over the screen underneath, in the container.
@MainActor
private func makeSlideOverShade(covering bounds: CGRect) -> UIView {
    let shade = UIView(frame: bounds)
    shade.backgroundColor = UIColor(white: 0, alpha: 0.25)
    shade.accessibilityIdentifier = "slideOver.shade"
    return shade
}

/// The slide-over push: the pushed view slides in from the right edge over the current one, which
/// moves a third of the way left (parallax) under a darkening shade; `UIView.animate`, 0.35 s,
/// ease-in-out. The completion removes the shade, puts both transforms back (the navigation
/// controller keeps the covered view for the pop that returns to it) and passes
/// `!transitionWasCancelled`, taking the pushed view out again after a cancel.
///
/// Broken variants, by `defect`:
/// - ``SlideOverDefect/pushLeavesCoveredScreenDimmed`` — Defect: the covered screen is dimmed by
///   `fromView.alpha = 0.6` instead of the shade, and nothing sets it back ("the navigation
///   controller takes that view away anyway"). Each push and each pop on its own ends right; the
///   screen the user comes back to after a push and a pop stays dimmed. Expected: ANIM-ROUND-TRIP,
///   on the delegate's push and pop animators, in the round trip.
/// - ``SlideOverDefect/storedPushAnimatorSetsUpOnce`` — Defect: `container.addSubview(toView)` only
///   on the first call (`isSetUp`), as if the container were the same every time; the delegate
///   keeps one animator for every push. The first push is right; the second leaves the pushed
///   screen out of the container. Expected: ANIM-REUSABLE, on the delegate's animators, in the
///   round trip (each single push run gets a fresh delegate, so nothing else shows it).
@MainActor
final class SlideOverPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let defect: SlideOverDefect?
    private var isSetUp = false

    init(defect: SlideOverDefect? = nil) {
        self.defect = defect
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        slideOverDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let pushed = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let shade = makeSlideOverShade(covering: container.bounds)
        shade.alpha = 0
        container.addSubview(shade)
        toView.frame = transitionContext.finalFrame(for: pushed)
        toView.transform = CGAffineTransform(translationX: width, y: 0)
        if defect != .storedPushAnimatorSetsUpOnce || !isSetUp { container.addSubview(toView) }
        isSetUp = true
        let dims = defect == .pushLeavesCoveredScreenDimmed
        UIView.animate(withDuration: slideOverDuration, delay: 0, options: [.curveEaseInOut]) {
            fromView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
            toView.transform = .identity
            if dims { fromView.alpha = 0.6 } else { shade.alpha = 1 }
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            shade.removeFromSuperview()
            fromView.transform = .identity
            toView.transform = .identity
            if cancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
    }
}

/// The slide-over pop, the push in reverse: the top view slides off to the right, uncovering the
/// previous one, which comes back from a third of the way left as its shade lifts. Linear while a
/// finger drives it (the edge swipe), ease-in-out otherwise. The previous view goes in below the
/// top one; the completion removes the shade, puts both transforms back — the top view stays
/// where it was after a cancelled swipe — takes the previous view out after a cancel, and passes
/// `!transitionWasCancelled`. It leaves removing the popped view to the navigation controller.
///
/// Broken variants, by `defect`:
/// - ``SlideOverDefect/popLeavesFromViewShiftedOnCancel`` — Defect: `fromView.transform = .identity`
///   only when the pop completed ("reset the popped screen for reuse"), so after a cancelled swipe
///   the screen that stays is left translated a full width to the right — off screen, since a
///   percent-driven cancel leaves the model at the animation's end value. Expected:
///   ANIM-CANCEL-RESTORES-STATE, attributed to the pop animator (vended by the navigation
///   delegate), in interactive pops cancelled part-way (swipe let go before half the width, or the
///   gesture cancelled or failed). The shade is removed on every path, so ANIM-TEMP-VIEWS-REMOVED
///   is not involved.
/// - ``SlideOverDefect/popAlwaysCompletesTrue`` — Defect: `completeTransition(true)`. Expected:
///   ANIM-COMPLETE-FLAG, attributed to the pop animator, in interactive pops cancelled part-way:
///   the navigation controller pops a screen the user kept. As a consequence the view the pop
///   returns to, which the cancel path took out of the container, is missing after the "completed"
///   pop (ANIM-TO-VIEW-ADDED may be reported beside it, as for the kit's own finished-flag mutant).
@MainActor
final class SlideOverPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let defect: SlideOverDefect?

    init(defect: SlideOverDefect? = nil) {
        self.defect = defect
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        slideOverDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let previous = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: previous)
        toView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
        container.insertSubview(toView, belowSubview: fromView)
        let shade = makeSlideOverShade(covering: container.bounds)
        container.insertSubview(shade, belowSubview: fromView)
        let defect = defect
        UIView.animate(
            withDuration: slideOverDuration, delay: 0, options: transitionContext.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        ) {
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
            toView.transform = .identity
            shade.alpha = 0
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            shade.removeFromSuperview()
            toView.transform = .identity
            if !cancelled || defect != .popLeavesFromViewShiftedOnCancel { fromView.transform = .identity }
            if cancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(defect == .popAlwaysCompletesTrue ? true : !cancelled)
        }
    }
}
