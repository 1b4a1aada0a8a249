#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One realistic defect of the bottom-sheet ensemble (``BottomSheetTransitioningDelegate`` with
/// ``SheetContentViewController``); nil for the correct ensemble. Each case is the correct code
/// with exactly one thing done wrong, where apps get it wrong.
public enum BottomSheetDefect: String, CaseIterable, Sendable {
    /// ``BottomSheetDismissAnimator`` completes with the `finished` flag of its `UIView.animate`
    /// completion instead of `!transitionWasCancelled`.
    case dismissalCompletesWithFinishedFlag
    /// The sheet's pan handler never sets the delegate's `interactionController` back to nil, so
    /// the next dismissal — from a button — is vended a controller no gesture drives.
    case handlerKeepsInteractionController
    /// The handler makes a ``ContextKeepingSheetInteraction``, which snaps a short drag back by
    /// telling the context it stored (`cancelInteractiveTransition()`) instead of `cancel()`.
    case interactionCancelsThroughStoredContext
    /// ``BottomSheetPresentationController`` does nothing in `presentationTransitionDidEnd(false)`:
    /// a cancelled presentation leaves the dimming view and the receded presenting view behind.
    case presentationControllerSkipsCancelCleanup
    /// ``BottomSheetPresentationController`` handles only `dismissalTransitionDidEnd(true)`: a
    /// pull-down let go early (a cancelled dismissal) leaves the dimming view at the alpha 0 and
    /// the presenting view at the identity the dismissal's alongside animation set — the block
    /// animation UIKit runs back on screen keeps its end values in the model — so the sheet sits
    /// undimmed over a presenting screen no longer receded.
    case presentationControllerSkipsDismissalCancelCleanup
    /// ``BottomSheetPresentationController`` removes its dimming view in
    /// `dismissalTransitionDidEnd(_:)` whatever `completed` says, as tutorials that copy the
    /// presentation's clean-up write it: a pull-down let go early leaves the sheet up with no
    /// dimming view behind it, and taps reach the presenting screen.
    case presentationControllerRemovesDimmingOnCancel
    /// ``BottomSheetPresentationController`` sizes its dimming view once, from the container's
    /// bounds when the presentation begins, with no autoresizing mask, and lays out only the sheet
    /// in `containerViewWillLayoutSubviews()`: after a rotation the dimming view no longer covers
    /// the screen (a strip of the presenting screen shows, undimmed and tappable).
    case dimmingSizedOnce
}

/// A bottom sheet as apps write it: an `NSObject` transitioning delegate that the presented view
/// controller (``SheetContentViewController``) owns and installs on itself, vending
///
/// - ``BottomSheetPresentationController`` — dimming view, receded presenting view, the sheet in
///   the bottom 60 % of the container; it also adds the sheet to the container;
/// - ``BottomSheetPresentAnimator`` — an interruptible `UIViewPropertyAnimator` that slides the
///   sheet up from below the container, relying on the presentation controller to have added it;
/// - ``BottomSheetDismissAnimator`` — a `UIView.animate` slide back down;
/// - for the dismissal only, the ``interactionController`` that the sheet's pull-down pan handler
///   stores here while it drives a dismissal, and that is nil at any other time.
///
/// Correct (`defect: nil`): every part meets UIKit's contract. The defects are listed in
/// ``BottomSheetDefect``; each is described, with its expected ID and the object it is
/// attributed to, on the type that carries it and in `EXPECTED.md`.
@MainActor
public final class BottomSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The defect this ensemble carries; nil for the correct one.
    public let defect: BottomSheetDefect?
    /// The interaction controller of the pull-down in progress, set by the sheet's pan handler in
    /// `.began` (before it calls `dismiss(animated:)`) and cleared when the gesture ends.
    public var interactionController: UIPercentDrivenInteractiveTransition?

    public init(defect: BottomSheetDefect? = nil) {
        self.defect = defect
        super.init()
    }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        BottomSheetPresentationController(
            presentedViewController: presented, presenting: presenting,
            cleansUpCancelledPresentation: defect != .presentationControllerSkipsCancelCleanup,
            cleansUpCancelledDismissal: defect != .presentationControllerSkipsDismissalCancelCleanup,
            removesDimmingWhateverTheOutcome: defect == .presentationControllerRemovesDimmingOnCancel,
            resizesDimmingView: defect != .dimmingSizedOnce)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        BottomSheetPresentAnimator()
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        BottomSheetDismissAnimator(completesWithFinishedFlag: defect == .dismissalCompletesWithFinishedFlag)
    }

    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactionController
    }
}
