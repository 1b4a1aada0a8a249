import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Interpolation of transforms for HeadlessUIKit's animation engine.
//
// Core Animation does not interpolate a transform entry by entry: halfway between the identity
// and a quarter turn it shows an eighth turn, not the element-wise average (which would also
// shrink the layer). The 2-D case here uses the matrix decomposition of the CSS Transforms
// Module Level 1 working draft ("Interpolation of 2D matrices", the `unmatrix` algorithm from
// Graphics Gems II as implemented by WebKit's `TransformationMatrix::blend2`):
//
//   M = Scale(sx, sy) · Rotate(angle) · K · Translate(tx, ty)     (row vectors, applied left first)
//
// where K is the remaining 2 × 2 shear matrix. Each component is interpolated linearly, the
// rotation takes the shorter way round, and the parts are recomposed.

extension CGAffineTransform {
    /// Decomposes into translation, scale, rotation and shear (the way Core Animation interpolates 2-D transforms).
    ///
    /// `fraction` 0 returns `self` and 1 returns `end` exactly; values outside 0…1 extrapolate
    /// each component, which is what a spring's overshoot needs.
    func headlessInterpolated(to end: CGAffineTransform, fraction: Double) -> CGAffineTransform {
        if fraction == 0 { return self }
        if fraction == 1 { return end }
        var from = AffineDecomposition(self)
        var to = AffineDecomposition(end)
        from.alignRotation(with: &to)
        return from.interpolated(to: to, fraction: CGFloat(fraction)).recomposed
    }
}

extension CATransform3D {
    /// If both ends are affine (CATransform3DIsAffine), interpolates their affine parts by decomposition
    /// and returns CATransform3DMakeAffineTransform of the result; otherwise interpolates the 16 entries linearly.
    func headlessInterpolated(to end: CATransform3D, fraction: Double) -> CATransform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return end }
        if CATransform3DIsAffine(self) && CATransform3DIsAffine(end) {
            let start = CATransform3DGetAffineTransform(self)
            let finish = CATransform3DGetAffineTransform(end)
            return CATransform3DMakeAffineTransform(start.headlessInterpolated(to: finish, fraction: fraction))
        }
        let f = CGFloat(fraction)
        return CATransform3D(
            m11: lerp(m11, end.m11, f), m12: lerp(m12, end.m12, f),
            m13: lerp(m13, end.m13, f), m14: lerp(m14, end.m14, f),
            m21: lerp(m21, end.m21, f), m22: lerp(m22, end.m22, f),
            m23: lerp(m23, end.m23, f), m24: lerp(m24, end.m24, f),
            m31: lerp(m31, end.m31, f), m32: lerp(m32, end.m32, f),
            m33: lerp(m33, end.m33, f), m34: lerp(m34, end.m34, f),
            m41: lerp(m41, end.m41, f), m42: lerp(m42, end.m42, f),
            m43: lerp(m43, end.m43, f), m44: lerp(m44, end.m44, f)
        )
    }
}

/// Linear interpolation that returns `start` at 0 and `end` at 1 exactly.
private func lerp(_ start: CGFloat, _ end: CGFloat, _ fraction: CGFloat) -> CGFloat {
    start * (1 - fraction) + end * fraction
}

/// A 2-D affine transform split into translation, scale, rotation and the remaining shear.
struct AffineDecomposition {
    var translateX: CGFloat
    var translateY: CGFloat
    var scaleX: CGFloat
    var scaleY: CGFloat
    /// The rotation in radians, in −π…π.
    var angle: CGFloat
    // The remaining matrix K = [k11 k12; k21 k22] once scale and rotation are taken out.
    var k11: CGFloat
    var k12: CGFloat
    var k21: CGFloat
    var k22: CGFloat

