#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A recording `UIViewControllerContextTransitioning` for testing an animator on its own.
///
/// ## The model
///
/// You give it the container, the two view controllers, the views `view(forKey:)` returns (nil
/// for a view the animator must not touch) and the frames. It behaves as UIKit's context does
/// towards an animator: `transitionWasCancelled` becomes true after
/// ``cancelInteractiveTransition()``, `isInteractive` follows the interactive calls, and the
/// first ``completeTransition(_:)`` calls the animator's `animationEnded(_:)` and your
/// ``onComplete`` handler. It records every call with the virtual time (``completions``,
/// ``events``) and polices misuse from the other side: a second `completeTransition`, or an
/// interactive call after completion, is recorded in ``misuses`` instead of taking effect.
///
/// It does not lay out, animate or move views itself; the harness (`TransitionRun`) or your test
/// advances the scene. On real UIKit, UIKit's `UIPercentDrivenInteractiveTransition` cannot drive
/// it — that class relies on UIKit's private context — so there the animator suite lets UIKit
/// stage its interactive scenarios (``TransitionRun/Staging/uikit``). Apple advises apps not to adopt this protocol; a test double is the
/// documented exception.
@MainActor
public final class TestTransitionContext: NSObject, RecordingTransitionContext {
    /// One call the context received, with the virtual time.
    public typealias Event = TransitionContextEvent

    public let containerView: UIView
    public var isAnimated: Bool
    public private(set) var isInteractive: Bool
    public private(set) var transitionWasCancelled = false
    public let presentationStyle: UIModalPresentationStyle
    public var targetTransform: CGAffineTransform = .identity
    private let viewControllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    /// The animator, whose `animationEnded(_:)` the first completion calls.
    public weak var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The duration the animator reported, for an interaction controller.
    public var transitionDuration: TimeInterval = 0
    /// Called once, with the argument of the first `completeTransition(_:)`.
    public var onComplete: ((Bool) -> Void)?
    private let clock: () -> TimeInterval
    /// Set by a ``TestTransitionCoordinator`` made for this context.
    var coordinatorHooks: (interactionChanged: () -> Void, completed: () -> Void)?

    private var log = ContextCallLog()
    /// The arguments of every `completeTransition(_:)` call, with their virtual times.
    public var completions: [(time: TimeInterval, didComplete: Bool)] { log.completions }
    /// Every call the context received, in order.
    public var events: [Event] { log.events }
    /// Calls that UIKit would not honour (a second completion, interactive calls after it).
    public var misuses: [Event] { log.misuses }
    /// The last progress reported by `updateInteractiveTransition(_:)`.
    public private(set) var percentComplete: CGFloat = 0

    /// Makes a context for one transition.
    ///
    /// - Parameters:
    ///   - containerView: the container the animator works in.
    ///   - from: the view controller on screen at the start (`viewController(forKey: .from)`).
    ///   - to: the view controller on screen at the end of a successful transition.
    ///   - fromView: what `view(forKey: .from)` returns; nil for a view the animator must not touch.
    ///   - toView: what `view(forKey: .to)` returns; nil for a view the animator must not touch.
    ///   - initialFrames: `initialFrame(for:)` per view controller; `.zero` for any other.
    ///   - finalFrames: `finalFrame(for:)` per view controller; `.zero` for any other.
    ///   - presentationStyle: the `presentationStyle` the context reports.
    ///   - isAnimated: whether the transition is animated (`isAnimated`).
    ///   - isInteractive: whether the transition starts interactive (`isInteractive`).
    ///   - clock: where virtual times come from; the container's scene by default.
    public init(
        containerView: UIView, from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
        initialFrames: [UIViewController: CGRect] = [:], finalFrames: [UIViewController: CGRect] = [:],
        presentationStyle: UIModalPresentationStyle = .custom, isAnimated: Bool = true, isInteractive: Bool = false,
        clock: (() -> TimeInterval)? = nil
    ) {
        self.containerView = containerView
        viewControllers = [.from: from, .to: to]
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
        // Loops, not map: a main-actor closure handed to the standard library pays an isolation check per call.
        var initial: [ObjectIdentifier: CGRect] = [:]
        for (viewController, frame) in initialFrames { initial[ObjectIdentifier(viewController)] = frame }
        self.initialFrames = initial
        var final: [ObjectIdentifier: CGRect] = [:]
        for (viewController, frame) in finalFrames { final[ObjectIdentifier(viewController)] = frame }
        self.finalFrames = final
        self.presentationStyle = presentationStyle
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.clock = clock ?? { [weak containerView] in TransitionHost.now(near: containerView) }
    }

    /// Records a call; false when UIKit would not honour it (it came after the completion).
    private func note(_ call: String) -> Bool {
        log.note(call, at: clock())
    }

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard log.noteUpdate(percentComplete, at: clock()) else { return }
        self.percentComplete = percentComplete
    }

    public func finishInteractiveTransition() {
        guard note("finishInteractiveTransition()") else { return }
        isInteractive = false
        coordinatorHooks?.interactionChanged()
    }

    public func cancelInteractiveTransition() {
        guard note("cancelInteractiveTransition()") else { return }
        isInteractive = false
        transitionWasCancelled = true
        coordinatorHooks?.interactionChanged()
    }

    public func pauseInteractiveTransition() {
        guard note("pauseInteractiveTransition()") else { return }
        isInteractive = true
        coordinatorHooks?.interactionChanged()
    }

    /// Marks the transition interactive, as UIKit does before `startInteractiveTransition(_:)`.
    public func beginInteraction() {
        isInteractive = true
    }

    public var transitionWasCancelledAtFirstCompletion: Bool? { log.cancelledAtFirstCompletion }
    var callerOfFirstCompletion: CompletionCaller { log.callerOfFirstCompletion }
    /// The first of ``completions``, if any.
    var firstCompletion: (time: TimeInterval, didComplete: Bool)? { log.firstCompletion }

    public func completeTransition(_ didComplete: Bool) {
        guard log.noteCompletion(didComplete, at: clock(), cancelled: transitionWasCancelled) else { return }
        onComplete?(didComplete)
        coordinatorHooks?.completed()
        if let animator { OptionalMembers.animationEnded(animator, didComplete) }
    }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        viewControllers[key]
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        views[key]
    }

    public func initialFrame(for vc: UIViewController) -> CGRect {
        initialFrames[ObjectIdentifier(vc)] ?? .zero
    }

    public func finalFrame(for vc: UIViewController) -> CGRect {
        finalFrames[ObjectIdentifier(vc)] ?? .zero
    }
}
