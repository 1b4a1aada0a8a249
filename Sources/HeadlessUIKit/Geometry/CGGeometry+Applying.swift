#if !canImport(CoreGraphics)
import Foundation

// Foundation on Linux already provides CGFloat, CGPoint, CGSize and CGRect with the rest of
// CoreGraphics' geometry (insetBy, offsetBy, union, intersection, integral, standardized, null,
// infinite, divided(atDistance:from:) and so on). What it lacks is everything that involves
// CGAffineTransform, which Foundation does not define; these are the `applying(_:)` methods of
// CoreGraphics' Swift overlay. On Apple platforms CoreGraphics provides them instead.

extension CGPoint {
    /// Returns the point transformed by `t`: `(a*x + c*y + tx, b*x + d*y + ty)`.
    @discardableResult
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns the size transformed by the linear part of `t`: `(a*w + c*h, b*w + d*h)`.
    ///
    /// Like `CGSizeApplyAffineTransform`, the translation is ignored and the components are not
    /// made positive, so a rotation or reflection can give negative widths or heights.
    @discardableResult
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle that contains the four corners of the rectangle
    /// transformed by `t`.
    ///
    /// Like `CGRectApplyAffineTransform`, the rectangle is standardized first, and for a
    /// transform made only of scales and translations the result is exactly the transformed
    /// rectangle. The null rectangle is returned unchanged. The infinite rectangle is also
    /// returned unchanged (this model's choice: it stands for the whole plane, and finite
    /// arithmetic on its huge sentinel coordinates would overflow).
    @discardableResult
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t),
            CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t),
            CGPoint(x: maxX, y: maxY).applying(t),
        ]
        var lowX = corners[0].x
        var highX = corners[0].x
        var lowY = corners[0].y
        var highY = corners[0].y
        for corner in corners.dropFirst() {
            lowX = Swift.min(lowX, corner.x)
            highX = Swift.max(highX, corner.x)
            lowY = Swift.min(lowY, corner.y)
            highY = Swift.max(highY, corner.y)
        }
        return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }
}
#endif
