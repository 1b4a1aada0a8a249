import Foundation

extension UIView {
    /// The size to ask ``systemLayoutSizeFitting(_:)`` for to get the smallest size the
    /// constraints allow: 0 × 0.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size to ask ``systemLayoutSizeFitting(_:)`` for to get the largest size the
    /// constraints allow: 10,000 × 10,000, the value UIKit uses.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The size of the view that satisfies the constraints of its subtree and comes closest to
    /// `targetSize` (at ``UILayoutPriority/fittingSizeLevel`` on both axes).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that satisfies the constraints of its subtree and comes closest to
    /// `targetSize`, wanted at the given priority on each axis (``UILayoutPriority/required`` to
    /// fix that dimension).
    ///
    /// As in UIKit, the view's constraints are updated first; the constraints installed in the
    /// view's subtree and the intrinsic content sizes count, the view's own frame and its
    /// superview do not. Nothing is laid out.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, fitting: true)
        let node = engine.node(for: .view(self))
        engine.addConstraintsInstalled(in: self)
        for (variable, target, priority) in [
            (node.width, targetSize.width, horizontalFittingPriority), (node.height, targetSize.height, verticalFittingPriority),
        ] {
            let expression = SolverExpression(variable, plus: -Double(target))
            if case .failure(let conflict) = engine.solver.add(expression, .equal, strength: SolverStrength.weight(forPriority: priority.rawValue)) {
                engine.reportUnsatisfiable(conflict, breaking: "<fitting size \(headlessDisplayName) == \(HeadlessFormat.compact(Double(target)))>")
            }
        }
        engine.prepareIfNeeded()
        let frame = engine.frame(of: node)
        return frame.size
    }
}
