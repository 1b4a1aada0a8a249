import Foundation
import Testing

@testable import HeadlessUIKit

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Pairs of transforms covering plain, combined, reflected, sheared and singular ends.
private let interpolationPairs: [(CGAffineTransform, CGAffineTransform)] = [
    (.identity, CGAffineTransform(scaleX: 0.1, y: 0.1)),
    (.identity, CGAffineTransform(rotationAngle: .pi / 2)),
    (
        CGAffineTransform(translationX: 10, y: 20).rotated(by: 2.5).scaledBy(x: 3, y: 0.5),
        CGAffineTransform(translationX: -300, y: 7).rotated(by: -2.9).scaledBy(x: 0.2, y: 4)
    ),
    (CGAffineTransform(scaleX: -1, y: 1), CGAffineTransform(scaleX: 1, y: -2).rotated(by: 1)),
    (CGAffineTransform(a: 1, b: 0.3, c: 0.8, d: 1.2, tx: 5, ty: -5), CGAffineTransform(a: -0.5, b: 2, c: 1, d: 0.1, tx: 0, ty: 9)),
    (CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(translationX: 4, y: 4)),
    (CGAffineTransform(scaleX: 0, y: 2).rotated(by: 0.4), CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)),
]

@Suite("Transform interpolation for the animation engine")
struct TransformInterpolationTests {
    @Test("fraction 0 returns the start and fraction 1 the end", arguments: interpolationPairs.indices)
    func endpoints(index: Int) {
        let (start, end) = interpolationPairs[index]
        expectClose(start.headlessInterpolated(to: end, fraction: 0), start)
        expectClose(start.headlessInterpolated(to: end, fraction: 1), end)
        #expect(start.headlessInterpolated(to: end, fraction: 1) == end)
    }

    @Test("interpolation is continuous at both ends: decomposing and recomposing loses nothing", arguments: interpolationPairs.indices)
    func continuousAtEndpoints(index: Int) {
        let (start, end) = interpolationPairs[index]
        expectClose(start.headlessInterpolated(to: end, fraction: 1e-13), start)
        expectClose(start.headlessInterpolated(to: end, fraction: 1 - 1e-13), end)
    }

    @Test("identity to scale(0.1) is scale(0.55) halfway")
    func scaleHalfway() {
        let t = CGAffineTransform.identity.headlessInterpolated(to: CGAffineTransform(scaleX: 0.1, y: 0.1), fraction: 0.5)
        expectClose(t, CGAffineTransform(scaleX: 0.55, y: 0.55))
    }

    @Test("identity to a quarter turn is an eighth turn halfway, not the element-wise average")
    func rotationHalfway() {
        let t = CGAffineTransform.identity.headlessInterpolated(to: CGAffineTransform(rotationAngle: .pi / 2), fraction: 0.5)
        expectClose(t, CGAffineTransform(rotationAngle: .pi / 4))
        let average = CGAffineTransform(a: 0.5, b: 0.5, c: -0.5, d: 0.5, tx: 0, ty: 0)
        #expect(abs(t.a - average.a) > 0.1)
        // A rotation keeps lengths: the interpolated transform does not shrink the layer.
        expectClose(sqrt(t.a * t.a + t.b * t.b), 1)
    }

    @Test("translation moves linearly: halfway is half the offset, also under rotation and scale")
    func translationHalves() {
        let t = CGAffineTransform.identity.headlessInterpolated(to: CGAffineTransform(translationX: 100, y: -40), fraction: 0.5)
        expectClose(t, CGAffineTransform(translationX: 50, y: -20))
        let end = CGAffineTransform(translationX: 10, y: 20).rotated(by: .pi / 2).scaledBy(x: 2, y: 2)
        let mixed = CGAffineTransform.identity.headlessInterpolated(to: end, fraction: 0.5)
        expectClose(mixed, CGAffineTransform(translationX: 5, y: 10).rotated(by: .pi / 4).scaledBy(x: 1.5, y: 1.5))
    }

    @Test("rotation takes the shorter way round across ±π")
    func shortestRotation() {
        let start = CGAffineTransform(rotationAngle: 170 * .pi / 180)
        let end = CGAffineTransform(rotationAngle: -170 * .pi / 180)
        expectClose(start.headlessInterpolated(to: end, fraction: 0.5), CGAffineTransform(rotationAngle: .pi))
        expectClose(end.headlessInterpolated(to: start, fraction: 0.5), CGAffineTransform(rotationAngle: .pi))
        expectClose(start.headlessInterpolated(to: end, fraction: 0.25), CGAffineTransform(rotationAngle: 175 * .pi / 180))
    }

