#if !canImport(CoreGraphics)
import Foundation

/// An affine transformation matrix for use in drawing 2-D graphics.
///
/// This models CoreGraphics' `CGAffineTransform` with Apple's exact Swift names, fields and
/// matrix convention, so code written for UIKit compiles unchanged on platforms without
/// CoreGraphics. On Apple platforms this declaration is compiled out and the real CoreGraphics
/// type is used instead.
///
/// The matrix is the 3 × 3 matrix
///
///     | a   b   0 |
///     | c   d   0 |
///     | tx  ty  1 |
///
/// used with row vectors, so a point `(x, y)` maps to `(a*x + c*y + tx, b*x + d*y + ty)`.
/// `t1.concatenating(t2)` applies `t1` first and then `t2`. The `translatedBy`, `scaledBy` and
/// `rotated(by:)` methods prepend their operation, so it is applied before `self`, exactly as
/// `CGAffineTransformTranslate`, `CGAffineTransformScale` and `CGAffineTransformRotate` do.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The entry at position [1,1] in the matrix.
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix.
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix.
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix.
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix: the horizontal translation.
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix: the vertical translation.
    public var ty: CGFloat

    /// Creates a transform with every entry zero, as the imported C struct's `init()` does.
    ///
    /// This is not the identity transform; use ``identity`` for that.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from the six entries of its matrix.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform, `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates a transform that translates by `(tx, ty)`: `[1 0 0 1 tx ty]`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales by `(sx, sy)`: `[sx 0 0 sy 0 0]`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that rotates by `angle` radians: `[cos sin -sin cos 0 0]`.
    ///
    /// In UIKit's flipped (y-down) coordinates a positive angle turns clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        let sine = sin(angle)
        let cosine = cos(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A Boolean value that indicates whether the transform is exactly the identity transform.
    ///
    /// Compares the six entries with the identity's directly, as `==` with ``identity`` would:
    /// frame and point conversions ask this for every layer, and reading the static `identity`
    /// and calling the derived `==` cost more than the comparisons in a debug build. A condition
    /// list, not `&&`, which takes its right side as a closure in a debug build.
    public var isIdentity: Bool {
        guard a == 1, b == 0, c == 0, d == 1, tx == 0, ty == 0 else { return false }
        return true
    }

    /// Returns the transform that applies `self` first and then `t2`.
    @discardableResult
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns the transform that translates by `(tx, ty)` and then applies `self`.
    @discardableResult
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns the transform that scales by `(sx, sy)` and then applies `self`.
    @discardableResult
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns the transform that rotates by `angle` radians and then applies `self`.
    @discardableResult
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse of the transform, or the transform unchanged if it is not invertible.
    ///
    /// Like `CGAffineTransformInvert`, a transform whose determinant `a*d - b*c` is zero is
    /// returned as it is.
    @discardableResult
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(
            a: ia,
            b: ib,
            c: ic,
            d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id)
        )
    }

    /// A textual representation of the transform, matching the form Swift prints for the
    /// CoreGraphics type.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGAffineTransform: Codable {
    /// Creates a transform by decoding `a`, `b`, `c`, `d`, `tx`, `ty` in order from an unkeyed
    /// container, the encoding the CoreGraphics Swift overlay uses.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self)
        let b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self)
        let d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self)
        let ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes `a`, `b`, `c`, `d`, `tx`, `ty` in order into an unkeyed container, as the
    /// CoreGraphics Swift overlay does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}
#endif
