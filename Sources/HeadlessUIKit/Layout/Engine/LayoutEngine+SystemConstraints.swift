import Foundation

extension LayoutEngine {
    /// Makes the (not yet added) system constraints of a new node: four frame constraints for a
    /// view that pins its frame, hugging and compression resistance on each axis for one that
    /// uses its content size, four inset constraints for a safe-area or margins guide.
    func makeSystemConstraints(for node: LayoutNode) {
        func make(_ kind: LayoutNode.SystemConstraint.Kind, _ terms: SolverExpression, _ relation: SolverRelation, _ attribute: String) {
            node.system.append(.init(kind: kind, terms: terms, relation: relation, attribute: attribute))
        }
        if node.pinsFrame {
            make(.frame, SolverExpression(node.x), .equal, "minX")
            make(.frame, SolverExpression(node.y), .equal, "minY")
            make(.frame, SolverExpression(node.width), .equal, "width")
            make(.frame, SolverExpression(node.height), .equal, "height")
        } else if node.usesContentSize {
            make(.hugging, SolverExpression(node.width), .lessThanOrEqual, "width")
            make(.compressionResistance, SolverExpression(node.width), .greaterThanOrEqual, "width")
            make(.hugging, SolverExpression(node.height), .lessThanOrEqual, "height")
            make(.compressionResistance, SolverExpression(node.height), .greaterThanOrEqual, "height")
        } else if node.guide?.kind == .scrollContent {
            make(.guideInsets, SolverExpression(node.x), .equal, "left")
            make(.guideInsets, SolverExpression(node.y), .equal, "top")
            make(.contentSize, SolverExpression(node.width), .equal, "width")
            make(.contentSize, SolverExpression(node.height), .equal, "height")
        } else if let owner = node.insetsOwner {
            make(.guideInsets, SolverExpression(node.x), .equal, "left")
            make(.guideInsets, SolverExpression(node.y), .equal, "top")
            var width = SolverExpression(node.width)
            width.add(owner.width, -1)
            make(.guideInsets, width, .equal, "width")
            var height = SolverExpression(node.height)
            height.add(owner.height, -1)
            make(.guideInsets, height, .equal, "height")
        }
    }

