#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The narrowest correct interaction controller: a percent-driven transition driven by a
/// vertical pan, with the handler every such controller needs. The kit's reference subject.
///
/// Progress is the pan's vertical translation over the height of its view, clamped to 0…1. The
/// gesture ending past half-way finishes; ending earlier, being cancelled or failing cancels.
/// `isInteracting` tells a transitioning delegate whether to vend it (only while the gesture runs).
@MainActor
public final class MinimalInteractionController: UIPercentDrivenInteractiveTransition {
    /// Whether the gesture is in progress: vend the controller only then.
    public private(set) var isInteracting = false

    /// Drives the controller from a pan gesture; attach it as the pan's handler.
    public func handle(_ pan: UIPanGestureRecognizer) {
        let height = max(pan.view?.bounds.height ?? 1, 1)
        let progress = min(max(pan.translation(in: pan.view).y / height, 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            progress > 0.5 ? finish() : cancel()
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }

    /// A subject for `checkInteractiveTransition`: a fresh controller with its pan.
    public static func subject() -> InteractionSubject {
        let controller = MinimalInteractionController()
        let pan = GestureDriving.makePan { pan in controller.handle(pan) }
        return InteractionSubject(interactionController: controller, gesture: pan, isVended: { controller.isInteracting }) { progress in
            let height = pan.view?.bounds.height ?? 0
            GestureDriving.move(pan, translation: CGPoint(x: 0, y: progress * height))
        }
    }
}
