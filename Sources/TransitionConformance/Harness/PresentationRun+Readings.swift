#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the run reads from the live views at its end for its transcript
/// (``PresentationRun/transcript()``): how the presenting screen differs from the baseline.
@MainActor
extension PresentationRun {
    func format(_ time: TimeInterval) -> String { String(format: "%.2f", time) }

    /// How the presenting view controller's view and its subviews differ from the baseline: the
    /// properties a presentation may change and must restore, their place in the hierarchy, and
    /// subviews added to them. The root view's frame is expected to fill the window, which a
    /// resize may have changed; after a resize its subviews' frames are not compared (the screen
    /// lays them out again at the new size).
    ///
    /// When ``presenterChangesByAnimatorAreTheAnimators``, a difference whose last change a vended
    /// animator's own code made is the animator's: it is in `byAnimator`, under the direction of
    /// the animator that made the last change, and not in `unattributed`.
    var presenterDifferences: PresenterDifferences {
        let root = presentingViewController.view!
        var problems: [String] = []
        var byAnimator: [(String, ObservingTransitioningDelegate.Direction)] = []
        let underRoot = ViewsByIdentity(under: [root])  // once: asking each view walks up its superviews
        for entry in baseline.entries where underRoot.contains(entry.view) || entry.superview == ObjectIdentifier(root) {
            var differences = entry.differences(from: entry.view, frameTolerance: 0.5, alphaTolerance: 0.01)
            // After a rotation the presenting screen lays its subviews out again at the new size:
            // their frames are its layout's business, not the presentation's.
            if scenario.resize != nil, entry.view !== root { differences.removeAll { $0.property == "frame" || $0.property == "center" } }
            // A frame is undefined under a transform: one the animator set decides it (ANIM-PRESENTER-VIEW-UNTOUCHED).
            let transformedByAnimator =
                presenterChangesByAnimatorAreTheAnimators
                && (changesByAnimator[ObjectIdentifier(entry.view)]?.contains { $0.change.property == "transform" || $0.change.property == "transform3D" }
                    ?? false)
            if transformedByAnimator { differences.removeAll { $0.property == "frame" || $0.property == "center" } }
            if entry.view === root, root.transform.isIdentity {
                differences.removeAll { $0.property == "frame" || $0.property == "center" }
                if !root.frame.isApproximately(host.window.bounds) && !transformedByAnimator {
                    problems.append("\(entry.view.reportName).frame \(ReportValue.rect(root.frame)), the window is \(ReportValue.rect(host.window.bounds))")
                }
            }
            for difference in differences {
                let described = "\(entry.view.reportName).\(difference.property) \(difference.current) (was \(difference.recorded))"
                if let direction = animatorOfLastChange(entry.view, properties: difference.recordedAs) {
                    byAnimator.append((described, direction))
                } else {
                    problems.append(described)
                }
            }
            if entry.view.superview.map(ObjectIdentifier.init) != entry.superview {
                let described = "\(entry.view.reportName) moved to \(entry.view.superview?.reportName ?? "no superview")"
                if let direction = animatorOfLastChange(entry.view, properties: ["superview"]) {
                    byAnimator.append((described, direction))
                } else {
                    problems.append(described)
                }
            }
        }
        for entry in ViewTreeSnapshot(of: root).entries.dropFirst()
        where !baseline.contains(entry.view) && entry.view.superview.map(baseline.contains) == true {
            let described = "\(entry.view.reportName) added to \(entry.view.superview!.reportName)"
            if let direction = animatorOfLastChange(entry.view, properties: ["superview"]) {
                byAnimator.append((described, direction))
            } else {
                problems.append(described)
            }
        }
        return PresenterDifferences(unattributed: problems, byAnimator: byAnimator)
    }

    /// The direction of the vended animator whose own code made the last change to `view` of
    /// any of `properties`, when the animators' changes are theirs; nil otherwise.
    private func animatorOfLastChange(_ view: UIView, properties: [String]) -> ObservingTransitioningDelegate.Direction? {
        presenterChangesByAnimatorAreTheAnimators ? lastChangeWasTheAnimators(view, properties: properties) : nil
    }
}

/// How the presenting screen differs from the baseline at a flow's end, described, split by who
/// made each difference's last change (``PresentationRun/presenterDifferences``).
struct PresenterDifferences {
    /// Differences no vended animator's code made last: the presentation controller's to undo.
    var unattributed: [String]
    /// Differences a vended animator's own code made last, with that animator's direction.
    var byAnimator: [(String, ObservingTransitioningDelegate.Direction)]
}
