#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The bottom sheet's presentation controller: the sheet covers the bottom 60 % of the container
/// over a dimming view, and the presenting view recedes (scaled to 0.94) behind it, as in iOS's
/// own card sheets.
///
/// - `presentationTransitionWillBegin()` adds the dimming view and the sheet (`presentedView`, at
///   the frame it has: the animator places it) to the container, and fades the dimming view in
///   and recedes the presenting view alongside the transition.
/// - `presentationTransitionDidEnd(false)` (a cancelled presentation) removes the dimming view
///   and puts the presenting view back.
/// - `dismissalTransitionWillBegin()` fades the dimming view out and the presenting view back
///   alongside; `dismissalTransitionDidEnd(true)` removes the dimming view, and `(false)` (a
///   cancelled pull-down) sets the dimming view and the receded presenting view back, since a
///   block animation keeps its end values after a cancel.
/// - `containerViewWillLayoutSubviews()` sizes the dimming view and the sheet to the container.
/// - A rotation takes the scale off the presenting view while the window lays it out and puts it
///   back alongside.
///
/// Broken variant (`cleansUpCancelledPresentation: false`, ``BottomSheetDefect/presentationControllerSkipsCancelCleanup``):
/// Defect: `presentationTransitionDidEnd(_:)` ignores `false`, as in tutorials whose did-end only
/// handles the completed case. Expected: PRES-CANCEL-REMOVES-CHROME, attributed to the
/// presentation controller, in cancelled presentations only (an interactive presentation cancelled
/// part-way, or an interruptible one grabbed and reversed). What shows is the presenting view left
/// scaled to 0.94; the dimming view left in the container goes with the container UIKit discards
/// (contract F3) and is not reported by itself. The ensemble's own gestures never cancel a
/// presentation (the sheet is presented from code), so the checker has to make the presentation
/// interactive itself to see this.
///
/// Broken variant (`resizesDimmingView: false`, ``BottomSheetDefect/dimmingSizedOnce``): Defect:
/// the dimming view is sized once, in `presentationTransitionWillBegin()`, with no autoresizing
/// mask, and `containerViewWillLayoutSubviews()` lays out only the sheet. Expected: PRES-RESIZE,
/// attributed to the presentation controller, in every scenario that rotates the container while
/// the sheet is up (after the presentation, or in the middle of the presentation or dismissal):
/// the dimming view keeps its old size and a strip of the presenting screen shows.
@MainActor
final class BottomSheetPresentationController: UIPresentationController {
    private static let recededTransform = CGAffineTransform(scaleX: 0.94, y: 0.94)
    private let cleansUpCancelledPresentation: Bool
    private let cleansUpCancelledDismissal: Bool
    private let removesDimmingWhateverTheOutcome: Bool
    private let resizesDimmingView: Bool
    private let dimmingView = UIView()
    /// How much of the container's height the sheet covers.
    private let heightFraction: CGFloat = 0.6

    init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?, cleansUpCancelledPresentation: Bool,
        cleansUpCancelledDismissal: Bool = true, removesDimmingWhateverTheOutcome: Bool = false, resizesDimmingView: Bool = true
    ) {
        self.removesDimmingWhateverTheOutcome = removesDimmingWhateverTheOutcome
        self.cleansUpCancelledPresentation = cleansUpCancelledPresentation
        self.cleansUpCancelledDismissal = cleansUpCancelledDismissal
        self.resizesDimmingView = resizesDimmingView
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.45)
        dimmingView.accessibilityIdentifier = "bottomSheet.dimming"
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * heightFraction).rounded()
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        // The sheet goes in above the dimming view now; BottomSheetPresentAnimator only moves it.
        if let presentedView { containerView.addSubview(presentedView) }

        let dimmingView = dimmingView
        let presentingView = presentingViewController.view
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            presentingView?.transform = Self.recededTransform
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            dimmingView.alpha = 1
            presentingView?.transform = Self.recededTransform
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard !completed, cleansUpCancelledPresentation else { return }
        dimmingView.removeFromSuperview()
        presentingViewController.view.transform = .identity
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        let dimmingView = dimmingView
        let presentingView = presentingViewController.view
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            presentingView?.transform = .identity
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            dimmingView.alpha = 0
            presentingView?.transform = .identity
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if removesDimmingWhateverTheOutcome { dimmingView.removeFromSuperview() }
        if completed {
            dimmingView.removeFromSuperview()
            presentingViewController.view.transform = .identity
        } else if cleansUpCancelledDismissal {
            dimmingView.alpha = 1
            presentingViewController.view.transform = Self.recededTransform
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        if resizesDimmingView { dimmingView.frame = containerView.bounds }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // Lay the presenting view out unscaled at the new size, then recede it again.
        guard let presentingView = presentingViewController.view, presentingView.transform != .identity else { return }
        presentingView.transform = .identity
        coordinator.animate(alongsideTransition: { _ in presentingView.transform = Self.recededTransform })
    }
}
