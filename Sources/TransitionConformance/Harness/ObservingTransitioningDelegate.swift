#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Stands between UIKit and a transitioning delegate — the kit's or yours — and reports what it
/// vends: each animator is handed back wrapped in a proxy (``AnimatorObservation``) so the kit sees the
/// moment a transition starts; presentation controllers are remembered (weakly).
///
/// On HeadlessUIKit it does not stand between them: the presented view controller keeps the
/// app's delegate, and the scene's machinery shows this object what the delegate vends
/// (`HeadlessTransitionObserving`, see `StageObservation`); on UIKit it is the presented view
/// controller's `transitioningDelegate`, a proxy that forwards every call.
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
    /// Called when a vended animator hears `animationEnded(_:)`: the transition is over, its
    /// container not yet freed.
    var onTransitionEnd: () -> Void = {}
    /// Called as UIKit's call into a vended animator's own code begins (`true`) and returns.
    var onAnimatorCall: ((_ entering: Bool) -> Void)?
    /// What UIKit is to call in place of this object's proxy of a vended animator, when set: a
    /// flow's transition run wraps it in its own observation (``UIKitStage/observeInFlow(_:)``),
    /// so the animator is handed that run's recorder.
    var wrapsVended: ((any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerAnimatedTransitioning)?)?
    /// What the kit saw of the last animator vended.
    private(set) var lastAnimator: AnimatorObservation?
    /// The keys the last animator vended asked its context for (nil before it was handed one).
    private(set) var lastAnimatorReads: ContextKeyReads?
    /// The context the last animator vended was handed, held weakly: UIKit's context holds the
    /// view controllers, which the release checks expect freed.
    private weak var lastContext: KeyReadingContext?
    /// What the inner delegate returned, in order.
    private(set) var vendedAnimators: [(direction: Direction, animator: (any UIViewControllerAnimatedTransitioning)?)] = []
    /// The interaction controllers the inner delegate returned (non-nil), per direction, with the
    /// controller's type name.
    private(set) var vendedInteractionControllers: [(direction: Direction, type: String)] = []
    /// The presentation controllers the inner delegate made.
    private(set) var presentationControllers: [Weak<UIPresentationController>] = []
    /// The host the run is on, made current again after each call to the inner delegate: code it
    /// runs (a factory making a `HeadlessScene` of its own, say) must not move the run's static
    /// UIKit calls (`UIView.animate` touching no view, `CACurrentMediaTime()`) to another clock.
    private weak var host: TransitionHost?

    init(_ inner: any UIViewControllerTransitioningDelegate, host: TransitionHost? = nil) {
        self.inner = inner
        self.host = host
    }

    /// Lets go of the observed delegate (UIKit holds a transitioning delegate weakly).
    func releaseInner() {
        inner = nil
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = inner.flatMap { OptionalMembers.animationController(of: $0, forPresented: presented, presenting: presenting, source: source) }
        host?.makeCurrent()
        vendedAnimators.append((.presentation, animator))
        return observe(animator, .presentation)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = inner.flatMap { OptionalMembers.animationController(of: $0, forDismissed: dismissed) }
        host?.makeCurrent()
        vendedAnimators.append((.dismissal, animator))
        return observe(animator, .dismissal)
    }

    /// Forgets the last animator vended: a transition is about to be asked for (when the scene's
    /// machinery shows the kit the vended animators, a delegate that vends none says nothing).
    func forgetLastAnimator() {
        lastAnimator = nil
        lastContext = nil
        lastAnimatorReads = nil
    }

    /// What the scene's machinery showed: the animator (and interaction controller) the inner
    /// delegate vended for a transition in `direction`; returns the proxy to run.
    func noteVended(
        _ animator: any UIViewControllerAnimatedTransitioning, interactionController: (any UIViewControllerInteractiveTransitioning)?,
        _ direction: Direction
    ) -> any UIViewControllerAnimatedTransitioning {
        host?.makeCurrent()
        vendedAnimators.append((direction, animator))
        if let interactionController { vendedInteractionControllers.append((direction, "\(type(of: interactionController))")) }
        return observe(animator, direction) ?? animator
    }

    /// What the scene's machinery showed: the presentation controller the inner delegate made.
    func noteMade(_ presentationController: UIPresentationController?) {
        host?.makeCurrent()
        if let presentationController { presentationControllers.append(Weak(presentationController)) }
    }

    private func observe(_ animator: (any UIViewControllerAnimatedTransitioning)?, _ direction: Direction) -> (any UIViewControllerAnimatedTransitioning)? {
        lastAnimator = animator.map { AnimatorObservation($0) { [weak self] _ in self?.onTransitionStart(direction) } }
        lastContext = nil
        lastAnimatorReads = nil
        // The animator is handed UIKit's context through a recorder of the keys it asks for.
        lastAnimator?.contextForAnimator = { [weak self, weak observation = lastAnimator] context in
            guard let self else { return context }
            let wrapper = KeyReadingContext.wrapping(context, reusing: lastContext) { [weak self] reads in
                guard let self else { return }
                lastAnimatorReads = (lastAnimatorReads ?? ContextKeyReads()).adding(reads)
            }
            lastContext = wrapper
            observation?.keptContext = wrapper
            if lastAnimatorReads == nil { lastAnimatorReads = ContextKeyReads() }
            return wrapper
        }
        lastAnimator?.onEnd = { [weak self] in self?.onTransitionEnd() }
        lastAnimator?.onAnimatorCall = { [weak self] entering in self?.onAnimatorCall?(entering) }
        // A flow's transition run stands in front: it binds its recorder to UIKit's context, and
        // hands this proxy the recorder (whose key reads are then the animator's alone).
        guard let proxy = lastAnimator?.makeProxy() else { return nil }
        return wrapsVended?(proxy) ?? proxy
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        let controller = inner.flatMap { OptionalMembers.interactionControllerForPresentation(of: $0, using: AnimatorObservation.unwrap(animator)) }
        host?.makeCurrent()
        if let controller { vendedInteractionControllers.append((.presentation, "\(type(of: controller))")) }
        return controller
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        let controller = inner.flatMap { OptionalMembers.interactionControllerForDismissal(of: $0, using: AnimatorObservation.unwrap(animator)) }
        host?.makeCurrent()
        if let controller { vendedInteractionControllers.append((.dismissal, "\(type(of: controller))")) }
        return controller
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        let controller = inner.flatMap { OptionalMembers.presentationController(of: $0, forPresented: presented, presenting: presenting, source: source) }
        host?.makeCurrent()
        if let controller { presentationControllers.append(Weak(controller)) }
        return controller
    }
}

/// A weak reference, for remembering objects without keeping them alive.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
