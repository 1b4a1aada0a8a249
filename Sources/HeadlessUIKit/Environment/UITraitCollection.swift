import Foundation

/// A headless model of `UITraitCollection`: the size classes, the display scale, the interface
/// style, the idiom and the layout direction.
///
/// Views and view controllers in a scene's window read the scene's traits
/// (``HeadlessScene/traitCollection``): size classes derived from the window's size, and the
/// scene's ``HeadlessScene/displayScale``, ``HeadlessScene/userInterfaceStyle``,
/// ``HeadlessScene/deviceIdiom`` and ``HeadlessScene/layoutDirection``. Not modelled: trait
/// overrides (`overrideTraitCollection`, `traitOverrides`), the form-sheet size classes UIKit
/// gives some presented view controllers, dynamic type, custom traits and trait registration.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Points to pixels; 0 when unspecified, as in UIKit.
    public let displayScale: CGFloat
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Left to right or right to left; `.unspecified` when not specified.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// Makes a trait collection with every trait unspecified.
    public override convenience init() {
        self.init(horizontal: .unspecified, vertical: .unspecified)
    }

    /// Makes a trait collection with the given size classes.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }

    /// Makes a trait collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    /// Makes a trait collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(vertical: verticalSizeClass)
    }

    /// Makes a trait collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(scale: displayScale)
    }

    /// Makes a trait collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    /// Makes a trait collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(idiom: userInterfaceIdiom)
    }

    /// Makes a trait collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }

    /// Combines trait collections: each trait is the last specified one in the list.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        var style = UIUserInterfaceStyle.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
        }
        self.init(horizontal: horizontal, vertical: vertical, scale: scale, style: style, idiom: idiom, direction: direction)
    }

    init(
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        scale: CGFloat = 0, style: UIUserInterfaceStyle = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceStyle = style
        userInterfaceIdiom = idiom
        layoutDirection = direction
        super.init()
    }

    /// Whether every trait `trait` specifies has the same value here.
    @discardableResult
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// Whether colors may resolve differently in `traitCollection` (a different interface style here).
    @discardableResult
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// Trait collections are equal when every trait is.
    @discardableResult
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && displayScale == other.displayScale && userInterfaceStyle == other.userInterfaceStyle
            && userInterfaceIdiom == other.userInterfaceIdiom && layoutDirection == other.layoutDirection
    }

    /// A hash consistent with ``isEqual(_:)``.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(layoutDirection)
        return hasher.finalize()
    }

    /// The size classes an iPhone-like container of this size has: regular width from 600
    /// points, compact height below 500 points (HeadlessUIKit's approximation).
    public static func headless(for size: CGSize) -> UITraitCollection {
        UITraitCollection(
            horizontal: size.width >= 600 ? .regular : .compact,
            vertical: size.height < 500 ? .compact : .regular)
    }
}

/// A size class, UIKit's raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The interface style, UIKit's raw values.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The kind of device an interface is for, UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// An object with a trait collection: views, view controllers, presentation controllers and
/// windows. UIKit's signatures.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits the object has now.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
