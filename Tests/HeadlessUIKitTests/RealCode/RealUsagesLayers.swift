import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// 32. A circular reveal: a shape-layer mask whose path is animated explicitly, with the model
/// value set so the layer keeps it.
@MainActor
func usageCircularReveal(_ view: UIView, from center: CGPoint, duration: TimeInterval, completion: @escaping () -> Void) {
    let radius = hypot(max(center.x, view.bounds.width - center.x), max(center.y, view.bounds.height - center.y))
    let start = UIBezierPath(ovalIn: CGRect(x: center.x - 1, y: center.y - 1, width: 2, height: 2))
    let end = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)
    let mask = CAShapeLayer()
    mask.path = end.cgPath
    mask.fillColor = UIColor.black.cgColor
    view.layer.mask = mask
    CATransaction.begin()
    CATransaction.setAnimationDuration(duration)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
    CATransaction.setCompletionBlock {
        view.layer.mask = nil
        completion()
    }
    let animation = CABasicAnimation(keyPath: "path")
    animation.fromValue = start.cgPath
    animation.toValue = end.cgPath
    mask.add(animation, forKey: "reveal")
    CATransaction.commit()
}

/// 33. An animation that holds its final value with `fillMode` instead of setting the model.
@MainActor
func usageFillModeForwards(_ layer: CALayer) {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.25
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    layer.add(fade, forKey: "fade")
}

/// 34. A bounce: keyframes on `transform.scale`, a spring on `position.y`, grouped.
@MainActor
func usageAnimationGroup(_ layer: CALayer) {
    let scale = CAKeyframeAnimation(keyPath: "transform.scale")
    scale.values = [1, 1.1, 0.95, 1]
    scale.keyTimes = [0, 0.4, 0.8, 1]
    let spring = CASpringAnimation(keyPath: "position.y")
    spring.fromValue = layer.position.y + 40
    spring.toValue = layer.position.y
    spring.damping = 12
    spring.initialVelocity = 4
    let group = CAAnimationGroup()
    group.animations = [scale, spring]
    group.duration = spring.settlingDuration
    group.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1)
    layer.add(group, forKey: nil)
}

/// 35. A gradient scrim behind a sheet's header.
@MainActor
func usageGradient(_ view: UIView) -> CAGradientLayer {
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.black.withAlphaComponent(0.6).cgColor, UIColor.clear.cgColor]
    gradient.locations = [0, 1]
    gradient.startPoint = CGPoint(x: 0.5, y: 0)
    gradient.endPoint = CGPoint(x: 0.5, y: 1)
    gradient.frame = view.bounds
    view.layer.insertSublayer(gradient, at: 0)
    return gradient
}

/// 36. Rounding some corners with a path, as pre-iOS 11 code still does.
@MainActor
func usageRoundedCornersMask(_ view: UIView) {
    let path = UIBezierPath(roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 16, height: 16))
    let mask = CAShapeLayer()
    mask.path = path.cgPath
    view.layer.mask = mask
    view.layer.borderWidth = 1 / UIScreen.main.scale
    view.layer.borderColor = UIColor.separator.cgColor
}

/// 37. A stroke drawn on with `strokeEnd`.
@MainActor
func usageStrokeEnd(_ view: UIView) -> CAShapeLayer {
    let line = CAShapeLayer()
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: view.bounds.width, y: 0))
    line.path = path.cgPath
    line.strokeColor = UIColor.systemBlue.cgColor
    line.lineWidth = 2
    line.strokeEnd = 0
    view.layer.addSublayer(line)
    let draw = CABasicAnimation(keyPath: "strokeEnd")  // real code often writes #keyPath(CAShapeLayer.strokeEnd): see RealUsageCatalog
    draw.toValue = 1
    draw.duration = 0.3
    line.strokeEnd = 1
    line.add(draw, forKey: "draw")
    return line
}
