import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// Usages of UIKit met in real transition code (popular open-source transition libraries and app
// code), written here in their style — not copied — to measure "compiles with only the import
// swapped". Each function is one usage; `RealUsageTests` runs them all. See RealUsageCatalog.swift.

/// 1. A spring animation with options, as card and sheet animators write it.
@MainActor
func usageSpringAnimation(_ view: UIView) {
    UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.4,
        options: [.curveEaseOut, .allowUserInteraction, .beginFromCurrentState],
        animations: { view.transform = CGAffineTransform(scaleX: 0.95, y: 0.95) },
        completion: { finished in if finished { view.transform = .identity } })
}

/// 2. Keyframes with relative times.
@MainActor
func usageKeyframes(_ view: UIView) {
    UIView.animateKeyframes(
        withDuration: 0.6, delay: 0, options: [.calculationModeCubic],
        animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
        }, completion: nil)
}

/// 3. A property animator with a damping ratio, completion and start.
@MainActor
func usagePropertyAnimator(_ view: UIView) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: 0.35, dampingRatio: 0.9) {
        view.center.y += 100
    }
    animator.addCompletion { position in
        if position == .end { view.isUserInteractionEnabled = true }
    }
    animator.startAnimation()
    return animator
}

/// 4. A property animator from spring timing parameters, scrubbed and continued.
@MainActor
func usageTimingParameters(_ view: UIView) -> UIViewPropertyAnimator {
    let timing = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 2))
    let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: timing)
    animator.addAnimations { view.alpha = 0 }
    animator.pauseAnimation()
    animator.fractionComplete = 0.3
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 0.5)
    return animator
}

/// 5. A cross-dissolve between two states of a view.
@MainActor
func usageTransitionWithView(_ imageView: UIImageView, image: UIImage?) {
    UIView.transition(with: imageView, duration: 0.25, options: [.transitionCrossDissolve, .allowAnimatedContent]) {
        imageView.image = image
    }
}

/// 6. Setting up a view without animation inside an animation block.
@MainActor
func usageWithoutAnimation(_ view: UIView) {
    UIView.animate(withDuration: 0.3) {
        UIView.performWithoutAnimation { view.frame.origin = .zero }
        view.alpha = 1
    }
}

/// 7. Reading where an animation has got to, and stopping it there.
@MainActor
func usagePresentationLayer(_ view: UIView) -> CGRect {
    let current = view.layer.presentation()?.frame ?? view.frame
    view.layer.removeAllAnimations()
    view.frame = current
    return current
}

/// 8. Transforms: scale, translate, concatenate, invert, and a 3D flip with perspective.
@MainActor
func usageTransforms(_ view: UIView, from source: CGRect, to target: CGRect) {
    let scale = CGAffineTransform(scaleX: source.width / target.width, y: source.height / target.height)
    let move = CGAffineTransform(translationX: source.midX - target.midX, y: source.midY - target.midY)
    view.transform = scale.concatenating(move)
    _ = view.transform.inverted().isIdentity
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    view.layer.transform = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
    view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
}
