import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A key path an explicit animation can animate, as Core Animation names it, with how to read
/// and write its value on a (presentation) layer.
///
/// The layer's own properties (`position`, `bounds`, `transform`, `opacity`, `cornerRadius`,
/// `backgroundColor`, the border, shadow and `zPosition`, `anchorPoint`), the parts Core
/// Animation's key-value coding extensions name (`position.x`, `bounds.size.width`,
/// `transform.scale`, `transform.rotation.z`, `transform.translation.x`, …), a shape layer's
/// `path`, `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor`, `strokeColor` and
/// `lineDashPhase`, and a gradient layer's `colors`, `locations`, `startPoint` and `endPoint`.
enum AnimatedKeyPath: Equatable {
    case layer(LayerKey)
    case anchorPoint
    case point(Part, of: LayerKey)
    case transform(TransformPart)
    case shape(ShapeProperty)
    case gradient(GradientProperty)

    /// A part of a point, size or rect property.
    enum Part: Equatable { case x, y, size, width, height, origin }
    /// A part of the transform, as Core Animation's transform key paths name them.
    enum TransformPart: Equatable { case scale, scaleX, scaleY, scaleZ, rotationZ, translation, translationX, translationY, translationZ }
    enum ShapeProperty: Equatable { case path, strokeStart, strokeEnd, lineWidth, fillColor, strokeColor, lineDashPhase, miterLimit }
    enum GradientProperty: Equatable { case colors, locations, startPoint, endPoint }

    /// The key path `keyPath` names, or nil for one HeadlessUIKit does not animate.
    init?(_ keyPath: String?) {
        guard let keyPath else { return nil }
        if let key = LayerKey(rawValue: keyPath), key != .contents, key != .effect {
            self = .layer(key)
            return
        }
        switch keyPath {
        case "anchorPoint": self = .anchorPoint
        case "position.x": self = .point(.x, of: .position)
        case "position.y": self = .point(.y, of: .position)
        case "bounds.size": self = .point(.size, of: .bounds)
        case "bounds.size.width": self = .point(.width, of: .bounds)
        case "bounds.size.height": self = .point(.height, of: .bounds)
        case "bounds.origin": self = .point(.origin, of: .bounds)
        case "bounds.origin.x": self = .point(.x, of: .bounds)
        case "bounds.origin.y": self = .point(.y, of: .bounds)
        case "shadowOffset.width": self = .point(.width, of: .shadowOffset)
        case "shadowOffset.height": self = .point(.height, of: .shadowOffset)
        case "transform.scale": self = .transform(.scale)
        case "transform.scale.x": self = .transform(.scaleX)
        case "transform.scale.y": self = .transform(.scaleY)
        case "transform.scale.z": self = .transform(.scaleZ)
        case "transform.rotation", "transform.rotation.z": self = .transform(.rotationZ)
        case "transform.translation": self = .transform(.translation)
        case "transform.translation.x": self = .transform(.translationX)
        case "transform.translation.y": self = .transform(.translationY)
        case "transform.translation.z": self = .transform(.translationZ)
        case "path": self = .shape(.path)
        case "strokeStart": self = .shape(.strokeStart)
        case "strokeEnd": self = .shape(.strokeEnd)
        case "lineWidth": self = .shape(.lineWidth)
        case "fillColor": self = .shape(.fillColor)
        case "strokeColor": self = .shape(.strokeColor)
        case "lineDashPhase": self = .shape(.lineDashPhase)
        case "miterLimit": self = .shape(.miterLimit)
        case "colors": self = .gradient(.colors)
        case "locations": self = .gradient(.locations)
        case "startPoint": self = .gradient(.startPoint)
        case "endPoint": self = .gradient(.endPoint)
        default: return nil
        }
    }

    /// The value the key path has on `layer`; nil when the layer has no such property (a shape
    /// key path on a plain layer).
    @MainActor
    func value(on layer: CALayer) -> AnimatableValue? {
        switch self {
        case .layer(let key):
            return layer.values[key]
        case .anchorPoint:
            return .point(layer.anchorPoint)
        case .point(let part, let key):
            return Self.part(part, of: layer.values[key])
        case .transform(.translation):
            let d = AffineDecomposition(CATransform3DGetAffineTransform(layer.values.geometry.transform))
            return .size(CGSize(width: d.translateX, height: d.translateY))
        case .transform(let part):
            return .scalar(Self.component(part, of: layer.values.geometry.transform))
        case .shape(let property):
            guard let shape = layer as? CAShapeLayer else { return nil }
            return shape.headlessValue(of: property)
        case .gradient(let property):
            guard let gradient = layer as? CAGradientLayer else { return nil }
            return gradient.headlessValue(of: property)
        }
    }

