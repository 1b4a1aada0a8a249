import Foundation

/// Timing information in the form of a cubic Bézier curve from (0, 0) to (1, 1): one of
/// UIKit's built-in curves or a custom one.
///
/// The control points of the built-in curves are Core Animation's: ease-in-out (0.42, 0) and
/// (0.58, 1), ease-in (0.42, 0) and (1, 1), ease-out (0, 0) and (0.58, 1), linear (0, 0) and
/// (1, 1).
///
/// ```swift
/// let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
/// let animator = UIViewPropertyAnimator(duration: 0.35, timingParameters: timing)
/// ```
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    private let storedCurve: UIView.AnimationCurve
    private let storedPoint1: CGPoint
    private let storedPoint2: CGPoint
    private let storedType: UITimingCurveType

    /// Makes the system's default curve.
    ///
    /// UIKit's header calls it "the default CA timing curve" without naming it; HeadlessUIKit
    /// uses ease-in-out, UIKit's default animation curve (an undocumented choice).
    public override init() {
        storedCurve = .easeInOut
        (storedPoint1, storedPoint2) = UICubicTimingParameters.controlPoints(of: .easeInOut)
        storedType = .builtin
        super.init()
    }

    /// Makes one of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        storedCurve = curve
        (storedPoint1, storedPoint2) = UICubicTimingParameters.controlPoints(of: curve)
        storedType = .builtin
        super.init()
    }

    /// Makes a custom cubic Bézier curve with the given control points.
    ///
    /// Its ``animationCurve`` reads `.easeInOut` (UIKit does not document the value).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        storedCurve = .easeInOut
        storedPoint1 = point1
        storedPoint2 = point2
        storedType = .cubic
        super.init()
    }

    /// Makes the default curve; HeadlessUIKit has no archives to decode.
    public required init?(coder: NSCoder) {
        storedCurve = .easeInOut
        (storedPoint1, storedPoint2) = UICubicTimingParameters.controlPoints(of: .easeInOut)
        storedType = .builtin
        super.init()
    }

    /// The built-in curve, for parameters made from one.
    open var animationCurve: UIView.AnimationCurve { storedCurve }
    /// The first control point of the cubic Bézier curve.
    open var controlPoint1: CGPoint { storedPoint1 }
    /// The second control point of the cubic Bézier curve.
    open var controlPoint2: CGPoint { storedPoint2 }

    /// `.builtin` for a built-in curve, `.cubic` for custom control points.
    open var timingCurveType: UITimingCurveType { storedType }
    /// The parameters themselves.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Always nil: these parameters describe no spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        guard case .cubic(let p1, let p2) = TimingCurve(curve) else { return (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)) }
        return (p1, p2)
    }
}
