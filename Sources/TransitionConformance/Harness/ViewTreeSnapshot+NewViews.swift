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
        guard root !== excluded else { return false }
        if !contains(root) { return true }
        let subviews = root.subviews  // an index loop: `for in` makes a generic iterator, costly in a debug build
        var index = 0
        while index < subviews.count {
            if hasViewMissing(under: subviews[index], outside: excluded) { return true }
            index += 1
        }
        return false
    }
}
