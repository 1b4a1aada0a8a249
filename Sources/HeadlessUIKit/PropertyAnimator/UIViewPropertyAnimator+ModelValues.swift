import Foundation

/// One property a property animator animates, with the values of its `.start` and `.end`
/// positions.
@MainActor
struct AnimatedProperty {
    weak var layer: CALayer?
    let key: LayerKey
    /// The value before any of the animator's animations of this property (the first one's start).
    let start: AnimatableValue
    /// The value the animator's blocks set last (the last animation's end).
    var end: AnimatableValue
}

extension UIViewPropertyAnimator {
    /// Records the property a new animation animates, keeping the first start and the last end.
    func trackProperty(of animation: LayerAnimation) {
        guard let layer = animation.layer else { return }
        if let index = properties.firstIndex(where: { $0.layer === layer && $0.key == animation.key }) {
            properties[index].end = animation.to
        } else {
            properties.append(AnimatedProperty(layer: layer, key: animation.key, start: animation.from, end: animation.to))
        }
    }

    /// The value the animator displays now for `property`: its most recently created animation of
    /// the property that has begun, at its progress; before any has begun, the first one's start.
    func displayedValue(of property: AnimatedProperty) -> AnimatableValue? {
        var shown: AnimatableValue?
        var waiting: AnimatableValue?
        for item in driven where item.animation.key == property.key && item.animation.layer === property.layer {
            let progress = progress(of: item)
            if progress.hasBegun {
                shown = item.animation.from.interpolated(to: item.animation.to, fraction: progress.fraction)
            } else if waiting == nil {
                waiting = item.animation.from
            }
        }
        return shown ?? waiting
    }

    /// Detaches every animation the animator owns from its layer.
    func removeAnimations(finished: Bool) {
        let items = driven
        driven = []
        for item in items { item.animation.end(finished: finished) }
    }

    /// Writes values into the model outside any animation block, so they apply at once and are
    /// recorded as ordinary changes; values equal to the model value are not written.
    func writeModel(_ values: [(AnimatedProperty, AnimatableValue)]) {
        AnimationContext.nonAnimating().run {
            for (property, value) in values {
                guard let layer = property.layer, layer.values[property.key] != value else { continue }
                Self.write(value, for: property.key, of: layer)
            }
        }
    }

    /// Writes the values of a position: `.end` or `.start`; `.current` writes nothing.
    func writeModel(at position: UIViewAnimatingPosition) {
        switch position {
        case .end: writeModel(properties.map { ($0, $0.end) })
        case .start: writeModel(properties.map { ($0, $0.start) })
        case .current: break
        }
    }

    /// Writes through the view's own property where there is one (so the change is recorded
    /// under the name UIKit code uses, e.g. `alpha`, and resizing rules apply), else the layer's.
    private static func write(_ value: AnimatableValue, for key: LayerKey, of layer: CALayer) {
        if let view = layer.owningView {
            switch (key, value) {
            case (.opacity, .scalar(let alpha)):
                view.alpha = CGFloat(alpha)
                return
            case (.position, .point(let center)):
                view.center = center
                return
            case (.bounds, .rect(let bounds)):
                view.bounds = bounds
                return
            case (.transform, .transform(let transform)):
                if CATransform3DIsAffine(transform) {
                    view.transform = CATransform3DGetAffineTransform(transform)
                } else {
                    view.transform3D = transform
                }
                return
            case (.backgroundColor, .color(let color)):
                view.backgroundColor = color.map { UIColor(headlessRGBA: $0) }
                return
            default:
                break
            }
        }
        layer.write(key, value)
    }
}
