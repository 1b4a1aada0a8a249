import Foundation

extension UIView {
    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { layoutState?.layoutGuides ?? [] }

    /// Adds a layout guide to the view, which becomes its owning view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.kind == .custom else { return }
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard !layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutStateOrMake.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a layout guide from the view, deactivating the constraints that involve it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let state = layoutState, let index = state.layoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
        for constraint in state.referencing where constraint.firstObject === layoutGuide || constraint.secondObject === layoutGuide {
            constraint.isActive = false
        }
        state.layoutGuides.remove(at: index)
        layoutGuide.owningView = nil
    }

    /// The guide of the view's safe area: its bounds inset by ``safeAreaInsets`` (zero
    /// headlessly: the kit's windows have no bars, notches or home indicator).
    public var safeAreaLayoutGuide: UILayoutGuide { builtInGuide(\.safeAreaGuide, kind: .safeArea) }

    /// The guide of the view's margins: its bounds inset by ``layoutMargins``.
    public var layoutMarginsGuide: UILayoutGuide { builtInGuide(\.marginsGuide, kind: .margins) }

    /// The view's layout margins by leading and trailing edge: the left and right margins, or
    /// the right and left ones when the view's effective layout direction is right to left.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let (leading, trailing) = isRightToLeft ? (margins.right, margins.left) : (margins.left, margins.right)
            return NSDirectionalEdgeInsets(top: margins.top, leading: leading, bottom: margins.bottom, trailing: trailing)
        }
        set {
            let (left, right) = isRightToLeft ? (newValue.trailing, newValue.leading) : (newValue.leading, newValue.trailing)
            layoutMargins = UIEdgeInsets(top: newValue.top, left: left, bottom: newValue.bottom, right: right)
        }
    }

    /// The view's margins changed: the margins guide follows at the next layout pass.
    func autoLayoutMarginsDidChange() {
        guard let guide = layoutState?.marginsGuide, let node = guide.node else { return }
        node.engine?.needsCheck = true
        setNeedsLayout()
    }
}

/// Insets for each edge of a rectangle, by leading and trailing edge rather than left and right.
public struct NSDirectionalEdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}
