#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The least a transition context must do for an animator, recording nothing: the bench's bare
/// runs hand it to the subject instead of the kit's recording `TestTransitionContext`.
///
/// It answers what UIKit's context answers (views, view controllers, frames, style, the
/// interactive and cancelled flags), calls the animator's `animationEnded(_:)` on the first
/// `completeTransition(_:)` and counts completions — nothing else: no event log, no misuse
/// policing, no virtual-time stamps, no coordinator.
///
/// ```swift
/// let context = BareTransitionContext(containerView: container, from: a, to: b, fromView: a.view, toView: b.view,
///                                     initialFrames: [:], finalFrames: [b: container.bounds], presentationStyle: .custom, isAnimated: true)
/// context.animator = animator
/// animator.animateTransition(using: context)
/// ```
@MainActor
final class BareTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let targetTransform: CGAffineTransform = .identity
    private let from: UIViewController
    private let to: UIViewController
    private let fromView: UIView?
    private let toView: UIView?
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    /// The animator whose `animationEnded(_:)` the first completion calls.
    weak var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The duration the animator reported, for a percent-driven interaction controller.
    var transitionDuration: TimeInterval = 0
    /// How many times `completeTransition(_:)` was called.
    private(set) var completionCount = 0

    init(
        containerView: UIView, from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
        initialFrames: [ObjectIdentifier: CGRect], finalFrames: [ObjectIdentifier: CGRect],
        presentationStyle: UIModalPresentationStyle, isAnimated: Bool
    ) {
        self.containerView = containerView
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        self.initialFrames = initialFrames
        self.finalFrames = finalFrames
        self.presentationStyle = presentationStyle
        self.isAnimated = isAnimated
    }

    /// Marks the transition interactive, as UIKit does before `startInteractiveTransition(_:)`.
    func beginInteraction() { isInteractive = true }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { isInteractive = false }
    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }
    func pauseInteractiveTransition() { isInteractive = true }

    func completeTransition(_ didComplete: Bool) {
        completionCount += 1
        if completionCount == 1 { animator?.animationEnded(didComplete) }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromView : key == .to ? toView : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }
}

#if !canImport(UIKit)
extension BareTransitionContext: HeadlessAnimatorProvidingContext {
    var headlessAnimator: (any UIViewControllerAnimatedTransitioning)? { animator }
    var headlessTransitionDuration: TimeInterval { transitionDuration }
    var headlessCoordinator: HeadlessTransitionCoordinator? { nil }
}
#endif
