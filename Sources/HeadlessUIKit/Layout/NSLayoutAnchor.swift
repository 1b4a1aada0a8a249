import Foundation

/// A headless model of UIKit's `NSLayoutAnchor`: one attribute of a view or layout guide, from
/// which constraints are made.
///
/// As in UIKit, the anchor's type parameter keeps constraints on one axis: an
/// ``NSLayoutXAxisAnchor`` relates only to x-axis anchors, an ``NSLayoutYAxisAnchor`` only to
/// y-axis anchors, an ``NSLayoutDimension`` only to dimensions (or a constant), so relating a
/// leading anchor to a top anchor does not compile. Relating leading or trailing to left or
/// right compiles but UIKit raises; HeadlessUIKit records the misuse (see ``NSLayoutConstraint``).
/// The constraints are made inactive: activate them.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak final var anchoredItem: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        anchoredItem = item
        self.attribute = attribute
        super.init()
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { anchoredItem }

    /// The anchor's name, e.g. `dimmingView.top`.
    open var name: String { "\(LayoutItem(anchoredItem)?.name ?? "nil").\(attribute.name)" }

    /// `self == anchor`.
    @discardableResult
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor`.
    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor`.
    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + c`.
    @discardableResult
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c`.
    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c`.
    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// Whether the constraints leave the anchor's item undetermined (see
    /// ``UIView/hasAmbiguousLayout``).
    open var hasAmbiguousLayout: Bool {
        switch LayoutItem(anchoredItem) {
        case .view(let view): return view.hasAmbiguousLayout
        case .guide(let guide): return guide.hasAmbiguousLayout
        case nil: return false
        }
    }

    /// The active constraints that involve the anchor's item on the anchor's axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let axis = attribute.axis else { return [] }
        switch LayoutItem(anchoredItem) {
        case .view(let view): return view.constraintsAffectingLayout(for: axis)
        case .guide(let guide): return guide.constraintsAffectingLayout(for: axis)
        case nil: return []
        }
    }

    /// `self relation multiplier × anchor + constant` (a constant alone when `anchor` is nil).
    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint {
        var isValid = true
        if let anchor, Self.mixesDirections(attribute, anchor.attribute) {
            HeadlessScene.recordMisuse(
                api: "NSLayoutAnchor.constraint",
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute (\(name) and \(anchor.name)). Use leading/trailing for both or neither. UIKit raises; the constraint will never be active.",
                raises: true)
            isValid = false
        }
        return NSLayoutConstraint(
            first: anchoredItem, attribute, relation, second: anchor?.anchoredItem, anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
            constant: constant, isValid: isValid && anchoredItem != nil)
    }

    static func mixesDirections(_ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute) -> Bool {
        func direction(_ attribute: NSLayoutConstraint.Attribute) -> Int {
            switch attribute {
            case .leading, .trailing, .leadingMargin, .trailingMargin: return 1
            case .left, .right, .leftMargin, .rightMargin: return 2
            default: return 0
            }
        }
        let (a, b) = (direction(first), direction(second))
        return a != 0 && b != 0 && a != b
    }
}

/// An anchor on the x axis: leading, trailing, left, right or center X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (HeadlessUIKit's system spacing is 8 points).
    @discardableResult
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: multiplier * UIView.systemSpacing)
    }

    /// `self >= anchor + multiplier × system spacing` (8 points).
    @discardableResult
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: multiplier * UIView.systemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing` (8 points).
    @discardableResult
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: multiplier * UIView.systemSpacing)
    }
}

/// An anchor on the y axis: top, bottom, center Y or a baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 points).
    @discardableResult
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: multiplier * UIView.systemSpacing)
    }

    /// `self >= anchor + multiplier × system spacing` (8 points).
    @discardableResult
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: multiplier * UIView.systemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing` (8 points).
    @discardableResult
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: multiplier * UIView.systemSpacing)
    }
}

/// A width or height anchor: relates to other dimensions, with a multiplier, or to a constant.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    @discardableResult
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, multiplier: 1, constant: c) }
    /// `self >= c`.
    @discardableResult
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, multiplier: 1, constant: c) }
    /// `self <= c`.
    @discardableResult
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, multiplier: 1, constant: c) }

    /// `self == m × anchor`.
    @discardableResult
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self >= m × anchor`.
    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= m × anchor`.
    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self == m × anchor + c`.
    @discardableResult
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= m × anchor + c`.
    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= m × anchor + c`.
    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
