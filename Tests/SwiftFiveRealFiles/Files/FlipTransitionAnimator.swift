#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A card-flip animator as libraries updated for Swift 6 write it: a main-actor `NSObject` with a
/// backdrop view in a stored property's default value, keyframes over a perspective transform of
/// snapshots, the conformance in an extension, and the transition context kept in a property
/// while the keyframes run, so that their `@Sendable` completion captures only `self`.
@MainActor
final class FlipTransitionAnimator: NSObject {
    let duration: TimeInterval
    let flipsRight: Bool
    private let backdrop = UIView()
    private var transitionContext: UIViewControllerContextTransitioning?

    init(duration: TimeInterval = 0.6, flipsRight: Bool = true) {
        self.duration = duration
        self.flipsRight = flipsRight
        super.init()
        backdrop.backgroundColor = .black
    }

    func perspective(angle: CGFloat) -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        return CATransform3DRotate(transform, angle, 0, 1, 0)
    }
}

extension FlipTransitionAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        backdrop.frame = container.bounds
        container.insertSubview(backdrop, at: 0)
        container.addSubview(toView)
        toView.isHidden = true

        let front = fromView.snapshotView(afterScreenUpdates: false) ?? UIView(frame: fromView.frame)
        let back = toView.snapshotView(afterScreenUpdates: true) ?? UIView(frame: toView.frame)
        front.frame = fromView.frame
        back.frame = toView.frame
        container.addSubview(back)
        container.addSubview(front)
        fromView.isHidden = true
        self.transitionContext = transitionContext
        let sign: CGFloat = flipsRight ? 1 : -1
        back.layer.transform = perspective(angle: -sign * .pi / 2)

        UIView.animateKeyframes(
            withDuration: duration, delay: 0, options: [.calculationModeCubic],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    front.layer.transform = self.perspective(angle: sign * .pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    back.layer.transform = CATransform3DIdentity
                }
            },
            completion: { _ in
                MainActor.assumeIsolated {
                    fromView.isHidden = false
                    toView.isHidden = false
                    front.removeFromSuperview()
                    back.removeFromSuperview()
                    self.finish(toView: toView)
                }
            })
    }

    private func finish(toView: UIView) {
        backdrop.removeFromSuperview()
        guard let transitionContext = transitionContext else { return }
        self.transitionContext = nil
        let completed = !transitionContext.transitionWasCancelled
        if !completed { toView.removeFromSuperview() }
        transitionContext.completeTransition(completed)
    }
}
