#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The sliding-tabs animator: the selected tab's view comes in from one side, at
/// `finalFrame(for:)`, as the old one leaves by the other; `UIView.animate`, 0.3 s, ease-in-out,
/// reported by `transitionDuration(using:)` from the same constant. The completion puts both
/// transforms back and passes `!transitionWasCancelled` (taking the new view out again after a
/// cancel); the tab bar controller removes the old tab's view.
///
/// Broken variants, by `defect`:
/// - ``SlidingTabDefect/durationDisagreesWithAnimation`` — Defect: `transitionDuration(using:)`
///   returns 0.25 while the animation was lengthened to 0.6 s (and completes in its completion,
///   so at 0.6 s). Expected: ANIM-DURATION (a `should`: its statement is "finite, not negative,
///   and matches the animations actually run"), attributed to the tab switch animator (vended by
///   the tab bar delegate), in every animated tab switch. Not ANIM-COMPLETE-AFTER-ANIMATIONS: the
///   completion comes after the animation ends.
/// - ``SlidingTabDefect/neverAddsToView`` — Defect: the new tab's view is placed and animated but
///   never added to the container (as if the tab bar controller did it). Expected:
///   ANIM-TO-VIEW-ADDED, attributed to the tab switch animator, in every tab switch that
///   completes: the selected tab has no view on screen.
@MainActor
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private static let duration: TimeInterval = 0.3
    /// Whether the views move towards the left (the new tab is to the right of the old one).
    let towardsLeft: Bool
    private let defect: SlidingTabDefect?

    init(towardsLeft: Bool, defect: SlidingTabDefect? = nil) {
        self.towardsLeft = towardsLeft
        self.defect = defect
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        defect == .durationDisagreesWithAnimation ? 0.25 : Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let selected = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let offset = towardsLeft ? container.bounds.width : -container.bounds.width
        toView.frame = transitionContext.finalFrame(for: selected)
        toView.transform = CGAffineTransform(translationX: offset, y: 0)
        if defect != .neverAddsToView { container.addSubview(toView) }
        let animationDuration = defect == .durationDisagreesWithAnimation ? 0.6 : Self.duration
        UIView.animate(withDuration: animationDuration, delay: 0, options: [.curveEaseInOut]) {
            fromView.transform = CGAffineTransform(translationX: -offset, y: 0)
            toView.transform = .identity
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            fromView.transform = .identity
            toView.transform = .identity
            if cancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
    }
}
