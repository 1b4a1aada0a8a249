import Foundation

/// An object that drives an interactive view-controller transition. UIKit's signature; the
/// optional members have UIKit's documented defaults.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition with the given context.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the non-interactive remainder runs; 1 by default. Must be > 0.
    var completionSpeed: CGFloat { get }
    /// The curve of the non-interactive remainder; ease-in-out by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively; true by default (UIKit's assumption when the
    /// member is not implemented).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// Default for the optional member: 1.
    public var completionSpeed: CGFloat { 1 }
    /// Default for the optional member: `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// Default for the optional member: `true`, as UIKit assumes.
    public var wantsInteractiveStart: Bool { true }
}
