import Foundation

/// The constraints a stack view generates for its arrangement (see ``UIStackView``).
extension UIStackView {
    private typealias Attribute = NSLayoutConstraint.Attribute

    /// The arrangement changed: the generated constraints are made again now, so that a change
    /// inside an animation block followed by `layoutIfNeeded()` animates.
    func arrangementDidChange() {
        NSLayoutConstraint.deactivate(generatedConstraints)
        for guide in generatedGuides { removeLayoutGuide(guide) }
        generatedConstraints = []
        generatedGuides = []
        guard !arrangedSubviews.isEmpty else { return }
        generateAlongAxis()
        generateAcrossAxis()
        NSLayoutConstraint.activate(generatedConstraints)
        setNeedsLayout()
    }

    /// The edges the arrangement fills: the stack view's, or its margins'.
    private var box: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    /// `first.a relation m × second.b + constant` at `priority`, identified `identifier`, kept to
    /// activate with the others.
    private func make(
        _ identifier: String, _ first: AnyObject, _ a: Attribute, _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?, _ b: Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) {
        let constraint = NSLayoutConstraint(first: first, a, relation, second: second, b, multiplier: multiplier, constant: constant)
        constraint.identifier = identifier
        constraint.priority = priority
        generatedConstraints.append(constraint)
    }

    private func guide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        generatedGuides.append(guide)
        return guide
    }

    private func spacing(after view: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    // MARK: Along the axis

    private func generateAlongAxis() {
        let horizontal = axis == .horizontal
        let (start, end, center, length): (Attribute, Attribute, Attribute, Attribute) =
            horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
        let box = self.box
        var previousVisible: UIView?
        var firstVisible: UIView?
        var firstGap: UILayoutGuide?
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let totalSpacing = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
        let intrinsic = visible.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            return max(0, horizontal ? size.width : size.height)
        }
        let intrinsicTotal = intrinsic.reduce(0, +)
        for view in arrangedSubviews {
            if view.isHidden {
                make("UISV-hiding", view, length, .equal, nil, .notAnAttribute)
                if let previousVisible {
                    make("UISV-hiding", view, start, .equal, previousVisible, end)
                } else {
                    make("UISV-hiding", view, start, .equal, box, start)
                }
                continue
            }
            if let previous = previousVisible {
                let gap = spacing(after: previous)
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    make("UISV-spacing", view, start, .equal, previous, end, constant: gap)
                case .equalSpacing:
                    let between = guide("UISV-distributing")
                    make("UISV-distributing-edge", between, start, .equal, previous, end)
                    make("UISV-distributing-edge", between, end, .equal, view, start)
                    make("UISV-spacing", between, length, .greaterThanOrEqual, nil, .notAnAttribute, constant: gap)
                    if let firstGap { make("UISV-distributing", between, length, .equal, firstGap, length) } else { firstGap = between }
                case .equalCentering:
                    make("UISV-spacing", view, start, .greaterThanOrEqual, previous, end, constant: gap)
                    let between = guide("UISV-distributing")
                    make("UISV-distributing-edge", between, start, .equal, previous, center)
                    make("UISV-distributing-edge", between, end, .equal, view, center)
                    if let firstGap {
                        make("UISV-distributing", between, length, .equal, firstGap, length, priority: UILayoutPriority(999))
                    } else {
                        firstGap = between
                    }
                }
            } else {
                make("UISV-canvas-connection", view, start, .equal, box, start)
                firstVisible = view
            }
            if distribution == .fillEqually, let firstVisible, firstVisible !== view {
                make("UISV-fill-equally", view, length, .equal, firstVisible, length)
            }
            previousVisible = view
        }
        if let last = previousVisible { make("UISV-canvas-connection", box, end, .equal, last, end) }
        if distribution == .fillProportionally, intrinsicTotal > 0 {
            for (index, view) in visible.enumerated() {
                let share = intrinsic[index] / intrinsicTotal
                make(
                    "UISV-fill-proportionally", view, length, .equal, box, length, multiplier: share, constant: -share * totalSpacing,
                    priority: UILayoutPriority(999))
            }
        }
        if distribution == .equalSpacing || distribution == .equalCentering {
            make("UISV-spanning-fit", self, length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49))
        }
    }

    // MARK: Across the axis

    private func generateAcrossAxis() {
        let horizontal = axis == .horizontal
        let (start, end, center, length): (Attribute, Attribute, Attribute, Attribute) =
            horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
        let box = self.box
        var effective = alignment
        if effective == .firstBaseline { effective = horizontal ? .leading : .fill }
        if effective == .lastBaseline { effective = horizontal ? .trailing : .fill }
        for view in arrangedSubviews {
            switch effective {
            case .leading:
                make("UISV-alignment", view, start, .equal, box, start)
                make("UISV-spanning-boundary", view, end, .lessThanOrEqual, box, end)
            case .trailing:
                make("UISV-alignment", view, end, .equal, box, end)
                make("UISV-spanning-boundary", view, start, .greaterThanOrEqual, box, start)
            case .center:
                make("UISV-alignment", view, center, .equal, box, center)
                make("UISV-spanning-boundary", view, start, .greaterThanOrEqual, box, start)
            case .fill, .firstBaseline, .lastBaseline:
                make("UISV-alignment", view, start, .equal, box, start)
                make("UISV-alignment", view, end, .equal, box, end)
            }
        }
        if effective != .fill {
            make("UISV-spanning-fit", self, length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49))
        }
    }
}