    /// Brings a node's system constraints up to date with its item: the frame of a view that pins
    /// it, the intrinsic content size and priorities of one that uses them, a guide's insets.
    func sync(_ node: LayoutNode) {
        guard !node.system.isEmpty else { return }
        let required = SolverStrength.required
        if node.pinsFrame, let view = node.view {
            let frame = view.alignmentFrame
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            for index in 0..<4 { update(node, index, value: Double(values[index]), strength: required) }
        } else if node.usesContentSize, let view = node.view {
            if node.contentSize == nil { node.contentSize = view.intrinsicContentSize }
            let size = node.contentSize ?? .zero
            let state = view.layoutState
            let hugging = state?.hugging ?? (.defaultLow, .defaultLow)
            let compression = state?.compressionResistance ?? (.defaultHigh, .defaultHigh)
            let width = size.width >= 0 ? Double(size.width) : .nan
            let height = size.height >= 0 ? Double(size.height) : .nan
            update(node, 0, value: width, strength: SolverStrength.weight(forPriority: hugging.horizontal.rawValue))
            update(node, 1, value: width, strength: SolverStrength.weight(forPriority: compression.horizontal.rawValue))
            update(node, 2, value: height, strength: SolverStrength.weight(forPriority: hugging.vertical.rawValue))
            update(node, 3, value: height, strength: SolverStrength.weight(forPriority: compression.vertical.rawValue))
        } else if let guide = node.guide, guide.kind == .scrollContent {
            // Origin zero; the size follows the content size below every UIKit priority, so
            // that constraints on the guide decide it and, without them, it is the content size.
            let size = (guide.owningView as? UIScrollView)?.contentSize ?? .zero
            update(node, 0, value: 0, strength: required)
            update(node, 1, value: 0, strength: required)
            update(node, 2, value: Double(size.width), strength: Self.contentSizeStrength)
            update(node, 3, value: Double(size.height), strength: Self.contentSizeStrength)
        } else if let guide = node.guide, guide.kind == .scrollFrame, let owner = guide.owningView {
            let origin = owner.bounds.origin
            let values = [origin.x, origin.y, 0, 0]
            for index in 0..<4 { update(node, index, value: Double(values[index]), strength: required) }
        } else if let guide = node.guide {
            let insets = guide.insets
            let values = [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)]
            for index in 0..<4 { update(node, index, value: Double(values[index]), strength: required) }
        }
    }

    /// The strength a content layout guide keeps the scroll view's current content size with:
    /// weaker than priority 1, so any constraint on the guide's size decides it.
    static let contentSizeStrength = 0.001

    /// Sets one system constraint to `terms == value` (or ≤, ≥) at `strength`; NaN removes it.
    private func update(_ node: LayoutNode, _ index: Int, value: Double, strength: Double) {
        var slot = node.system[index]
        defer { node.system[index] = slot }
        if value.isNaN {
            if let handle = slot.handle { remove(handle) }
            slot.handle = nil
            slot.value = value
            return
        }
        guard value != slot.value || strength != slot.strength else { return }
        func label() -> String {
            "<\(node.label(of: slot)) \(HeadlessFormat.compact(value))\(strength < SolverStrength.required ? " @\(Self.priorityText(strength))" : "")>"
        }
        if let handle = slot.handle, strength == slot.strength {
            if let conflict = solver.setConstant(of: handle, to: -value) {
                owners[handle.id] = nil
                slot.handle = nil
                reportUnsatisfiable(conflict, breaking: label())
            }
        } else {
            if let handle = slot.handle { remove(handle) }
            var expression = slot.terms
            expression.constant = -value
            switch solver.add(expression, slot.relation, strength: strength) {
            case .success(let handle):
                slot.handle = handle
                owners[handle.id] = .system(node, index)
            case .failure(let conflict):
                slot.handle = nil
                reportUnsatisfiable(conflict, breaking: label())
            }
        }
        slot.value = value
        slot.strength = strength
        needsCheck = true
    }

    private func remove(_ handle: SolverConstraint) {
        solver.remove(handle)
        owners[handle.id] = nil
    }

    /// The UIKit priority of a solver strength, for a description.
    static func priorityText(_ strength: Double) -> String {
        HeadlessFormat.compact(max(0, (log10(strength) * 1000 / 9).rounded()))
    }

    /// How a constraint in the solver reads in a diagnostic.
    func describe(_ owner: Owner) -> String {
        switch owner {
        case .constraint(let constraint):
            return constraint.description
        case .system(let node, let index):
            let slot = node.system[index]
            let strength = slot.strength < SolverStrength.required ? " @\(Self.priorityText(slot.strength))" : ""
            return "<\(node.label(of: slot)) \(HeadlessFormat.compact(slot.value))\(strength)>"
        }
    }

    /// Logs what UIKit logs when a constraint cannot be satisfied with the required ones, as a
    /// ``HeadlessDiagnostic/Kind/unsatisfiableConstraints`` diagnostic of the tree's scene.
    func reportUnsatisfiable(_ conflict: CassowarySolver.Conflict, breaking broken: String) {
        let listed = conflict.constraints.compactMap { owners[$0.id].map(describe) } + [broken]
        let scene = root.window?.headlessScene ?? HeadlessScene.currentIfAny ?? HeadlessScene.current
        scene.record(
            .unsatisfiableConstraints, api: "NSLayoutConstraint",
            "Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want: (\(listed.joined(separator: ", "))). Will attempt to recover by breaking constraint \(broken). UIKit logs this to the console and does not raise; HeadlessUIKit likewise lays out without the broken constraint, which stays active."
        )
    }
}
