import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The standard transform matrix used throughout Core Animation.
///
/// This models QuartzCore's `CATransform3D` and its C functions with Apple's exact names,
/// fields and conventions. It is always compiled, because HeadlessUIKit has its own `CALayer`
/// model; code built against the real UIKit on Apple platforms gets QuartzCore's type instead.
///
/// The 4 × 4 matrix is used with row vectors: a point `(x, y, z, 1)` is multiplied on the left,
/// `point' = point × M`, so the translation lives in `m41`, `m42`, `m43` and perspective is set
/// through `m34` (conventionally `-1 / eyeDistance`). `CATransform3DConcat(a, b)` applies `a`
/// first and then `b`, and `CATransform3DTranslate`, `CATransform3DScale` and
/// `CATransform3DRotate` prepend their operation, so it is applied before the given transform.
/// An affine transform `[a b c d tx ty]` corresponds to `m11 = a`, `m12 = b`, `m21 = c`,
/// `m22 = d`, `m41 = tx`, `m42 = ty`, with `m33 = m44 = 1` and every other entry zero.
public struct CATransform3D: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The entry at row 1, column 1.
    public var m11: CGFloat
    /// The entry at row 1, column 2.
    public var m12: CGFloat
    /// The entry at row 1, column 3.
    public var m13: CGFloat
    /// The entry at row 1, column 4.
    public var m14: CGFloat
    /// The entry at row 2, column 1.
    public var m21: CGFloat
    /// The entry at row 2, column 2.
    public var m22: CGFloat
    /// The entry at row 2, column 3.
    public var m23: CGFloat
    /// The entry at row 2, column 4.
    public var m24: CGFloat
    /// The entry at row 3, column 1.
    public var m31: CGFloat
    /// The entry at row 3, column 2.
    public var m32: CGFloat
    /// The entry at row 3, column 3.
    public var m33: CGFloat
    /// The entry at row 3, column 4: the perspective term.
    public var m34: CGFloat
    /// The entry at row 4, column 1: the x translation.
    public var m41: CGFloat
    /// The entry at row 4, column 2: the y translation.
    public var m42: CGFloat
    /// The entry at row 4, column 3: the z translation.
    public var m43: CGFloat
    /// The entry at row 4, column 4.
    public var m44: CGFloat

    /// Creates a transform with every entry zero, as the imported C struct's `init()` does.
    ///
    /// This is not the identity transform; use ``CATransform3DIdentity`` for that.
    public init() {
        self.init(entries: [CGFloat](repeating: 0, count: 16))
    }

    /// Creates a transform from the sixteen entries of its matrix, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// A textual representation of the transform, matching the form Swift prints for the
    /// QuartzCore type.
    public var description: String {
        "CATransform3D(m11: \(m11), m12: \(m12), m13: \(m13), m14: \(m14), "
            + "m21: \(m21), m22: \(m22), m23: \(m23), m24: \(m24), "
            + "m31: \(m31), m32: \(m32), m33: \(m33), m34: \(m34), "
            + "m41: \(m41), m42: \(m42), m43: \(m43), m44: \(m44))"
    }
}

extension CATransform3D {
    /// The sixteen entries in row-major order, for the matrix arithmetic below.
    fileprivate var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Creates a transform from sixteen entries in row-major order.
    fileprivate init(entries e: [CGFloat]) {
        precondition(e.count == 16, "a CATransform3D has sixteen entries")
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15]
        )
    }
}

/// The identity transform: ones on the diagonal and zeros elsewhere.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1
)

