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
        let (minX, minY, maxX, maxY) = (self.minX, self.minY, self.maxX, self.maxY)
        let corners = (
            CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t)
        )
        // The corners in order, each taken as `Swift.min` and `Swift.max` take a value
        // (`y < x ? y : x`, `y >= x ? y : x`), so a NaN lands where theirs does. Written out: an
        // array of corners with its generic iterator, or a local function changing these
        // variables (which boxes them), cost many times the comparisons in a debug build.
        var (lowX, highX, lowY, highY) = (corners.0.x, corners.0.x, corners.0.y, corners.0.y)
        lowX = corners.1.x < lowX ? corners.1.x : lowX
        highX = corners.1.x >= highX ? corners.1.x : highX
        lowY = corners.1.y < lowY ? corners.1.y : lowY
        highY = corners.1.y >= highY ? corners.1.y : highY
        lowX = corners.2.x < lowX ? corners.2.x : lowX
        highX = corners.2.x >= highX ? corners.2.x : highX
        lowY = corners.2.y < lowY ? corners.2.y : lowY
        highY = corners.2.y >= highY ? corners.2.y : highY
        lowX = corners.3.x < lowX ? corners.3.x : lowX
        highX = corners.3.x >= highX ? corners.3.x : highX
        lowY = corners.3.y < lowY ? corners.3.y : lowY
        highY = corners.3.y >= highY ? corners.3.y : highY
        return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }
}
#endif
