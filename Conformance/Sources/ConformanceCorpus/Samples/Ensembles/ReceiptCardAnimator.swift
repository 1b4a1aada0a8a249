#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The receipt card's one animator for both directions, kept by ``ReceiptCardViewController`` and
/// told which way it runs through ``isPresenting`` (set by both vending methods). Keyframes,
/// 0.4 s: presenting, the card appears at `finalFrame(for:)` scaled to 0.8 and transparent, fades
/// in over the first 30 %, overshoots to 1.04 by 60 % and settles; dismissing, it fades out while
/// shrinking to 0.9. The completion removes the card after a dismissal (or a cancelled
/// presentation), puts its transform and alpha back, and passes `!transitionWasCancelled`.
///
/// Broken variant (``ReceiptCardDefect/animatorHardCodesCardFrame``):
/// Defect: the presentation places the card at `hardCodedCardFrame` — (35, 242, 320 × 360), the
/// card centred on the 390 × 844 phone it was designed on — instead of
/// `transitionContext.finalFrame(for:)`. Expected: ANIM-FINAL-FRAME, attributed to the
/// presentation animator (this animator with `isPresenting == true`), in presentations in any
/// container other than 390 × 844 (landscape 844 × 390, tablet 1024 × 1366, split 320 × 1024):
/// finalFrame(for:) there is the presentation controller's centred frame, e.g. (262, 15, 320 × 360)
/// in landscape. In 390 × 844 the two frames agree and nothing is wrong. This is exactly what the
/// statement covers: "the to-view's frame equals `finalFrame(for:)` of the to-view controller
/// whenever that frame is not `.zero`" — a size taken from anything but the context. The
/// presentation controller does not mask it: it lays the card out only when no transition is
/// running, so the card ends the presentation where the animator left it (a later rotation puts
/// it right, so PRES-RESIZE is not expected).
@MainActor
final class ReceiptCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether the next transition presents the card (true) or dismisses it.
    var isPresenting = true
    private let hardCodedCardFrame: CGRect?

    init(hardCodedCardFrame: CGRect? = nil) {
        self.hardCodedCardFrame = hardCodedCardFrame
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let card = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let isPresenting = isPresenting
        if isPresenting {
            if let cardController = transitionContext.viewController(forKey: .to) {
                card.frame = hardCodedCardFrame ?? transitionContext.finalFrame(for: cardController)
            }
            card.alpha = 0
            card.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            transitionContext.containerView.addSubview(card)
        }
        // The keyframe completion is @Sendable; UIKit runs it on the main thread.
        nonisolated(unsafe) let context = transitionContext
        UIView.animateKeyframes(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.calculationModeCubic],
            animations: {
                if isPresenting {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) { card.alpha = 1 }
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.6) { card.transform = CGAffineTransform(scaleX: 1.04, y: 1.04) }
                    UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) { card.transform = .identity }
                } else {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                        card.alpha = 0
                        card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                    }
                }
            },
            completion: { _ in
                MainActor.assumeIsolated {
                    let cancelled = context.transitionWasCancelled
                    // The card leaves the container when it was dismissed or its presentation undone.
                    if isPresenting == cancelled { card.removeFromSuperview() }
                    card.transform = .identity
                    card.alpha = 1
                    context.completeTransition(!cancelled)
                }
            })
    }
}
