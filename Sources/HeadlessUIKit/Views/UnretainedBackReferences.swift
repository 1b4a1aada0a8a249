import Foundation

/// The tree's back references — a layer's view, a view's superview and window, a layer's
/// superlayer, a window's scene and its window scene's — which hold their target without
/// retaining it, as UIKit's and Core Animation's do, and are cleared by hand.
///
/// ## Why not `weak`
///
/// A `weak` reference gives its target a side table, and from then on every retain and release
/// of the target takes the runtime's slow path. Every view (its layer's back reference), every
/// layer with sublayers and every window would pay it, on the model's hottest paths; it was about
/// a tenth of the checker's instructions (callgrind, `transition-conformance bench --quick`).
///
/// ## What keeps them valid
///
/// Each is `unowned` — checked: reading one whose target has gone stops the process at that
/// line instead of reading freed memory, and it costs no side table — and set only where the
/// tree changes, with one rule: a back reference is cleared before its target goes away.
/// (`unowned(unsafe)` and `Unmanaged` walks, which skip the check, saved under 1 % of a debug
/// build's instructions and about a tenth of a release build's time: not worth memory safety.)
///
/// - A subview's `superviewReference` and a sublayer's `superlayerReference` point at the view or
///   layer that holds it in its subviews or sublayers: the tree code clears them when it lets go
///   (`removeFromSuperview()`, `removeFromSuperlayer()`, `sublayers = …`), and a view or layer
///   that goes clears those of what it still holds (its `deinit`).
/// - A layer's `owningView` points at the view that holds the layer (`UIView.layer`); the view
///   clears it in its `deinit`, since the layer may outlive it.
/// - A view's `storedWindow` points at the window at the root of its tree: leaving the tree
///   clears it (`removeFromSuperview()` and moves, through `setWindowOfSubtree`), and a window that
///   goes clears it in the views still in its tree (``forgetWindow(_:)``).
/// - A window's `storedScene`, and its window scene's `sceneReference`, point at the scene that
///   holds them; the scene clears both in its `deinit`.
///
/// The `deinit`s that clear them are nonisolated, as Swift makes them, and do run off the main
/// actor: a tree is let go of wherever its last reference goes, e.g. at the end of a nonisolated
/// test. They touch only the objects the dying one held, which no other isolation domain can be
/// using (the model's types are not `Sendable`); the references, and the subviews the window walk
/// reads, are `nonisolated(unsafe)` so that those `deinit`s can reach them.
enum UnretainedBackReferences {
    /// Clears the window of every view in `window`'s tree (nested windows are their own), when
    /// the window goes while some of its views may stay alive.
    nonisolated static func forgetWindow(_ window: UIWindow) {
        func forget(under view: UIView) {
            let subviews = view.storedSubviews  // an index loop: `for in` makes a generic iterator, costly in a debug build
            var index = 0
            while index < subviews.count {
                let subview = subviews[index]
                index += 1
                // Every view of the tree but a nested window (its own) points at `window`, which
                // is going: reading that reference now would trap, so it is cleared unread.
                guard !(subview is UIWindow) else { continue }
                subview.storedWindow = nil
                forget(under: subview)
            }
        }
        forget(under: window)
    }
}
