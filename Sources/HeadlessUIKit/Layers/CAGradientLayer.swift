import Foundation

/// The kinds of gradient a gradient layer draws, with Core Animation's names.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Around the start point, reaching the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, by angle.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A headless model of Core Animation's `CAGradientLayer`: a layer filled with a gradient — the
/// shade behind a card, the fade at a sheet's edge.
///
/// ## The model
///
/// The gradient's ``colors`` (`CGColor`s), ``locations``, ``startPoint``, ``endPoint`` and
/// ``type`` are stored with Core Animation's defaults (a vertical axial gradient, stops spread
/// evenly). Explicit animations of `colors` and `locations` (item by item, when both lists are
/// equally long), `startPoint` and `endPoint` show in ``CALayer/presentation()``.
///
/// ## What it does not model
///
/// Drawing, and implicit animations: a change to a standalone layer's property applies at once.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The gradient's colors, `CGColor`s; nil by default.
    open var colors: [Any]?
    /// Where each color stops, 0…1; nil (evenly spread) by default.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates; (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates; (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient; `.axial` by default.
    open var type: CAGradientLayerType = .axial

    /// Makes a gradient layer with Core Animation's defaults.
    public required init() {
        super.init()
    }

    /// Makes a shadow copy of `layer`, its gradient included.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    // MARK: Animated values

    func headlessValue(of property: AnimatedKeyPath.GradientProperty) -> AnimatableValue {
        switch property {
        case .colors:
            return .list((colors ?? []).map { AnimatableValue.converting($0, like: .color(nil)) ?? .color(nil) })
        case .locations:
            return .list((locations ?? []).map { .scalar($0.doubleValue) })
        case .startPoint:
            return .point(startPoint)
        case .endPoint:
            return .point(endPoint)
        }
    }

    func headlessSet(_ value: AnimatableValue, for property: AnimatedKeyPath.GradientProperty) {
        switch (property, value) {
        case (.colors, .list(let items)):
            colors = items.map { item -> Any in
                if case .color(let rgba) = item { return CGColor.headless(rgba ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)) }
                return CGColor.headless(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
            }
        case (.locations, .list(let items)):
            locations = items.map { item in
                if case .scalar(let v) = item { return NSNumber(value: v) }
                return NSNumber(value: 0)
            }
        case (.startPoint, .point(let p)): startPoint = p
        case (.endPoint, .point(let p)): endPoint = p
        default: break
        }
    }
}
