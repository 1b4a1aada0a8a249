import Foundation

/// How a shape layer's line ends, with Core Animation's names.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's lines join, with Core Animation's names.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// How a shape layer decides the inside of its path, with Core Animation's names.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A headless model of Core Animation's `CAShapeLayer`: a layer that draws a path — the mask of a
/// circular reveal, the ring of a progress indicator.
///
/// ## The model
///
/// The shape's properties are stored with Core Animation's defaults (a black fill, no stroke, a
/// stroke from 0 to 1 of width 1). ``path``, ``strokeStart``, ``strokeEnd``, ``lineWidth``,
/// ``fillColor``, ``strokeColor``, ``lineDashPhase`` and ``miterLimit`` are animated by explicit
/// animations (`CABasicAnimation(keyPath: "path")`, …), and ``CALayer/presentation()`` reads them
/// mid-animation; a path animates point by point between paths of the same elements (two ovals, two
/// arcs of the same sweep), as Core Animation does, and jumps at the end otherwise.
///
/// ## What it does not model
///
/// Drawing, and implicit animations: a change to a standalone layer's property applies at once.
///
/// ```swift
/// let mask = CAShapeLayer()
/// mask.path = UIBezierPath(ovalIn: finalCircle).cgPath
/// presentedView.layer.mask = mask
/// let reveal = CABasicAnimation(keyPath: "path")
/// reveal.fromValue = UIBezierPath(ovalIn: startCircle).cgPath
/// reveal.toValue = mask.path
/// reveal.duration = 0.5
/// mask.add(reveal, forKey: "path")
/// scene.advance(by: 0.25)
/// mask.presentation()?.path?.boundingBox     // half-way between the two circles
/// ```
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The path drawn; nil by default.
    open var path: CGPath?
    /// The color the path is filled with; opaque black by default.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// How the inside of the path is decided; `.nonZero` by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The color the path is stroked with; nil (no stroke) by default.
    open var strokeColor: CGColor?
    /// Where the stroke starts, as a fraction of the path; 0 by default.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends, as a fraction of the path; 1 by default.
    open var strokeEnd: CGFloat = 1
    /// The width of the stroke; 1 by default.
    open var lineWidth: CGFloat = 1
    /// The limit on mitered joins; 10 by default.
    open var miterLimit: CGFloat = 10
    /// How the stroke's ends are drawn; `.butt` by default.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How the stroke's corners are drawn; `.miter` by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Where the dash pattern starts; 0 by default.
    open var lineDashPhase: CGFloat = 0
    /// The lengths of the dashes and gaps; nil (a solid line) by default.
    open var lineDashPattern: [NSNumber]?

    /// Makes a shape layer with Core Animation's defaults.
    public required init() {
        super.init()
    }

    /// Makes a shadow copy of `layer`, its shape included, as Core Animation does for presentation layers.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    // MARK: Animated values

    func headlessValue(of property: AnimatedKeyPath.ShapeProperty) -> AnimatableValue {
        switch property {
        case .path: .path(path)
        case .strokeStart: .scalar(Double(strokeStart))
        case .strokeEnd: .scalar(Double(strokeEnd))
        case .lineWidth: .scalar(Double(lineWidth))
        case .lineDashPhase: .scalar(Double(lineDashPhase))
        case .miterLimit: .scalar(Double(miterLimit))
        case .fillColor: .color(fillColor?.headlessRGBA)
        case .strokeColor: .color(strokeColor?.headlessRGBA)
        }
    }

    func headlessSet(_ value: AnimatableValue, for property: AnimatedKeyPath.ShapeProperty) {
        switch (property, value) {
        case (.path, .path(let p)): path = p
        case (.strokeStart, .scalar(let v)): strokeStart = CGFloat(v)
        case (.strokeEnd, .scalar(let v)): strokeEnd = CGFloat(v)
        case (.lineWidth, .scalar(let v)): lineWidth = CGFloat(v)
        case (.lineDashPhase, .scalar(let v)): lineDashPhase = CGFloat(v)
        case (.miterLimit, .scalar(let v)): miterLimit = CGFloat(v)
        case (.fillColor, .color(let c)): fillColor = c.map(CGColor.headless)
        case (.strokeColor, .color(let c)): strokeColor = c.map(CGColor.headless)
        default: break
        }
    }
}
