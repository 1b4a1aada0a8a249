#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// HeadlessUIKit's `UIPercentDrivenInteractiveTransition` finds the animator and duration of a
/// transition through this protocol (UIKit reads its private context instead).
extension TestTransitionContext: HeadlessAnimatorProvidingContext {
    public var headlessAnimator: (any UIViewControllerAnimatedTransitioning)? { animator }
    public var headlessTransitionDuration: TimeInterval { transitionDuration }
    public var headlessCoordinator: HeadlessTransitionCoordinator? { nil }
}
#endif
