#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Who added a view during a run: the object whose code was running when the view came into the
/// window, so that each finding about an added view blames that object and no other.
///
/// ## The model
///
/// UIKit calls the presentation controller's `presentationTransitionWillBegin()` (or
/// `dismissalTransitionWillBegin()`) before it asks the animator for anything (contract §2.1):
/// the views new in the window when the animator is first asked — in the container or outside
/// it — were added by the presentation controller. Views that come into the window while the
/// animator's own code runs (`animateTransition(using:)`, `interruptibleAnimator(using:)`) were
/// added by the animator. The animator rules (ANIM-CONTAINER-ONLY, ANIM-TEMP-VIEWS-REMOVED)
/// leave out the presentation controller's views, and the presentation controller's rules
/// (PRES-CHROME-IN-CONTAINER and the chrome rules) leave out the animator's. Views added at other
/// moments (an alongside block, a completion handler, a layout pass) are judged as before: by the
/// run's own subject.
@MainActor
enum ViewAdders {
    /// The presentation controller's views when the animator is first asked: every view in
    /// `container` (the presentation controller set the container up; in a dismissal, since the
    /// presentation), and the views of the window outside it that are not in the run's first
    /// snapshot and are not the views holding the container (UIKit's).
    static func addedBeforeTheAnimator(_ run: TransitionRun, container: UIView) -> Set<ObjectIdentifier> {
        var added: Set<ObjectIdentifier> = []
        let inContainer = ViewsByIdentity(under: [container])
        // The container's views as that set lists them (the same walk's order), not walked again.
        for view in inContainer.views.dropFirst() { added.insert(ObjectIdentifier(view)) }
        var holders = ViewsByIdentity(capacity: 8)
        var current: UIView? = container
        while let view = current {
            _ = holders.insert(view)
            current = view.superview
        }
        let windowViews = ViewTreeSnapshot.views(under: run.host.window)
        let before = run.before
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build
        while index < windowViews.count {
            let view = windowViews[index]
            index += 1
            if !inContainer.contains(view) && !holders.contains(view) && !before.contains(view) { added.insert(ObjectIdentifier(view)) }
        }
        return added
    }

    /// The views of `roots` not in `earlier`: with `earlier` taken as an animator call began and
    /// `roots` read as it returned, the views the animator's code added.
    static func added(under roots: [UIView], since earlier: WalkedViews) -> [UIView] {
        var earlier = earlier
        return earlier.notWalked(under: roots)
    }
}
