#if canImport(UIKit) || UIKIT_TYPECHECK
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// On Linux, `.ci/uikit-typecheck` type-checks this file with every optional call `?(` turned into
// a plain call `(` (HeadlessUIKit's optional members are requirements with defaults), so the
// member names and signatures are checked; keep every result typed as an optional, as here.

/// The kit's calls to Objective-C `optional` protocol members — on UIKit, with `?(…)`: nil when
/// the object does not implement the member.
///
/// Shared kit code calls these members only through this type; `OptionalMembers+HeadlessUIKit.swift`
/// is the same API over HeadlessUIKit's requirements-with-defaults.
@MainActor
enum OptionalMembers {
    /// The animator's interruptible animator, or nil if it does not implement the member.
    static func interruptibleAnimator(
        of animator: any UIViewControllerAnimatedTransitioning, using context: any UIViewControllerContextTransitioning
    ) -> (any UIViewImplicitlyAnimating)? {
        let vended: (any UIViewImplicitlyAnimating)? = animator.interruptibleAnimator?(using: context)
        return vended
    }

    /// Whether the animator implements `interruptibleAnimator(using:)` (what UIKit's
    /// `respondsToSelector:` answers), without calling it.
    static func implementsInterruptibleAnimator(_ animator: any UIViewControllerAnimatedTransitioning) -> Bool {
        let member: Any? = animator.interruptibleAnimator(using:)
        return member != nil
    }

    /// What a proxy returns from `interruptibleAnimator(using:)` for `animator`; the kit makes such
    /// a proxy only for an animator that implements the member.
    static func forwardInterruptibleAnimator(
        of animator: any UIViewControllerAnimatedTransitioning, using context: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        let vended: (any UIViewImplicitlyAnimating)? = animator.interruptibleAnimator?(using: context)
        return vended ?? UIViewPropertyAnimator(duration: 0, curve: .linear)
    }

    /// Calls `animationEnded(_:)` if the animator implements it.
    static func animationEnded(_ animator: any UIViewControllerAnimatedTransitioning, _ transitionCompleted: Bool) {
        let ended: Void? = animator.animationEnded?(transitionCompleted)
        _ = ended
    }

    /// The controller's `completionSpeed`, or UIKit's default 1 if it does not implement it.
    static func completionSpeed(of controller: any UIViewControllerInteractiveTransitioning) -> CGFloat {
        let speed: CGFloat? = controller.completionSpeed
        return speed ?? 1
    }

    /// The controller's `completionCurve`, or UIKit's default `.easeInOut`.
    static func completionCurve(of controller: any UIViewControllerInteractiveTransitioning) -> UIView.AnimationCurve {
        let curve: UIView.AnimationCurve? = controller.completionCurve
        return curve ?? .easeInOut
    }

    /// The controller's `wantsInteractiveStart`, or UIKit's default `true`.
    static func wantsInteractiveStart(of controller: any UIViewControllerInteractiveTransitioning) -> Bool {
        let wants: Bool? = controller.wantsInteractiveStart
        return wants ?? true
    }

    /// The delegate's animator for a presentation, or nil.
    static func animationController(
        of delegate: any UIViewControllerTransitioningDelegate, forPresented presented: UIViewController,
        presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let vended: (any UIViewControllerAnimatedTransitioning)?? = delegate.animationController?(
            forPresented: presented, presenting: presenting, source: source)
        return vended ?? nil
    }

    /// The delegate's animator for a dismissal, or nil.
    static func animationController(
        of delegate: any UIViewControllerTransitioningDelegate, forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let vended: (any UIViewControllerAnimatedTransitioning)?? = delegate.animationController?(forDismissed: dismissed)
        return vended ?? nil
    }

    /// The delegate's interaction controller for a presentation, or nil.
    static func interactionControllerForPresentation(
        of delegate: any UIViewControllerTransitioningDelegate, using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        let vended: (any UIViewControllerInteractiveTransitioning)?? = delegate.interactionControllerForPresentation?(using: animator)
        return vended ?? nil
    }

    /// The delegate's interaction controller for a dismissal, or nil.
    static func interactionControllerForDismissal(
        of delegate: any UIViewControllerTransitioningDelegate, using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        let vended: (any UIViewControllerInteractiveTransitioning)?? = delegate.interactionControllerForDismissal?(using: animator)
        return vended ?? nil
    }

    /// The delegate's presentation controller, or nil.
    static func presentationController(
        of delegate: any UIViewControllerTransitioningDelegate, forPresented presented: UIViewController,
        presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let vended: UIPresentationController?? = delegate.presentationController?(forPresented: presented, presenting: presenting, source: source)
        return vended ?? nil
    }
}
#endif
