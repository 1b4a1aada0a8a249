#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TransitionRecorder {
    /// The followed views left where they should not be once the run is over, each with what is
    /// wrong, for the filmstrip's red marks and the trace's `leftovers`.
    ///
    /// It reads the end state the way the animator checks do, but only to point at views: after a
    /// completed transition a leaving from-view must be out of the container and the to-view in
    /// it at its final frame; after a cancelled one the to-view must be gone and the from-view
    /// back as it was; a view added during the run must be gone either way; and a from- or to-view
    /// still in the window must be visible. A transition that never completed marks nothing here
    /// (the filmstrip's caption says so).
    func leftovers(of run: TransitionRun) -> [TransitionTrace.Leftover] {
        guard let didComplete = run.context.completions.first?.didComplete else { return [] }
        let container = run.container
        let window = run.host.window
        var found: [TransitionTrace.Leftover] = []
        for (view, key) in tracked where view !== container {
            var problems: [String] = []
            let inContainer = view.isDescendant(of: container) && view !== container
            let role = views.first { $0.key == key }?.role
            // The to- and from-view are the animator's to place only when the context hands them over.
            let handedTo = run.handedView(forKey: .to) === view
            let handedFrom = run.handedView(forKey: .from) === view
            if handedFrom && didComplete && inContainer && run.handedFinalFrame(for: run.fromViewController) == .zero {
                problems.append("still in \(container.reportName) after completeTransition(true)")
            }
            if handedTo && didComplete && !inContainer {
                problems.append("not in \(container.reportName) after completeTransition(true)")
            }
            if handedTo && didComplete && inContainer {
                let final = run.handedFinalFrame(for: run.toViewController)
                let frame = view.frame
                let off = [frame.minX - final.minX, frame.minY - final.minY, frame.width - final.width, frame.height - final.height]
                if final != .zero && off.contains(where: { !(abs(Double($0)) <= 1) }) {  // a NaN is off too
                    problems.append("at \(Self.describe(frame)), finalFrame(for:) is \(Self.describe(final))")
                }
            }
            if handedTo && !didComplete && inContainer && !run.before.contains(view) {
                problems.append("left in \(container.reportName) after completeTransition(false)")
            }
            if view === run.fromView && !didComplete, let entry = run.before.entry(for: view) {
                for difference in entry.differences(from: view, frameTolerance: 1, alphaTolerance: 0.01) {
                    problems.append("\(difference.property) \(difference.current) (was \(difference.recorded)) after completeTransition(false)")
                }
            }
            if role == "added" && view.window === window {
                problems.append("left in \(view.superview?.reportName ?? "the window") after the end")
            }
            if role == "from-view" || role == "to-view", view.window === window,
                !problems.contains(where: { $0.hasPrefix("alpha") || $0.hasPrefix("isHidden") })
            {
                if view.alpha < 0.01 { problems.append("alpha \(String(format: "%.2f", Double(view.alpha))) after the end: invisible") }
                if view.isHidden { problems.append("hidden after the end") }
            }
            if !problems.isEmpty { found.append(TransitionTrace.Leftover(key: key, problem: problems.joined(separator: "; "))) }
        }
        return found
    }

    static func describe(_ rect: CGRect) -> String {
        "(\(Int(rect.minX.rounded())), \(Int(rect.minY.rounded())), \(Int(rect.width.rounded()))×\(Int(rect.height.rounded())))"
    }
}
