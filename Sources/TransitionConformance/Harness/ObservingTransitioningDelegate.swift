#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Stands between UIKit and a transitioning delegate — the kit's or yours — and reports what it
/// vends: each animator is handed back wrapped in an ``ObservingAnimator`` so the kit sees the
/// moment a transition starts; presentation controllers are remembered (weakly).
///
/// The inner delegate sees UIKit's calls unchanged, including the animator it vended (not the
/// wrapper) in `interactionControllerFor…(using:)`.
@MainActor
final class ObservingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    enum Direction: String { case presentation, dismissal }

    /// The delegate observed; dropped by ``releaseInner()`` so that a delegate which is also the
    /// presented view controller (a common pattern) can be freed for the release check.
    private(set) var inner: (any UIViewControllerTransitioningDelegate)?
    /// Called when a vended animator is first asked for its duration with a context: the
    /// presentation controller's `…TransitionWillBegin()` has run, the animation has not.
    var onTransitionStart: (Direction) -> Void = { _ in }
    /// The wrapper of the last animator vended.
    private(set) var lastAnimator: ObservingAnimator?
    /// What the inner delegate returned, in order.
    private(set) var vendedAnimators: [(direction: Direction, animator: (any UIViewControllerAnimatedTransitioning)?)] = []
    /// The interaction controllers the inner delegate returned (non-nil), per direction, with the
    /// controller's type name.
    private(set) var vendedInteractionControllers: [(direction: Direction, type: String)] = []
    /// The presentation controllers the inner delegate made.
    private(set) var presentationControllers: [Weak<UIPresentationController>] = []
    /// The scene the run is on, made current again after each call to the inner delegate: code it
    /// runs (a factory making a `HeadlessScene` of its own, say) must not move the run's static
    /// UIKit calls (`UIView.animate` touching no view, `CACurrentMediaTime()`) to another clock.
    private weak var scene: HeadlessScene?

    init(_ inner: any UIViewControllerTransitioningDelegate, scene: HeadlessScene? = nil) {
        self.inner = inner
        self.scene = scene
    }

    /// Lets go of the observed delegate (UIKit holds a transitioning delegate weakly).
    func releaseInner() {
        inner = nil
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = inner?.animationController(forPresented: presented, presenting: presenting, source: source)
        scene?.makeCurrent()
        vendedAnimators.append((.presentation, animator))
        return observe(animator, .presentation)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = inner?.animationController(forDismissed: dismissed)
        scene?.makeCurrent()
        vendedAnimators.append((.dismissal, animator))
        return observe(animator, .dismissal)
    }

    private func observe(_ animator: (any UIViewControllerAnimatedTransitioning)?, _ direction: Direction) -> ObservingAnimator? {
        lastAnimator = animator.map { ObservingAnimator($0) { [weak self] _ in self?.onTransitionStart(direction) } }
        return lastAnimator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        let controller = inner?.interactionControllerForPresentation(using: ObservingAnimator.unwrap(animator))
        scene?.makeCurrent()
        if let controller { vendedInteractionControllers.append((.presentation, "\(type(of: controller))")) }
        return controller
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        let controller = inner?.interactionControllerForDismissal(using: ObservingAnimator.unwrap(animator))
        scene?.makeCurrent()
        if let controller { vendedInteractionControllers.append((.dismissal, "\(type(of: controller))")) }
        return controller
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        let controller = inner?.presentationController(forPresented: presented, presenting: presenting, source: source)
        scene?.makeCurrent()
        if let controller { presentationControllers.append(Weak(controller)) }
        return controller
    }
}

/// Forwards every call to an animator and reports the start of each transition it runs.
///
/// `interruptibleAnimator(using:)` forwards the inner animator's answer unchanged, so an animator
/// that does not implement it (HeadlessUIKit's `UIKitOptional.notImplemented`) still reads as not
/// implementing it.
@MainActor
final class ObservingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let inner: any UIViewControllerAnimatedTransitioning
    private let onStart: (any UIViewControllerContextTransitioning) -> Void
    private var startedContexts: Set<ObjectIdentifier> = []
    /// What the inner animator last returned from `transitionDuration(using:)`.
    private(set) var reportedDuration: TimeInterval?

    init(_ inner: any UIViewControllerAnimatedTransitioning, onStart: @escaping (any UIViewControllerContextTransitioning) -> Void) {
        self.inner = inner
        self.onStart = onStart
    }

    /// The animator a wrapper stands for, or `animator` itself.
    static func unwrap(_ animator: any UIViewControllerAnimatedTransitioning) -> any UIViewControllerAnimatedTransitioning {
        (animator as? ObservingAnimator)?.inner ?? animator
    }

    private func noteStart(_ context: any UIViewControllerContextTransitioning) {
        if startedContexts.insert(ObjectIdentifier(context)).inserted { onStart(context) }
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        if let transitionContext { noteStart(transitionContext) }
        let duration = inner.transitionDuration(using: transitionContext)
        reportedDuration = duration.isFinite ? max(duration, 0) : 0
        return duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        noteStart(transitionContext)
        inner.animateTransition(using: transitionContext)
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        noteStart(transitionContext)
        return inner.interruptibleAnimator(using: transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        inner.animationEnded(transitionCompleted)
    }
}

/// A weak reference, for remembering objects without keeping them alive.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
