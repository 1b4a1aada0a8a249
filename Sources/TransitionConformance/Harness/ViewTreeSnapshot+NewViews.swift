#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension ViewTreeSnapshot {
    /// Whether a view under `root` (the root included), outside `excluded`'s subtree, is not in
    /// this snapshot: a walk that collects nothing, for the common case of a run that added no
    /// view outside its container, which then needs no index of the container's views.
    func hasViewMissing(under root: UIView, outside excluded: UIView) -> Bool {
        var next = 0
        return hasViewMissing(under: root, outside: excluded, expectedAt: &next)
    }

    /// The walk of ``hasViewMissing(under:outside:)``, depth-first as the snapshot recorded the
    /// tree: `next` is where the snapshot holds the view the walk expects next.
    private func hasViewMissing(under root: UIView, outside excluded: UIView, expectedAt next: inout Int) -> Bool {
        guard root !== excluded else { return false }
        if !contains(root, expectedAt: &next) { return true }
        let subviews = root.subviews  // an index loop: `for in` makes a generic iterator, costly in a debug build
        var index = 0
        while index < subviews.count {
            if hasViewMissing(under: subviews[index], outside: excluded, expectedAt: &next) { return true }
            index += 1
        }
        return false
    }
}
