import Foundation

extension LayoutEngine {
    /// The expression of an item's attribute in `ancestor`'s coordinates.
    ///
    /// A position is the sum of the item's position and its ancestors' up to `ancestor` (frames
    /// only: Auto Layout ignores transforms and bounds origins); the baselines are the item's
    /// bottom and top (text is not laid out); a margin attribute is that attribute of the view's
    /// layout margins guide. Leading and trailing are left and right, or, `mirrored` (right to
    /// left), every x position is negated and leading is the right edge, trailing the left.
    func expression(for item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView, mirrored: Bool = false) -> SolverExpression {
        if attribute.isMargin, case .view(let view) = item {
            return expression(for: .guide(view.layoutMarginsGuide), attribute.withoutMargin, in: ancestor, mirrored: mirrored)
        }
        let node = self.node(for: item)
        var expression = SolverExpression()
        switch attribute.withoutMargin {
        case .width:
            expression.add(node.width)
        case .height:
            expression.add(node.height)
        case .left, .leading:
            addPosition(of: item, horizontal: true, in: ancestor, to: &expression)
            if mirrored { expression.add(node.width) }
        case .right, .trailing:
            addPosition(of: item, horizontal: true, in: ancestor, to: &expression)
            if !mirrored { expression.add(node.width) }
        case .centerX:
            addPosition(of: item, horizontal: true, in: ancestor, to: &expression)
            expression.add(node.width, 0.5)
        case .top, .firstBaseline:
            addPosition(of: item, horizontal: false, in: ancestor, to: &expression)
        case .bottom, .lastBaseline:
            addPosition(of: item, horizontal: false, in: ancestor, to: &expression)
            expression.add(node.height)
        case .centerY:
            addPosition(of: item, horizontal: false, in: ancestor, to: &expression)
            expression.add(node.height, 0.5)
        default:
            break
        }
        if mirrored && attribute.axis == .horizontal && !attribute.isDimension {
            var negated = SolverExpression()
            negated.add(expression, times: -1)
            return negated
        }
        return expression
    }

    /// Adds the item's left (or top) edge in `ancestor`'s coordinates: its own position and each
    /// ancestor's below `ancestor`.
    private func addPosition(of item: LayoutItem, horizontal: Bool, in ancestor: UIView, to expression: inout SolverExpression) {
        var current: LayoutItem? = item
        while let step = current {
            let parent: UIView?
            switch step {
            case .view(let view):
                if view === ancestor { return }
                parent = view.superview
            case .guide(let guide):
                parent = guide.owningView
            }
            let node = self.node(for: step)
            expression.add(horizontal ? node.x : node.y)
            current = parent.map(LayoutItem.view)
        }
    }
}
