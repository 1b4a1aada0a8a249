import Foundation

extension NSLayoutConstraint {
    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// A part of an item's layout a constraint relates, with UIKit's raw values.
    ///
    /// Leading and trailing are left and right in a left-to-right layout and right and left in
    /// a right-to-left one (see ``UIView/effectiveUserInterfaceLayoutDirection``). The
    /// baselines are the item's bottom (`lastBaseline`) and top (`firstBaseline`): text is not
    /// laid out. The margin attributes are the edges of the view's ``UIView/layoutMarginsGuide``.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        case notAnAttribute = 0

        /// `lastBaseline`, as UIKit spells it for older code.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// The horizontal or vertical axis of a layout, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

extension NSLayoutConstraint.Attribute {
    /// Which axis the attribute belongs to.
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// Whether the attribute is leading or trailing (or their margins): it follows the layout direction.
    var isDirectional: Bool { self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin }

    /// Whether the attribute is a size (width, height) rather than a position.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is an edge or centre of the view's layout margins.
    var isMargin: Bool { rawValue >= 13 && rawValue <= 20 }

    /// The attribute of the margins guide a margin attribute stands for.
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// UIKit's name for the attribute in a constraint's description.
    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// `==`, `<=`, `>=`, as UIKit writes them in a constraint's description.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
