import Foundation

/// What Auto Layout keeps for one view, made the first time the view takes part in it: a view
/// that never does carries only a nil reference (``UIView``'s `layoutState`).
@MainActor
final class ViewLayoutState {
    /// The active constraints installed on the view (``UIView/constraints``), in installation order.
    var installed: [NSLayoutConstraint] = []
    /// The active constraints whose items include the view or one of its layout guides.
    var referencing: [NSLayoutConstraint] = []
    /// The layout guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, once asked for.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The engine of the tree this view is the root of, once built.
    var engine: LayoutEngine?
    /// The view's variables in its tree's engine, while the engine has them.
    weak var node: LayoutNode?
    /// Whether `setNeedsUpdateConstraints()` asked for `updateConstraints()` and it has not run yet.
    var requestedConstraintUpdate = false

    /// Drops the engine of the tree this view is the root of: the tree changed shape, and the next
    /// layout pass builds a new one from the constraints installed in it.
    func dropEngine() {
        guard let engine else { return }
        engine.detach()
        self.engine = nil
    }
}
