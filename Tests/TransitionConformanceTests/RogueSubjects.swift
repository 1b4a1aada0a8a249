#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance

/// An animator that misbehaves in one chosen way, for the tests that prove the kit reports a
/// misbehaving subject instead of hanging or crashing.
@MainActor
final class RogueAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Behaviour: String, CaseIterable, Sendable {
        /// Animates and never calls `completeTransition(_:)`.
        case neverCompletes
        /// Completes, then its completion starts a zero-duration animation whose completion starts another, forever.
        case runawayAfterCompletion
        /// Completes, then its completion starts a 0.3 s animation whose completion starts the next, forever.
        case slowChainAfterCompletion
        /// Never completes: a chain of zero-duration animations that restart each other forever.
        case runawayInsteadOfCompletion
        /// Never completes: a chain of animations a picosecond long, each starting the next.
        case creepingChain
        /// Calls `completeTransition(_:)` twice, then the interactive calls after completion.
        case callsAfterCompletion
        /// Reports a duration of NaN.
        case nanDuration
        /// Reports an infinite duration.
        case infiniteDuration
        /// Reports a negative duration.
        case negativeDuration
        /// Puts the to-view at a NaN frame.
        case nanFrame
        /// Puts the to-view at an infinite frame.
        case infiniteFrame
        /// Sets alpha to NaN and a transform with NaN entries.
        case nanAlphaAndTransform
        /// Animates with a NaN duration.
        case nanAnimationDuration
    }

    let behaviour: Behaviour

    init(_ behaviour: Behaviour) {
        self.behaviour = behaviour
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch behaviour {
        case .nanDuration: .nan
        case .infiniteDuration: .infinity
        case .negativeDuration: -1
        default: 0.3
        }
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)
        let toFrame = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? .zero
        if let toView {
            container.addSubview(toView)
            toView.frame = toFrame
            toView.alpha = 0
        }
        let leaves = context.viewController(forKey: .from).map { context.finalFrame(for: $0) == .zero } ?? false
        func finish() {
            toView?.alpha = 1
            if context.transitionWasCancelled {
                toView?.removeFromSuperview()
            } else if leaves {
                fromView?.removeFromSuperview()
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
        let duration = context.isAnimated ? 0.3 : 0
        switch behaviour {
        case .neverCompletes:
            UIView.animate(withDuration: duration) { toView?.alpha = 1 }
        case .runawayAfterCompletion:
            UIView.animate(withDuration: duration, animations: { toView?.alpha = 1 }) { _ in
                finish()
                spin(toView ?? container, duration: 0)
            }
        case .slowChainAfterCompletion:
            UIView.animate(withDuration: duration, animations: { toView?.alpha = 1 }) { _ in
                finish()
                spin(toView ?? container, duration: 0.3)
            }
        case .runawayInsteadOfCompletion:
            spin(toView ?? container, duration: 0)
        case .creepingChain:
            spin(toView ?? container, duration: 1e-12)
        case .callsAfterCompletion:
            UIView.animate(withDuration: duration, animations: { toView?.alpha = 1 }) { _ in
                finish()
                context.completeTransition(true)
                context.updateInteractiveTransition(0.5)
                context.finishInteractiveTransition()
                context.cancelInteractiveTransition()
                context.pauseInteractiveTransition()
            }
        case .nanFrame, .infiniteFrame:
            let bad: CGFloat = behaviour == .nanFrame ? .nan : .infinity
            toView?.frame = CGRect(x: bad, y: 0, width: bad, height: 100)
            UIView.animate(withDuration: duration, animations: { toView?.center.y = bad }) { _ in finish() }
        case .nanAlphaAndTransform:
            UIView.animate(
                withDuration: duration,
                animations: {
                    toView?.alpha = .nan
                    toView?.transform = CGAffineTransform(scaleX: .nan, y: .infinity)
                }
            ) { _ in finish() }
        case .nanAnimationDuration:
            UIView.animate(withDuration: .nan, animations: { toView?.alpha = 1 }) { _ in finish() }
        case .nanDuration, .infiniteDuration, .negativeDuration:
            UIView.animate(withDuration: duration, animations: { toView?.alpha = 1 }) { _ in finish() }
        }
    }
}

/// Starts an animation of `duration` on `view` whose completion starts the next one, forever.
@MainActor
private func spin(_ view: UIView, duration: TimeInterval) {
    UIView.animate(withDuration: duration, animations: { view.alpha = view.alpha == 1 ? 0.99 : 1 }) { _ in
        spin(view, duration: duration)
    }
}

/// An interaction controller that misbehaves in one chosen way on every gesture.
@MainActor
final class RogueInteractionController: UIPercentDrivenInteractiveTransition {
    enum Behaviour: String, CaseIterable, Sendable {
        /// Passes NaN to `update(_:)`.
        case nanProgress
        /// Passes an infinite progress to `update(_:)`.
        case infiniteProgress
        /// Passes -1 and 2 to `update(_:)`.
        case progressOutsideRange
        /// Calls `finish()` twice.
        case finishesTwice
        /// Calls `finish()`, then `cancel()`, then `update(_:)`.
        case callsAfterFinish
        /// A NaN completion speed.
        case nanCompletionSpeed
    }

    let behaviour: Behaviour

    init(_ behaviour: Behaviour) {
        self.behaviour = behaviour
        super.init()
        if behaviour == .nanCompletionSpeed { completionSpeed = .nan }
    }

    func handle(_ pan: UIPanGestureRecognizer) {
        let progress = min(max(pan.translation(in: pan.view).y / max(pan.view?.bounds.height ?? 1, 1), 0), 1)
        switch pan.state {
        case .changed:
            switch behaviour {
            case .nanProgress: update(.nan)
            case .infiniteProgress: update(.infinity)
            case .progressOutsideRange:
                update(-1)
                update(2)
            default: update(progress)
            }
        case .ended, .cancelled, .failed:
            switch behaviour {
            case .finishesTwice:
                finish()
                finish()
            case .callsAfterFinish:
                finish()
                cancel()
                update(0.5)
            default:
                pan.state == .ended && progress > 0.5 ? finish() : cancel()
            }
        default:
            break
        }
    }

    static func subject(_ behaviour: Behaviour) -> InteractionSubject {
        let controller = RogueInteractionController(behaviour)
        let pan = UIPanGestureRecognizer(headlessHandler: { (pan: UIPanGestureRecognizer) in controller.handle(pan) })
        return InteractionSubject(interactionController: controller, gesture: pan) { progress in
            pan.headlessChange(translation: CGPoint(x: 0, y: progress * (pan.view?.bounds.height ?? 0)))
        }
    }
}
