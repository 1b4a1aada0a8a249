import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension AnimatableValue {
    /// `value` — an animation's `fromValue`, `toValue`, `byValue` or keyframe — as a value of the
    /// kind `kind` is, or nil if it is not one: numbers (`Double`, `Float`, `CGFloat`, `Int`,
    /// `NSNumber`), points, sizes and rects (or `NSValue`s of them), `CATransform3D`s, `CGColor`s,
    /// `CGPath`s, and arrays of numbers or colors.
    static func converting(_ value: Any, like kind: AnimatableValue) -> AnimatableValue? {
        switch kind {
        case .scalar: return scalar(value).map { .scalar($0) }
        case .point: return point(value).map { .point($0) }
        case .size: return size(value).map { .size($0) }
        case .rect: return rect(value).map { .rect($0) }
        case .transform: return (value as? CATransform3D).map { .transform($0) }
        case .color: return color(value).map { .color($0.headlessRGBA) }
        case .path: return path(value).map { .path($0) }
        case .list(let items):
            guard let array = value as? [Any] else { return nil }
            var converted: [AnimatableValue] = []
            for item in array {
                let itemKind = items.first ?? (scalar(item) != nil ? .scalar(0) : .color(nil))
                guard let value = converting(item, like: itemKind) else { return nil }
                converted.append(value)
            }
            return .list(converted)
        case .discrete: return nil
        }
    }

    /// `self` plus `other` (an additive or `byValue` animation); nil for kinds that do not add.
    func adding(_ other: AnimatableValue, sign: Double = 1) -> AnimatableValue? {
        let s = CGFloat(sign)
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + sign * b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + s * b.x, y: a.y + s * b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width + s * b.width, height: a.height + s * b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: a.origin.x + s * b.origin.x, y: a.origin.y + s * b.origin.y,
                    width: a.width + s * b.width, height: a.height + s * b.height))
        case (.transform(let a), .transform(let b)):
            return .transform(sign > 0 ? CATransform3DConcat(b, a) : CATransform3DConcat(CATransform3DInvert(b), a))
        default: return nil
        }
    }

    private static func scalar(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    private static func point(_ value: Any) -> CGPoint? {
        if let p = value as? CGPoint { return p }
        if let v = value as? NSValue { return v.pointValue }
        return nil
    }

    private static func size(_ value: Any) -> CGSize? {
        if let s = value as? CGSize { return s }
        if let v = value as? NSValue { return v.sizeValue }
        return nil
    }

    private static func rect(_ value: Any) -> CGRect? {
        if let r = value as? CGRect { return r }
        if let v = value as? NSValue { return v.rectValue }
        return nil
    }

    private static func color(_ value: Any) -> CGColor? {
        #if canImport(CoreGraphics)
        let object = value as AnyObject
        guard CFGetTypeID(object) == CGColor.typeID else { return nil }
        return unsafeBitCast(object, to: CGColor.self)  // its type ID says it is one
        #else
        return value as? CGColor
        #endif
    }

    private static func path(_ value: Any) -> CGPath? {
        #if canImport(CoreGraphics)
        let object = value as AnyObject
        guard CFGetTypeID(object) == CGPath.typeID else { return nil }
        return unsafeBitCast(object, to: CGPath.self)  // its type ID says it is one
        #else
        return value as? CGPath
        #endif
    }
}

#if !canImport(UIKit)
extension NSValue {
    /// A value holding a point, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding a rectangle, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The point the value holds, as UIKit's `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds, as UIKit's `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle the value holds, as UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
}
#endif
