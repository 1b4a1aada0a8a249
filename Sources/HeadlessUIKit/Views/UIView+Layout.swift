import Foundation

extension UIView {
    /// Marks the view as needing layout; `layoutSubviews()` runs at the end of the current
    /// run-loop turn (the next time the scene's clock is pumped) or at `layoutIfNeeded()`.
    public func setNeedsLayout() {
        layoutFlags.needsLayout = true
        // The stored window read once, without the getter's call (one of the most frequent calls
        // of the model: every move in the tree makes three).
        if let window = storedWindow { window.needsLayoutPass = true }
    }

    /// Lays out the view and its subviews now if they need it.
    ///
    /// When the view is a view controller's root view, the controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` bracket its `layoutSubviews()`, as
    /// in UIKit (contract F6).
    ///
    /// In a tree with constraints, as in UIKit: `updateConstraints()` runs first where it is due,
    /// the constraints are solved, and each view that lays out gives its subviews their solved
    /// frames (after `viewWillLayoutSubviews()`, before its `layoutSubviews()`) — through the
    /// ordinary setters, so inside an animation block the new frames animate. A view whose own
    /// solved frame changed is placed when its superview lays out. In a tree without constraints
    /// none of this runs.
    public func layoutIfNeeded() {
        layoutSubtreeIfNeeded(engine: autoLayoutEngineForPass())
    }

    /// The layout pass over the subtree; `engine` is the tree's Auto Layout engine, if it has one.
    private func layoutSubtreeIfNeeded(engine: LayoutEngine?) {
        let flags = layoutFlags  // one access for both
        if flags.needsLayout {
            layoutFlags.needsLayout = false
            if flags.isRootViewOfController, let controller = owningViewControllerReference {
                controller.viewWillLayoutSubviews()
                engine?.applyFrames(toSubviewsOf: self)
                layoutSubviews()
                controller.viewDidLayoutSubviews()
            } else {
                engine?.applyFrames(toSubviewsOf: self)
                layoutSubviews()
            }
        }
        // An index loop: `for in` makes a generic iterator, costly in a debug build, for every view
        // of every layout pass.
        let subviews = storedSubviews
        var index = 0
        while index < subviews.count {
            subviews[index].layoutSubtreeIfNeeded(engine: engine)
            index += 1
        }
    }

    /// The value of an intrinsic dimension the view does not have.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Applies the ``autoresizingMask`` after the superview's size changed.
    ///
    /// As UIKit documents, when several parts of an axis (leading margin, size, trailing margin)
    /// are flexible, the change is shared among them in proportion to their current sizes (equally
    /// if they are all zero).
    func autoresize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        let old = frame
        let new = autoresized(old, superviewSizeChangedFrom: oldSize, to: newSize)
        if new != old { frame = new }
    }

    /// The frame `old` becomes under the ``autoresizingMask`` when the superview's size changes
    /// from `oldSize` to `newSize`; the view is not changed.
    func autoresized(_ old: CGRect, superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) -> CGRect {
        let mask = autoresizingMask
        guard !mask.isEmpty, oldSize != newSize else { return old }
        let (x, width) = Self.resizeAxis(
            start: old.minX, length: old.width, total: oldSize.width, newTotal: newSize.width,
            flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleEnd: mask.contains(.flexibleRightMargin))
        let (y, height) = Self.resizeAxis(
            start: old.minY, length: old.height, total: oldSize.height, newTotal: newSize.height,
            flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleEnd: mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    private static func resizeAxis(
        start: CGFloat, length: CGFloat, total: CGFloat, newTotal: CGFloat,
        flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (CGFloat, CGFloat) {
        let delta = newTotal - total
        guard delta != 0, flexibleStart || flexibleLength || flexibleEnd else { return (start, length) }
        let end = total - start - length
        // The flexible parts' sizes summed in order (start, length, end), without arrays: every
        // resize of a superview runs this for each subview.
        var sum: CGFloat = 0
        var flexibleCount = 0
        func add(_ isFlexible: Bool, _ size: CGFloat) {
            guard isFlexible else { return }
            sum = sum + max(size, 0)
            flexibleCount += 1
        }
        add(flexibleStart, start)
        add(flexibleLength, length)
        add(flexibleEnd, end)
        func share(_ isFlexible: Bool, _ size: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return sum > 0 ? delta * max(size, 0) / sum : delta / CGFloat(flexibleCount)
        }
        return (start + share(flexibleStart, start), length + share(flexibleLength, length))
    }
}
