import Foundation

/// The Auto Layout engine of one view tree: the tree's constraints in a ``CassowarySolver``,
/// with a ``LayoutNode`` of variables for each item they involve.
///
/// ## The model
///
/// Like UIKit's, one engine serves a whole tree and lives with its root (the window, or the
/// top-most view of a tree outside any window). It is built the first time a layout pass needs
/// it, from the constraints installed in the tree in the order they were installed, and then
/// follows every activation, deactivation, constant and priority change incrementally. A move
/// that brings constraints into the tree or takes them out drops it, and the next pass builds
/// a new one.
///
/// Each item's position is a variable in its superview's (a guide's: its owning view's)
/// coordinates, so a constraint installed on a common ancestor relates the sums of the
/// positions along each item's chain up to it. Views that translate their autoresizing mask
/// into constraints — and the root — have their current frames as four required constraints;
/// other views get their intrinsic content size as hugging (≤) and compression-resistance (≥)
/// constraints at their priorities. The system's constraints follow the items at each check.
///
/// A constraint that cannot be added because it contradicts required ones is left out ("broken")
/// and logged as UIKit logs it (``HeadlessDiagnostic/Kind/unsatisfiableConstraints``).
@MainActor
final class LayoutEngine {
    /// What added a constraint to the solver: an app's constraint or the system.
    enum Owner {
        case constraint(NSLayoutConstraint)
        case system(LayoutNode, Int)
    }

    /// An app's constraint in the solver.
    struct Entry {
        /// The solver's constraint; nil when broken.
        var handle: SolverConstraint?
        /// The expression's constant apart from the constraint's own `constant`.
        var base: Double
    }

    unowned let root: UIView
    let solver = CassowarySolver()
    /// An engine made for `systemLayoutSizeFitting(_:)`: the root's frame is free, and views' nodes
    /// are not recorded on them.
    let isFitting: Bool
    private(set) var nodes: [LayoutNode] = []
    private var nodeIndex: [ObjectIdentifier: LayoutNode] = [:]
    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    /// The owner of each solver constraint, by its id, to name the constraints of a conflict.
    var owners: [Int: Owner] = [:]
    /// Whether something changed since the last check: the system's constraints are synced and
    /// the views whose solved frames differ are marked for layout at the next check.
    var needsCheck = true
    /// The nodes of scroll views' content layout guides, whose solved size is the content size.
    private(set) var scrollContentNodes: [LayoutNode] = []

    init(root: UIView, fitting: Bool = false) {
        self.root = root
        self.isFitting = fitting
    }

    /// Builds the engine of `root`'s tree, with the constraints installed in it.
    static func build(for root: UIView) -> LayoutEngine {
        let engine = LayoutEngine(root: root)
        root.layoutStateOrMake.engine = engine
        engine.addConstraintsInstalled(in: root)
        return engine
    }

    /// Adds the constraints installed in `view`'s subtree, in the order they were installed.
    func addConstraintsInstalled(in view: UIView) {
        var constraints: [NSLayoutConstraint] = []
        view.collectInstalledConstraints(into: &constraints)
        constraints.sort { $0.installationOrder < $1.installationOrder }
        for constraint in constraints { add(constraint) }
    }

    /// Forgets the views: their nodes go with the engine.
    func detach() {
        guard !isFitting else { return }
        for node in nodes {
            if let state = node.view?.layoutState, state.node === node { state.node = nil }
            if let guide = node.guide, guide.node === node { guide.node = nil }
        }
    }

    // MARK: The app's constraints

    /// Adds an installed constraint.
    func add(_ constraint: NSLayoutConstraint) {
        guard let first = LayoutItem(constraint.firstObject), let ancestor = constraint.installedView else { return }
        // Leading and trailing follow the layout direction of the view the constraint is
        // installed on: right to left, the constraint's x positions are mirrored (x′ = W − x, W
        // the ancestor's width, which cancels unless the multiplier is not 1).
        let mirrored =
            (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional) && ancestor.isRightToLeft
        var expression = self.expression(for: first, constraint.firstAttribute, in: ancestor, mirrored: mirrored)
        if let second = LayoutItem(constraint.secondObject) {
            expression.add(
                self.expression(for: second, constraint.secondAttribute, in: ancestor, mirrored: mirrored), times: -Double(constraint.multiplier))
        }
        if mirrored, constraint.firstAttribute.axis == .horizontal, !constraint.firstAttribute.isDimension, constraint.multiplier != 1 {
            expression.add(node(for: .view(ancestor)).width, 1 - Double(constraint.multiplier))
        }
        let base = expression.constant
        expression.constant = base - Double(constraint.constant)
        let relation: SolverRelation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let key = ObjectIdentifier(constraint)
        switch solver.add(expression, relation, strength: SolverStrength.weight(forPriority: constraint.priority.rawValue)) {
        case .success(let handle):
            entries[key] = Entry(handle: handle, base: base)
            owners[handle.id] = .constraint(constraint)
        case .failure(let conflict):
            entries[key] = Entry(handle: nil, base: base)
            reportUnsatisfiable(conflict, breaking: constraint.description)
        }
        needsCheck = true
    }

