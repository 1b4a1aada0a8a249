import Foundation

/// How Auto Layout follows the view tree: which trees use it, their engines, and what a move in
/// the tree does to constraints.
///
/// Each view counts, in `autoLayoutCount`, the constraint installations and item references in
/// its subtree. A tree whose root counts zero does not use Auto Layout, and its layout passes
/// and moves cost one load more than they did before Auto Layout was modelled.
extension UIView {
    var layoutStateOrMake: ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState()
        layoutState = state
        return state
    }

    /// The view's built-in guide kept at `slot`, made as a guide of `kind` when first asked for.
    func builtInGuide(_ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, kind: UILayoutGuide.Kind) -> UILayoutGuide {
        let state = layoutStateOrMake
        if let guide = state[keyPath: slot] { return guide }
        let guide = UILayoutGuide(kind: kind, owningView: self)
        state[keyPath: slot] = guide
        return guide
    }

    /// The root of the view's tree: its window, or its top-most ancestor.
    var layoutRoot: UIView {
        if let window = storedWindow { return window }
        var view = self
        while let superview = view.storedSuperview { view = superview }
        return view
    }

    /// The engine of the view's tree, if one was built since the tree last changed shape.
    var layoutEngineIfBuilt: LayoutEngine? { layoutRoot.layoutState?.engine }

    /// The engine of the view's tree, built if the tree uses Auto Layout, with its solution
    /// current; nil if the tree has no constraints.
    var preparedLayoutEngine: LayoutEngine? {
        let root = layoutRoot
        guard root.autoLayoutCount > 0 else { return nil }
        let engine = root.layoutState?.engine ?? LayoutEngine.build(for: root)
        engine.prepareIfNeeded()
        return engine
    }

    /// Adds `delta` to the count of the view and its ancestors.
    func addAutoLayoutCount(_ delta: Int) {
        var current: UIView? = self
        while let view = current {
            view.autoLayoutCount += delta
            current = view.storedSuperview
        }
    }

    /// Something the tree's layout depends on changed: its engine re-checks at the next pass,
    /// and the window's layout pass runs at the end of the run-loop turn.
    func autoLayoutDidChange() {
        let root = layoutRoot
        root.layoutState?.engine?.needsCheck = true
        if let window = root as? UIWindow { window.needsLayoutPass = true }
    }

    /// The view's center, bounds or frame changed: if its frame is fixed in its tree's engine
    /// (it translates its autoresizing mask), the engine must take the new one.
    /// A scroll view's frame layout guide follows its bounds (the content offset) the same way.
    func autoLayoutGeometryDidChange() {
        guard let state = layoutState else { return }
        if let guideNode = state.scrollFrameGuide?.node {
            guideNode.engine?.needsCheck = true
            window?.needsLayoutPass = true
        }
        guard let node = state.node, node.pinsFrame else { return }
        node.engine?.needsCheck = true
        window?.needsLayoutPass = true
    }

    /// Called before the view leaves `parent`. As UIKit documents for `removeFromSuperview()`,
    /// the constraints that refer to the view or its subtree and are installed outside it are
    /// removed; the old tree's engine is dropped.
    func autoLayoutWillLeave(_ parent: UIView) {
        guard autoLayoutCount > 0 else { return }
        var outside: [NSLayoutConstraint] = []
        collectConstraints(referringInto: self, outside: &outside)
        parent.layoutRoot.layoutState?.dropEngine()
        for constraint in outside { constraint.isActive = false }
        parent.autoLayoutDidChange()
        if autoLayoutCount > 0 { parent.addAutoLayoutCount(-autoLayoutCount) }
    }

    /// Called after the view joined `parent`: the new tree's engine is dropped, to be built with
    /// the constraints the view brings.
    func autoLayoutDidJoin(_ parent: UIView) {
        // A root that had an engine (even one whose constraints were all deactivated since) is a
        // root no more.
        layoutState?.dropEngine()
        guard autoLayoutCount > 0 else { return }
        parent.addAutoLayoutCount(autoLayoutCount)
        parent.layoutRoot.layoutState?.dropEngine()
        autoLayoutDidChange()
    }

    private func collectConstraints(referringInto subtree: UIView, outside: inout [NSLayoutConstraint]) {
        if let state = layoutState {
            for constraint in state.referencing where !outside.contains(where: { $0 === constraint }) {
                if let installed = constraint.installedView, !installed.isDescendant(of: subtree) { outside.append(constraint) }
            }
        }
        for subview in storedSubviews where subview.autoLayoutCount > 0 {
            subview.collectConstraints(referringInto: subtree, outside: &outside)
        }
    }

    /// The views of the subtree that have installed constraints, each with them, in tree order.
    func collectInstalledConstraints(into constraints: inout [NSLayoutConstraint]) {
        if let state = layoutState { constraints += state.installed }
        for subview in storedSubviews where subview.autoLayoutCount > 0 {
            subview.collectInstalledConstraints(into: &constraints)
        }
    }

    /// The view's frame as Auto Layout sees it: its bounds' size placed about its center by the
    /// anchor point, ignoring its transform (UIKit's alignment rect with no insets).
    var alignmentFrame: CGRect {
        let size = layer.bounds.size
        let anchor = layer.anchorPoint
        let center = layer.position
        return CGRect(x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y, width: size.width, height: size.height)
    }

    /// Gives the view a frame from the engine: through ``frame`` when it has no transform (one
    /// recorded, animatable change), else through its bounds' size and center, as Auto Layout
    /// leaves a transform alone.
    func setAlignmentFrame(_ rect: CGRect) {
        if CATransform3DIsIdentity(layer.transform) {
            frame = rect
        } else {
            let anchor = layer.anchorPoint
            if bounds.size != rect.size { bounds = CGRect(origin: bounds.origin, size: rect.size) }
            center = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        }
    }
}

extension UIView {
    /// ``translatesAutoresizingMaskIntoConstraints`` changed on a view in an engine: the engine is
    /// rebuilt, with the view placed the new way.
    func autoLayoutTranslationDidChange() {
        guard layoutState?.node != nil || autoLayoutCount > 0 else { return }
        layoutRoot.layoutState?.dropEngine()
        autoLayoutDidChange()
    }
}
