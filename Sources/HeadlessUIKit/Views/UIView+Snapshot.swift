import Foundation

extension UIView {
    /// Returns a new view showing the view's current appearance, as UIKit's snapshot does.
    ///
    /// The snapshot is a plain view sized like the view's bounds, at the origin, not in any
    /// superview. It knows what it is a snapshot of (``headlessSnapshotSource``), so a test can
    /// tell snapshots apart from real views. As in UIKit, snapshotting a view that is not in a
    /// window with `afterScreenUpdates == false` gives a blank snapshot (``headlessSnapshotIsBlank``).
    @discardableResult
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        makeSnapshot(size: bounds.size, afterScreenUpdates: afterUpdates)
    }

    /// Returns a new view showing the part `rect` of the view's current appearance.
    @discardableResult
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
        withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        makeSnapshot(size: rect.size, afterScreenUpdates: afterUpdates)
    }

    /// Draws the view hierarchy into the current context (`UIGraphicsGetCurrentContext()`),
    /// scaled to `rect`: views that need display have their `draw(_:)` called (see
    /// `UIView+Drawing.swift`); no pixels are drawn headlessly. Returns whether the snapshot would
    /// be complete (false for a view not in a window without screen updates).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        if let context = UIGraphicsGetCurrentContext() {
            GraphicsContextStack.note("drawHierarchy \(headlessDisplayName)", in: context)
            context.saveGState()
            context.translateBy(x: rect.origin.x, y: rect.origin.y)
            if bounds.width > 0, bounds.height > 0 {
                context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
            }
            render(into: context)
            context.restoreGState()
        }
        return afterUpdates || window != nil
    }

    /// The view this view is a snapshot of, if it was made by ``snapshotView(afterScreenUpdates:)``
    /// or ``resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)``. HeadlessUIKit only.
    public var headlessSnapshotSource: UIView? { snapshotSource }

    /// Whether this snapshot is blank because its source was not in a window and screen updates
    /// were not requested. HeadlessUIKit only.
    public var headlessSnapshotIsBlank: Bool { snapshotIsBlank }

    private func makeSnapshot(size: CGSize, afterScreenUpdates: Bool) -> UIView {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
        snapshot.snapshotSource = self
        snapshot.snapshotIsBlank = window == nil && !afterScreenUpdates
        snapshot.accessibilityIdentifier = nil
        snapshot.headlessName = "snapshot of \(headlessDisplayName)"
        return snapshot
    }
}
