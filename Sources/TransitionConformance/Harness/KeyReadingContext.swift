#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Which sides of a transition an animator asked its context for: `viewController(forKey:)` and
/// `view(forKey:)` with `.from` or `.to`. A presentation's code asks for the `.to` side (the
/// presented view controller and its view); a dismissal's, for the `.from` side.
struct ContextKeyReads: Equatable {
    /// Whether it asked for `.from` (`viewController(forKey: .from)` or `view(forKey: .from)`).
    var readFrom = false
    /// Whether it asked for `.to` (`viewController(forKey: .to)` or `view(forKey: .to)`).
    var readTo = false

    /// Whether it asked for the `.to` side and never the `.from` side: a presentation's reading.
    var onlyTo: Bool { readTo && !readFrom }
    /// Whether it asked for the `.from` side and never the `.to` side: a dismissal's reading.
    var onlyFrom: Bool { readFrom && !readTo }

    /// Both records together: the keys asked for in either.
    func adding(_ other: ContextKeyReads) -> ContextKeyReads {
        ContextKeyReads(readFrom: readFrom || other.readFrom, readTo: readTo || other.readTo)
    }
}

/// UIKit's transition context as the flows hand it to a vended animator: every call forwarded
/// unchanged — every `completeTransition(_:)` included, unlike ``ObservedContext`` — and the keys
/// the animator asked for recorded (``reads``).
///
/// It records nothing else; the animator's answers are the inner context's.
@MainActor
final class KeyReadingContext: NSObject, UIViewControllerContextTransitioning {
    let inner: any UIViewControllerContextTransitioning
    /// The keys asked for so far.
    private(set) var reads = ContextKeyReads() {
        didSet { if reads != oldValue { onRead(reads) } }
    }
    /// Called with the keys asked for so far whenever a new one is asked for: the wrapper lives as
    /// long as the animator keeps it, the record as long as the kit needs it.
    private let onRead: (ContextKeyReads) -> Void

    init(_ inner: any UIViewControllerContextTransitioning, onRead: @escaping (ContextKeyReads) -> Void) {
        self.inner = inner
        self.onRead = onRead
    }

    /// The same wrapper for the same inner context (an animator may compare the context it stored
    /// with the one it is handed again), a new one for another transition's.
    static func wrapping(
        _ context: any UIViewControllerContextTransitioning, reusing last: KeyReadingContext?, onRead: @escaping (ContextKeyReads) -> Void
    ) -> KeyReadingContext {
        if let last, last.inner === context { return last }
        return KeyReadingContext(context, onRead: onRead)
    }

    var containerView: UIView { inner.containerView }
    var isAnimated: Bool { inner.isAnimated }
    var isInteractive: Bool { inner.isInteractive }
    var transitionWasCancelled: Bool { inner.transitionWasCancelled }
    var presentationStyle: UIModalPresentationStyle { inner.presentationStyle }
    var targetTransform: CGAffineTransform { inner.targetTransform }
    func updateInteractiveTransition(_ percentComplete: CGFloat) { inner.updateInteractiveTransition(percentComplete) }
    func finishInteractiveTransition() { inner.finishInteractiveTransition() }
    func cancelInteractiveTransition() { inner.cancelInteractiveTransition() }
    func pauseInteractiveTransition() { inner.pauseInteractiveTransition() }
    func completeTransition(_ didComplete: Bool) { inner.completeTransition(didComplete) }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        if key == .from { reads.readFrom = true } else if key == .to { reads.readTo = true }
        return inner.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        if key == .from { reads.readFrom = true } else if key == .to { reads.readTo = true }
        return inner.view(forKey: key)
    }

    func initialFrame(for vc: UIViewController) -> CGRect { inner.initialFrame(for: vc) }
    func finalFrame(for vc: UIViewController) -> CGRect { inner.finalFrame(for: vc) }
}
