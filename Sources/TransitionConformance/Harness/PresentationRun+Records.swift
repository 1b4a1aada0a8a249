#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a ``PresentationRun`` records at the moments it watches.
@MainActor
extension PresentationRun {
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

    /// How one transition ended (as its transcript records it).
    typealias Outcome = PresentationTranscript.Outcome
}

extension PresentationRun {
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

extension UIView {
    /// Whether the view shows anything, decided from what it draws rather than from its background
    /// alone: a visible background colour, a visual effect or an image view; a `draw(_:)` of its
    /// own; a layer that paints (a gradient or shape layer class, layer contents, a layer
    /// background colour) or a sublayer of its own that does; or a subview covering it that shows
    /// something (a clear view hosting a full-size blur or image). A clear view with a gradient
    /// covers the screen on UIKit as a tinted one does.
    var drawsSomething: Bool {
        if self is UIVisualEffectView || self is UIImageView || (backgroundColor.map { $0.cgColor.alpha > 0 } ?? false) { return true }
        if layer.paintsSomething || ViewDrawing.overridesDraw(self) { return true }
        let subviewLayers = Set(subviews.map { ObjectIdentifier($0.layer) })
        if (layer.sublayers ?? []).contains(where: { !subviewLayers.contains(ObjectIdentifier($0)) && $0.paintsSomethingInTree }) { return true }
        return subviews.contains { !$0.isHidden && $0.alpha > 0 && $0.frame.isApproximately(bounds) && $0.drawsSomething }
    }
}

extension CALayer {
    /// Whether the layer paints by itself: a background colour or contents, a gradient with
    /// colours, a shape with a path it fills or strokes.
    var paintsSomething: Bool {
        guard !isHidden, opacity > 0 else { return false }
        if (backgroundColor?.alpha ?? 0) > 0 || contents != nil { return true }
        if let gradient = self as? CAGradientLayer { return !(gradient.colors ?? []).isEmpty }
        if let shape = self as? CAShapeLayer, shape.path != nil {
            return (shape.fillColor?.alpha ?? 0) > 0 || ((shape.strokeColor?.alpha ?? 0) > 0 && shape.lineWidth > 0)
        }
        return false
    }

    /// Whether the layer or a layer under it paints.
    var paintsSomethingInTree: Bool {
        guard !isHidden, opacity > 0 else { return false }
        return paintsSomething || (sublayers ?? []).contains { $0.paintsSomethingInTree }
    }
}

extension CGRect {
    /// Whether every edge is within half a point of `other`'s.
    func isApproximately(_ other: CGRect, tolerance: CGFloat = 0.5) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// Whether two reads of a frame gave the same answer: every component equal, a NaN read twice
    /// counting as the same answer (PRES-FRAME-IN-CONTAINER judges the NaN itself), and two null
    /// rectangles alike.
    func isSameReading(as other: CGRect) -> Bool {
        if isNull && other.isNull { return true }
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
        return same(origin.x, other.origin.x) && same(origin.y, other.origin.y) && same(size.width, other.size.width)
            && same(size.height, other.size.height)
    }
}
