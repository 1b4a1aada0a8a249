import Foundation

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear pacing: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default, a gentle ease: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A headless model of Core Animation's `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to
/// (1, 1) that maps an animation's elapsed fraction of time to its fraction of progress.
///
/// The named functions have Core Animation's documented control points (see
/// ``CAMediaTimingFunctionName``); ``init(controlPoints:_:_:_:)`` takes any two. The curve is
/// solved for progress at a given time exactly (to 10⁻⁹), as HeadlessUIKit's block animations are.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The two inner control points.
    private let c1: CGPoint
    private let c2: CGPoint

    /// Makes the timing function with the given inner control points; the outer ones are (0, 0)
    /// and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: CGFloat(c1x), y: CGFloat(c1y))
        c2 = CGPoint(x: CGFloat(c2x), y: CGFloat(c2y))
        super.init()
    }

    /// Makes one of the predefined timing functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// Writes the control point at `idx` (0…3: (0, 0), the two inner points, (1, 1)) into `ptr`
    /// as two floats, x then y.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, c1, c2, CGPoint(x: 1, y: 1)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = Float(points[idx].x)
        ptr[1] = Float(points[idx].y)
    }

    /// The curve, for the animation engine.
    var curve: TimingCurve { .cubic(c1, c2) }

    @discardableResult
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    public override var hash: Int { Int(c1.x * 1000 + c1.y * 100 + c2.x * 10 + c2.y) }

    public override var description: String {
        "CAMediaTimingFunction(\(c1.x), \(c1.y), \(c2.x), \(c2.y))"
    }
}
