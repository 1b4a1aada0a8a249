import Foundation

extension UIViewController {
    /// Sets what ``presentedViewController`` and `presented`'s ``presentingViewController``
    /// report, as UIKit's presentation machinery sets them, without running a transition or
    /// touching a view. HeadlessUIKit-only.
    ///
    /// UIKit links the two view controllers when `present(_:animated:completion:)` starts a
    /// presentation — so while the presentation animates, and during its dismissal,
    /// `toVC.presentingViewController === fromVC` (a presentation) or
    /// `fromVC.presentingViewController === toVC` (a dismissal), which many animators use to
    /// tell the two apart — and unlinks them when the dismissal completes or the presentation
    /// is cancelled. Code that stages a transition context itself, as TransitionConformance's
    /// `TestTransitionContext` does, calls this so that the view controllers it hands an animator
    /// answer as UIKit's would: `headlessSetPresentedViewController(presented)` before the
    /// transition, `headlessSetPresentedViewController(nil)` where UIKit unlinks them. As in
    /// UIKit, this view controller holds `presented` strongly and `presented` holds it weakly.
    ///
    /// Records a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic and changes nothing where
    /// `present(_:animated:completion:)` would refuse: when this view controller already
    /// presents another one, or `presented` is this one, is already presented, or is a child.
    ///
    /// ```swift
    /// presenting.headlessSetPresentedViewController(presented)
    /// presented.presentingViewController === presenting   // true, as during a presentation
    /// presenting.headlessSetPresentedViewController(nil)  // as after the dismissal completes
    /// ```
    public func headlessSetPresentedViewController(_ presented: UIViewController?) {
        guard let presented else {
            if let current = presentationState.presented, current.presentationState.presenting === self {
                current.presentationState.presenting = nil
            }
            presentationState.presented = nil
            return
        }
        if presentationState.presented === presented && presented.presentationState.presenting === self { return }
        let problem: String? =
            if presented === self {
                "\(type(of: self)) cannot present itself"
            } else if let already = presentationState.presented {
                "\(type(of: self)) already presents \(type(of: already)); set nil first"
            } else if presented.presentationState.presenting != nil || presented.storedParent != nil {
                "\(type(of: presented)) is already presented or is a child view controller"
            } else {
                nil
            }
        if let problem {
            HeadlessScene.recordMisuse(
                api: "UIViewController.headlessSetPresentedViewController(_:)", "\(problem); UIKit would refuse the presentation. Nothing was linked.",
                near: storedView)
            return
        }
        presentationState.presented = presented
        presented.presentationState.presenting = self
    }
}