    /// Decomposes `t` with the CSS/WebKit 2-D `unmatrix` algorithm.
    ///
    /// One departure keeps singular transforms usable: a row of zero length (a zero scale) has
    /// no direction, so it gets the unit direction that completes a right-handed frame with the
    /// other row (or the x and y axes if both are zero). The recomposed matrix is unchanged,
    /// since that row is multiplied by the zero scale, and scale(0) → identity then grows
    /// linearly instead of going through a degenerate shear.
    init(_ t: CGAffineTransform) {
        translateX = t.tx
        translateY = t.ty
        var row0 = (x: t.a, y: t.b)
        var row1 = (x: t.c, y: t.d)
        scaleX = sqrt(row0.x * row0.x + row0.y * row0.y)
        scaleY = sqrt(row1.x * row1.x + row1.y * row1.y)

        // A negative determinant means one axis is flipped; flip the one whose direction
        // agrees least with the unflipped axes.
        let determinant = row0.x * row1.y - row0.y * row1.x
        if determinant < 0 {
            if row0.x < row1.y { scaleX = -scaleX } else { scaleY = -scaleY }
        }

        // Take the scale out of the rows.
        switch (scaleX != 0, scaleY != 0) {
        case (true, true):
            row0 = (row0.x / scaleX, row0.y / scaleX)
            row1 = (row1.x / scaleY, row1.y / scaleY)
        case (true, false):
            row0 = (row0.x / scaleX, row0.y / scaleX)
            row1 = (-row0.y, row0.x)
        case (false, true):
            row1 = (row1.x / scaleY, row1.y / scaleY)
            row0 = (row1.y, -row1.x)
        case (false, false):
            row0 = (1, 0)
            row1 = (0, 1)
        }

        // Take the rotation out: multiply by Rotate(-angle) = [cos sin; -sin cos]⁻¹, which
        // after normalisation is [row0.x -row0.y; row0.y row0.x].
        angle = atan2(row0.y, row0.x)
        if angle != 0 {
            let sn = -row0.y
            let cs = row0.x
            let (m11, m12, m21, m22) = (row0.x, row0.y, row1.x, row1.y)
            row0 = (cs * m11 + sn * m21, cs * m12 + sn * m22)
            row1 = (-sn * m11 + cs * m21, -sn * m12 + cs * m22)
        }
        k11 = row0.x
        k12 = row0.y
        k21 = row1.x
        k22 = row1.y
    }

    /// Prepares the two decompositions so that interpolating between them turns the short way.
    ///
    /// If one end flips the x axis and the other the y axis, the first is rewritten as an
    /// unflipped rotation by π (scale(−1, −1) is a half turn). Then, if the angles differ by
    /// more than π, one of them is moved by a full turn.
    mutating func alignRotation(with other: inout AffineDecomposition) {
        if (scaleX < 0 && other.scaleY < 0) || (scaleY < 0 && other.scaleX < 0) {
            scaleX = -scaleX
            scaleY = -scaleY
            angle += angle < 0 ? .pi : -.pi
        }
        if abs(angle - other.angle) > .pi {
            if angle > other.angle {
                angle -= 2 * .pi
            } else {
                other.angle -= 2 * .pi
            }
        }
    }

    /// Returns the component-wise linear interpolation towards `end`; `fraction` may lie
    /// outside 0…1.
    func interpolated(to end: AffineDecomposition, fraction: CGFloat) -> AffineDecomposition {
        var result = self
        result.translateX = lerp(translateX, end.translateX, fraction)
        result.translateY = lerp(translateY, end.translateY, fraction)
        result.scaleX = lerp(scaleX, end.scaleX, fraction)
        result.scaleY = lerp(scaleY, end.scaleY, fraction)
        result.angle = lerp(angle, end.angle, fraction)
        result.k11 = lerp(k11, end.k11, fraction)
        result.k12 = lerp(k12, end.k12, fraction)
        result.k21 = lerp(k21, end.k21, fraction)
        result.k22 = lerp(k22, end.k22, fraction)
        return result
    }

    /// The transform scale, then rotation, then K, then translation.
    var recomposed: CGAffineTransform {
        CGAffineTransform(a: k11, b: k12, c: k21, d: k22, tx: translateX, ty: translateY)
            .rotated(by: angle)
            .scaledBy(x: scaleX, y: scaleY)
    }
}
