import Foundation

/// A headless model of UIKit's `NSLayoutConstraint`: `firstItem.firstAttribute relation
/// multiplier × secondItem.secondAttribute + constant`, solved by HeadlessUIKit's Auto Layout
/// engine (see <doc:AutoLayout>).
///
/// ## The model
///
/// Activating a constraint (``isActive``, ``activate(_:)``) installs it on the closest common
/// ancestor of its items, as UIKit does; the next layout pass (``UIView/layoutIfNeeded()``, or
/// the one that ends the run-loop turn) solves the constraints of the hierarchy and sets the
/// frames of the views that do not translate their autoresizing mask into constraints.
/// Changing ``constant`` or ``priority`` of an active constraint re-solves incrementally.
///
/// What UIKit raises an exception for — an attribute pairing that makes no sense, a constant or
/// multiplier that is NaN or infinite, activating a constraint whose items share no ancestor,
/// changing an installed constraint between required and optional (see <doc:WhereUIKitRaises>)
/// — is recorded as a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic with
/// ``HeadlessDiagnostic/raisesInUIKit`` set, and the constraint is left as it was.
///
/// ## What it does not model
///
/// `firstAnchor`/`secondAnchor` and archiving; a constraint holds its items weakly. The visual
/// format language is in `NSLayoutConstraint+VisualFormat.swift`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    weak final var firstObject: AnyObject?
    weak final var secondObject: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The attribute of the second item, `.notAnAttribute` when there is none.
    public let secondAttribute: Attribute
    /// How the first item's attribute relates to the second's.
    public let relation: Relation
    /// The second item's attribute is multiplied by this.
    public let multiplier: CGFloat
    /// Whether the constraint could be made at all (UIKit raises on an illegal one).
    let isValid: Bool
    /// The view the constraint is installed on while active: the closest common ancestor of its
    /// items, or the view it was added to with `addConstraint(_:)`.
    weak final var installedView: UIView?
    /// The order constraints were installed in, so that a rebuilt engine adds them in that order.
    final var installationOrder = 0
    private static var installations = 0

    /// The constant added to the second item's attribute.
    ///
    /// As in UIKit, it must be finite: UIKit raises for NaN or an infinity, HeadlessUIKit records
    /// the misuse and keeps the old constant.
    open var constant: CGFloat {
        didSet {
            if !constant.isFinite {
                Self.recordNonFinite(constant: constant, first: firstObject, firstAttribute, second: secondObject, secondAttribute, near: installedView)
                constant = oldValue
                return
            }
            guard constant != oldValue else { return }
            installedView?.layoutEngineIfBuilt?.constantDidChange(of: self)
        }
    }

    /// The constraint's priority; a required constraint must hold.
    ///
    /// As in UIKit, an installed constraint cannot change between required and optional:
    /// UIKit raises, HeadlessUIKit records the misuse and keeps the old priority.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if installedView != nil && (priority == .required) != (oldValue == .required) {
                HeadlessScene.recordMisuse(
                    api: "NSLayoutConstraint.priority",
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(HeadlessFormat.compact(Double(priority.rawValue))) and the existing priority was \(HeadlessFormat.compact(Double(oldValue.rawValue))); UIKit raises. The priority was left unchanged.",
                    near: installedView, raises: true)
                priority = oldValue
                return
            }
            installedView?.layoutEngineIfBuilt?.priorityDidChange(of: self)
        }
    }

    /// A name for the constraint, shown in its description and in diagnostics.
    open var identifier: String?
    /// Whether the constraint is archived with its view; stored only.
    open var shouldBeArchived = false

    /// The first item, a view or layout guide.
    open var firstItem: AnyObject? { firstObject }
    /// The second item, nil for a constraint on a constant.
    open var secondItem: AnyObject? { secondObject }

    /// Whether the constraint is installed and takes part in layout.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Makes a constraint `view1.attr1 relation multiplier × view2.attr2 + c`.
    ///
    /// As in UIKit, the items must be views or layout guides, a position must be related to a
    /// position on the same axis (a size to any size or to a constant), and `view2` is nil
    /// exactly when `attr2` is `.notAnAttribute`. Otherwise UIKit raises; HeadlessUIKit records
    /// the misuse and makes a constraint that never activates.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        let problem = Self.problem(item: view1, attr1, toItem: view2, attr2, multiplier: multiplier)
        if let problem {
            HeadlessScene.recordMisuse(
                api: "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)",
                "\(problem) UIKit raises NSInvalidArgumentException; the constraint will never be active.", raises: true)
        }
        self.init(
            first: LayoutItem(any: view1)?.object, attr1, relation, second: LayoutItem(any: view2)?.object, attr2, multiplier: multiplier, constant: c,
            isValid: problem == nil)
    }

    init(
        first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat,
        isValid: Bool = true
    ) {
        var finite = true
        if !multiplier.isFinite {
            HeadlessScene.recordMisuse(
                api: "NSLayoutConstraint.multiplier",
                "Multiplier is not finite!  That's illegal.  multiplier:\(HeadlessFormat.compact(Double(multiplier))) — UIKit raises NSInternalInconsistencyException; the constraint will never be active.",
                near: LayoutItem(first)?.hostView, raises: true)
            finite = false
        } else if !constant.isFinite {
            Self.recordNonFinite(constant: constant, first: first, attr1, second: second, attr2, near: LayoutItem(first)?.hostView)
            finite = false
        }
        firstObject = first
        secondObject = second
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.isValid = isValid && finite
        super.init()
    }

    /// Records UIKit's refusal of a constant that is NaN or infinite, in UIKit's words.
    static func recordNonFinite(constant: CGFloat, first: AnyObject?, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute, near view: UIView?) {
        let firstAnchor = "\(LayoutItem(first)?.name ?? "nil").\(attr1.name)"
        let secondAnchor = LayoutItem(second).map { "\($0.name).\(attr2.name)" } ?? "nil"
        HeadlessScene.recordMisuse(
            api: "NSLayoutConstraint.constant",
            "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(HeadlessFormat.compact(Double(constant))) firstAnchor:\(firstAnchor) secondAnchor:\(secondAnchor) — UIKit raises NSInternalInconsistencyException. The constant was not set.",
            near: view, raises: true)
    }

    /// Activates each constraint, as setting its ``isActive`` to true does.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, as setting its ``isActive`` to false does.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// A description in UIKit's form, e.g.
    /// `<NSLayoutConstraint dimmingView.top == containerView.top   (active)>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<NSLayoutConstraint\(identifier.map { " '\($0)'" } ?? "") \(equation)   (\(isActive ? "active" : "inactive"))>" }
    }

    /// `first.attr == 0.5*second.attr + 20 @999`.
    final var equation: String {
        let first = "\(LayoutItem(firstObject)?.name ?? "nil").\(firstAttribute.name)"
        var right = ""
        if let second = LayoutItem(secondObject) {
            right = (multiplier == 1 ? "" : "\(HeadlessFormat.compact(Double(multiplier)))*") + "\(second.name).\(secondAttribute.name)"
            if constant != 0 { right += constant > 0 ? " + \(HeadlessFormat.compact(Double(constant)))" : " - \(HeadlessFormat.compact(Double(-constant)))" }
        } else {
            right = HeadlessFormat.compact(Double(constant))
        }
        let priorityText = priority == .required ? "" : " @\(HeadlessFormat.compact(Double(priority.rawValue)))"
        return "\(first) \(relation.symbol) \(right)\(priorityText)"
    }

    // MARK: Installation

    private func activate() {
        guard isValid, installedView == nil, let first = LayoutItem(firstObject) else { return }
        let second = LayoutItem(secondObject)
        guard let ancestor = Self.commonAncestor(first, second) else {
            HeadlessScene.recordMisuse(
                api: "NSLayoutConstraint.isActive",
                "Unable to activate constraint with anchors \(first.name).\(firstAttribute.name)\(second.map { " and \($0.name).\(secondAttribute.name)" } ?? "") because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal. UIKit raises; the constraint stays inactive.",
                near: first.hostView, raises: true)
            return
        }
        install(on: ancestor)
    }

    /// Installs the constraint on `view`, which holds both items.
    func install(on view: UIView) {
        guard installedView == nil, let first = LayoutItem(firstObject) else { return }
        Self.installations += 1
        installationOrder = Self.installations
        installedView = view
        view.layoutStateOrMake.installed.append(self)
        view.addAutoLayoutCount(1)
        for host in [first.hostView, LayoutItem(secondObject)?.hostView] {
            guard let host else { continue }
            host.layoutStateOrMake.referencing.append(self)
            host.addAutoLayoutCount(1)
        }
        view.layoutEngineIfBuilt?.add(self)
        view.autoLayoutDidChange()
    }

    private func deactivate() {
        guard let view = installedView else { return }
        view.layoutEngineIfBuilt?.remove(self)
        installedView = nil
        view.layoutState?.installed.removeAll { $0 === self }
        view.addAutoLayoutCount(-1)
        for host in [LayoutItem(firstObject)?.hostView, LayoutItem(secondObject)?.hostView] {
            guard let host, let state = host.layoutState else { continue }
            if let index = state.referencing.firstIndex(where: { $0 === self }) { state.referencing.remove(at: index) }
            host.addAutoLayoutCount(-1)
        }
        view.autoLayoutDidChange()
    }

    /// The closest view that is both items' host or an ancestor of both, or nil.
    static func commonAncestor(_ first: LayoutItem, _ second: LayoutItem?) -> UIView? {
        guard let firstHost = first.hostView else { return nil }
        guard let second else { return firstHost }
        guard let secondHost = second.hostView else { return nil }
        var ancestors: Set<ObjectIdentifier> = []
        var current: UIView? = firstHost
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = secondHost
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// What is illegal about a constraint UIKit would refuse to make, or nil.
    private static func problem(item view1: Any, _ attr1: Attribute, toItem view2: Any?, _ attr2: Attribute, multiplier: CGFloat) -> String? {
        if LayoutItem(any: view1) == nil { return "Constraint items must each be a view or layout guide (first item: \(type(of: view1)))." }
        if let view2, LayoutItem(any: view2) == nil { return "Constraint items must each be a view or layout guide (second item: \(type(of: view2)))." }
        if attr1 == .notAnAttribute { return "The first attribute cannot be .notAnAttribute." }
        if (view2 == nil) != (attr2 == .notAnAttribute) {
            let second = view2 == nil ? "nil" : "given"
            return "A constraint relates a second item exactly when it has a second attribute (second item \(second), attribute \(attr2.name))."
        }
        if !attr1.isDimension && (view2 == nil || multiplier == 0) {
            return
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        if view2 != nil && (attr1.isDimension != attr2.isDimension || (!attr1.isDimension && attr1.axis != attr2.axis)) {
            return "Invalid pairing of layout attributes: \(attr1.name) and \(attr2.name)."
        }
        return nil
    }
}
