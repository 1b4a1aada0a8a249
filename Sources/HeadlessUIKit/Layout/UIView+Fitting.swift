import Foundation

extension UIView {
    /// The size to ask ``systemLayoutSizeFitting(_:)`` for to get the smallest size the
    /// constraints allow: 0 × 0.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size to ask ``systemLayoutSizeFitting(_:)`` for to get the largest size the
    /// constraints allow: 10,000 × 10,000, the value UIKit uses.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The work of `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// (declared in the class body, so that cells can override it): the view's subtree solved in
    /// an engine of its own, with its size wanted at `targetSize`.
    func autoLayoutFittingSize(_ targetSize: CGSize, horizontal horizontalFittingPriority: UILayoutPriority, vertical verticalFittingPriority: UILayoutPriority)
        -> CGSize
    {
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
