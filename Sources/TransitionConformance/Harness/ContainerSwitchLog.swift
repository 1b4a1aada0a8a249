#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the kit saw of one custom-container child switch through the animator it handed the
/// container: every call with its virtual time, what the container's context said when the
/// animation started, and what the animator passed to `completeTransition(_:)`.
///
/// The observing animators (``LoggingAnimator``, ``LoggingInterruptibleAnimator``) and the
/// forwarding context (``ObservedContext``) write here; ``ContainerSwitchRun`` and the checks read.
@MainActor
final class ContainerSwitchLog {
    /// One call, with the virtual time and its position among all calls (times can be equal).
    struct Call {
        let order: Int
        let time: TimeInterval
        let call: String
    }

    /// What the container's context said at `animateTransition(using:)`.
    struct ContextSnapshot {
        let time: TimeInterval
        let fromViewController: UIViewController?
        let toViewController: UIViewController?
        let fromView: UIView?
        let toView: UIView?
        let containerView: UIView
        /// The container view controller's children at that moment.
        let children: [UIViewController]
        /// `containerView.bounds` then.
        let containerBounds: CGRect
        /// Whether `containerView` was the container view controller's view or inside it.
        let containerViewInsideContainer: Bool
        /// Whether the from-view (`view(forKey: .from)`, else the from-view controller's view) was
        /// inside `containerView`, and where it was.
        let fromViewInContainerView: Bool
        let fromViewSuperview: UIView?
        /// For `.from` and `.to`: whether `view(forKey:)` was the view controller's view or a view
        /// holding it (a wrapper), other than `containerView`.
        let fromViewIsOwn: Bool
        let toViewIsOwn: Bool
        /// Initial and final frames the context gave for each view controller the kit asked about.
        let frames: [(viewController: UIViewController, initial: CGRect, final: CGRect)]

        func initialFrame(for vc: UIViewController) -> CGRect? { frames.first { $0.viewController === vc }?.initial }
        func finalFrame(for vc: UIViewController) -> CGRect? { frames.first { $0.viewController === vc }?.final }
    }

    /// The run's host, for the time of each call. Weak: the container under test holds the
    /// observing animator, which holds this log, and the host's window holds the container.
    private weak var host: TransitionHost?
    /// The container under test and the child on screen before the switch; set by the run.
    weak var container: UIViewController?
    weak var oldChild: UIViewController?
    private(set) var calls: [Call] = []
    /// One snapshot per `animateTransition(using:)` call, in order.
    private(set) var snapshots: [ContextSnapshot] = []
    /// What the animator passed to the context's `completeTransition(_:)`.
    private(set) var completions: [(call: Call, didComplete: Bool)] = []
    /// What the container passed to the animator's `animationEnded(_:)`.
    private(set) var animationEndings: [(call: Call, completed: Bool)] = []
    private var wrapped: [ObservedContext] = []

    init(host: TransitionHost) {
        self.host = host
    }

    /// The host's virtual time; NaN once the host is gone (a call from a container the app kept
    /// after its run).
    private var now: TimeInterval { host?.now ?? .nan }

    @discardableResult
    func note(_ call: String) -> Call {
        let entry = Call(order: calls.count, time: now, call: call)
        calls.append(entry)
        return entry
    }

    /// The forwarding context for the container's `context`, the same one each time it is asked.
    func wrap(_ context: any UIViewControllerContextTransitioning) -> ObservedContext {
        if let observed = context as? ObservedContext { return observed }
        if let existing = wrapped.first(where: { $0.inner === context }) { return existing }
        let observed = ObservedContext(wrapping: context) { [weak self] in self?.now ?? .nan }
        observed.onCompletion = { [weak self] didComplete, _ in self?.noteCompletion(didComplete) }
        wrapped.append(observed)
        return observed
    }

    func noteCompletion(_ didComplete: Bool) {
        completions.append((note("completeTransition(\(didComplete))"), didComplete))
    }

    func noteAnimationEnded(_ completed: Bool) {
        animationEndings.append((note("animationEnded(\(completed))"), completed))
    }

    /// Records the call and reads everything the checks need from the container's context.
    func noteAnimateTransition(_ context: any UIViewControllerContextTransitioning) {
        note("animateTransition(using:)")
        let fromVC = context.viewController(forKey: .from)
        let toVC = context.viewController(forKey: .to)
        let children = container?.children ?? []
        var asked: [UIViewController] = []
        for vc in [oldChild, fromVC, toVC].compactMap({ $0 }) + children where !asked.contains(where: { $0 === vc }) {
            asked.append(vc)
        }
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let containerView = context.containerView
        let movingFromView = fromView ?? fromVC?.viewIfLoaded
        func isOwn(_ view: UIView?, of vc: UIViewController?) -> Bool {
            guard let view else { return true }
            guard let own = vc?.viewIfLoaded else { return false }
            return view === own || (own.isDescendant(of: view) && view !== containerView)
        }
        snapshots.append(
            ContextSnapshot(
                time: now, fromViewController: fromVC, toViewController: toVC,
                fromView: fromView, toView: toView, containerView: containerView, children: children,
                containerBounds: containerView.bounds,
                containerViewInsideContainer: container?.viewIfLoaded.map { containerView.isDescendant(of: $0) } ?? false,
                fromViewInContainerView: movingFromView.map { $0 !== containerView && $0.isDescendant(of: containerView) } ?? false,
                fromViewSuperview: movingFromView?.superview,
                fromViewIsOwn: isOwn(fromView, of: fromVC), toViewIsOwn: isOwn(toView, of: toVC),
                frames: asked.map { ($0, context.initialFrame(for: $0), context.finalFrame(for: $0)) }))
    }

    /// The calls, for a report's trace.
    var trace: [String] {
        calls.map { "\($0.call) at t=\(String(format: "%.2f", $0.time))" }
    }
}
