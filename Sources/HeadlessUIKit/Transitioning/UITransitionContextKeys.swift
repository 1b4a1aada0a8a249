import Foundation

/// Identifies a view controller taking part in a transition: the one on screen at the start
/// (``from``) or the one visible at the end (``to``).
public struct UITransitionContextViewControllerKey: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view controller visible at the start of the transition (and at the end of a cancelled one).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller visible at the end of a completed transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Identifies a view taking part in a transition: the ``from`` view or the ``to`` view.
public struct UITransitionContextViewKey: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the view controller visible at the start of the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the view controller visible at the end of a completed transition.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