    /// Removes a constraint that was deactivated.
    func remove(_ constraint: NSLayoutConstraint) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if let handle = entry.handle {
            solver.remove(handle)
            owners[handle.id] = nil
        }
        needsCheck = true
    }

    /// Re-solves for a constraint's new constant. A broken constraint stays out of the layout.
    func constantDidChange(of constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard let entry = entries[key], let handle = entry.handle else { return }
        if let conflict = solver.setConstant(of: handle, to: entry.base - Double(constraint.constant)) {
            entries[key]?.handle = nil
            owners[handle.id] = nil
            reportUnsatisfiable(conflict, breaking: constraint.description)
        }
        needsCheck = true
    }

    /// Re-adds a constraint at its new (optional) priority.
    func priorityDidChange(of constraint: NSLayoutConstraint) {
        guard entries[ObjectIdentifier(constraint)] != nil else { return }
        remove(constraint)
        add(constraint)
    }

    // MARK: Checks and solutions

    /// Brings the system's constraints up to date and marks the superviews of views whose solved
    /// frames differ from their frames for layout, if anything changed since the last time.
    func prepareIfNeeded() {
        guard needsCheck else { return }
        needsCheck = false
        var index = 0
        while index < nodes.count {
            sync(nodes[index])
            index += 1
        }
        guard !isFitting else { return }
        for node in nodes where !node.pinsFrame {
            guard let view = node.view, view !== root, let superview = view.superview else { continue }
            if frame(of: node) != view.alignmentFrame { superview.setNeedsLayout() }
        }
        for node in scrollContentNodes {
            guard let scrollView = node.guide?.owningView as? UIScrollView else { continue }
            if frame(of: node).size != scrollView.contentSize { scrollView.setNeedsLayout() }
        }
    }

    /// The solved frame of a node, its edges rounded to the main screen's pixels as UIKit rounds them.
    func frame(of node: LayoutNode) -> CGRect {
        let scale = Double(UIScreen.main.scale)
        func pixel(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let (x, y) = (solver.value(of: node.x), solver.value(of: node.y))
        let (minX, minY) = (pixel(x), pixel(y))
        let (maxX, maxY) = (pixel(x + solver.value(of: node.width)), pixel(y + solver.value(of: node.height)))
        // The sizes are whole pixels too (edge minus edge would leave 43.999999999999986).
        return CGRect(x: minX + 0, y: minY + 0, width: pixel(maxX - minX), height: pixel(maxY - minY))
    }

    /// Sets the solved frames of `view`'s subviews that Auto Layout places, as a layout pass does
    /// before the view's `layoutSubviews()`.
    func applyFrames(toSubviewsOf view: UIView) {
        prepareIfNeeded()
        if !scrollContentNodes.isEmpty, let node = view.layoutState?.scrollContentGuide?.node, node.engine === self, let scrollView = view as? UIScrollView {
            // UIKit: a fully constrained content layout guide's size is the content size.
            let size = frame(of: node).size
            if size != scrollView.contentSize { scrollView.contentSize = size }
        }
        for subview in view.storedSubviews {
            guard let node = subview.layoutState?.node, !node.pinsFrame, node.engine === self else { continue }
            let solved = frame(of: node)
            if solved != subview.alignmentFrame { subview.setAlignmentFrame(solved) }
        }
    }

    /// Whether some variable of the node has more than one best value.
    func isAmbiguous(_ node: LayoutNode) -> Bool {
        node.variables.contains { solver.isAmbiguous($0) }
    }

    /// The node of an item, or nil if no constraint involves it.
    func nodeIfAny(for item: LayoutItem) -> LayoutNode? {
        nodeIndex[ObjectIdentifier(item.object)]
    }

    /// The node of an item, made (with its system constraints) if it has none.
    func node(for item: LayoutItem) -> LayoutNode {
        let key = ObjectIdentifier(item.object)
        if let existing = nodeIndex[key] { return existing }
        let node: LayoutNode
        switch item {
        case .view(let view):
            let pinsFrame = view.translatesAutoresizingMaskIntoConstraints && !(isFitting && view === root)
            node = LayoutNode(engine: self, solver: solver, pinsFrame: pinsFrame, usesContentSize: !pinsFrame)
            node.view = view
            if !isFitting { view.layoutStateOrMake.node = node }
        case .guide(let guide):
            node = LayoutNode(engine: self, solver: solver, pinsFrame: false, usesContentSize: false)
            node.guide = guide
            if !isFitting { guide.node = node }
            if guide.kind != .custom && guide.kind != .scrollContent, let owner = guide.owningView {
                node.insetsOwner = self.node(for: .view(owner))
            }
            if guide.kind == .scrollContent { scrollContentNodes.append(node) }
        }
        nodeIndex[key] = node
        nodes.append(node)
        makeSystemConstraints(for: node)
        sync(node)
        return node
    }
}