    @Test("fractions outside 0…1 extrapolate each component, as a spring's overshoot needs")
    func extrapolation() {
        let scale = CGAffineTransform.identity.headlessInterpolated(to: CGAffineTransform(scaleX: 2, y: 2), fraction: 1.2)
        expectClose(scale, CGAffineTransform(scaleX: 2.2, y: 2.2))
        let move = CGAffineTransform.identity.headlessInterpolated(to: CGAffineTransform(translationX: 100, y: 0), fraction: -0.5)
        expectClose(move, CGAffineTransform(translationX: -50, y: 0))
        let turn = CGAffineTransform.identity.headlessInterpolated(to: CGAffineTransform(rotationAngle: .pi / 2), fraction: 1.5)
        expectClose(turn, CGAffineTransform(rotationAngle: 3 * .pi / 4))
    }

    @Test("a horizontal flip squeezes through zero width without turning")
    func flipSqueezes() {
        let flip = CGAffineTransform(scaleX: -1, y: 1)
        expectClose(CGAffineTransform.identity.headlessInterpolated(to: flip, fraction: 0.5), CGAffineTransform(scaleX: 0, y: 1))
        expectClose(CGAffineTransform.identity.headlessInterpolated(to: flip, fraction: 0.25), CGAffineTransform(scaleX: 0.5, y: 1))
        let verticalFlip = CGAffineTransform(scaleX: 1, y: -1)
        expectClose(CGAffineTransform.identity.headlessInterpolated(to: verticalFlip, fraction: 0.75), CGAffineTransform(scaleX: 1, y: -0.5))
    }

    @Test("growing from scale(0) is linear in the scale")
    func growFromZero() {
        let t = CGAffineTransform(scaleX: 0, y: 0).headlessInterpolated(to: .identity, fraction: 0.5)
        expectClose(t, CGAffineTransform(scaleX: 0.5, y: 0.5))
    }

    @Test("interpolating a transform to itself returns it at every fraction")
    func selfInterpolation() {
        let sheared = CGAffineTransform(a: 1, b: 0.3, c: 0.8, d: 1.2, tx: 5, ty: -5)
        for fraction in [-0.5, 0.3, 0.5, 0.9, 1.7] {
            expectClose(sheared.headlessInterpolated(to: sheared, fraction: fraction), sheared)
        }
    }

    @Test("CATransform3D with affine ends interpolates by decomposition")
    func affine3DUsesDecomposition() {
        let end = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let halfway = CATransform3DIdentity.headlessInterpolated(to: end, fraction: 0.5)
        #expect(CATransform3DIsAffine(halfway))
        expectClose(halfway, CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
        let start = CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 3, y: 1).translatedBy(x: 4, y: 0))
        let expected = CGAffineTransform(scaleX: 3, y: 1).translatedBy(x: 4, y: 0)
            .headlessInterpolated(to: CGAffineTransform(rotationAngle: .pi / 2), fraction: 0.3)
        #expect(start.headlessInterpolated(to: end, fraction: 0.3) == CATransform3DMakeAffineTransform(expected))
    }

    @Test("CATransform3D with a non-affine end interpolates the sixteen entries linearly")
    func nonAffine3DIsLinear() {
        var perspective = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        perspective.m34 = -1 / 500
        let halfway = CATransform3DIdentity.headlessInterpolated(to: perspective, fraction: 0.5)
        let expected = zip(entries(of: CATransform3DIdentity), entries(of: perspective)).map { ($0 + $1) / 2 }
        #expect(zip(entries(of: halfway), expected).allSatisfy { isClose($0, $1) })
        expectClose(halfway.m34, -1 / 1000)
        let overshoot = CATransform3DIdentity.headlessInterpolated(to: perspective, fraction: 1.5)
        expectClose(overshoot.m34, -1.5 / 500)
    }

    @Test("CATransform3D interpolation returns the start at 0 and the end at 1")
    func endpoints3D() {
        var perspective = CATransform3DMakeTranslation(10, 20, 30)
        perspective.m34 = -1 / 500
        let affine = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 1).scaledBy(x: 2, y: 0.5))
        for (start, end) in [(CATransform3DIdentity, perspective), (affine, perspective), (CATransform3DIdentity, affine)] {
            #expect(start.headlessInterpolated(to: end, fraction: 0) == start)
            #expect(start.headlessInterpolated(to: end, fraction: 1) == end)
            expectClose(start.headlessInterpolated(to: end, fraction: 1e-13), start)
            expectClose(start.headlessInterpolated(to: end, fraction: 1 - 1e-13), end)
        }
    }
}
