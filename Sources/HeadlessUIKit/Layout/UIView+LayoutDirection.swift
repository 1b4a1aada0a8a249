import Foundation

/// The direction an interface lays out in, UIKit's raw values.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// The layout direction of a trait collection, UIKit's raw values.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// What a view's content means for the layout direction, UIKit's raw values: whether it flips
/// between left-to-right and right-to-left layouts.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction (the default).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// A directional control: always left to right.
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

extension UIView {
    /// The direction for laying out the view's immediate content: ``semanticContentAttribute``
    /// applied to its traits' ``UITraitCollection/layoutDirection`` (left to right when
    /// unspecified, as for a view in no scene's window).
    ///
    /// As UIKit documents, the value does not propagate through the subtree: a subview with
    /// `.unspecified` follows the traits, not its superview's attribute. Leading and trailing
    /// constraints are solved in the direction of the view they are installed on (see
    /// <doc:AutoLayout>).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The layout direction for content with `attribute`, in the app's direction
    /// (``UIApplication/userInterfaceLayoutDirection``): playback and spatial content is always
    /// left to right, forced content as forced.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The layout direction for content with `semanticContentAttribute` where the surrounding
    /// direction is `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// Whether the view's effective layout direction is right to left, read without making a
    /// trait collection (the engine asks for each leading or trailing constraint).
    var isRightToLeft: Bool {
        switch semanticContentAttribute {
        case .forceRightToLeft: return true
        case .playback, .spatial, .forceLeftToRight: return false
        case .unspecified: return window?.headlessScene?.layoutDirection == .rightToLeft
        }
    }

    /// The view's direction, or its scene's, changed: the tree's engine is rebuilt, with its
    /// leading and trailing constraints solved the new way.
    func layoutDirectionDidChange() {
        guard layoutState != nil || autoLayoutCount > 0 else { return }
        layoutRoot.layoutState?.dropEngine()
        autoLayoutDidChange()
        setNeedsLayout()
    }
}

extension UIApplication {
    /// The app's layout direction: the current scene's ``HeadlessScene/layoutDirection``
    /// (left to right unless it is set to right to left).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        HeadlessScene.currentIfAny?.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
