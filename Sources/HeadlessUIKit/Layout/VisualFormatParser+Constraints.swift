import Foundation

extension VisualFormatParser {
    /// The attributes of a format's axis, in the direction its options give.
    struct Axis {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute
        /// −1 when a horizontal format runs right to left: spacing then goes the other way.
        let sign: CGFloat

        init(vertical: Bool, options: NSLayoutConstraint.FormatOptions) {
            let direction = options.intersection(.directionMask)
            if vertical {
                (start, end, length, sign) = (.top, .bottom, .height, 1)
            } else if direction == .directionLeftToRight {
                (start, end, length, sign) = (.left, .right, .width, 1)
            } else if direction == .directionRightToLeft {
                (start, end, length, sign) = (.right, .left, .width, -1)
            } else {
                (start, end, length, sign) = (.leading, .trailing, .width, 1)
            }
        }
    }

    /// `first.a relation second.b + constant` at the predicate's priority.
    func make(
        _ first: UIView, _ a: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ second: UIView?,
        _ b: NSLayoutConstraint.Attribute, _ predicate: Predicate, constant: CGFloat? = nil
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: first, a, relation, second: second, b, multiplier: 1, constant: constant ?? predicate.constant)
        constraint.priority = predicate.priority
        return constraint
    }

    /// The spacing constraints between two ends read in order: `later.start == earlier.end + c`,
    /// a superview standing in with its own start (before) or end (after), as UIKit writes them.
    mutating func connect(_ earlier: End, to later: End, _ predicates: [Predicate], axis: Axis) throws {
        for predicate in predicates {
            let first: UIView
            let firstAttribute: NSLayoutConstraint.Attribute
            let second: UIView
            let secondAttribute: NSLayoutConstraint.Attribute
            switch (earlier, later) {
            case (.superview, .view(let view)):
                guard let superview = view.superview else { throw noSuperview(view) }
                (first, firstAttribute, second, secondAttribute) = (view, axis.start, superview, axis.start)
            case (.view(let view), .superview):
                guard let superview = view.superview else { throw noSuperview(view) }
                (first, firstAttribute, second, secondAttribute) = (superview, axis.end, view, axis.end)
            case (.view(let before), .view(let after)):
                (first, firstAttribute, second, secondAttribute) = (after, axis.start, before, axis.end)
            case (.superview, .superview):
                throw VisualFormatError(message: "A format needs a view between its '|'.", position: index)
            }
            var relation = predicate.relation
            if axis.sign < 0 && relation != .equal { relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual }
            made.append(make(first, firstAttribute, relation, second, secondAttribute, predicate, constant: axis.sign * predicate.constant))
        }
    }

    private func noSuperview(_ view: UIView) -> VisualFormatError {
        VisualFormatError(
            message: "Unable to interpret '|' character, because the related view (\(view.headlessDisplayName)) doesn't have a superview.",
            position: index)
    }

    /// The `alignAll…` options: each view's attribute equal to the previous one's.
    mutating func alignAll(_ arranged: [UIView], vertical: Bool) throws {
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            guard attribute.axis == (vertical ? .horizontal : .vertical) else {
                throw VisualFormatError(
                    message:
                        "Options mask required views to be aligned on a \(vertical ? "vertical" : "horizontal") edge, which is not allowed for layout that is also \(vertical ? "vertical" : "horizontal").",
                    position: 0)
            }
            for (before, after) in zip(arranged, arranged.dropFirst()) {
                made.append(make(before, attribute, .equal, after, attribute, Predicate()))
            }
        }
    }
}
