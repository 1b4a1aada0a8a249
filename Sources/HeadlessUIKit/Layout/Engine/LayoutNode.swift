import Foundation

/// One item's variables in a ``LayoutEngine`` — the left, top, width and height of a view in its
/// superview's coordinates, or of a layout guide in its owning view's — and the constraints
/// the system adds for it.
@MainActor
final class LayoutNode {
    /// A constraint the system keeps for an item — a translated frame, a content size, a layout
    /// guide's insets — whose constant follows the item at each check.
    struct SystemConstraint {
        enum Kind {
            case frame, hugging, compressionResistance, guideInsets, contentSize
        }

        let kind: Kind
        /// The part of the item it holds: `minX`, `width`, …
        /// What is related, without the constant (the constant is `−value`).
        let terms: SolverExpression
        let relation: SolverRelation
        /// The solver's constraint; nil when it is not added (never yet, or broken).
        var handle: SolverConstraint?
        var value: Double = .nan
        var strength: Double = .nan
        let attribute: String
    }

    weak var view: UIView?
    weak var guide: UILayoutGuide?
    weak var engine: LayoutEngine?
    let x: SolverVariable
    let y: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
    /// Whether the item's frame is fixed: a view that translates its autoresizing mask into
    /// constraints (its frame becomes four required constraints, as in UIKit).
    let pinsFrame: Bool
    /// Whether the item's intrinsic content size takes part (views that do not pin their frame).
    let usesContentSize: Bool
    /// The view whose insets a safe-area or margins guide follows.
    weak var insetsOwner: LayoutNode?
    var system: [SystemConstraint] = []
    /// The intrinsic content size last read, nil until read or after it was invalidated.
    var contentSize: CGSize?

    init(engine: LayoutEngine, solver: CassowarySolver, pinsFrame: Bool, usesContentSize: Bool) {
        self.engine = engine
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
        self.pinsFrame = pinsFrame
        self.usesContentSize = usesContentSize
    }

    var variables: [SolverVariable] { [x, y, width, height] }

    /// How one of the node's system constraints reads in a diagnostic, without its value, e.g.
    /// `NSAutoresizingMaskLayoutConstraint containerView.width ==`; made only for a diagnostic
    /// (a view's name is not free).
    func label(of constraint: SystemConstraint) -> String {
        switch constraint.kind {
        case .frame: return "NSAutoresizingMaskLayoutConstraint \(name).\(constraint.attribute) =="
        case .hugging: return "NSContentSizeLayoutConstraint \(name).\(constraint.attribute) (hugging) <="
        case .compressionResistance: return "NSContentSizeLayoutConstraint \(name).\(constraint.attribute) (compression resistance) >="
        case .contentSize: return "NSLayoutConstraint '\(name)' \(constraint.attribute) (content size) =="
        case .guideInsets:
            let owner = insetsOwner?.name ?? "its view"
            switch constraint.attribute {
            case "width", "height": return "NSLayoutConstraint '\(name)' \(constraint.attribute) − \(owner).\(constraint.attribute) =="
            default: return "NSLayoutConstraint '\(name)' \(constraint.attribute) inset from \(owner) =="
            }
        }
    }

    /// The item's name in diagnostics.
    var name: String {
        if let view { return view.headlessDisplayName }
        if let guide { return guide.displayName }
        return "(freed item)"
    }
}
