import Foundation

/// The context of a view-controller transition: the views and view controllers taking part,
/// their frames, and the calls that report progress and completion. UIKit's signature.
///
/// Apple advises against adopting this protocol in app code: UIKit supplies the context. The
/// headless machinery (`present`, `dismiss`, push, pop) supplies one too; the conformance kit
/// also ships a recording `TestTransitionContext` for tests of an animator alone.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view that contains every view taking part in the transition.
    var containerView: UIView { get }
    /// Whether the transition should be animated; for `.custom` presentations the animator is
    /// called even when it is false, so that it can add or remove views.
    var isAnimated: Bool { get }
    /// Whether the transition is currently interactive.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (true after `cancelInteractiveTransition()`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style, or `.none` for a transition that is not a modal one.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports the progress of an interactive transition.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that an interactive transition should finish.
    func finishInteractiveTransition()
    /// Reports that an interactive transition was cancelled.
    func cancelInteractiveTransition()
    /// Reports that an interactive transition paused (interruptible transitions).
    func pauseInteractiveTransition()
    /// Tells UIKit that the transition's animations are done; pass `!transitionWasCancelled`.
    func completeTransition(_ didComplete: Bool)
    /// A view controller taking part in the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view taking part in the transition, or nil when the animator must not touch it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition: identity, or a quarter or half turn.
    var targetTransform: CGAffineTransform { get }
    /// The frame of a view controller's view at the start, or `.zero` if unknown or not visible.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of a view controller's view at the end, or `.zero` if it will be removed.
    func finalFrame(for vc: UIViewController) -> CGRect
}
