import Foundation
import Testing

@testable import HeadlessUIKit

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Maps the point `(x, y, z)` through `t` as a row vector and divides by w.
private func project(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ t: CATransform3D) -> [CGFloat] {
    let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
    return [
        (x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
        (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
        (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w,
    ]
}

private func expectClose(_ actual: [CGFloat], _ expected: [CGFloat], sourceLocation: SourceLocation = #_sourceLocation) {
    let close = actual.count == expected.count && zip(actual, expected).allSatisfy { isClose($0, $1) }
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// A perspective view of a layer turned about the y axis and moved, like a cube transition.
private let perspectiveTurn: CATransform3D = {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let turned = CATransform3DConcat(CATransform3DMakeRotation(0.6, 0, 1, 0), CATransform3DMakeTranslation(40, -15, 8))
    return CATransform3DConcat(turned, perspective)
}()

@Suite("CATransform3D")
struct CATransform3DTests {
    @Test("init() zero-fills every entry like the imported QuartzCore struct, so it is not the identity")
    func zeroInitialiser() {
        #expect(entries(of: CATransform3D()) == [CGFloat](repeating: 0, count: 16))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
    }

    @Test("CATransform3DIdentity has ones on the diagonal and is the only identity")
    func identity() {
        #expect(entries(of: CATransform3DIdentity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 0)))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, -1)))
    }

    @Test("CATransform3DEqualToTransform compares every entry exactly")
    func equalToTransform() {
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeScale(2, 2, 1)))
        var nudged = CATransform3DIdentity
        nudged.m34 = -1e-12
        #expect(!CATransform3DEqualToTransform(nudged, CATransform3DIdentity))
    }

    @Test("CATransform3DMakeTranslation stores the offset in m41, m42, m43")
    func makeTranslation() {
        let t = CATransform3DMakeTranslation(3, -4, 5)
        #expect(entries(of: t) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 3, -4, 5, 1])
        expectClose(project(1, 2, 3, t), [4, -2, 8])
    }

    @Test("CATransform3DMakeScale stores the factors on the diagonal")
    func makeScale() {
        let t = CATransform3DMakeScale(2, 3, 4)
        #expect(entries(of: t) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
    }

    @Test(
        "CATransform3DMakeRotation about z equals the affine rotation by the same angle exactly",
        arguments: [0, 0.25, CGFloat.pi / 4, CGFloat.pi / 2, 2, CGFloat.pi, -1.3, 7]
    )
    func zRotationMatchesAffine(angle: CGFloat) {
        let rotation3D = CATransform3DMakeRotation(angle, 0, 0, 1)
        #expect(rotation3D == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle)))
        #expect(CATransform3DIsAffine(rotation3D))
        #expect(CATransform3DGetAffineTransform(rotation3D) == CGAffineTransform(rotationAngle: angle))
    }

    @Test("CATransform3DMakeRotation follows the right-hand rule about every axis")
    func rotationDirection() {
        expectClose(project(1, 0, 0, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), [0, 1, 0])
        expectClose(project(0, 1, 0, CATransform3DMakeRotation(.pi / 2, 1, 0, 0)), [0, 0, 1])
        expectClose(project(0, 0, 1, CATransform3DMakeRotation(.pi / 2, 0, 1, 0)), [1, 0, 0])
        let aboutY = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        expectClose([aboutY.m11, aboutY.m13, aboutY.m31, aboutY.m33], [0, -1, 1, 0])
        // A third of a turn about (1, 1, 1) cycles the axes.
        expectClose(project(1, 0, 0, CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)), [0, 1, 0])
    }

    @Test("CATransform3DMakeRotation normalises the axis and gives the identity for a zero axis")
    func rotationAxis() {
        #expect(CATransform3DMakeRotation(0.8, 0, 0, 5) == CATransform3DMakeRotation(0.8, 0, 0, 1))
        expectClose(CATransform3DMakeRotation(0.8, 2, 2, 0), CATransform3DMakeRotation(0.8, 1, 1, 0))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test("CATransform3DConcat applies the first transform first: translate then scale scales the offset")
    func concatOrder() {
        let translate = CATransform3DMakeTranslation(10, 0, 0)
        let scale = CATransform3DMakeScale(2, 3, 4)
        let translateThenScale = CATransform3DConcat(translate, scale)
        let scaleThenTranslate = CATransform3DConcat(scale, translate)
        #expect(entries(of: translateThenScale) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 20, 0, 0, 1])
        #expect(entries(of: scaleThenTranslate) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 10, 0, 0, 1])
        expectClose(project(1, 1, 1, translateThenScale), [22, 3, 4])
        expectClose(project(1, 1, 1, scaleThenTranslate), [12, 3, 4])
    }

    @Test("CATransform3DTranslate, Scale and Rotate prepend their operation like QuartzCore")
    func prependingFunctions() {
        let base = CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeTranslation(1, 2, 3))
        #expect(CATransform3DTranslate(base, 5, 6, 7) == CATransform3DConcat(CATransform3DMakeTranslation(5, 6, 7), base))
        #expect(CATransform3DScale(base, 5, 6, 7) == CATransform3DConcat(CATransform3DMakeScale(5, 6, 7), base))
        #expect(CATransform3DRotate(base, 0.4, 1, 2, 3) == CATransform3DConcat(CATransform3DMakeRotation(0.4, 1, 2, 3), base))
        #expect(entries(of: CATransform3DTranslate(base, 5, 6, 7)).suffix(4) == [11, 20, 31, 1])
    }

    @Test("CATransform3DInvert undoes a perspective transform in both orders")
    func invertPerspective() {
        let inverse = CATransform3DInvert(perspectiveTurn)
        expectClose(CATransform3DConcat(perspectiveTurn, inverse), CATransform3DIdentity)
        expectClose(CATransform3DConcat(inverse, perspectiveTurn), CATransform3DIdentity)
        expectClose(project(3, -2, 1, CATransform3DConcat(perspectiveTurn, inverse)), [3, -2, 1])
    }

    @Test("CATransform3DInvert of an affine transform matches CGAffineTransform.inverted()")
    func invertAffine() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DInvert(CATransform3DMakeAffineTransform(affine)) == CATransform3DMakeAffineTransform(affine.inverted()))
        #expect(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)) == CATransform3DMakeScale(0.5, 0.25, 0.125))
    }

    @Test("CATransform3DInvert returns a singular transform unchanged")
    func invertSingular() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        var collapsed = perspectiveTurn
        collapsed.m31 = 0
        collapsed.m32 = 0
        collapsed.m33 = 0
        collapsed.m34 = 0
        #expect(!CATransform3DIsAffine(collapsed))
        #expect(CATransform3DInvert(collapsed) == collapsed)
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
    }

    @Test("CATransform3DMakeAffineTransform places a b c d tx ty in m11 m12 m21 m22 m41 m42")
    func makeAffineLayout() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(entries(of: t) == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(CATransform3DMakeAffineTransform(.identity) == CATransform3DIdentity)
    }

    @Test("affine round trips through CATransform3D preserve every entry and agree on points")
    func affineRoundTrip() {
        let affine = CGAffineTransform(translationX: 12, y: -3).rotated(by: 0.9).scaledBy(x: 1.5, y: -0.5)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(t)) == t)
        let point = CGPoint(x: 4, y: -7).applying(affine)
        expectClose(project(4, -7, 0, t), [point.x, point.y, 0])
        let a2 = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CATransform3DConcat(t, CATransform3DMakeAffineTransform(a2)) == CATransform3DMakeAffineTransform(affine.concatenating(a2)))
    }

    @Test("CATransform3DIsAffine is false once a perspective m34 = -1/500 is set")
    func perspectiveIsNotAffine() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(t))
        #expect(!CATransform3DIsAffine(perspectiveTurn))
    }

    @Test("CATransform3DIsAffine is false for z translation, z scale and rotation out of the plane")
    func outOfPlaneIsNotAffine() {
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(4, 5, 0)))
    }

    @Test("equal transforms hash alike and collapse in a set")
    func hashable() {
        let set: Set<CATransform3D> = [CATransform3DIdentity, CATransform3DMakeScale(1, 1, 1), CATransform3DMakeScale(2, 1, 1)]
        #expect(set.count == 2)
    }

    @Test("description lists the sixteen entries the way Swift prints the QuartzCore struct")
    func description() {
        #expect(
            CATransform3DMakeTranslation(3, 4, 5).description
                == "CATransform3D(m11: 1.0, m12: 0.0, m13: 0.0, m14: 0.0, m21: 0.0, m22: 1.0, m23: 0.0, m24: 0.0, "
                + "m31: 0.0, m32: 0.0, m33: 1.0, m34: 0.0, m41: 3.0, m42: 4.0, m43: 5.0, m44: 1.0)"
        )
    }
}
