#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Who changed the presenting screen, and how it differs from the window before anything was
/// presented (``baseline``): the changes to the presenting view controller's views made while a
/// vended animator's own code ran (`animateTransition(using:)`, `interruptibleAnimator(using:)`,
/// and the animation blocks it starts there), told apart from the presentation controller's (its
/// `…WillBegin()`, its alongside animations, its `…DidEnd(_:)`) — read by a flow after its
/// dismissal (PRES-ROUND-TRIP, ANIM-ROUND-TRIP) or a cancelled presentation, and by an ensemble's
/// animator run after a cancelled presentation (PRES-CANCEL-REMOVES-CHROME).
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
extension PresentationWatch {
    /// How the presenting view controller's view and its subviews differ from the baseline: the
    /// properties a presentation may change and must restore, their place in the hierarchy, and
    /// subviews added to them. The root view's frame is expected to fill the window, which a
    /// resize may have changed; after a resize its subviews' frames are not compared (the screen
    /// lays them out again at the new size).
    ///
    /// When `animatorsChangesAreTheirs`, a difference whose last change a vended animator's own
    /// code made is the animator's: it is in `byAnimator`, under the direction of the animator
    /// that made the last change, and not in `unattributed`. `resized`: a resize happened since
    /// the baseline.
    func presenterDifferences(resized: Bool, animatorsChangesAreTheirs: Bool) -> PresenterDifferences {
        let root = presentingViewController.view!
        var problems: [String] = []
        var byAnimator: [(difference: String, direction: ObservingTransitioningDelegate.Direction)] = []
        /// Files `described` as the animator's when its own code made the last change to `view`
        /// of `properties` (and the animators' changes are theirs), else as unattributed.
        func note(_ described: String, of view: UIView, _ properties: [String]) {
            if animatorsChangesAreTheirs, let direction = animatorOfLastChange(view, properties: properties) {
                byAnimator.append((described, direction))
            } else {
                problems.append(described)
            }
        }
        let underRoot = ViewsByIdentity(under: [root])  // once: asking each view walks up its superviews
        for entry in baseline.entries where underRoot.contains(entry.view) || entry.superview == ObjectIdentifier(root) {
            var differences = entry.differences(from: entry.view, frameTolerance: 0.5, alphaTolerance: 0.01)
            // After a rotation the presenting screen lays its subviews out again at the new size:
            // their frames are its layout's business, not the presentation's.
            if resized, entry.view !== root { differences.removeAll { $0.property == "frame" || $0.property == "center" } }
            // A frame is undefined under a transform: one the animator set decides it (ANIM-PRESENTER-VIEW-UNTOUCHED).
            let transformedByAnimator =
                animatorsChangesAreTheirs
                && (presenterChangesByAnimator[ObjectIdentifier(entry.view)]?.contains {
                    $0.change.property == "transform" || $0.change.property == "transform3D"
                }
                    ?? false)
            if transformedByAnimator { differences.removeAll { $0.property == "frame" || $0.property == "center" } }
            if entry.view === root, root.transform.isIdentity {
                differences.removeAll { $0.property == "frame" || $0.property == "center" }
                if !root.frame.isApproximately(host.window.bounds) && !transformedByAnimator {
                    problems.append("\(entry.view.reportName).frame \(ReportValue.rect(root.frame)), the window is \(ReportValue.rect(host.window.bounds))")
                }
            }
            for difference in differences {
                note(
                    "\(entry.view.reportName).\(difference.property) \(difference.current) (was \(difference.recorded))", of: entry.view, difference.recordedAs)
            }
            if entry.view.superview.map(ObjectIdentifier.init) != entry.superview {
                note("\(entry.view.reportName) moved to \(entry.view.superview?.reportName ?? "no superview")", of: entry.view, ["superview"])
            }
        }
        for entry in ViewTreeSnapshot(of: root).entries.dropFirst()
        where !baseline.contains(entry.view) && entry.view.superview.map(baseline.contains) == true {
            note("\(entry.view.reportName) added to \(entry.view.superview!.reportName)", of: entry.view, ["superview"])
        }
        return PresenterDifferences(unattributed: problems, byAnimator: byAnimator)
    }

    /// The direction of the vended animator whose own code made the last change to `view` of
    /// any of `properties`; nil when no vended animator's code made it.
    private func animatorOfLastChange(_ view: UIView, properties: [String]) -> ObservingTransitioningDelegate.Direction? {
        guard let made = presenterChangesByAnimator[ObjectIdentifier(view)],
            let last = view.recordedChanges.last(where: { properties.contains($0.property) })
        else { return nil }
        return made.last { $0.change == last }?.direction
    }

    /// Notes the presenting views' change counts as a vended animator's call begins, and the
    /// changes made by the time it returns, as the `direction` animator's.
    func notePresenterChanges(entering: Bool, direction: ObservingTransitioningDelegate.Direction) {
        if entering {
            presenterMarks = ViewTreeSnapshot.views(under: presentingViewController.view).map { (Weak($0), $0.recordedChangeCount) }
            return
        }
        for (view, mark) in presenterMarks {
            guard let view = view.object else { continue }
            let made = view.recordedChanges(after: mark)
            if !made.isEmpty { presenterChangesByAnimator[ObjectIdentifier(view), default: []] += made.map { ($0, direction) } }
        }
        presenterMarks = []
    }
}

/// How the presenting screen differs from the baseline at a flow's end, described, split by who
/// made each difference's last change (``PresentationRun/presenterDifferences``).
struct PresenterDifferences {
    /// Differences no vended animator's code made last: the presentation controller's to undo.
    var unattributed: [String]
    /// Differences a vended animator's own code made last, with that animator's direction.
    var byAnimator: [(difference: String, direction: ObservingTransitioningDelegate.Direction)]
}
