#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// The kit's calls to Objective-C `optional` protocol members — on HeadlessUIKit, plain calls.
///
/// UIKit declares `interruptibleAnimator(using:)`, `animationEnded(_:)`, every member of
/// `UIViewControllerTransitioningDelegate` and `completionSpeed` of
/// `UIViewControllerInteractiveTransitioning` as `optional`: Swift calls them with `?(…)` and gets
/// nil when the object does not implement them. HeadlessUIKit, with no Objective-C runtime, makes
/// them requirements with default implementations (the default `interruptibleAnimator(using:)`
/// returns `UIKitOptional.notImplemented`). Shared kit code calls these members only through this
/// type; `OptionalMembers+UIKit.swift` is the same API with `?(…)`.
@MainActor
enum OptionalMembers {
    /// The animator's interruptible animator, or nil if it does not implement the member.
    static func interruptibleAnimator(
        of animator: any UIViewControllerAnimatedTransitioning, using context: any UIViewControllerContextTransitioning
    ) -> (any UIViewImplicitlyAnimating)? {
        UIKitOptional.interruptibleAnimator(of: animator, using: context)
    }

    /// Whether a proxy of `animator` must offer `interruptibleAnimator(using:)`. On HeadlessUIKit
    /// always: a proxy that forwards the member passes the "not implemented" marker through
    /// unchanged, so forwarding is exact.
    static func implementsInterruptibleAnimator(_ animator: any UIViewControllerAnimatedTransitioning) -> Bool {
        true
    }

    /// What a proxy returns from `interruptibleAnimator(using:)` for `animator`.
    static func forwardInterruptibleAnimator(
        of animator: any UIViewControllerAnimatedTransitioning, using context: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        animator.interruptibleAnimator(using: context)
    }

    /// Calls `animationEnded(_:)` if the animator implements it.
    static func animationEnded(_ animator: any UIViewControllerAnimatedTransitioning, _ transitionCompleted: Bool) {
        animator.animationEnded(transitionCompleted)
    }

    /// The controller's `completionSpeed`, or UIKit's default 1 if it does not implement it.
    static func completionSpeed(of controller: any UIViewControllerInteractiveTransitioning) -> CGFloat {
        controller.completionSpeed
    }

    /// The controller's `completionCurve`, or UIKit's default `.easeInOut`.
    static func completionCurve(of controller: any UIViewControllerInteractiveTransitioning) -> UIView.AnimationCurve {
        controller.completionCurve
    }

    /// The controller's `wantsInteractiveStart`, or UIKit's default `true`.
    static func wantsInteractiveStart(of controller: any UIViewControllerInteractiveTransitioning) -> Bool {
        controller.wantsInteractiveStart
    }

    /// The delegate's animator for a presentation, or nil.
    static func animationController(
        of delegate: any UIViewControllerTransitioningDelegate, forPresented presented: UIViewController,
        presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        delegate.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    /// The delegate's animator for a dismissal, or nil.
    static func animationController(
        of delegate: any UIViewControllerTransitioningDelegate, forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        delegate.animationController(forDismissed: dismissed)
    }

    /// The delegate's interaction controller for a presentation, or nil.
    static func interactionControllerForPresentation(
        of delegate: any UIViewControllerTransitioningDelegate, using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        delegate.interactionControllerForPresentation(using: animator)
    }

    /// The delegate's interaction controller for a dismissal, or nil.
    static func interactionControllerForDismissal(
        of delegate: any UIViewControllerTransitioningDelegate, using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        delegate.interactionControllerForDismissal(using: animator)
    }

    /// The delegate's presentation controller, or nil.
    static func presentationController(
        of delegate: any UIViewControllerTransitioningDelegate, forPresented presented: UIViewController,
        presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        delegate.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
}
#endif
