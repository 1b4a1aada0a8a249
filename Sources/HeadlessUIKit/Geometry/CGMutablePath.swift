#if !canImport(CoreGraphics)
import Foundation

/// A minimal model of CoreGraphics' `CGMutablePath`: a ``CGPath`` built element by element.
///
/// Defined only where CoreGraphics is unavailable; on Apple platforms the real type is used. Each
/// adder takes an optional transform applied to the points it adds, as CoreGraphics' do.
/// Rectangles, ellipses, rounded rectangles and arcs are built as CoreGraphics builds them (see
/// ``CGPath``).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Makes an empty path.
    public override init() {
        super.init()
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.moveToPoint, [point], transform)
    }

    /// Adds a straight line from the current point to `point` (a move if the path is empty).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(isEmpty ? .moveToPoint : .addLineToPoint, [point], transform)
    }

    /// Adds straight lines through `points`: a move to the first, lines to the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve to `end` with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addQuadCurveToPoint, [control, end], transform)
    }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addCurveToPoint, [control1, control2, end], transform)
    }

    /// Closes the current subpath.
    public func closeSubpath() {
        guard !isEmpty, types.last != .closeSubpath else { return }
        types.append(.closeSubpath)
    }

    /// Adds a closed rectangle: a move to its origin, lines round it counterclockwise in
    /// CoreGraphics' sense (clockwise on a flipped UIKit screen), and a close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse that fits in `rect`: a move to the middle of its right edge, four cubic
    /// curves and a close.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2
        let ry = r.height / 2
        let c = CGPoint(x: r.midX, y: r.midY)
        let k = PathGeometry.kappa
        move(to: CGPoint(x: r.maxX, y: c.y), transform: transform)
        addCurve(
            to: CGPoint(x: c.x, y: r.maxY), control1: CGPoint(x: r.maxX, y: c.y + ry * k), control2: CGPoint(x: c.x + rx * k, y: r.maxY),
            transform: transform)
        addCurve(
            to: CGPoint(x: r.minX, y: c.y), control1: CGPoint(x: c.x - rx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: c.y + ry * k),
            transform: transform)
        addCurve(
            to: CGPoint(x: c.x, y: r.minY), control1: CGPoint(x: r.minX, y: c.y - ry * k), control2: CGPoint(x: c.x - rx * k, y: r.minY),
            transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX, y: c.y), control1: CGPoint(x: c.x + rx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: c.y - ry * k),
            transform: transform)
        closeSubpath()
    }

    /// Adds a rectangle with elliptical corners of the given radii (each at most half the side).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2)
        let ry = min(max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        let k = PathGeometry.kappa
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k),
            control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k),
            control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// Adds an arc of a circle from `startAngle` to `endAngle` (radians), with a line to its start
    /// from the current point (a move when the path is empty). `clockwise` is in CoreGraphics'
    /// sense: angles decreasing, which on a flipped UIKit screen turns counterclockwise.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        let sweep = PathGeometry.sweep(from: Double(startAngle), to: Double(endAngle), clockwise: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: CGFloat(sweep), transform: transform)
    }

    /// Adds an arc of a circle from `startAngle` turning by `delta` radians (positive: angles
    /// increasing), with a line to its start from the current point.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        let start = PathGeometry.point(center, radius, Double(startAngle))
        if isEmpty || types.last == .closeSubpath {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        for segment in PathGeometry.arcSegments(center: center, radius: radius, start: Double(startAngle), sweep: Double(delta)) {
            addCurve(to: segment.end, control1: segment.control1, control2: segment.control2, transform: transform)
        }
    }

    /// Appends the elements of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        types += path.types
        points += path.points.map { $0.applying(transform) }
    }

    private func append(_ type: CGPathElementType, _ newPoints: [CGPoint], _ transform: CGAffineTransform) {
        types.append(type)
        points += newPoints.map { $0.applying(transform) }
    }
}

/// The geometry of curves shared by the path builders.
enum PathGeometry {
    /// The distance of a cubic's control points from the ends of a quarter circle of radius 1.
    static let kappa: CGFloat = 0.552_284_749_830_793_4

    static func point(_ center: CGPoint, _ radius: CGFloat, _ angle: Double) -> CGPoint {
        CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
    }

    /// The signed angle an arc turns from `start` to `end`: within one turn, decreasing when clockwise.
    static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        var delta = end - start
        if clockwise {
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: turn) - turn }
            if delta < -turn { delta = -turn }
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: turn) + turn }
            if delta > turn { delta = turn }
        }
        return delta
    }

    /// Cubic curves approximating an arc, each turning at most 90°.
    static func arcSegments(center: CGPoint, radius: CGFloat, start: Double, sweep: Double)
        -> [(control1: CGPoint, control2: CGPoint, end: CGPoint)]
    {
        guard sweep != 0, sweep.isFinite else { return [] }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var segments: [(CGPoint, CGPoint, CGPoint)] = []
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let p0 = point(center, radius, angle)
            let p3 = point(center, radius, next)
            let c1 = CGPoint(x: p0.x - radius * CGFloat(handle * sin(angle)), y: p0.y + radius * CGFloat(handle * cos(angle)))
            let c2 = CGPoint(x: p3.x + radius * CGFloat(handle * sin(next)), y: p3.y - radius * CGFloat(handle * cos(next)))
            segments.append((c1, c2, p3))
            angle = next
        }
        return segments
    }

    /// The end points of a cubic and its points where x or y turn.
    static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var found = [p0, p3]
        func at(_ t: Double) -> CGPoint {
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return CGPoint(
                x: CGFloat(a * Double(p0.x) + b * Double(p1.x) + c * Double(p2.x) + d * Double(p3.x)),
                y: CGFloat(a * Double(p0.y) + b * Double(p1.y) + c * Double(p2.y) + d * Double(p3.y)))
        }
        for axis in [\CGPoint.x, \CGPoint.y] {
            let (v0, v1, v2, v3) = (Double(p0[keyPath: axis]), Double(p1[keyPath: axis]), Double(p2[keyPath: axis]), Double(p3[keyPath: axis]))
            // The derivative's coefficients: a t² + b t + c.
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            var roots: [Double] = []
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let s = discriminant.squareRoot()
                    roots += [(-b + s) / (2 * a), (-b - s) / (2 * a)]
                }
            }
            for t in roots where t > 0 && t < 1 { found.append(at(t)) }
        }
        return found
    }
}
#endif
