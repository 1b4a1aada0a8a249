import Foundation

/// The corners of a rectangle, with UIKit's raw values: which corners
/// ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)`` rounds.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The raw bits: top left 1, top right 2, bottom left 4, bottom right 8.
    public let rawValue: UInt
    /// Makes the set of corners with the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner (all bits set, as UIKit's `UIRectCornerAllCorners`).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A headless model of UIKit's `UIBezierPath`: a path of lines and curves built with UIKit's
/// calls, whose ``cgPath`` a `CAShapeLayer` draws or animates.
///
/// ## The model
///
/// The path is a `CGMutablePath` built with CoreGraphics' calls: a rectangle is a move, three
/// lines and a close; an oval a move and four cubic curves; an arc cubic curves of at most 90°. In
/// UIKit's flipped coordinates `clockwise` means angles increasing (0 at the right, π/2 at the
/// bottom), as UIKit documents. ``bounds`` is the path's bounding box, control points included,
/// as UIKit's is. The drawing attributes are stored; `fill()` and `stroke()` draw nothing.
///
/// ## What it does not model
///
/// UIKit's continuous ("squircle") corners: rounded rectangles get circular corners of the given
/// radius (at most half the shorter side), with the same bounding box. Drawing, hit-testing
/// beyond the bounding box of closed subpaths (``contains(_:)``), dashes and `reversing()`.
///
/// ```swift
/// let small = UIBezierPath(ovalIn: CGRect(x: 170, y: 400, width: 50, height: 50))
/// let large = UIBezierPath(arcCenter: CGPoint(x: 195, y: 425), radius: 900, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
/// small.bounds        // (170.0, 400.0, 50.0×50.0)
/// mask.path = large.cgPath
/// ```
open class UIBezierPath: NSObject {
    /// The path's elements.
    private final var storage = CGMutablePath()

    /// The width of the stroked line; 1 by default. Stored only.
    open var lineWidth: CGFloat = 1
    /// The limit on the length of mitered joins; 10 by default. Stored only.
    open var miterLimit: CGFloat = 10
    /// Whether the even-odd rule decides the inside; false by default.
    open var usesEvenOddFillRule = false

    /// Makes an empty path.
    public override init() {
        super.init()
    }

    /// Makes a closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    /// Makes the oval that fits in `rect` (a circle in a square).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    /// Makes a rectangle with every corner rounded to `cornerRadius` (circular corners here; see
    /// the type's notes).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Makes a rectangle with the given corners rounded to `cornerRadii.width` (UIKit uses the
    /// width), at most half the shorter side; the others are square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let limit = max(min(r.width, r.height) / 2, 0)
        let radius = min(max(cornerRadii.width.isFinite ? cornerRadii.width : 0, 0), limit)
        func corner(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? radius : 0 }
        let (tl, tr, bl, br) = (corner(.topLeft), corner(.topRight), corner(.bottomLeft), corner(.bottomRight))
        let half = CGFloat.pi / 2
        storage.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        storage.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { storage.addArc(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -half, endAngle: 0, clockwise: false) }
        storage.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { storage.addArc(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: half, clockwise: false) }
        storage.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { storage.addArc(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: half, endAngle: .pi, clockwise: false) }
        storage.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { storage.addArc(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * half, clockwise: false) }
        storage.closeSubpath()
    }

    /// Makes an arc of a circle from `startAngle` to `endAngle` (radians; 0 at the right, π/2 at
    /// the bottom), drawn clockwise on screen (angles increasing) when `clockwise` is true.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Makes a path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        storage.addPath(cgPath)
    }

    /// The path as a CoreGraphics path: an immutable copy. Setting it replaces the elements.
    open var cgPath: CGPath {
        get { storage.copy() ?? storage }
        set { storage = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The bounding box of the path, control points included; `.null` when it is empty.
    open var bounds: CGRect { storage.boundingBox }
    /// The end point of the last element; `.zero` when the path is empty.
    open var currentPoint: CGPoint { storage.currentPoint }
    /// Whether the path has no elements.
    open var isEmpty: Bool { storage.isEmpty }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { storage.move(to: point) }
    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { storage.addLine(to: point) }
    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc (see ``init(arcCenter:radius:startAngle:endAngle:clockwise:)``), with a line to
    /// its start from the current point.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's clockwise (angles increasing on a flipped screen) is CoreGraphics' counterclockwise.
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { storage.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { storage = CGMutablePath() }
    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { storage.addPath(bezierPath.cgPath) }
    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        let copy = CGMutablePath()
        copy.addPath(storage, transform: transform)
        storage = copy
    }
    /// Whether `point` is inside the path (see the type's notes).
    @discardableResult
    open func contains(_ point: CGPoint) -> Bool {
        storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
    /// Draws nothing headlessly.
    open func fill() {}
    /// Draws nothing headlessly.
    open func stroke() {}
}
