import Foundation
import Testing

@testable import HeadlessUIKit

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The tolerance the geometry tests allow for floating-point rounding.
let geometryTolerance: CGFloat = 1e-9

/// Whether two numbers agree within `tolerance`.
func isClose(_ actual: CGFloat, _ expected: CGFloat, tolerance: CGFloat = geometryTolerance) -> Bool {
    abs(actual - expected) <= tolerance
}

/// Expects two numbers to agree within `tolerance`.
func expectClose(
    _ actual: CGFloat, _ expected: CGFloat, tolerance: CGFloat = geometryTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(actual, expected, tolerance: tolerance), "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// Expects two points to agree within `tolerance` in each coordinate.
func expectClose(
    _ actual: CGPoint, _ expected: CGPoint, tolerance: CGFloat = geometryTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let close = isClose(actual.x, expected.x, tolerance: tolerance) && isClose(actual.y, expected.y, tolerance: tolerance)
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// Expects two sizes to agree within `tolerance` in each component.
func expectClose(
    _ actual: CGSize, _ expected: CGSize, tolerance: CGFloat = geometryTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let close =
        isClose(actual.width, expected.width, tolerance: tolerance)
        && isClose(actual.height, expected.height, tolerance: tolerance)
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// Expects two rectangles to agree within `tolerance` in origin and size.
func expectClose(
    _ actual: CGRect, _ expected: CGRect, tolerance: CGFloat = geometryTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let close =
        isClose(actual.origin.x, expected.origin.x, tolerance: tolerance)
        && isClose(actual.origin.y, expected.origin.y, tolerance: tolerance)
        && isClose(actual.size.width, expected.size.width, tolerance: tolerance)
        && isClose(actual.size.height, expected.size.height, tolerance: tolerance)
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// The six entries of an affine transform, for entry-wise comparison.
func entries(of t: CGAffineTransform) -> [CGFloat] {
    [t.a, t.b, t.c, t.d, t.tx, t.ty]
}

/// The sixteen entries of a 3-D transform in row-major order, for entry-wise comparison.
func entries(of t: CATransform3D) -> [CGFloat] {
    [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
}

/// Expects two affine transforms to agree within `tolerance` in every entry.
func expectClose(
    _ actual: CGAffineTransform, _ expected: CGAffineTransform, tolerance: CGFloat = geometryTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let close = zip(entries(of: actual), entries(of: expected)).allSatisfy { isClose($0, $1, tolerance: tolerance) }
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// Expects two 3-D transforms to agree within `tolerance` in every entry.
func expectClose(
    _ actual: CATransform3D, _ expected: CATransform3D, tolerance: CGFloat = geometryTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let close = zip(entries(of: actual), entries(of: expected)).allSatisfy { isClose($0, $1, tolerance: tolerance) }
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}
