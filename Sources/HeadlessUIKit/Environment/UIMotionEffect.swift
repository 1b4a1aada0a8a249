import Foundation

/// A headless model of `UIMotionEffect`, the base of the effects that move a view as the device
/// tilts (the parallax behind alerts and cards). Subclass it and override
/// ``keyPathsAndRelativeValues(forViewerOffset:)``.
///
/// ## The model
///
/// Effects are stored on their views (``UIView/motionEffects``) and answer
/// ``keyPathsAndRelativeValues(forViewerOffset:)`` when asked. Nothing moves: there is no device
/// motion headlessly, so no effect is ever applied to a view, and views' values stay the model's.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    /// Makes an effect.
    public override init() { super.init() }

    /// The key paths to offset, with their offsets, for the viewer's offset from the screen's
    /// centre (each axis from −1 to 1). The base returns nil (UIKit's is abstract).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A motion effect that offsets one key path between two values as the device tilts along one
/// axis: ``minimumRelativeValue`` at a viewer offset of −1, ``maximumRelativeValue`` at +1,
/// interpolated linearly between (for numbers: `CGFloat`, `Double`, `Float`, `Int`).
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis an interpolating effect follows, UIKit's raw values.
    public enum EffectType: Int, Sendable {
        /// Tilting left and right.
        case tiltAlongHorizontalAxis = 0
        /// Tilting up and down.
        case tiltAlongVerticalAxis = 1
    }

    /// The key path the effect offsets, e.g. `"center.x"`.
    public let keyPath: String
    /// The axis followed.
    public let type: EffectType
    /// The offset at a viewer offset of −1; nil for none.
    open var minimumRelativeValue: Any?
    /// The offset at a viewer offset of +1; nil for none.
    open var maximumRelativeValue: Any?

    /// Makes an effect for `keyPath` along `type`'s axis. UIKit's signature.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// `[keyPath: value]`, the value interpolated between the minimum and maximum for the offset
    /// along the effect's axis (clamped to −1...1); nil when either is missing or not a number.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let minimum = Self.number(minimumRelativeValue), let maximum = Self.number(maximumRelativeValue) else { return nil }
        let offset = min(max(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical, -1), 1)
        return [keyPath: minimum + (maximum - minimum) * (offset + 1) / 2]
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        default: return nil
        }
    }
}

/// A motion effect made of others, applied together.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group; nil by default.
    open var motionEffects: [UIMotionEffect]?

    /// The key paths and values of every effect of the group, later effects winning on a shared key path.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            merged.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:]) { $1 }
        }
        return merged.isEmpty ? nil : merged
    }
}

/// An offset along two axes, UIKit's members.
public struct UIOffset: Sendable, Hashable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// Makes an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Makes a zero offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset.
    public static let zero = UIOffset()
}

extension UIView {
    /// The motion effects on the view, in the order added; stored only (see ``UIMotionEffect``).
    public var motionEffects: [UIMotionEffect] {
        get { storedMotionEffects }
        set { storedMotionEffects = newValue }
    }

    /// Adds a motion effect; adding one already on the view does nothing.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !storedMotionEffects.contains(where: { $0 === effect }) else { return }
        storedMotionEffects.append(effect)
    }

    /// Removes a motion effect; one not on the view is ignored.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        storedMotionEffects.removeAll { $0 === effect }
    }
}
