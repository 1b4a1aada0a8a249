#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// On HeadlessUIKit, a recorder hands an interaction controller what UIKit's private context
/// would: the transition's animator, its duration and coordinator, read from the context it wraps
/// (a `UIPercentDrivenInteractiveTransition` given the recorder drives the same transition).
extension ObservedContext: HeadlessAnimatorProvidingContext {
    var headlessAnimator: (any UIViewControllerAnimatedTransitioning)? { (inner as? any HeadlessAnimatorProvidingContext)?.headlessAnimator }
    var headlessTransitionDuration: TimeInterval { (inner as? any HeadlessAnimatorProvidingContext)?.headlessTransitionDuration ?? 0 }
    var headlessCoordinator: HeadlessTransitionCoordinator? { (inner as? any HeadlessAnimatorProvidingContext)?.headlessCoordinator }
}
#endif
