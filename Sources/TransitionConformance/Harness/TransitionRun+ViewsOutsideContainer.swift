#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a run notes outside its container: views the transition added to the window beside it.
extension TransitionRun {
    /// Views added during the run outside the container, seen right after the transition started,
    /// when it completed, or at the end (a view added and removed between those is not seen),
    /// named as reports name them now: a view named once the run found something to report has
    /// that name in every finding.
    public var viewsAddedOutsideContainer: [(name: String, superview: String)] { AddedView.namedOnce(outsideContainer) }

    /// Records views that were not in the window before the run and are now in it outside the
    /// container (the to-view counts as new unless it was there).
    ///
    /// When UIKit stages the transition, the views UIKit places itself are not counted: its
    /// container and the views holding it, and — once the transition has completed, when UIKit's
    /// own clean-up puts them back — the from- and to-views.
    ///
    /// `snapshot`, when given, is the window's now (and, when UIKit took its container out of the
    /// window, the container's), and `added` where its views not in ``before`` are; `knownContainer`,
    /// when given, is ``container`` as the caller read it (read through UIKit's context otherwise).
    func noteViewsOutsideContainer(in snapshot: ViewTreeSnapshot? = nil, added: [Int]? = nil, container knownContainer: UIView? = nil) {
        let container: UIView  // read once: not `??`, whose autoclosure pays an isolation check
        if let knownContainer { container = knownContainer } else { container = self.container }
        // Most runs add nothing outside the container: then there is nothing to sort out. (The
        // `snapshot`'s views, when given, are the window's and, when UIKit took its container out
        // of the window, the container's: the walk sees every view of theirs the loop below could note.)
        // A few added views each ask by walking up their superviews; many (a deep tree added)
        // would make that the square of the views: the window is walked once instead.
        if let snapshot, let added, added.count <= ViewsByIdentity.searchedSize {
            if !Self.hasViewOutside(container, among: added, of: snapshot) { return }
        } else if !before.hasViewMissing(under: host.window, outside: container) {
            return
        }
        let views = snapshot?.views
        let placedByUIKit: [UIView] =
            uikitStage == nil ? [] : ancestors(of: container) + (context.isComplete ? [fromView, toView] : [])
        // The app's own view controllers build their views as they please (a navigation controller
        // adds its bar when its view first lays out): what they add inside their views is theirs.
        let ownedByTheApp = uikitStage?.runsAppObjects == true
        // Who is inside whom, collected once (asking each view walks up its superviews: the square
        // of a deep tree's views).
        let inContainer = ViewsByIdentity(under: [container])
        let inAppViews = ownedByTheApp ? ViewsByIdentity(under: [fromView, toView]) : ViewsByIdentity(capacity: 0)
        var isPlacedByUIKit = ViewsByIdentity(capacity: placedByUIKit.count)
        // Index loops: `for in` makes a generic iterator, costly in a debug build.
        var position = 0
        while position < placedByUIKit.count {
            isPlacedByUIKit.insert(placedByUIKit[position])
            position += 1
        }
        let candidates = views ?? ViewTreeSnapshot.views(under: host.window)
        position = 0
        while position < candidates.count {
            let view = candidates[position]
            position += 1
            guard !before.contains(view), !inContainer.contains(view), !isPlacedByUIKit.contains(view) else { continue }
            // Added by the app's presentation controller before the animator ran: its, not the animator's.
            if presentationControllerViews.contains(ObjectIdentifier(view)) { continue }
            if ownedByTheApp && inAppViews.contains(view) { continue }
            if let parent = view.superview, !before.contains(parent) && parent !== host.window && !inContainer.contains(parent),
                !isPlacedByUIKit.contains(parent)
            {
                continue  // report the outermost added view only
            }
            guard !outsideContainer.contains(where: { $0.view.object === view }) else { continue }
            outsideContainer.append(AddedView(view, in: view.superview))
        }
    }

    /// Whether a view of `snapshot` at one of `offsets` is outside `container`'s tree: what
    /// ``ViewTreeSnapshot/hasViewMissing(under:outside:)`` finds, for the views a snapshot of the
    /// window (and of the container, taken out of it) already found missing from ``before``.
    private static func hasViewOutside(_ container: UIView, among offsets: [Int], of snapshot: ViewTreeSnapshot) -> Bool {
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build
        while index < offsets.count {
            if !snapshot.entries[offsets[index]].view.isDescendant(of: container) { return true }
            index += 1
        }
        return false
    }

    /// The views between `view` and the window, nearest first.
    private func ancestors(of view: UIView) -> [UIView] {
        var chain: [UIView] = []
        var current: UIView? = view.superview
        while let next = current, next !== host.window {
            chain.append(next)
            current = next.superview
        }
        return chain
    }
}
