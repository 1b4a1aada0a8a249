import Foundation

extension UIView {
    /// How strongly the view resists growing larger than its intrinsic content size on `axis`
    /// (default ``UILayoutPriority/defaultLow``, 250).
    @discardableResult
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultLow }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    /// Sets how strongly the view resists growing larger than its intrinsic content size on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = layoutStateOrMake
        if axis == .horizontal { state.hugging.horizontal = priority } else { state.hugging.vertical = priority }
        contentSizeConstraintsDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic content size on `axis`
    /// (default ``UILayoutPriority/defaultHigh``, 750).
    @discardableResult
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic content size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = layoutStateOrMake
        if axis == .horizontal { state.compressionResistance.horizontal = priority } else { state.compressionResistance.vertical = priority }
        contentSizeConstraintsDidChange()
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed: it is read again at the next
    /// layout pass. As in UIKit, a change is not noticed without this call; HeadlessUIKit's
    /// labels, image views and buttons make it when their content changes.
    public func invalidateIntrinsicContentSize() {
        guard let node = layoutState?.node else { return }
        node.contentSize = nil
        contentSizeConstraintsDidChange()
    }

    private func contentSizeConstraintsDidChange() {
        guard let node = layoutState?.node, let engine = node.engine else { return }
        engine.needsCheck = true
        if let window = engine.root as? UIWindow { window.needsLayoutPass = true }
    }
}
