#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Someone else's transition context — UIKit's, or your custom container's — as the kit hands it
/// to an animator: every member is forwarded, and every call is recorded as ``TestTransitionContext``
/// records it (``completions``, ``events``, ``misuses``, with the host's time).
///
/// ## What it does and does not do
///
/// The animator sees the inner context's answers unchanged, and its calls reach the inner context
/// in order — with one exception: only the first `completeTransition(_:)` is forwarded. A second
/// one is recorded (and reported by the checks) but kept from the inner context, where it could
/// end a later transition or corrupt the window the kit runs in.
///
/// It records only what the animator calls on it. An interaction controller that UIKit started
/// talks to UIKit's context directly, so its `update`/`finish`/`cancel` are not in ``events``.
///
/// The kit reads what the animator was handed through ``handedView(forKey:)`` and
/// ``handedFinalFrame(for:)``: the answers of the inner context when it was bound, since UIKit's
/// context need not keep answering once its transition is over.
///
/// A context made by ``init(before:clock:)`` is not bound yet: UIKit has not started the
/// transition. Until ``bind(to:)`` it answers as an empty transition in `placeholder` (nil
/// view controllers and views, zero frames) and forwards nothing.
@MainActor
final class ObservedContext: NSObject, RecordingTransitionContext {
    private(set) var inner: (any UIViewControllerContextTransitioning)?
    private let placeholder: UIView
    /// The inner context's container, read once when bound: a transition's container does not
    /// change, and the checks ask for it once per view (through the inner context it cost a
    /// dynamic call and a retain each time).
    private var innerContainer: UIView?
    private let clock: () -> TimeInterval
    private var log = ContextCallLog()
    /// What the inner context answered when it was bound: the views per key, and the final frame
    /// of each view controller. (Fields, not dictionaries: every run binds one, and hashing the
    /// string keys cost more than the rest of the binding.)
    private var handedFromView: UIView?
    private var handedToView: UIView?
    private var handedFromFinalFrame: (viewController: ObjectIdentifier, frame: CGRect)?
    private var handedToFinalFrame: (viewController: ObjectIdentifier, frame: CGRect)?
    /// Called with every `completeTransition(_:)` argument, and whether it was the first, before
    /// the first is forwarded.
    var onCompletion: (_ didComplete: Bool, _ first: Bool) -> Void = { _, _ in }

    /// A context around `inner`, already bound.
    init(wrapping inner: any UIViewControllerContextTransitioning, clock: @escaping () -> TimeInterval) {
        placeholder = inner.containerView
        self.clock = clock
        super.init()
        bind(to: inner)
    }

    /// A context for a transition UIKit has not started yet; `placeholder` stands for the container
    /// until then.
    init(before placeholder: UIView, clock: @escaping () -> TimeInterval) {
        self.placeholder = placeholder
        self.clock = clock
    }

    /// Binds to the context UIKit made for the transition; true the first time (later contexts —
    /// of another transition — are not taken).
    @discardableResult
    func bind(to context: any UIViewControllerContextTransitioning) -> Bool {
        guard inner == nil else { return inner === context }
        inner = context
        innerContainer = context.containerView
        handedFromView = context.view(forKey: .from)
        handedToView = context.view(forKey: .to)
        if let from = context.viewController(forKey: .from) {
            handedFromFinalFrame = (ObjectIdentifier(from), context.finalFrame(for: from))
        }
        if let to = context.viewController(forKey: .to) {
            handedToFinalFrame = (ObjectIdentifier(to), context.finalFrame(for: to))
        }
        return true
    }

    /// What `view(forKey:)` answered for `.from` and `.to` when the context was bound (nil
    /// before), read without matching a key (a key compares its string).
    var handedFromAndToViews: (from: UIView?, to: UIView?) { (handedFromView, handedToView) }

    /// What `view(forKey:)` answered when the context was bound (nil before).
    func handedView(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: handedFromView
        case .to: handedToView
        default: nil
        }
    }

    /// What `finalFrame(for:)` answered for `viewController` when the context was bound (`.zero`
    /// before, and for a view controller not in the transition).
    func handedFinalFrame(for viewController: UIViewController) -> CGRect {
        let id = ObjectIdentifier(viewController)
        // The to-side first: for a view controller on both sides, its last answer.
        if let handed = handedToFinalFrame, handed.viewController == id { return handed.frame }
        if let handed = handedFromFinalFrame, handed.viewController == id { return handed.frame }
        return .zero
    }

    var completions: [(time: TimeInterval, didComplete: Bool)] { log.completions }
    var events: [TransitionContextEvent] { log.events }
    var misuses: [TransitionContextEvent] { log.misuses }
    var transitionWasCancelledAtFirstCompletion: Bool? { log.cancelledAtFirstCompletion }
    var callerOfFirstCompletion: CompletionCaller { log.callerOfFirstCompletion }
    /// The first of ``completions``, if any.
    var firstCompletion: (time: TimeInterval, didComplete: Bool)? { log.firstCompletion }

    var containerView: UIView {
        if let innerContainer { return innerContainer }  // not `??`: its autoclosure pays an isolation check
        return placeholder
    }
    var isAnimated: Bool { inner?.isAnimated ?? true }
    var isInteractive: Bool { inner?.isInteractive ?? false }
    var transitionWasCancelled: Bool { inner?.transitionWasCancelled ?? false }
    var presentationStyle: UIModalPresentationStyle { inner?.presentationStyle ?? .custom }
    var targetTransform: CGAffineTransform { inner?.targetTransform ?? .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        _ = log.noteUpdate(percentComplete, at: clock())
        inner?.updateInteractiveTransition(percentComplete)
    }

    func finishInteractiveTransition() {
        _ = log.note("finishInteractiveTransition()", at: clock())
        inner?.finishInteractiveTransition()
    }

    func cancelInteractiveTransition() {
        _ = log.note("cancelInteractiveTransition()", at: clock())
        inner?.cancelInteractiveTransition()
    }

    func pauseInteractiveTransition() {
        _ = log.note("pauseInteractiveTransition()", at: clock())
        inner?.pauseInteractiveTransition()
    }

    func completeTransition(_ didComplete: Bool) {
        let first = log.noteCompletion(didComplete, at: clock(), cancelled: inner?.transitionWasCancelled)
        onCompletion(didComplete, first)
        if first { inner?.completeTransition(didComplete) }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { inner?.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { inner?.view(forKey: key) }
    func initialFrame(for vc: UIViewController) -> CGRect { inner?.initialFrame(for: vc) ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { inner?.finalFrame(for: vc) ?? .zero }
}
