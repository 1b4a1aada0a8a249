#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

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
