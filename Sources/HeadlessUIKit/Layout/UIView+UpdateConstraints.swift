import Foundation

extension UIView {
    /// Views that asked for `updateConstraints()` with ``setNeedsUpdateConstraints()`` and have
    /// not had it yet: while there are any, layout passes run the constraint update even in trees
    /// without constraints (the way code that makes its constraints in `updateConstraints()`
    /// starts Auto Layout).
    nonisolated(unsafe) static var pendingConstraintUpdateRequests = 0

    /// Whether the view's constraints need updating: true for a view that has not had
    /// `updateConstraints()` yet or asked for it again.
    @discardableResult
    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        let state = layoutStateOrMake
        if !state.requestedConstraintUpdate {
            state.requestedConstraintUpdate = true
            Self.pendingConstraintUpdateRequests += 1
        }
        window?.needsLayoutPass = true
    }

    /// Runs `updateConstraints()` now on the views of the subtree that need it, subviews before
    /// their superview (UIKit updates constraints from the leaves up).
    public func updateConstraintsIfNeeded() {
        for subview in storedSubviews { subview.updateConstraintsIfNeeded() }
        guard needsConstraintUpdate else { return }
        needsConstraintUpdate = false
        if let state = layoutState, state.requestedConstraintUpdate {
            state.requestedConstraintUpdate = false
            Self.pendingConstraintUpdateRequests -= 1
        }
        updateConstraints()
    }

    /// The engine for a layout pass of this view's subtree, after the constraint update, with
    /// its solution current; nil when the tree uses no Auto Layout, which then costs nothing.
    ///
    /// In a tree without constraints, only the views that asked with
    /// ``setNeedsUpdateConstraints()`` get `updateConstraints()`; if that made constraints, the
    /// tree now uses Auto Layout and every view of it gets its first `updateConstraints()`.
    func autoLayoutEngineForPass() -> LayoutEngine? {
        if layoutRoot.autoLayoutCount == 0 {
            guard Self.pendingConstraintUpdateRequests > 0 else { return nil }
            runRequestedConstraintUpdates()
            guard layoutRoot.autoLayoutCount > 0 else { return nil }
        }
        updateConstraintsIfNeeded()
        return preparedLayoutEngine
    }

    /// `updateConstraints()` for the views of the subtree that asked for it, leaves first.
    private func runRequestedConstraintUpdates() {
        for subview in storedSubviews { subview.runRequestedConstraintUpdates() }
        guard let state = layoutState, state.requestedConstraintUpdate else { return }
        state.requestedConstraintUpdate = false
        Self.pendingConstraintUpdateRequests -= 1
        needsConstraintUpdate = false
        updateConstraints()
    }
}
