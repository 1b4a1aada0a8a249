#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A Core Animation helper as transition libraries write it: an `NSObject` that runs explicit
/// layer animations on the views it is given, is its animations' delegate through an extension,
/// and counts down before calling back; the layer work lives in free functions.
final class PulseAnimationHelper: NSObject {
    private var pending = 0
    private var completion: (() -> Void)?
    var duration: CFTimeInterval = 0.3

    func pulse(_ views: [UIView], completion: @escaping () -> Void) {
        self.completion = completion
        pending = views.count
        guard !views.isEmpty else { return finish() }
        for view in views {
            let animation = makeScaleAnimation(duration: duration)
            animation.delegate = self
            view.layer.add(animation, forKey: "pulse")
        }
    }

    func fadeShadow(of view: UIView, to opacity: Float) {
        let animation = CABasicAnimation(keyPath: "shadowOpacity")
        animation.fromValue = view.layer.shadowOpacity
        animation.toValue = opacity
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        view.layer.shadowOpacity = opacity
        view.layer.add(animation, forKey: "shadowOpacity")
    }

    private func finish() {
        let completion = self.completion
        self.completion = nil
        completion?()
    }
}

extension PulseAnimationHelper: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if pending == 0 { finish() }
    }
}

/// A scale-up-and-back animation, the layer's model value unchanged.
func makeScaleAnimation(duration: CFTimeInterval) -> CAKeyframeAnimation {
    let animation = CAKeyframeAnimation(keyPath: "transform.scale")
    animation.values = [1, 1.08, 1]
    animation.keyTimes = [0, 0.5, 1]
    animation.duration = duration
    return animation
}

/// Rounds a view's corners and clips it, the way cells and cards are prepared before a transition.
func roundCorners(of view: UIView, radius: CGFloat) {
    view.layer.cornerRadius = radius
    view.layer.masksToBounds = true
}

/// A shadow that follows the view's bounds, with a path so it is not computed from the alpha.
func applyCardShadow(to view: UIView) {
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowOpacity = 0.2
    view.layer.shadowRadius = 12
    view.layer.shadowOffset = CGSize(width: 0, height: 4)
    view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 12).cgPath
}
