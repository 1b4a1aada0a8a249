#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Who changed the presenting screen: the changes to the presenting view controller's views made
/// while a vended animator's own code ran (`animateTransition(using:)`,
/// `interruptibleAnimator(using:)`, and the animation blocks it starts there), told apart from the
/// presentation controller's (its `…WillBegin()`, its alongside animations, its `…DidEnd(_:)`).
///
/// ## What it does not see
///
/// A change an animator makes later, in a completion block, reads as not the animator's; so does
/// one made by a presentation controller from inside the animator's call (it would have to be
/// called by the animator). On UIKit, whose change record is sampled between run-loop turns, no
/// change is seen inside a call — and sampling at its ends would count the presentation
/// controller's alongside animations, which UIKit starts in the same call, as the animator's —
/// so every difference stays the presentation controller's there.
@MainActor
extension PresentationRun {
    /// Notes the presenting views' change counts as an animator call begins, and the changes made
    /// by the time it returns.
    func noteAnimatorCall(_ entering: Bool) {
        noteDirection(entering: entering)
        watch.noteAnimatorCall(entering: entering)
        if entering {
            animatorCallMarks = ViewTreeSnapshot.views(under: presentingViewController.view).map { (Weak($0), $0.recordedChangeCount) }
            return
        }
        for (view, mark) in animatorCallMarks {
            guard let view = view.object else { continue }
            let made = view.recordedChanges(after: mark)
            if !made.isEmpty { changesByAnimator[ObjectIdentifier(view), default: []] += made.map { ($0, currentDirection) } }
        }
        animatorCallMarks = []
    }

    /// The direction of the vended animator that made the last change to `view` of any of
    /// `properties`; nil when no vended animator's code made it.
    func lastChangeWasTheAnimators(_ view: UIView, properties: [String]) -> ObservingTransitioningDelegate.Direction? {
        guard let made = changesByAnimator[ObjectIdentifier(view)],
            let last = view.recordedChanges.last(where: { properties.contains($0.property) })
        else { return nil }
        return made.last { $0.change == last }?.direction
    }
}