/// Returns a Boolean value that indicates whether the transform is exactly the identity.
@discardableResult
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Returns a Boolean value that indicates whether two transforms are exactly equal.
@discardableResult
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Returns a transform that translates by `(tx, ty, tz)`.
@discardableResult
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// Returns a transform that scales by `(sx, sy, sz)`.
@discardableResult
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// Returns a transform that rotates by `angle` radians about the vector `(x, y, z)`, or the
/// identity if the vector has length zero.
///
/// The axis is normalised first. A rotation about `(0, 0, 1)` equals
/// `CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))` exactly: a
/// positive angle turns the x axis towards the y axis.
@discardableResult
public func CATransform3DMakeRotation(
    _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    let length = sqrt(x * x + y * y + z * z)
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let s = sin(angle)
    let c = cos(angle)
    let t = 1 - c
    // Rodrigues' formula, transposed for row vectors. The diagonal is written as
    // u² + (1 - u²)·c so that axis-aligned rotations produce exact 0, 1, cos and sin entries.
    return CATransform3D(
        m11: ux * ux + (1 - ux * ux) * c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
        m21: t * ux * uy - s * uz, m22: uy * uy + (1 - uy * uy) * c, m23: t * uy * uz + s * ux, m24: 0,
        m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: uz * uz + (1 - uz * uz) * c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )
}

/// Returns the transform that translates by `(tx, ty, tz)` and then applies `t`:
/// `translate(tx, ty, tz) × t`.
@discardableResult
public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Returns the transform that scales by `(sx, sy, sz)` and then applies `t`:
/// `scale(sx, sy, sz) × t`.
@discardableResult
public func CATransform3DScale(
    _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Returns the transform that rotates by `angle` radians about `(x, y, z)` and then applies
/// `t`: `rotation(angle, x, y, z) × t`.
///
/// QuartzCore leaves a zero-length axis undefined; this model then returns `t` unchanged.
@discardableResult
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Returns the transform that applies `a` first and then `b`: the matrix product `a × b`.
@discardableResult
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.entries
    let y = b.entries
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
        for column in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 {
                sum += x[row * 4 + k] * y[k * 4 + column]
            }
            product[row * 4 + column] = sum
        }
    }
    return CATransform3D(entries: product)
}

/// Returns the inverse of `t`, or `t` unchanged if it has no inverse.
///
/// Affine transforms are inverted exactly as `CGAffineTransform.inverted()` inverts their
/// affine part. Other matrices use Gauss–Jordan elimination with partial pivoting; a matrix is
/// treated as singular when its largest remaining pivot is exactly zero.
@discardableResult
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    if CATransform3DIsAffine(t) {
        return CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(t).inverted())
    }
    var m = t.entries
    var inverse = CATransform3DIdentity.entries
    for column in 0..<4 {
        var pivotRow = column
        for row in (column + 1)..<4 where abs(m[row * 4 + column]) > abs(m[pivotRow * 4 + column]) {
            pivotRow = row
        }
        let pivot = m[pivotRow * 4 + column]
        guard pivot != 0, pivot.isFinite else { return t }
        if pivotRow != column {
            for k in 0..<4 {
                m.swapAt(pivotRow * 4 + k, column * 4 + k)
                inverse.swapAt(pivotRow * 4 + k, column * 4 + k)
            }
        }
        for k in 0..<4 {
            m[column * 4 + k] /= pivot
            inverse[column * 4 + k] /= pivot
        }
        for row in 0..<4 where row != column {
            let factor = m[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                m[row * 4 + k] -= factor * m[column * 4 + k]
                inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
            }
        }
    }
    return CATransform3D(entries: inverse)
}

/// Returns the 3-D transform that represents the affine transform `m`.
@discardableResult
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1
    )
}

/// Returns a Boolean value that indicates whether `t` can be exactly represented by an affine
/// transform.
///
/// That is the case when every entry that an affine transform leaves fixed has its fixed
/// value: `m13`, `m14`, `m23`, `m24`, `m31`, `m32`, `m34`, `m43` are zero and `m33`, `m44` are
/// one. A perspective term such as `m34 = -1/500` therefore makes it non-affine.
@discardableResult
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// Returns the affine transform represented by `t`: `[m11 m12 m21 m22 m41 m42]`.
///
/// As in QuartzCore, the result is only meaningful when `CATransform3DIsAffine(t)` is true;
/// the other entries are ignored.
@discardableResult
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
