import Foundation

extension UIView {
    /// The active constraints installed on the view: those whose closest common ancestor it is,
    /// and those added with ``addConstraint(_:)``. The system's own constraints (autoresizing
    /// masks, content sizes, layout guides) are not listed.
    public var constraints: [NSLayoutConstraint] { layoutState?.installed ?? [] }

    /// Installs a constraint on the view, which must be its items' common ancestor (or one of
    /// them). Prefer activating it (``NSLayoutConstraint/isActive``).
    ///
    /// UIKit fails when the constraint is next resolved if the view does not hold both items
    /// ("The view hierarchy is not prepared for the constraint"); HeadlessUIKit records the
    /// misuse and leaves the constraint inactive.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.isValid, !constraint.isActive, let first = LayoutItem(constraint.firstObject) else { return }
        let second = LayoutItem(constraint.secondObject)
        let holds = [first.hostView, second?.hostView].allSatisfy { host in
            guard let host else { return second == nil }
            return host.isDescendant(of: self)
        }
        guard holds else {
            HeadlessScene.recordMisuse(
                api: "UIView.addConstraint(_:)",
                "The view hierarchy is not prepared for the constraint \(constraint): when added to a view, the constraint's items must be descendants of that view (or the view itself). UIKit raises when it next lays out; the constraint stays inactive.",
                near: self, raises: true)
            return
        }
        constraint.install(on: self)
    }

    /// Installs each constraint on the view (see ``addConstraint(_:)``).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates a constraint installed on the view; one installed elsewhere is left alone.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.isActive = false
    }

    /// Deactivates each constraint installed on the view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Whether the constraints leave the view's frame undetermined: a variable of its frame can
    /// take more than one value equally well. The frame Auto Layout gives it is still the same on
    /// every run (the solver's choices are deterministic). False for a view outside Auto Layout
    /// or one that translates its autoresizing mask into constraints.
    public var hasAmbiguousLayout: Bool {
        guard let engine = preparedLayoutEngine, let node = layoutState?.node, !node.pinsFrame else { return false }
        return engine.isAmbiguous(node)
    }

    /// The active constraints that involve the view on `axis`, its layout guides' included.
    @discardableResult
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        for constraint in layoutState?.referencing ?? [] where !found.contains(where: { $0 === constraint }) {
            if involves(constraint.firstObject, constraint.firstAttribute, on: axis) || involves(constraint.secondObject, constraint.secondAttribute, on: axis)
            {
                found.append(constraint)
            }
        }
        return found
    }

    private func involves(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, on axis: NSLayoutConstraint.Axis) -> Bool {
        guard attribute.axis == axis else { return false }
        if item === self { return true }
        guard let guide = item as? UILayoutGuide else { return false }
        return guide.owningView === self
    }
}
