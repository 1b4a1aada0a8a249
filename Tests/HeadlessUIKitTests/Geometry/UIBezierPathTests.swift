import Testing
@testable import HeadlessUIKit

@Suite("UIBezierPath and CGPath: the shapes transitions mask with")
struct UIBezierPathTests {
    private func types(_ path: CGPath) -> [CGPathElementType] { path.headlessElements.map(\.type) }

    /// The point of a cubic at t = 0.5.
    private func midpoint(from p0: CGPoint, _ element: HeadlessPathElement) -> CGPoint {
        let (p1, p2, p3) = (element.points[0], element.points[1], element.points[2])
        return CGPoint(x: (p0.x + 3 * p1.x + 3 * p2.x + p3.x) / 8, y: (p0.y + 3 * p1.y + 3 * p2.y + p3.y) / 8)
    }

    @Test("init(rect:) is a move, three lines and a close, whose bounds and isRect give the rectangle")
    func rectangle() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let path = UIBezierPath(rect: rect)
        #expect(types(path.cgPath) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(path.bounds == rect)
        var found = CGRect.zero
        #expect(path.cgPath.isRect(&found))
        #expect(found == rect)
    }

    @Test("init(ovalIn:) is a move and four cubic curves that stay on the circle, bounded by the rectangle")
    func oval() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 200)
        let path = UIBezierPath(ovalIn: rect).cgPath
        let elements = path.headlessElements
        #expect(elements.map(\.type) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(path.boundingBox == rect)
        #expect(close(path.boundingBoxOfPath, rect))
        var start = elements[0].points[0]
        for element in elements[1...4] {
            let mid = midpoint(from: start, element)
            #expect(close(Double(hypot(mid.x - 100, mid.y - 100)), 100, tolerance: 0.03))  // kappa's error is 0.027 %
            start = element.points[2]
        }
    }

    @Test("a full circle by arcCenter: is four quarter curves bounded by the circle's square")
    func fullCircleArc() {
        let path = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(types(path.cgPath) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint])
        #expect(close(path.cgPath.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 100, height: 100)))
    }

    @Test("clockwise means angles increasing on UIKit's flipped screen: from 0 to π clockwise passes below the centre, counterclockwise above")
    func arcDirection() {
        let below = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(close(below.cgPath.boundingBoxOfPath, CGRect(x: 50, y: 100, width: 100, height: 50)))
        let above = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(close(above.cgPath.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 100, height: 50)))
        #expect(close(above.currentPoint, CGPoint(x: 50, y: 100)))
    }

    @Test("rounded rectangles keep the rectangle's bounds; corners not rounded stay square")
    func roundedRectangles() {
        let rect = CGRect(x: 0, y: 0, width: 300, height: 100)
        #expect(close(UIBezierPath(roundedRect: rect, cornerRadius: 12).bounds, rect))
        #expect(close(UIBezierPath(roundedRect: rect, cornerRadius: 500).cgPath.boundingBoxOfPath, rect))  // clamped to 50
        let top = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
        let points = top.cgPath.headlessElements.flatMap(\.points)
        #expect(points.contains(CGPoint(x: 0, y: 100)))  // the bottom corners are square
        #expect(points.contains(CGPoint(x: 300, y: 100)))
        #expect(!points.contains(CGPoint(x: 0, y: 0)))
    }

    @Test("move, addLine, addCurve and close build the path; after close the current point is the subpath's start")
    func building() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 100), controlPoint1: CGPoint(x: 150, y: 0), controlPoint2: CGPoint(x: 150, y: 100))
        #expect(path.currentPoint == CGPoint(x: 100, y: 100))
        path.close()
        #expect(path.currentPoint == .zero)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 150, height: 100))  // control points included
        #expect(close(path.cgPath.boundingBoxOfPath.maxX, 137.5))  // the curve's own extent
    }

    @Test("cgPath is a copy: later changes to the UIBezierPath do not change it; equal shapes make equal paths")
    func copies() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let before = path.cgPath
        path.apply(CGAffineTransform(scaleX: 2, y: 2))
        #expect(before.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath == before)
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 11, height: 10)).cgPath != before)
    }

    @Test("two ovals interpolate point by point: half-way between circles of radius 10 and 30 is the circle of radius 20")
    func ovalInterpolation() {
        let small = UIBezierPath(ovalIn: CGRect(x: 90, y: 90, width: 20, height: 20)).cgPath
        let large = UIBezierPath(ovalIn: CGRect(x: 70, y: 70, width: 60, height: 60)).cgPath
        let half = small.headlessInterpolated(to: large, fraction: 0.5)
        let expected = UIBezierPath(ovalIn: CGRect(x: 80, y: 80, width: 40, height: 40)).cgPath.headlessElements
        #expect(half.headlessElements.map(\.type) == expected.map(\.type))
        let points = zip(half.headlessElements.flatMap(\.points), expected.flatMap(\.points))
        #expect(points.allSatisfy { close($0, $1, tolerance: 1e-9) })
    }

    @Test("paths of different elements do not interpolate: the start until the end")
    func mismatchedInterpolation() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50)).cgPath
        #expect(oval.headlessInterpolated(to: rect, fraction: 0.9) == oval)
        #expect(oval.headlessInterpolated(to: rect, fraction: 1) == rect)
    }
}
