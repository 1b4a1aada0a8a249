#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a presentation run looks at, at each of its moments: the presentation controller's answers
/// read twice (``probe(_:judgesContainment:)``) and the views the presentation added
/// (``noteAddedViews()``).
@MainActor
extension PresentationRun {
    /// Reads the frame and the presented view twice and records what changed.
    func probe(_ moment: String, judgesContainment: Bool = true) {
        guard let pc = presentationController, let container = pc.containerView else { return }
        let roots = [presentedViewController?.viewIfLoaded, container].compactMap { $0 }  // the trees outside the window
        host.sampleChanges(alsoUnder: roots)
        let watched = watchedViews()
        var counts = ViewsByIdentity(capacity: watched.count)  // a loop: a closure here paid an isolation check per view
        for view in watched { counts.insert(view, number: view.recordedChangeCount) }
        let f1 = pc.frameOfPresentedViewInContainerView
        let v1 = pc.presentedView
        let f2 = pc.frameOfPresentedViewInContainerView
        let v2 = pc.presentedView
        var effects: [String] = []
        host.sampleChanges(alsoUnder: roots)
        // A wrapper built lazily on the first read of `presentedView` and returned unchanged
        // afterwards is correct: that first read may make it and embed the view controller's view.
        let vcView = presentedViewController?.viewIfLoaded
        let lazyWrapper = v1.flatMap { wrapper in
            wrapper === v2 && wrapper !== vcView && !seenPresentedViews.contains(ObjectIdentifier(wrapper)) ? wrapper : nil
        }
        if let v1 { seenPresentedViews.insert(ObjectIdentifier(v1)) }
        for view in watchedViews() {
            if let lazyWrapper, view === lazyWrapper || view.isDescendant(of: lazyWrapper) { continue }
            let counted = counts.number(of: view)
            let changes = view.recordedChanges(after: counted ?? 0)
            if counted == nil {
                effects.append("\(view.reportName) appeared in \(view.superview?.reportName ?? "no superview")")
            } else if !changes.isEmpty {
                effects.append("\(view.reportName): " + changes.map(\.description).joined(separator: ", "))
            }
        }
        let contains = judgesContainment ? v1.map { view in vcView.map { $0 === view || $0.isDescendant(of: view) } ?? false } ?? false : nil
        probes.append(
            Probe(
                moment: moment, time: host.now, containerBounds: container.bounds, frames: (f1, f2),
                presentedViews: (v1, v2), sideEffects: effects, containsPresentedViewControllerView: contains))
    }

    /// Notes views that are new since the baseline: in the container (chrome) or elsewhere in the
    /// window. The presented view controller's view and the presented view are neither.
    func noteAddedViews() {
        guard judged, let container else { return }
        let presented = [presentedViewController?.viewIfLoaded, presentationController?.presentedView].compactMap { $0 }
        func isPresentedContent(_ view: UIView) -> Bool {
            for root in presented where view === root || view.isDescendant(of: root) { return true }  // no closure: see watchedViews()
            return false
        }
        for view in ViewTreeSnapshot.views(under: container).dropFirst() where !baseline.contains(view) && !isPresentedContent(view) {
            // The outermost added views only: a blur view's content view goes with it.
            guard !isInChrome(view) else { continue }
            chrome.append(view)
            if view.drawsSomething, view.convert(view.bounds, to: container).isApproximately(container.bounds) {
                coveringChrome.append(view)
            }
        }
        for view in ViewTreeSnapshot.views(under: host.window) where !baseline.contains(view) {
            guard view !== container, !view.isDescendant(of: container), !isPresentedContent(view) else { continue }
            if let parent = view.superview, !baseline.contains(parent) { continue }  // the outermost added view only
            let name = view.reportName
            guard !addedOutside(named: name) else { continue }
            addedOutside.append((name, view.superview?.reportName ?? "the window", host.now))
        }
    }

    // Loops, not `contains(where:)`: a main-actor closure handed to the standard library pays an
    // isolation check per element, and these run for every view at every probe.

    /// Whether `view` is a chrome view noted so far or inside one.
    private func isInChrome(_ view: UIView) -> Bool {
        for noted in chrome where view === noted || view.isDescendant(of: noted) { return true }
        return false
    }

    /// Whether a view named `name` was noted as added outside the container.
    private func addedOutside(named name: String) -> Bool {
        for added in addedOutside where added.name == name { return true }
        return false
    }
}
