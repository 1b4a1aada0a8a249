import Foundation

extension UIView {
    /// Marks the view's content as needing to be drawn: its `draw(_:)` runs the next time the
    /// view is rendered (`layer.render(in:)`, `drawHierarchy(in:afterScreenUpdates:)`).
    public func setNeedsDisplay() { needsDisplay = true }

    /// Marks part of the view's content as needing to be drawn; the whole view is redrawn headlessly.
    public func setNeedsDisplay(_ invalidRect: CGRect) { needsDisplay = true }

    /// Renders the view's visible subtree into `context`: each view that needs display (it was
    /// never drawn, or `setNeedsDisplay()` was called since) has its `draw(_:)` called with
    /// `context` current, its origin moved to the view's bounds origin (transforms are not applied); a view drawn before is not
    /// drawn again, as UIKit composites its stored content. Hidden views are skipped. This is when
    /// HeadlessUIKit displays views: on rendering (`layer.render(in:)`,
    /// `drawHierarchy(in:afterScreenUpdates:)`), not at the end of each run-loop turn.
    func render(into context: CGContext) {
        guard !isHidden else { return }
        context.saveGState()
        context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
        if needsDisplay {
            needsDisplay = false
            GraphicsContextStack.withCurrent(.init(context: context, size: bounds.size, scale: UIScreen.main.scale)) {
                draw(bounds)
            }
        }
        for subview in subviews {
            context.saveGState()
            let origin = subview.frame.origin
            context.translateBy(x: origin.x, y: origin.y)
            subview.render(into: context)
            context.restoreGState()
        }
        context.restoreGState()
    }
}

extension UIView {
    /// Set by UIView's own `draw(_:)` when it runs.
    static var baseDrawRan = false

    /// Whether the view's class overrides `draw(_:)`: UIKit gives a view a backing store it draws
    /// into only then (Apple's `draw(_:)`: "If you subclass UIView … you should override this
    /// method only if it actually draws custom content"), so such a view paints what its
    /// `draw(_:)` draws even with a clear background.
    ///
    /// Headlessly, `draw(_:)` is called once with a scratch context current, and the view overrides
    /// it when UIView's own, empty implementation did not run. An override that calls `super`
    /// counts as not overriding.
    public var headlessOverridesDraw: Bool {
        UIView.baseDrawRan = false
        let scratch = GraphicsContextStack.makeContext(size: CGSize(width: 1, height: 1), scale: 1)
        GraphicsContextStack.withCurrent(.init(context: scratch, size: bounds.size, scale: 1)) { draw(bounds) }
        defer { UIView.baseDrawRan = false }
        return !UIView.baseDrawRan
    }
}

extension CALayer {
    /// Renders the layer into `ctx`: a view's layer renders the view's subtree (see
    /// `UIView.render(into:)`, which calls `draw(_:)` where the content needs display); a bare
    /// layer draws nothing headlessly.
    public func render(in ctx: CGContext) {
        GraphicsContextStack.note("render \(owningView?.headlessDisplayName ?? "layer")", in: ctx)
        owningView?.render(into: ctx)
    }
}
