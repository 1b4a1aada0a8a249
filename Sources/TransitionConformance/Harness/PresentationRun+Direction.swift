#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Which direction a vended animator ran, judged from what it did — the sides of the transition it
/// asked its context for (``ContextKeyReads``) and what happened to the views — never from whether
/// anything animated: a presentation controller may move the presented view itself (alongside the
/// transition, with a property animator of its own, through a snapshot) while the animator only
/// gives the transition its duration or animates chrome.
///
/// ## What counts as evidence
///
/// - A dismissing animator **ran a presentation** when it asked its context for the `.to` side
///   only (a presentation's presented view controller and view) and either put the presenting
///   view controller's view into the container above the presented view from its own code, as a
///   presentation brings in its view, or left the presented view in the container where nobody
///   animated it: it looked for the view to bring in and found none to take out.
/// - A presenting animator **ran a dismissal** when it asked for the `.from` side only and the
///   presented view never reached the container, nobody animating it.
///
/// An animator that asked for both sides, or for none (an empty animation block that only
/// completes), is not found misdirected: what it left behind is judged by the animator
/// requirements (ANIM-TO-VIEW-ADDED, ANIM-FROM-VIEW-REMOVED) in the animator runs.
///
/// The run records the evidence; the flow's transcript says what it shows
/// (``PresentationTranscript/presentationAnimatorRanDismissal``,
/// ``PresentationTranscript/dismissalAnimatorRanPresentation``).
@MainActor
extension PresentationRun {
    /// Notes, around a dismissing animator's own code, whether it moved the presenting view
    /// controller's view into the container above the presented view.
    func noteDirection(entering: Bool) {
        guard currentDirection == .dismissal, let presenterView = presentingViewController.viewIfLoaded else { return }
        if entering {
            presenterSuperviewAtAnimatorCall = presenterView.superview.map { Weak($0) }
            return
        }
        defer { presenterSuperviewAtAnimatorCall = nil }
        guard let container, presenterView.superview !== presenterSuperviewAtAnimatorCall?.object,
            let presented = presentationController?.presentedView ?? presentedViewController?.viewIfLoaded,
            let presenterIndex = container.subviews.firstIndex(where: { presenterView.isDescendant(of: $0) }),
            let presentedIndex = container.subviews.firstIndex(where: { presented.isDescendant(of: $0) })
        else { return }
        if presenterIndex > presentedIndex { dismissalAnimatorCoveredPresentedView = true }
    }

    /// A vended animator's own code begins (`entering`) or has returned: the direction evidence
    /// above, and what the watch records of the presenting screen and the views added meanwhile.
    func noteAnimatorCall(_ entering: Bool) {
        noteDirection(entering: entering)
        watch.noteAnimatorCall(entering: entering, direction: currentDirection)
    }
}
