import Foundation

extension UIView {
    /// Converts a point from the view's coordinates to `view`'s, or to its window's when `view`
    /// is nil. Transforms on the way are applied.
    @discardableResult
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a point from `view`'s coordinates (its window's when nil) to the view's.
    @discardableResult
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts a rectangle from the view's coordinates to `view`'s (its window's when nil): the
    /// bounding box of its converted corners, as UIKit returns under rotations.
    @discardableResult
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Converts a rectangle from `view`'s coordinates (its window's when nil) to the view's.
    @discardableResult
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }
}
