import Foundation

/// How a keyframe animation moves between its values, with Core Animation's names.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight from one value to the next: the default.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time, without interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Evenly paced over the whole animation (HeadlessUIKit: as `.linear` with even key times).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values (HeadlessUIKit: as `.linear`).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth, evenly paced curve (HeadlessUIKit: as `.linear` with even key times).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// How an object animated along a path turns, with Core Animation's names. Stored only.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A headless model of Core Animation's `CAKeyframeAnimation`: one key path through a list of values.
///
/// ## The model
///
/// The animation passes through ``values`` at ``keyTimes`` (fractions of the pass, 0…1; evenly
/// spread when nil or of the wrong length). With ``calculationMode`` `.linear` it interpolates
/// between neighbours, each segment eased by its entry in ``timingFunctions`` (linear when absent);
/// with `.discrete` it holds each value until the next key time. The pass itself is eased by the
/// ``CAAnimation/timingFunction`` first. A ``path`` (for `"position"`) stands for the values of
/// its elements' end points.
///
/// ## What it does not model
///
/// `.paced`, `.cubic` and `.cubicPaced` are computed as `.linear` with even key times (paced) or
/// the given ones (cubic); a path's curves are followed as straight lines between their end
/// points; ``rotationMode``, `tensionValues`, `continuityValues` and `biasValues` are stored or
/// absent.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values the animation passes through.
    open var values: [Any]?
    /// When each value is reached, as fractions of a pass (0…1).
    open var keyTimes: [NSNumber]?
    /// The easing of each segment between two values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the animation moves between values; `.linear` by default.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for a point property to follow, instead of ``values``.
    open var path: CGPath?
    /// How the layer turns along ``path``. Stored only.
    open var rotationMode: CAAnimationRotationMode?

    override func headlessCopyProperties(to copy: CAAnimation) {
        super.headlessCopyProperties(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.path = path
        copy.rotationMode = rotationMode
    }

    override func headlessValue(atPassTime passTime: CFTimeInterval, underlying: AnimatableValue) -> AnimatableValue? {
        var frames: [AnimatableValue] = []
        if let path {
            frames = path.headlessElements.compactMap { $0.points.last.map(AnimatableValue.point) }
        } else {
            for value in values ?? [] {
                guard let converted = AnimatableValue.converting(value, like: underlying) else { return nil }
                frames.append(converted)
            }
        }
        guard let first = frames.first else { return nil }
        let f = headlessEased(passTime)
        let discrete = calculationMode == .discrete
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let times = Self.keyTimes(paced ? nil : keyTimes, count: frames.count, discrete: discrete)
        guard frames.count > 1 || discrete else { return first }
        if discrete {
            var index = 0
            for (i, time) in times.enumerated() where f >= time - 1e-12 { index = i }
            return frames[min(index, frames.count - 1)]
        }
        var segment = 0
        while segment < frames.count - 2 && f > times[segment + 1] { segment += 1 }
        let start = times[segment]
        let length = times[segment + 1] - start
        var local = length > 0 ? min(max((f - start) / length, 0), 1) : 1
        if let functions = timingFunctions, functions.indices.contains(segment) {
            local = functions[segment].curve.progress(local)
        }
        return frames[segment].interpolated(to: frames[segment + 1], fraction: local)
    }

    /// The key times to use: the given ones when they fit (`count` of them, or `count + 1` for
    /// discrete), else evenly spread (`count − 1` segments; `count` for discrete).
    private static func keyTimes(_ given: [NSNumber]?, count: Int, discrete: Bool) -> [Double] {
        if let given, given.count == count || (discrete && given.count == count + 1) { return given.map(\.doubleValue) }
        let segments = discrete ? count : max(count - 1, 1)
        return (0..<count).map { Double($0) / Double(segments) }
    }
}