    /// Sets the key path's value on `layer`, a presentation copy; values of the wrong kind are ignored.
    @MainActor
    func set(_ value: AnimatableValue, on layer: CALayer) {
        switch (self, value) {
        case (.layer(let key), _):
            if Self.fits(value, layer.values[key]) { layer.values[key] = value }
        case (.anchorPoint, .point(let p)):
            layer.anchorPoint = p
        case (.point(let part, let key), _):
            if let combined = Self.replacing(part, of: layer.values[key], with: value) { layer.values[key] = combined }
        case (.transform(.translation), .size(let v)):
            let x = Self.replacing(.translationX, of: layer.values.geometry.transform, with: v.width)
            layer.values.geometry.transform = Self.replacing(.translationY, of: x, with: v.height)
        case (.transform(let part), .scalar(let v)):
            layer.values.geometry.transform = Self.replacing(part, of: layer.values.geometry.transform, with: CGFloat(v))
        case (.shape(let property), _):
            (layer as? CAShapeLayer)?.headlessSet(value, for: property)
        case (.gradient(let property), _):
            (layer as? CAGradientLayer)?.headlessSet(value, for: property)
        default:
            break
        }
    }

    // MARK: Parts

    private static func fits(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
        switch (a, b) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform), (.color, .color): true
        default: false
        }
    }

    private static func part(_ part: Part, of value: AnimatableValue) -> AnimatableValue? {
        switch (part, value) {
        case (.x, .point(let p)): .scalar(Double(p.x))
        case (.y, .point(let p)): .scalar(Double(p.y))
        case (.size, .rect(let r)): .size(r.size)
        case (.width, .rect(let r)): .scalar(Double(r.width))
        case (.height, .rect(let r)): .scalar(Double(r.height))
        case (.origin, .rect(let r)): .point(r.origin)
        case (.x, .rect(let r)): .scalar(Double(r.origin.x))
        case (.y, .rect(let r)): .scalar(Double(r.origin.y))
        case (.width, .size(let s)): .scalar(Double(s.width))
        case (.height, .size(let s)): .scalar(Double(s.height))
        default: nil
        }
    }

    private static func replacing(_ part: Part, of value: AnimatableValue, with new: AnimatableValue) -> AnimatableValue? {
        switch (part, value, new) {
        case (.x, .point(var p), .scalar(let v)):
            p.x = CGFloat(v)
            return .point(p)
        case (.y, .point(var p), .scalar(let v)):
            p.y = CGFloat(v)
            return .point(p)
        case (.size, .rect(var r), .size(let s)):
            r.size = s
            return .rect(r)
        case (.width, .rect(var r), .scalar(let v)):
            r.size.width = CGFloat(v)
            return .rect(r)
        case (.height, .rect(var r), .scalar(let v)):
            r.size.height = CGFloat(v)
            return .rect(r)
        case (.origin, .rect(var r), .point(let p)):
            r.origin = p
            return .rect(r)
        case (.x, .rect(var r), .scalar(let v)):
            r.origin.x = CGFloat(v)
            return .rect(r)
        case (.y, .rect(var r), .scalar(let v)):
            r.origin.y = CGFloat(v)
            return .rect(r)
        case (.width, .size(var s), .scalar(let v)):
            s.width = CGFloat(v)
            return .size(s)
        case (.height, .size(var s), .scalar(let v)):
            s.height = CGFloat(v)
            return .size(s)
        default:
            return nil
        }
    }

    /// A part of `transform` as Core Animation's key-value coding reads it: the affine part
    /// decomposed into scale, rotation and translation; `scale` is the mean of the x and y scales.
    static func component(_ part: TransformPart, of transform: CATransform3D) -> Double {
        let d = AffineDecomposition(CATransform3DGetAffineTransform(transform))
        switch part {
        case .scale: return Double(d.scaleX + d.scaleY) / 2
        case .scaleX: return Double(d.scaleX)
        case .scaleY: return Double(d.scaleY)
        case .scaleZ: return Double(transform.m33)
        case .rotationZ: return Double(d.angle)
        case .translationX, .translation: return Double(d.translateX)
        case .translationY: return Double(d.translateY)
        case .translationZ: return Double(transform.m43)
        }
    }

    /// `transform` with one part replaced, the others kept (`scale` sets both x and y).
    static func replacing(_ part: TransformPart, of transform: CATransform3D, with value: CGFloat) -> CATransform3D {
        var d = AffineDecomposition(CATransform3DGetAffineTransform(transform))
        var result = transform
        switch part {
        case .scale:
            d.scaleX = value
            d.scaleY = value
            result.m33 = value
        case .scaleX: d.scaleX = value
        case .scaleY: d.scaleY = value
        case .scaleZ:
            result.m33 = value
            return result
        case .rotationZ: d.angle = value
        case .translationX, .translation: d.translateX = value
        case .translationY: d.translateY = value
        case .translationZ:
            result.m43 = value
            return result
        }
        let affine = d.recomposed
        result.m11 = affine.a
        result.m12 = affine.b
        result.m21 = affine.c
        result.m22 = affine.d
        result.m41 = affine.tx
        result.m42 = affine.ty
        return result
    }
}
