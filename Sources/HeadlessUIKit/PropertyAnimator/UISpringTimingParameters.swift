import Foundation

/// Timing information that follows the motion of a damped spring.
///
/// ## The model
///
/// A spring given by a damping ratio settles exactly at the end of the animator's duration:
/// a ratio of 1 approaches the end value without overshooting, smaller ratios overshoot and
/// oscillate more and more (the engine clamps the ratio to 0.05…1; ratios above 1 behave as 1).
///
/// A spring given by mass, stiffness and damping is mapped to the equivalent damping ratio
/// ζ = damping / (2 √(stiffness × mass)) and, as UIKit's header says ("The duration is computed
/// assuming a small settling oscillation"), it sets the animator's duration itself: the time
/// for the oscillation's envelope to decay to 0.1 %, `ln(1000) / (ζ ω₀)` with
/// ω₀ = √(stiffness / mass) (for ζ > 1, the slower decay rate `ω₀ (ζ − √(ζ² − 1))`). The
/// duration passed to the animator is then ignored, and `animator.duration` reads the computed
/// one.
///
/// The initial velocity is in units of the total animated distance per second, as in UIKit; a
/// one-dimensional engine curve drives all properties, so only ``initialVelocity``'s `dx` is
/// used (UIKit uses `dx` for one-dimensional properties too).
///
/// ```swift
/// let bouncy = UISpringTimingParameters(dampingRatio: 0.5)
/// let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: bouncy)
/// ```
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    private let storedVelocity: CGVector
    let resolvedTiming: ResolvedTiming

    /// Makes the system's default spring.
    ///
    /// UIKit does not document its constants; HeadlessUIKit uses a critically damped spring
    /// (damping ratio 1) over the animator's duration (an undocumented choice).
    public override init() {
        storedVelocity = .zero
        resolvedTiming = ResolvedTiming(shape: .spring(dampingRatio: 1, velocityPerSecond: 0), impliedDuration: nil)
        super.init()
    }

    /// Makes a spring with the given damping ratio and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// Makes a spring with the given damping ratio and initial velocity (in units of the total
    /// animated distance per second).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        storedVelocity = velocity
        let zeta = ratio.isFinite ? Double(ratio) : 1
        let v0 = velocity.dx.isFinite ? Double(velocity.dx) : 0
        resolvedTiming = ResolvedTiming(shape: .spring(dampingRatio: zeta, velocityPerSecond: v0), impliedDuration: nil)
        super.init()
        if !ratio.isFinite || !velocity.dx.isFinite {
            HeadlessScene.recordMisuse(
                api: "UISpringTimingParameters.init(dampingRatio:initialVelocity:)",
                "dampingRatio \(ratio) or initialVelocity.dx \(velocity.dx) is not finite; UIKit's result is undefined. HeadlessUIKit used a damping ratio of 1 and no initial velocity where they were not finite. Pass finite numbers."
            )
        }
    }

    /// Makes a spring from its physical constants; the spring's settling time becomes the
    /// animator's duration.
    ///
    /// Non-positive or non-finite constants are recorded as misuse and give a critically damped
    /// spring over the animator's own duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        storedVelocity = velocity
        let m = Double(mass)
        let k = Double(stiffness)
        let c = Double(damping)
        let v0 = velocity.dx.isFinite ? Double(velocity.dx) : 0
        let valid = [m, k, c].allSatisfy { $0.isFinite && $0 > 0 }
        if valid {
            let omega = (k / m).squareRoot()
            let zeta = c / (2 * (k * m).squareRoot())
            let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
            resolvedTiming = ResolvedTiming(
                shape: .spring(dampingRatio: zeta, velocityPerSecond: v0),
                impliedDuration: log(1000) / decay)
        } else {
            resolvedTiming = ResolvedTiming(shape: .spring(dampingRatio: 1, velocityPerSecond: v0), impliedDuration: nil)
        }
        super.init()
        if !valid {
            HeadlessScene.recordMisuse(
                api: "UISpringTimingParameters.init(mass:stiffness:damping:initialVelocity:)",
                "mass \(mass), stiffness \(stiffness) and damping \(damping) must all be positive and finite; UIKit's spring is undefined otherwise. HeadlessUIKit used a critically damped spring over the animator's duration. Pass positive constants."
            )
        }
    }

    /// Makes the default spring; HeadlessUIKit has no archives to decode.
    public required init?(coder: NSCoder) {
        storedVelocity = .zero
        resolvedTiming = ResolvedTiming(shape: .spring(dampingRatio: 1, velocityPerSecond: 0), impliedDuration: nil)
        super.init()
    }

    /// The initial velocity of the spring, in units of the total animated distance per second.
    open var initialVelocity: CGVector { storedVelocity }

    /// Always `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// Always nil: these parameters describe no cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The parameters themselves.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
