#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A `UIViewControllerTransitionCoordinator` for a ``TestTransitionContext``: alongside
/// animations and completions run as UIKit runs them.
///
/// ## The model
///
/// Alongside animations registered before ``beginAnimations()`` are stored; `beginAnimations()`
/// (call it right after the animator's `animateTransition(using:)` returns, as UIKit does) runs
/// them in one `UIView.animate` block with the context's `transitionDuration`, or without
/// animation when the context is not animated. Blocks registered later run at once. Interaction
/// handlers run each time the context's interactivity changes (finish, cancel, pause); completion
/// blocks run once, in registration order, when the context completes. A completion registered
/// after that runs at once and the registration returns false (UIKit's "could not be queued").
///
/// It reads everything else (`isCancelled`, `percentComplete`, views, container) from the context.
/// It does not pause or scrub views outside the container for an interactive transition.
@MainActor
public final class TestTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private let context: TestTransitionContext
    private var pending: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var endHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsBegan = false
    private var completed = false
    /// Whether the transition started interactively.
    public let initiallyInteractive: Bool
    /// Whether the transition is interruptible.
    public var isInterruptible = false
    /// The curve of the non-interactive remainder.
    public var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The velocity of the non-interactive remainder.
    public var completionVelocity: CGFloat = 1

    /// Makes a coordinator for `context` and connects it: the context's interaction changes and
    /// completion drive the handlers and completions.
    public init(context: TestTransitionContext) {
        self.context = context
        initiallyInteractive = context.isInteractive
        super.init()
        context.coordinatorHooks = (
            interactionChanged: { [weak self] in self?.interactionDidChange() },
            completed: { [weak self] in self?.runCompletions() }
        )
    }

    public var isAnimated: Bool { context.isAnimated }
    public var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    public var isInteractive: Bool { context.isInteractive }
    public var isCancelled: Bool { context.transitionWasCancelled }
    public var transitionDuration: TimeInterval { context.transitionDuration }
    public var percentComplete: CGFloat { context.percentComplete }
    public var containerView: UIView { context.containerView }
    public var targetTransform: CGAffineTransform { context.targetTransform }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        context.view(forKey: key)
    }

    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !completed else {
            completion?(self)
            return false
        }
        if let completion { completions.append(completion) }
        if let animation {
            if animationsBegan { run([animation]) } else { pending.append(animation) }
        }
        return true
    }

    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    public func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        endHandlers.append(handler)
    }

    public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// Runs the stored alongside animations: the transition's animations have begun.
    public func beginAnimations() {
        guard !animationsBegan else { return }
        animationsBegan = true
        let blocks = pending
        pending = []
        run(blocks)
    }

    private func run(_ blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard !blocks.isEmpty else { return }
        let body = { for block in blocks { block(self) } }
        if isAnimated && transitionDuration > 0 {
            UIView.animate(withDuration: transitionDuration, animations: body)
        } else {
            UIView.performWithoutAnimation(body)
        }
    }

    private func interactionDidChange() {
        for handler in interactionHandlers { handler(self) }
        if !isInteractive {
            let handlers = endHandlers
            endHandlers = []
            for handler in handlers { handler(self) }
        }
    }

    private func runCompletions() {
        guard !completed else { return }
        completed = true
        let list = completions
        completions = []
        for completion in list { completion(self) }
    }
}
