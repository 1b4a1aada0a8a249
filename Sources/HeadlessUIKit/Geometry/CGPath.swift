#if !canImport(CoreGraphics)
import Foundation

/// The kinds of element a path is made of, with CoreGraphics' raw values.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at one point.
    case moveToPoint = 0
    /// A straight line to one point.
    case addLineToPoint = 1
    /// A quadratic Bézier curve: a control point, then the end point.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve: two control points, then the end point.
    case addCurveToPoint = 3
    /// Closes the current subpath.
    case closeSubpath = 4
}

/// One element of a path, as ``CGPath/applyWithBlock(_:)`` hands it over: its type and its
/// points (none, one, two or three, by type).
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// The element's points, valid only during the call that hands the element over.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Makes an element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// How a path's inside is decided.
public enum CGPathFillRule: Int, Sendable {
    /// The non-zero winding rule.
    case winding = 0
    /// The even-odd rule.
    case evenOdd = 1
}

/// A minimal model of CoreGraphics' `CGPath`: an immutable sequence of moves, lines, Bézier curves
/// and closes — what `UIBezierPath.cgPath` gives and a `CAShapeLayer` draws.
///
/// Defined only where CoreGraphics is unavailable; on Apple platforms the real type is used.
///
/// ## The model
///
/// The elements, in order, with CoreGraphics' construction of rectangles, ellipses (a move and four
/// cubic curves, clockwise in CoreGraphics' sense, from the right-hand middle point), rounded
/// rectangles and arcs (split into cubic curves of at most 90°). Two paths are equal when their
/// elements are. ``boundingBox`` includes the control points; ``boundingBoxOfPath`` is the tight
/// box of the curves.
///
/// ## What it does not model
///
/// Drawing, stroking (`copy(strokingWithWidth:…)`), dashes, and ``contains(_:using:transform:)``
/// beyond the bounding box of each closed subpath's points.
public class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The elements: their types and, flattened, their points.
    final var types: [CGPathElementType] = []
    final var points: [CGPoint] = []

    init() {}

    /// Makes a path of a rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// Makes a path of the ellipse that fits in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// Makes a path of a rectangle with elliptical corners of the given radii.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    init(copying path: CGPath) {
        types = path.types
        points = path.points
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { types.isEmpty }

    /// The end point of the last element (the start of the subpath after a close); `.zero` when empty.
    public var currentPoint: CGPoint {
        guard let last = types.last else { return .zero }
        if last == .closeSubpath { return subpathStart(before: types.count) }
        return points.last ?? .zero
    }

    /// The smallest rectangle containing every point of the path, control points included;
    /// `.null` when the path is empty.
    public var boundingBox: CGRect {
        Self.box(of: points)
    }

    /// The smallest rectangle containing the path's lines and curves, without their control points;
    /// `.null` when the path is empty.
    public var boundingBoxOfPath: CGRect {
        var extremes: [CGPoint] = []
        var index = 0
        var current = CGPoint.zero
        for type in types {
            let count = Self.pointCount(of: type)
            let p = Array(points[index..<(index + count)])
            index += count
            switch type {
            case .moveToPoint, .addLineToPoint:
                extremes.append(p[0])
                current = p[0]
            case .addQuadCurveToPoint:
                // Elevated to a cubic with the same curve.
                let c1 = CGPoint(x: current.x + 2 / 3 * (p[0].x - current.x), y: current.y + 2 / 3 * (p[0].y - current.y))
                let c2 = CGPoint(x: p[1].x + 2 / 3 * (p[0].x - p[1].x), y: p[1].y + 2 / 3 * (p[0].y - p[1].y))
                extremes += PathGeometry.cubicExtremes(current, c1, c2, p[1])
                current = p[1]
            case .addCurveToPoint:
                extremes += PathGeometry.cubicExtremes(current, p[0], p[1], p[2])
                current = p[2]
            case .closeSubpath:
                break
            }
        }
        return Self.box(of: extremes)
    }

    /// A copy of the path (the same elements).
    @discardableResult
    public func copy() -> CGPath? { CGPath(copying: self) }

    /// A copy of the path with every point transformed by `transform` (unchanged when nil).
    @discardableResult
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let copy = CGPath(copying: self)
        if let t = transform?.pointee { copy.points = copy.points.map { $0.applying(t) } }
        return copy
    }

    /// A mutable copy of the path.
    @discardableResult
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.types = types
        copy.points = points
        return copy
    }

    /// Whether the path is a single closed rectangle, and if so which (in `rect`).
    @discardableResult
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let rectangle: [CGPathElementType] = [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath]
        guard types == rectangle || types == rectangle.dropLast() + [.addLineToPoint, .closeSubpath] else { return false }
        let corners = Array(points.prefix(4))
        let box = Self.box(of: corners)
        let onCorners = corners.allSatisfy { ($0.x == box.minX || $0.x == box.maxX) && ($0.y == box.minY || $0.y == box.maxY) }
        guard onCorners, Set(corners.map { "\($0.x),\($0.y)" }).count == 4 else { return false }
        rect?.pointee = box
        return true
    }

    /// Whether `point` is inside the path: approximated as inside the bounding box of the points
    /// of a closed subpath (the curves themselves are not tested).
    @discardableResult
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = point
        var index = 0
        var subpath: [CGPoint] = []
        for type in types {
            let count = Self.pointCount(of: type)
            if type == .moveToPoint { subpath = [] }
            subpath += points[index..<(index + count)].map { $0.applying(transform) }
            index += count
            if type == .closeSubpath, Self.box(of: subpath).contains(p) { return true }
        }
        return false
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var index = 0
        for type in types {
            let count = Self.pointCount(of: type)
            var elementPoints = Array(points[index..<(index + count)])
            if elementPoints.isEmpty { elementPoints = [.zero] }
            index += count
            elementPoints.withUnsafeMutableBufferPointer { buffer in
                var element = CGPathElement(type: type, points: buffer.baseAddress!)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.types == rhs.types && lhs.points == rhs.points
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(types)
        hasher.combine(points.count)
    }

    /// The elements in words, e.g. `CGPath(move (0.0, 0.0), line (10.0, 0.0), close)`.
    public var description: String {
        var index = 0
        let parts = types.map { type -> String in
            let count = Self.pointCount(of: type)
            let p = points[index..<(index + count)].map { "(\(HeadlessFormat.value(Double($0.x))), \(HeadlessFormat.value(Double($0.y))))" }
            index += count
            switch type {
            case .moveToPoint: return "move \(p[0])"
            case .addLineToPoint: return "line \(p[0])"
            case .addQuadCurveToPoint: return "quad \(p.joined(separator: " "))"
            case .addCurveToPoint: return "curve \(p.joined(separator: " "))"
            case .closeSubpath: return "close"
            }
        }
        return "CGPath(\(parts.joined(separator: ", ")))"
    }

    // MARK: Internal

    static func pointCount(of type: CGPathElementType) -> Int {
        switch type {
        case .moveToPoint, .addLineToPoint: 1
        case .addQuadCurveToPoint: 2
        case .addCurveToPoint: 3
        case .closeSubpath: 0
        }
    }

    /// Where the subpath that the element at `elementIndex` belongs to started.
    func subpathStart(before elementIndex: Int) -> CGPoint {
        var index = 0
        var start = CGPoint.zero
        for type in types[..<elementIndex] {
            if type == .moveToPoint { start = points[index] }
            index += Self.pointCount(of: type)
        }
        return start
    }

    static func box(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
#endif
