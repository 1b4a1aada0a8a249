import Foundation

/// How diagnostics and pending-work reports name a transition — "presentation of
/// DetailViewController from ListViewController (animator CardAnimator)", "push from
/// ListViewController to DetailViewController" — kept as its parts and put into words only when
/// one of them needs it: naming three types costs more than setting up the transition, and most
/// transitions are never named.
struct TransitionLabel: CustomStringConvertible {
    private enum Parts {
        case modal(ModalTransition.Kind, presented: Any.Type, presenter: Any.Type, animator: Any.Type)
        case container(kind: String, from: Any.Type, to: Any.Type)
        case resize(to: CGSize)
    }

    private let parts: Parts

    /// A modal presentation or dismissal of `presented` from or to `presenter`.
    static func modal(
        _ kind: ModalTransition.Kind, presented: UIViewController, presenter: UIViewController,
        animator: any UIViewControllerAnimatedTransitioning
    ) -> TransitionLabel {
        TransitionLabel(parts: .modal(kind, presented: type(of: presented), presenter: type(of: presenter), animator: type(of: animator)))
    }

    /// A container's transition (`kind`: "push", "pop", a tab switch) from one child to another.
    static func container(_ kind: String, from: UIViewController, to: UIViewController) -> TransitionLabel {
        TransitionLabel(parts: .container(kind: kind, from: type(of: from), to: type(of: to)))
    }

    /// A resize of the scene's window to `size` (a rotation).
    static func resize(to size: CGSize) -> TransitionLabel {
        TransitionLabel(parts: .resize(to: size))
    }

    var description: String {
        switch parts {
        case .modal(let kind, let presented, let presenter, let animator):
            "\(kind.rawValue) of \(presented) \(kind == .presentation ? "from" : "to") \(presenter) (animator \(animator))"
        case .container(let kind, let from, let to):
            "\(kind) from \(from) to \(to)"
        case .resize(let size):
            "resize to \(size.width)×\(size.height)"
        }
    }
}
