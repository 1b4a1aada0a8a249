#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a ``PresentationWatch`` looks at, at each moment it is told of: the presentation
/// controller's answers read twice (``probe(_:judgesContainment:)``) and the views the
/// presentation added (``noteAddedViews()``).
@MainActor
extension PresentationWatch {
    /// One reading of the presentation controller's frame and presented view.
    struct Probe {
        let moment: String
        let time: TimeInterval
        let containerBounds: CGRect
        let frames: (CGRect, CGRect)
        let presentedViews: (UIView?, UIView?)
        /// What the two reads changed, described.
        let sideEffects: [String]
        /// Whether the presented view controller's view is the presented view or inside it (first
        /// read); nil at moments where a wrapper may not exist yet.
        let containsPresentedViewControllerView: Bool?
    }

    /// Reads the frame and the presented view twice and records what changed.
    func probe(_ moment: String, judgesContainment: Bool = true) {
        guard let pc = presentationController, let container = pc.containerView else { return }
        // The trees outside the window. (An `if let`, not compactMap: its closure cost more, per probe.)
        var roots: [UIView] = []
        if let presentedView = presentedViewController?.viewIfLoaded { roots.append(presentedView) }
        roots.append(container)
        host.sampleChanges(alsoUnder: roots)
        let watched = watchedViews()
        var counts = ViewsByIdentity(capacity: watched.count)  // a loop: a closure here paid an isolation check per view
        // No search per view: the watched views are each listed once (``watchedViews()``).
        for view in watched { counts.insertNew(view, number: view.recordedChangeCount) }
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
        // The views under the wrapper, collected once: asking each view whether it is inside walks
        // up its superviews, which for a deep tree costs the square of its views.
        let inLazyWrapper = ViewsByIdentity(under: lazyWrapper.map { [$0] } ?? [])
        let watchedNow = watchedViews()
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build, per view
        while index < watchedNow.count {
            let view = watchedNow[index]
            index += 1
            if inLazyWrapper.contains(view) { continue }
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
        if presenterRemovedByPresentationController == nil {
            presenterRemovedByPresentationController = presentationController?.shouldRemovePresentersView
        }
        // Who is inside whom, collected once per walk (asking each view walks up its superviews:
        // the square of a deep tree's views); chrome noted so far with everything under it.
        let presentedContent = ViewsByIdentity(under: [presentedViewController?.viewIfLoaded, presentationController?.presentedView].compactMap { $0 })
        var inChrome = ViewsByIdentity(under: chrome)
        // Chrome placed by Auto Layout gets its frame at the layout pass that ends the run-loop
        // turn, after it was first seen: chrome that covers the container by a later noting (the
        // presentation's end, the dismissal's start) covers it too, as the user sees it.
        for view in chrome where view.superview != nil && !coveringChrome.contains(where: { $0 === view }) {
            if view.drawsSomething, view.convert(view.bounds, to: container).isApproximately(container.bounds) { coveringChrome.append(view) }
        }
        // The container's tree, walked once into the set (no search per view, see
        // ``ViewsByIdentity/insert(subtreeOf:)``) and gone through in the walk's order.
        let inContainer = ViewsByIdentity(under: [container])
        for view in inContainer.views {
            guard view !== container, !baseline.contains(view), !presentedContent.contains(view) else { continue }
            if addedByAnimator.contains(ObjectIdentifier(view)) { continue }  // the animator's, not chrome
            // The outermost added views only: a blur view's content view goes with it.
            guard !inChrome.contains(view) else { continue }
            chrome.append(view)
            inChrome.insert(subtreeOf: view)
            if view.drawsSomething, view.convert(view.bounds, to: container).isApproximately(container.bounds) {
                coveringChrome.append(view)
            }
        }
        for view in ViewTreeSnapshot.views(under: host.window) where !baseline.contains(view) {
            guard !inContainer.contains(view), !presentedContent.contains(view) else { continue }
            if addedByAnimator.contains(ObjectIdentifier(view)) { continue }  // the animator's (ANIM-CONTAINER-ONLY)
            if let parent = view.superview, !baseline.contains(parent) { continue }  // the outermost added view only
            nameAppViews()  // about to be named in a report: as the app knows it
            guard !addedOutside.contains(where: { $0.view.view.object === view || $0.view.name == view.reportName }) else { continue }
            addedOutside.append((AddedView(view, in: view.superview), host.now))
        }
    }
}

@MainActor
extension PresentationWatch {
    func format(_ value: Double) -> String { String(format: "%.2f", value) }

    /// How the chrome differs from `before`: removed, or its alpha, isHidden or frame changed.
    func chromeChanges(since before: ViewTreeSnapshot, now after: ViewTreeSnapshot) -> [String] {
        var problems: [String] = []
        for view in chrome {
            guard let was = before.entry(for: view), view.superview != nil || after.contains(view) || was.superview != nil else { continue }
            guard let now = after.entry(for: view), now.superview == was.superview else {
                problems.append("\(view.reportName) was removed")
                continue
            }
            if !(abs(Double(now.alpha - was.alpha)) <= 0.01) {
                problems.append("\(view.reportName).alpha \(format(Double(now.alpha))) (was \(format(Double(was.alpha))))")
            }
            if now.isHidden != was.isHidden { problems.append("\(view.reportName).isHidden \(now.isHidden) (was \(was.isHidden))") }
            if !now.frame.isApproximately(was.frame) {
                problems.append("\(view.reportName).frame \(ReportValue.rect(now.frame)) (was \(ReportValue.rect(was.frame)))")
            }
        }
        return problems
    }

    /// Every view in the window, the container, the presented view controller's view and the
    /// presented view.
    func watchedViews() -> [UIView] {
        // Loops, not compactMap/flatMap/filter: their closures paid an isolation check per view.
        var views = ViewTreeSnapshot.views(under: host.window)
        var outside = false
        if let root = presentedViewController?.viewIfLoaded, root.window == nil {
            views += ViewTreeSnapshot.views(under: root)
            outside = true
        }
        if let root = container, root.window == nil {
            views += ViewTreeSnapshot.views(under: root)
            outside = true
        }
        guard outside else { return views }  // one tree: no view twice
        var unique = ViewsByIdentity(capacity: views.count)
        for view in views { unique.insert(view) }
        return unique.views
    }
}
