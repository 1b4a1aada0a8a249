import Foundation

/// A headless model of UIKit's `UILayoutGuide`: a rectangle that takes part in Auto Layout
/// without being a view.
///
/// ## The model
///
/// Add a guide to a view with ``UIView/addLayoutGuide(_:)``; its anchors then relate it to
/// other items, and ``layoutFrame`` is its solved frame in the owning view's coordinates. A
/// view's ``UIView/safeAreaLayoutGuide`` is its bounds inset by ``UIView/safeAreaInsets``
/// (always zero headlessly), its ``UIView/layoutMarginsGuide`` its bounds inset by
/// ``UIView/layoutMargins``.
///
/// ## What it does not model
///
/// Safe areas (the safe-area guide is the bounds) and margins that follow the superview's or
/// the safe area.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// What a guide follows.
    enum Kind {
        /// A guide the app made (placed by its constraints), a view's safe-area or margins guide.
        case custom, safeArea, margins
        /// A scroll view's `contentLayoutGuide`: origin zero, size the content size.
        case scrollContent
        /// A scroll view's `frameLayoutGuide`: the scroll view's bounds (its frame, not scrolling).
        case scrollFrame
    }

    let kind: Kind
    /// The guide's variables in its tree's engine, while the engine has them.
    weak final var node: LayoutNode?

    /// The view the guide belongs to; set by ``UIView/addLayoutGuide(_:)``.
    open weak var owningView: UIView?
    /// A name for the guide, shown in diagnostics.
    open var identifier = ""

    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
        super.init()
        switch kind {
        case .custom: break
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .margins: identifier = "UIViewLayoutMarginsGuide"
        case .scrollContent: identifier = "UIScrollView-contentLayoutGuide"
        case .scrollFrame: identifier = "UIScrollView-frameLayoutGuide"
        }
    }

    /// The guide's frame in its owning view's coordinates, as the last layout solved it.
    ///
    /// A safe-area or margins guide whose view has no constraints is its view's bounds inset;
    /// a custom guide that is in no layout is `.zero`.
    open var layoutFrame: CGRect {
        if let owner = owningView, let engine = owner.preparedLayoutEngine, let node = engine.nodeIfAny(for: .guide(self)) {
            return engine.frame(of: node)
        }
        guard kind != .custom, let owner = owningView else { return .zero }
        switch kind {
        case .scrollContent: return CGRect(origin: .zero, size: (owner as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return owner.bounds
        default: break
        }
        return owner.bounds.inset(by: insets).offsetBy(dx: -owner.bounds.minX, dy: -owner.bounds.minY)
    }

    /// Whether the constraints leave the guide's frame undetermined.
    open var hasAmbiguousLayout: Bool {
        guard let engine = owningView?.preparedLayoutEngine, let node = engine.nodeIfAny(for: .guide(self)) else { return false }
        return engine.isAmbiguous(node)
    }

    /// The active constraints that involve the guide on `axis`.
    @discardableResult
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        for constraint in owningView?.layoutState?.referencing ?? [] where !found.contains(where: { $0 === constraint }) {
            if (constraint.firstObject === self && constraint.firstAttribute.axis == axis)
                || (constraint.secondObject === self && constraint.secondAttribute.axis == axis)
            {
                found.append(constraint)
            }
        }
        return found
    }

    /// The insets a safe-area or margins guide keeps from its owning view's edges.
    final var insets: UIEdgeInsets {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .custom, .scrollContent, .scrollFrame: return .zero
        case .safeArea: return owner.safeAreaInsets
        case .margins: return owner.layoutMargins
        }
    }

    /// The guide's name in diagnostics: its identifier, with its owning view.
    final var displayName: String {
        let name = identifier.isEmpty ? "UILayoutGuide" : identifier
        return owningView.map { "\(name)(\($0.headlessDisplayName))" } ?? name
    }

    // MARK: Anchors

    /// The guide's leading edge: its left edge, or its right edge in a right-to-left layout.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge: its right edge, or its left edge in a right-to-left layout.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
