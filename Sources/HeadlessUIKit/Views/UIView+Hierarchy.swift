import Foundation

extension UIView {
    /// The view's superview.
    public var superview: UIView? { superviewReference }  // the stored reference itself: read for every view of every snapshot

    /// The view's subviews, back to front.
    public var subviews: [UIView] { storedSubviews }

    /// The window the view is in, or nil if it is not in one.
    ///
    /// The nearest window among the view and its ancestors; HeadlessUIKit keeps it with each view
    /// as the tree changes rather than walking up to find it.
    public var window: UIWindow? { storedWindow }

    /// Adds `view` on top of the subviews, removing it from its current superview first.
    ///
    /// Adding a view that is already a subview moves it to the front.
    public func addSubview(_ view: UIView) {
        move(view, toIndex: storedSubviews.count, api: "addSubview(_:)")
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    public func insertSubview(_ view: UIView, at index: Int) {
        move(view, toIndex: index, api: "insertSubview(_:at:)")
    }

    /// Inserts `view` directly above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(ofIdentical: siblingSubview) else {
            return addSubview(view)
        }
        let adjust = isSubview(view, before: index) ? 0 : 1
        move(view, toIndex: index + adjust, api: "insertSubview(_:aboveSubview:)")
    }

    /// Inserts `view` directly below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(ofIdentical: siblingSubview) else {
            return insertSubview(view, at: 0)
        }
        let adjust = isSubview(view, before: index) ? 1 : 0
        move(view, toIndex: index - adjust, api: "insertSubview(_:belowSubview:)")
    }

    /// Removes the view from its superview.
    ///
    /// If that takes the view out of its window, the block animations in flight in its subtree
    /// are removed and their completions report `finished == false`.
    public func removeFromSuperview() {
        guard let parent = superviewReference else { return }
        // Compared once: each `!= nil` on an optional window copies it in a debug build.
        let wasInWindow = storedWindow != nil
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if wasInWindow { notifyWillMove(toWindow: nil) }
        autoLayoutWillLeave(parent)
        parent.storedSubviews.removeOnly(identicalTo: self)
        layer.removeFromSuperlayer()
        superviewReference = nil  // what `storedSuperview`'s setter does, without the call
        if wasInWindow { setWindowOfSubtree(nil) }
        recordMutation("superview", .text(parent.headlessDisplayName), .text("nil"), animation: nil)
        if wasInWindow {
            layer.endAllAnimationsInSubtree()
            notifyDidMoveToWindow()
        }
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        move(view, toIndex: storedSubviews.count, api: "bringSubviewToFront(_:)")
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        move(view, toIndex: 0, api: "sendSubviewToBack(_:)")
    }

    /// Swaps the subviews at the two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
            HeadlessScene.recordMisuse(
                api: "UIView.exchangeSubview(at:withSubviewAt:)",
                "index \(index1) or \(index2) is out of bounds for \(storedSubviews.count) subviews; UIKit raises NSRangeException. Nothing was exchanged.",
                near: self, raises: true)
            return
        }
        guard index1 != index2 else { return }
        storedSubviews.swapAt(index1, index2)
        syncSublayerOrder()
    }

    /// Whether the view is `view` or one of its descendants.
    @discardableResult
    public func isDescendant(of view: UIView) -> Bool {
        // Identities compared, made once for `view`: `===` converts both operands to `AnyObject?`
        // (a retain and release each) at every step of the walk in a debug build.
        isSelfOrDescendant(ofViewWith: ObjectIdentifier(view))
    }

    /// ``isDescendant(of:)`` for the view with the given identity: a call per step up, where a
    /// loop's variable took a retain and release more per step in a debug build.
    private func isSelfOrDescendant(ofViewWith target: ObjectIdentifier) -> Bool {
        if ObjectIdentifier(self) == target { return true }
        guard let superview = superviewReference else { return false }
        return superview.isSelfOrDescendant(ofViewWith: target)
    }

    /// The first view with the given tag in a depth-first search of the view and its subviews.
    @discardableResult
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Private

    /// Whether `view` is among the subviews before `index`: a search of the array, not of a
    /// `prefix` slice, which goes through generic code in a debug build.
    private func isSubview(_ view: UIView, before index: Int) -> Bool {
        guard let position = storedSubviews.firstIndex(ofIdentical: view) else { return false }
        return position < index
    }

    /// Puts `view` at `index` among the subviews, with UIKit's notifications in UIKit's order:
    /// old superview's `willRemoveSubview`, `willMove(toSuperview:)`, `willMove(toWindow:)`
    /// (whole subtree), the move, `didMoveToWindow()` (whole subtree), `didMoveToSuperview()`,
    /// new superview's `didAddSubview`.
    ///
    /// `api` names the caller for a misuse: a static string, made into a `String` only then (a
    /// `String` literal is built at each call in a debug build, for every view added).
    private func move(_ view: UIView, toIndex index: Int, api: StaticString) {
        // A view without subviews is no one's ancestor: that skips the walk up from `self`.
        // Identities compared: `===` converts both operands to `AnyObject?` in a debug build. Two
        // tests, not `||` and `&&`, which take their right sides as closures in a debug build.
        if ObjectIdentifier(view) == ObjectIdentifier(self) {
            refuseMove(of: view, api: api)
            return
        }
        if view.storedSubviews.count != 0, isDescendant(of: view) {
            refuseMove(of: view, api: api)
            return
        }
        let oldParent = view.superviewReference  // read once, for the check and the move
        if oldParent === self {
            guard let current = storedSubviews.firstIndex(ofIdentical: view) else { return }
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: min(max(index > current ? index - 1 : index, 0), storedSubviews.count))
            syncSublayerOrder()
            return
        }
        // The stored windows, without `window`'s getter (what it returns).
        let oldWindow = view.storedWindow
        let newWindow = storedWindow
        // Compared once: each comparison of the optional windows copies them in a debug build.
        let changesWindow = oldWindow !== newWindow
        oldParent?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if changesWindow { view.notifyWillMove(toWindow: newWindow) }
        if let oldParent {
            view.autoLayoutWillLeave(oldParent)
            oldParent.storedSubviews.removeOnly(identicalTo: view)
            oldParent.setNeedsLayout()
        }
        // Clamped by comparisons (the generic `min` and `max` are calls in a debug build); at the
        // end, appended on the concrete array (see `insertMovingUp(_:at:)`).
        let count = storedSubviews.count
        let position = index < 0 ? 0 : (index < count ? index : count)
        if position == count {
            storedSubviews.append(view)
        } else {
            storedSubviews.insertMovingUp(view, at: position)
        }
        view.superviewReference = self  // what `storedSuperview`'s setter does, without the call
        if changesWindow { view.setWindowOfSubtree(newWindow) }
        view.autoLayoutDidJoin(self)
        // The layer goes on top when the view went on top (`placeLayerOfSubview(at:)` would read
        // the subviews again to find that out).
        if position == count {
            layer.addSublayer(view.layer)
        } else {
            placeLayerOfSubview(at: position)
        }
        // The old superview's name chosen by `if`, without `??`'s generic call and autoclosure.
        let oldName: String
        if let oldParent { oldName = oldParent.headlessDisplayName } else { oldName = "nil" }
        view.recordMutation("superview", .text(oldName), .text(headlessDisplayName), animation: nil)
        if changesWindow {
            if oldWindow != nil { view.layer.endAllAnimationsInSubtree() }
            view.notifyDidMoveToWindow()
        }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsLayout()
    }

    /// Records that `view` cannot be added here: it is this view or one of its ancestors.
    private func refuseMove(of view: UIView, api: StaticString) {
        HeadlessScene.recordMisuse(
            api: "UIView.\(api)",
            "cannot add \(view.headlessDisplayName) to \(headlessDisplayName): it is the view itself or one of its ancestors; UIKit raises an exception. Nothing was moved.",
            near: self, raises: true)
    }

    /// Records `window` as the window of this view and its subtree, except in nested windows,
    /// which are their own.
    private func setWindowOfSubtree(_ window: UIWindow?) {
        guard !(self is UIWindow) else { return }
        storedWindow = window
        // Index loops over the subviews here and below: `for in` makes a generic iterator, whose
        // cost in a debug build is many times that of the call it makes, for every view moved.
        let subviews = storedSubviews
        var index = 0
        while index < subviews.count {
            subviews[index].setWindowOfSubtree(window)
            index += 1
        }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        let subviews = storedSubviews
        var index = 0
        while index < subviews.count {
            subviews[index].notifyWillMove(toWindow: newWindow)
            index += 1
        }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        let subviews = storedSubviews
        var index = 0
        while index < subviews.count {
            subviews[index].notifyDidMoveToWindow()
            index += 1
        }
    }

    /// Re-orders the subviews' layers to match the subviews, leaving other sublayers in place.
    private func syncSublayerOrder() {
        for index in storedSubviews.indices.reversed() { placeLayerOfSubview(at: index) }
    }

    /// Puts the layer of the subview at `index` directly below the next subview's layer, or on
    /// top when it is the last subview; other sublayers keep their places.
    private func placeLayerOfSubview(at index: Int) {
        let subview = storedSubviews[index]
        if index + 1 < storedSubviews.count {
            layer.insertSublayer(subview.layer, below: storedSubviews[index + 1].layer)
        } else {
            layer.addSublayer(subview.layer)
        }
    }
}
