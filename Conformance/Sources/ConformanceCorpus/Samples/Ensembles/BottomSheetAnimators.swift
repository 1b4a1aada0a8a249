#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The bottom sheet's presentation animator: an interruptible `UIViewPropertyAnimator` (a spring
/// with damping 0.85, 0.45 s) that slides the sheet up from just below the container to
/// `finalFrame(for:)`.
///
/// It relies on ``BottomSheetPresentationController`` having put the sheet in the container in
/// `presentationTransitionWillBegin()`: it only places and moves `view(forKey: .to)`, it does not
/// add it. Run with any other presentation controller (or alone, on a context whose container
/// does not hold the to-view) it leaves the sheet out of the container — the reason this animator
/// must be judged in its ensemble. `animateTransition(using:)` starts the animator that
/// `interruptibleAnimator(using:)` vends, the same instance for the whole transition, released in
/// `animationEnded(_:)`. A cancel (UIKit reverses the property animator, which ends at `.start`)
/// takes the sheet back out of the container; the completion passes `!transitionWasCancelled`.
@MainActor
final class BottomSheetPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var propertyAnimator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.45
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let propertyAnimator { return propertyAnimator }
        let sheetView = transitionContext.view(forKey: .to)
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext), timingParameters: UISpringTimingParameters(dampingRatio: 0.85))
        if let sheetView, let sheet = transitionContext.viewController(forKey: .to) {
            let finalFrame = transitionContext.finalFrame(for: sheet)
            let belowContainer = transitionContext.containerView.bounds.maxY - finalFrame.minY
            sheetView.frame = finalFrame.offsetBy(dx: 0, dy: belowContainer)
            animator.addAnimations { sheetView.frame = finalFrame }
        }
        animator.addCompletion { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { sheetView?.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
        propertyAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        propertyAnimator = nil
    }
}

/// The bottom sheet's dismissal animator: `UIView.animate` (0.3 s, linear while a finger drives
/// it, ease-out otherwise) slides the sheet down out of the container. On success it removes the
/// sheet from the container; on a cancel (a pull-down let go too early) it puts the sheet's frame
/// back, since a percent-driven cancel leaves the model at the end value (contract §3). It reads
/// the sheet's start from `view(forKey: .from)?.frame`, never from `finalFrame(for:)` of the
/// dismissed view controller.
///
/// Broken variant (`completesWithFinishedFlag: true`, ``BottomSheetDefect/dismissalCompletesWithFinishedFlag``):
/// Defect: `completeTransition(finished)` — the completion's `Bool` — instead of
/// `completeTransition(!transitionContext.transitionWasCancelled)`; the cleanup still reads
/// `transitionWasCancelled`. Expected: ANIM-COMPLETE-FLAG, attributed to the dismissal animator,
/// in interactive dismissals cancelled part-way (`finished` is true after a percent-driven cancel:
/// the abandoned dismissal is committed) and in dismissals whose animations are interrupted
/// (`finished` false: a dismissal that happened is reported as cancelled). A consequence that may
/// be reported beside it, as for the kit's own `completesWithFinishedFlag` mutant: after the
/// cancelled pull-down UIKit commits the dismissal with the sheet still in the container
/// (ANIM-FROM-VIEW-REMOVED, a should).
@MainActor
final class BottomSheetDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let completesWithFinishedFlag: Bool

    init(completesWithFinishedFlag: Bool = false) {
        self.completesWithFinishedFlag = completesWithFinishedFlag
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let sheetView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let startFrame = sheetView.frame
        let offscreen = startFrame.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.maxY - startFrame.minY)
        let completesWithFinishedFlag = completesWithFinishedFlag
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut]
        ) {
            sheetView.frame = offscreen
        } completion: { finished in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                sheetView.frame = startFrame
            } else {
                sheetView.removeFromSuperview()
            }
            transitionContext.completeTransition(completesWithFinishedFlag ? finished : !cancelled)
        }
    }
}
