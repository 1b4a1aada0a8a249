#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A context that forwards every member to your container's context and records, in a
/// ``ContainerSwitchLog``, what the kit's reference animator passes to `completeTransition(_:)`.
///
/// The reference animator sees your context's answers unchanged; only the completion call is
/// noted on its way through, so the kit can compare it with what your container later passes to
/// `animationEnded(_:)`.
@MainActor
final class ObservedContext: NSObject, UIViewControllerContextTransitioning {
    let inner: any UIViewControllerContextTransitioning
    private let log: ContainerSwitchLog

    init(wrapping inner: any UIViewControllerContextTransitioning, log: ContainerSwitchLog) {
        self.inner = inner
        self.log = log
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

    func completeTransition(_ didComplete: Bool) {
        log.noteCompletion(didComplete)
        inner.completeTransition(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { inner.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { inner.view(forKey: key) }
    func initialFrame(for vc: UIViewController) -> CGRect { inner.initialFrame(for: vc) }
    func finalFrame(for vc: UIViewController) -> CGRect { inner.finalFrame(for: vc) }
}
