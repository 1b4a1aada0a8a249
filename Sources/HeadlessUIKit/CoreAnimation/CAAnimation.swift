import Foundation

/// What an animation shows outside its active time, with Core Animation's names.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing outside the active time: the default.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end value after the active time (while the animation stays on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value before the active time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// A headless model of Core Animation's `CAAnimationDelegate`: told when an explicit animation
/// starts and stops.
///
/// Core Animation's members are optional; here they are requirements with empty defaults.
/// Both calls come from the scene's clock, never inside `add(_:forKey:)`: `animationDidStart(_:)`
/// when the animation's `beginTime` is reached, `animationDidStop(_:finished:)` when it ends
/// (`finished` true) or is removed early (`finished` false) — by `removeAnimation(forKey:)`,
/// `removeAllAnimations()`, another animation added for its key, or its layer's view leaving the
/// window. The animation passed is the copy the layer runs (``CALayer/animation(forKey:)``), not
/// the object given to `add(_:forKey:)`, as in Core Animation.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end, false when it was removed.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing: Core Animation's member is optional.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing: Core Animation's member is optional.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// A headless model of Core Animation's `CAAnimation`: the timing every explicit animation has.
///
/// ## The model
///
/// An animation is added to a layer with ``CALayer/add(_:forKey:)``, which copies it, as Core
/// Animation does, and runs the copy on the scene's virtual clock in the layer's time: a layer
/// whose `speed` is 0 freezes it and its `timeOffset` scrubs it, as for block animations. A
/// ``beginTime`` of 0 means "now"; a ``duration`` of 0 means ``CATransaction/animationDuration()``
/// (0.25 s unless a transaction sets it). The animation's own ``speed`` and ``timeOffset`` apply
/// within it; it repeats ``repeatCount`` times (fractions included, `.infinity` forever) or for
/// ``repeatDuration`` seconds, each pass eased by ``timingFunction`` (linear when nil) and played
/// backwards after forwards when ``autoreverses``. Before it begins and after it ends it shows
/// nothing unless ``fillMode`` says so; at its end it is taken off the layer when
/// ``isRemovedOnCompletion`` (the default), else it stays, still listed by
/// ``CALayer/animationKeys()``. The ``delegate`` — held strongly, as in Core Animation — hears
/// the start and the stop (see ``CAAnimationDelegate``).
///
/// ## What it does not model
///
/// `isCumulative`, value functions, and the animations' effect on rendering: only the values
/// `presentation()` reads.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, NSCopying {
    /// How long one pass takes, in seconds; 0 (the default) means the transaction's duration.
    open var duration: CFTimeInterval = 0
    /// When the animation begins, in its layer's time; 0 (the default) means when it is added.
    open var beginTime: CFTimeInterval = 0
    /// How fast the animation's time passes relative to its layer's; 1 by default.
    open var speed: Float = 1
    /// An offset added to the animation's local time; 0 by default.
    open var timeOffset: CFTimeInterval = 0
    /// How many passes the animation makes (fractions allowed; `.infinity` repeats forever); 0,
    /// the default, means one.
    open var repeatCount: Float = 0
    /// How long the animation repeats, in seconds, instead of ``repeatCount``; 0 by default.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass is played forwards and then backwards; false by default.
    open var autoreverses = false
    /// What the animation shows before it begins and after it ends; `.removed` by default.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing of each pass; nil (linear) by default.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation is taken off its layer when it ends; true by default.
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops. Held strongly, as Core Animation holds it.
    open var delegate: (any CAAnimationDelegate)?

    /// Values stored with ``setValue(_:forKey:)``. Main-thread only, as every animation is; not
    /// isolated so that the key-value members, which `NSObject` declares nonisolated, reach it.
    nonisolated(unsafe) private final var storedValues: [String: Any] = [:]

    /// Makes an animation with Core Animation's defaults.
    public required override init() {
        super.init()
    }

    /// The default value of the property named `key`: nil (every property has its documented default).
    @discardableResult
    open class func defaultValue(forKey key: String) -> Any? { nil }

    #if canImport(ObjectiveC)
    /// Stores `value` under `key`, as Core Animation lets any animation carry extra values
    /// (commonly the transition context, read back in `animationDidStop(_:finished:)`).
    nonisolated open override func setValue(_ value: Any?, forKey key: String) { storedValues[key] = value }
    /// The value stored under `key`, or nil.
    nonisolated open override func value(forKey key: String) -> Any? { storedValues[key] }
    #else
    /// Stores `value` under `key`, as Core Animation lets any animation carry extra values
    /// (commonly the transition context, read back in `animationDidStop(_:finished:)`).
    nonisolated open func setValue(_ value: Any?, forKey key: String) { storedValues[key] = value }
    /// The value stored under `key`, or nil.
    nonisolated open func value(forKey key: String) -> Any? { storedValues[key] }
    #endif

    /// A copy with the same properties, delegate and stored values, of the same class.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        let made: CAAnimation = MainActor.assumeIsolated {
            let copy = type(of: self).init()
            self.headlessCopyProperties(to: copy)
            return copy
        }
        return made
    }

    // MARK: Engine hooks (internal; in the class body so that subclasses can override them)

    /// Copies this animation's properties to `copy`; subclasses copy theirs and call `super`.
    func headlessCopyProperties(to copy: CAAnimation) {
        copy.duration = duration
        copy.beginTime = beginTime
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        copy.storedValues = storedValues
    }

    /// Gives a duration of 0 or less the transaction's duration, here and in any animations
    /// inside, when the animation is added to a layer.
    func headlessResolveDurations(default defaultDuration: CFTimeInterval) {
        if !(duration > 0) { duration = defaultDuration }
    }

    /// Applies the animation's effect at `time` (in its parent's time: the layer's, or its
    /// group's) to `layer`, a presentation copy, on top of what is already there. The default
    /// applies nothing: a bare `CAAnimation` animates no property.
    func headlessApply(atParentTime time: CFTimeInterval, to layer: CALayer) {}

    /// The length of the active time in the animation's own time: the passes it makes; infinite
    /// when it repeats forever.
    final var headlessActiveDuration: CFTimeInterval {
        let pass = autoreverses ? 2 * duration : duration
        if repeatDuration > 0 { return repeatDuration }
        return (repeatCount > 0 ? Double(repeatCount) : 1) * pass
    }

    /// When the active time ends, in the parent's time; nil if never (repeating forever, or a
    /// speed of 0 or less).
    final var headlessEndTime: CFTimeInterval? {
        let active = headlessActiveDuration
        guard active.isFinite, speed > 0 else { return nil }
        return beginTime + (active - timeOffset) / Double(speed)
    }

    /// The time within one pass (0…``duration``) the animation shows at `time` in its parent's
    /// time, after repeats and autoreversing, or nil when it shows nothing then (outside its active
    /// time, unless ``fillMode`` fills it).
    func headlessPassTime(atParentTime time: CFTimeInterval) -> CFTimeInterval? {
        guard duration > 0 else { return nil }
        var local = (time - beginTime) * Double(speed) + timeOffset
        let active = headlessActiveDuration
        if local < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            local = 0
        }
        let pass = autoreverses ? 2 * duration : duration
        var inPass: CFTimeInterval
        if local >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            let passes = active / pass
            inPass = passes == passes.rounded(.down) ? pass : active - passes.rounded(.down) * pass
        } else {
            inPass = local.truncatingRemainder(dividingBy: pass)
        }
        if autoreverses && inPass > duration { inPass = pass - inPass }
        return min(max(inPass, 0), duration)
    }

    /// The eased fraction (0…1, before values) of a pass at `passTime`.
    func headlessEased(_ passTime: CFTimeInterval) -> Double {
        let fraction = duration > 0 ? passTime / duration : 1
        return timingFunction?.curve.progress(fraction) ?? min(max(fraction, 0), 1)
    }
}
