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
    var presenterDifferences: [String] {
        let root = presentingViewController.view!
        var problems: [String] = []
        let underRoot = ViewsByIdentity(under: [root])  // once: asking each view walks up its superviews
        for entry in baseline.entries where underRoot.contains(entry.view) || entry.superview == ObjectIdentifier(root) {
            var differences = entry.differences(from: entry.view, frameTolerance: 0.5, alphaTolerance: 0.01)
            // After a rotation the presenting screen lays its subviews out again at the new size:
            // their frames are its layout's business, not the presentation's.
            if scenario.resize != nil, entry.view !== root { differences.removeAll { $0.property == "frame" || $0.property == "center" } }
            // A frame is undefined under a transform: one the animator set decides it (ANIM-PRESENTER-VIEW-UNTOUCHED).
            let transformedByAnimator =
                presenterChangesByAnimatorAreTheAnimators
                && (changesByAnimator[ObjectIdentifier(entry.view)]?.contains { $0.property == "transform" || $0.property == "transform3D" } ?? false)
            if transformedByAnimator { differences.removeAll { $0.property == "frame" || $0.property == "center" } }
            if entry.view === root, root.transform.isIdentity {
                differences.removeAll { $0.property == "frame" || $0.property == "center" }
                if !root.frame.isApproximately(host.window.bounds) && !transformedByAnimator {
                    problems.append("\(entry.view.reportName).frame \(ReportValue.rect(root.frame)), the window is \(ReportValue.rect(host.window.bounds))")
                }
            }
            if presenterChangesByAnimatorAreTheAnimators {
                differences.removeAll { lastChangeWasTheAnimators(entry.view, properties: $0.recordedAs) }
            }
            problems += differences.map { "\(entry.view.reportName).\($0.property) \($0.current) (was \($0.recorded))" }
            if entry.view.superview.map(ObjectIdentifier.init) != entry.superview,
                !(presenterChangesByAnimatorAreTheAnimators && lastChangeWasTheAnimators(entry.view, properties: ["superview"]))
            {
                problems.append("\(entry.view.reportName) moved to \(entry.view.superview?.reportName ?? "no superview")")
            }
        }
        for entry in ViewTreeSnapshot(of: root).entries.dropFirst()
        where !baseline.contains(entry.view) && entry.view.superview.map(baseline.contains) == true
            && !(presenterChangesByAnimatorAreTheAnimators && lastChangeWasTheAnimators(entry.view, properties: ["superview"]))
        {
            problems.append("\(entry.view.reportName) added to \(entry.view.superview!.reportName)")
        }
        return problems
    }
}
