import Foundation

/// One element of a path, copied out of it: what ``CGPath/applyWithBlock(_:)`` hands over.
struct HeadlessPathElement: Equatable {
    var type: CGPathElementType
    var points: [CGPoint]
}

extension CGPath {
    /// The path's elements, in order (through `applyWithBlock`, so it reads CoreGraphics' paths too).
    var headlessElements: [HeadlessPathElement] {
        var elements: [HeadlessPathElement] = []
        applyWithBlock { pointer in
            let element = pointer.pointee
            let count: Int
            switch element.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            default: count = 0
            }
            elements.append(HeadlessPathElement(type: element.type, points: (0..<count).map { element.points[$0] }))
        }
        return elements
    }

    /// The path a fraction of the way from `self` to `end`, as Core Animation interpolates a
    /// `path` animation: point by point when both paths have the same elements (two ovals, two
    /// arcs of the same sweep, two rounded rectangles); otherwise, as Core Animation leaves it
    /// undefined, `self` until the end and `end` at it.
    func headlessInterpolated(to end: CGPath, fraction f: Double) -> CGPath {
        if f == 0 { return self }
        if f == 1 { return end }
        let from = headlessElements
        let to = end.headlessElements
        guard from.count == to.count, zip(from, to).allSatisfy({ $0.type == $1.type }) else { return f < 1 ? self : end }
        let path = CGMutablePath()
        for (a, b) in zip(from, to) {
            let p = zip(a.points, b.points).map { CGPoint(x: $0.x + ($1.x - $0.x) * CGFloat(f), y: $0.y + ($1.y - $0.y) * CGFloat(f)) }
            switch a.type {
            case .moveToPoint: path.move(to: p[0])
            case .addLineToPoint: path.addLine(to: p[0])
            case .addQuadCurveToPoint: path.addQuadCurve(to: p[1], control: p[0])
            case .addCurveToPoint: path.addCurve(to: p[2], control1: p[0], control2: p[1])
            default: path.closeSubpath()
            }
        }
        return path
    }
}
