import Foundation

/// A headless model of Core Animation's `CASpringAnimation`: a basic animation whose progress
/// follows a damped spring.
///
/// ## The model
///
/// Progress is the position of a mass on a spring released at the start value with
/// ``initialVelocity`` (in distances per second) towards the end value: `mass · x'' = −stiffness ·
/// (x − 1) − damping · x'`, solved exactly (under-, critically and over-damped), at the animation's
/// elapsed seconds (after its timing function). It overshoots when under-damped. The spring runs
/// for the animation's ``CAAnimation/duration`` — set it to ``settlingDuration`` to let it settle —
/// and the value jumps to the end value when the duration ends first.
///
/// ``settlingDuration`` is HeadlessUIKit's estimate: the time after which the distance left stays
/// within 0.1 % of the whole distance (Core Animation does not document its own).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default.
    open var stiffness: CGFloat = 100
    /// The damping; 10 by default.
    open var damping: CGFloat = 10
    /// The velocity at the start, in whole distances per second towards the end value; 0 by default.
    open var initialVelocity: CGFloat = 0

    /// Makes a spring that takes about `perceptualDuration` seconds and bounces by `bounce`
    /// (0: no overshoot; towards 1: more), as iOS 17's initializer: stiffness (2π / duration)²,
    /// damping ratio 1 − bounce (1 / (1 + bounce) for a negative bounce), mass 1.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let duration = max(perceptualDuration, 0.01)
        let ratio = bounce >= 0 ? 1 - min(bounce, 1) : 1 / (1 + max(bounce, -0.99))
        stiffness = CGFloat(pow(2 * Double.pi / duration, 2))
        damping = CGFloat(4 * Double.pi * Double(ratio) / duration)
    }

    /// How long the spring takes to settle: the time after which the distance left stays within
    /// 0.1 % of the whole distance (HeadlessUIKit's estimate).
    open var settlingDuration: CFTimeInterval {
        let spring = DampedSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        return spring.settlingTime(within: 0.001)
    }

    override func headlessCopyProperties(to copy: CAAnimation) {
        super.headlessCopyProperties(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
    }

    override func headlessProgress(atPassTime passTime: CFTimeInterval) -> Double {
        if passTime >= duration { return 1 }
        let elapsed = headlessEased(passTime) * duration
        return DampedSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity).position(at: elapsed)
    }
}

/// A mass on a damped spring released at 0 towards 1: `m x'' = −k (x − 1) − c x'`, `x(0) = 0`,
/// `x'(0) = v0`.
struct DampedSpring {
    let omega: Double
    let zeta: Double
    let v0: Double

    init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat) {
        let m = max(Double(mass), 1e-9)
        let k = max(Double(stiffness), 1e-9)
        omega = (k / m).squareRoot()
        zeta = max(Double(damping), 0) / (2 * (k * m).squareRoot())
        v0 = Double(initialVelocity)
    }

    /// The position at `t` seconds.
    func position(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        // u = x − 1: u(0) = −1, u'(0) = v0.
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * omega) / wd
            return 1 + exp(-zeta * omega * t) * (-cos(wd * t) + b * sin(wd * t))
        }
        if zeta == 1 {
            return 1 + exp(-omega * t) * (-1 + (v0 - omega) * t)
        }
        let s = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - s)
        let r2 = -omega * (zeta + s)
        let c1 = (v0 + r2) / (r1 - r2)
        let c2 = -1 - c1
        return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// The time after which `|x − 1|` stays at most `tolerance`: found on a 1 ms grid from the
    /// end of a generous horizon backwards, so a late overshoot is not missed.
    func settlingTime(within tolerance: Double) -> Double {
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (max(zeta * zeta - 1, 0)).squareRoot())
        let horizon = min(max(20 / max(decay, 1e-3), 1), 600)
        let step = 0.001
        var t = horizon
        while t > 0 {
            if abs(position(at: t) - 1) > tolerance { return min(t + step, horizon) }
            t -= step
        }
        return 0
    }
}
