import Foundation

/// Which timing information a ``UITimingCurveProvider`` supplies.
///
/// Raw values are UIKit's (`UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's built-in curves (`UIView.AnimationCurve`), given by `cubicTimingParameters`.
    case builtin = 0
    /// A custom cubic Bézier curve, given by `cubicTimingParameters`.
    case cubic = 1
    /// A spring, given by `springTimingParameters`.
    case spring = 2
    /// A combination of a cubic curve and a spring, given by both properties.
    case composed = 3
}

/// The interface of an object that supplies the timing curve of a ``UIViewPropertyAnimator``:
/// a built-in curve, a cubic Bézier curve or a spring.
///
/// UIKit declares it `NSCoding, NSCopying`; HeadlessUIKit requires only `NSObjectProtocol`, so a
/// custom provider written for UIKit (which also implements coding and copying) compiles
/// unchanged. ``UICubicTimingParameters`` and ``UISpringTimingParameters`` adopt it.
///
/// How HeadlessUIKit reads a provider: `.builtin` and `.cubic` use ``cubicTimingParameters``;
/// `.spring` uses ``springTimingParameters``; `.composed` uses the spring if there is one, else
/// the cubic curve (UIKit does not document how it combines them). A provider that returns nil
/// where its type says it must not is recorded as UIKit misuse and animates ease-in-out.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    /// Which kind of timing information the provider supplies.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing information, required for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing information, required for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A timing provider reduced to what the engine needs: a curve shape, and for springs defined by
/// their physical constants, the duration the spring itself implies.
struct ResolvedTiming: Equatable {
    enum Shape: Equatable {
        case cubic(CGPoint, CGPoint)
        /// A spring that settles at the end of the duration; velocity in units of the animated
        /// distance per second, as UIKit specifies it.
        case spring(dampingRatio: Double, velocityPerSecond: Double)
    }

    var shape: Shape
    /// The settling duration of a spring given by mass, stiffness and damping; it replaces the
    /// duration passed to the animator, as UIKit's header says ("The duration is computed
    /// assuming a small settling oscillation").
    var impliedDuration: TimeInterval?

    init(shape: Shape, impliedDuration: TimeInterval?) {
        self.shape = shape
        self.impliedDuration = impliedDuration
    }

    static let easeInOut = ResolvedTiming(shape: .cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)), impliedDuration: nil)

    /// The engine curve for an animation (or the rest of one) lasting `duration` seconds.
    ///
    /// The engine's springs take their initial velocity in units of the whole curve, so a
    /// per-second velocity is scaled by the duration.
    func curve(overDuration duration: TimeInterval) -> TimingCurve {
        switch shape {
        case .cubic(let p1, let p2):
            return .cubic(p1, p2)
        case .spring(let ratio, let velocity):
            return .spring(dampingRatio: ratio, initialVelocity: velocity * max(duration, 0))
        }
    }

    /// Reads a provider; `api` names the caller in the misuse diagnostic of a provider that lacks
    /// the parameters its type promises.
    @MainActor
    init(_ provider: any UITimingCurveProvider, api: String) {
        let type = provider.timingCurveType
        if type == .spring || type == .composed, let spring = provider.springTimingParameters {
            self = spring.resolvedTiming
            return
        }
        if type != .spring, let cubic = provider.cubicTimingParameters {
            self = ResolvedTiming(shape: .cubic(cubic.controlPoint1, cubic.controlPoint2), impliedDuration: nil)
            return
        }
        let missing = type == .spring ? "springTimingParameters" : "cubicTimingParameters"
        HeadlessScene.recordMisuse(
            api: api,
            "the timing provider's timingCurveType is .\(type) but its \(missing) is nil; UIKit requires that object and its behaviour without it is undefined. HeadlessUIKit used the ease-in-out curve. Return the parameters the type promises."
        )
        self = .easeInOut
    }

    /// An equivalent provider object, for an animator built from an inherited engine curve.
    @MainActor
    static func provider(for curve: TimingCurve) -> any UITimingCurveProvider {
        switch curve {
        case .cubic(let p1, let p2):
            return UICubicTimingParameters(controlPoint1: p1, controlPoint2: p2)
        case .spring(let ratio, _):
            return UISpringTimingParameters(dampingRatio: CGFloat(ratio))
        }
    }
}
