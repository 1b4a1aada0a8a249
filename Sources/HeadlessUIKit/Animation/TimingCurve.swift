import Foundation

/// How an animation's progress follows its elapsed time: Core Animation's timing functions
/// and UIKit's springs.
enum TimingCurve: Equatable, Sendable {
    /// A cubic Bézier from (0, 0) to (1, 1) with the two control points, as
    /// `CAMediaTimingFunction(controlPoints:)`.
    case cubic(CGPoint, CGPoint)
    /// A damped spring that settles at the end of the duration (UIKit's duration-based springs).
    case spring(dampingRatio: Double, initialVelocity: Double)

    static let linear = TimingCurve.cubic(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    static let easeIn = TimingCurve.cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    static let easeOut = TimingCurve.cubic(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    static let easeInOut = TimingCurve.cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))

    init(_ curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        @unknown default: self = .easeInOut
        }
    }

    var isLinear: Bool { self == .linear }

    /// The progress (0 at t = 0, 1 at t = 1; springs may overshoot in between) at time fraction `t`.
    func progress(_ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch self {
        case .cubic(let p1, let p2):
            if p1 == CGPoint(x: 0, y: 0) && p2 == CGPoint(x: 1, y: 1) { return t }
            return CubicBezier(p1: p1, p2: p2).y(atX: t)
        case .spring(let zeta, let v0):
            return Self.spring(t: t, dampingRatio: zeta, initialVelocity: v0)
        }
    }

    /// A damped harmonic oscillator from 0 to 1 whose envelope has decayed to 0.1 % at t = 1.
    private static func spring(t: Double, dampingRatio: Double, initialVelocity v0: Double) -> Double {
        let zeta = min(max(dampingRatio, 0.05), 1)
        let omega = log(1000) / zeta  // e^(-ζωt) = 0.001 at t = 1
        if zeta >= 1 {
            return 1 - (1 + (omega - v0) * t) * exp(-omega * t)
        }
        let omegaD = omega * sqrt(1 - zeta * zeta)
        let envelope = exp(-zeta * omega * t)
        return 1 - envelope * (cos(omegaD * t) + (zeta * omega - v0) / omegaD * sin(omegaD * t))
    }
}

/// A unit cubic Bézier solved for y at a given x (WebKit's UnitBezier method).
private struct CubicBezier {
    let ax, bx, cx, ay, by, cy: Double

    init(p1: CGPoint, p2: CGPoint) {
        cx = 3 * Double(p1.x)
        bx = 3 * (Double(p2.x) - Double(p1.x)) - cx
        ax = 1 - cx - bx
        cy = 3 * Double(p1.y)
        by = 3 * (Double(p2.y) - Double(p1.y)) - cy
        ay = 1 - cy - by
    }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    func y(atX x: Double) -> Double {
        // Newton's method, then bisection if it does not converge.
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            if abs(error) < 1e-9 { return y(t) }
            let slope = dx(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            let value = self.x(t)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return y(t)
    }
}
