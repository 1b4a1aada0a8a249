import Foundation
import Testing

@testable import HeadlessUIKit

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test("init() zero-fills every entry like the imported CoreGraphics struct, so it is not the identity")
    func zeroInitialiser() {
        let t = CGAffineTransform()
        #expect(entries(of: t) == [0, 0, 0, 0, 0, 0])
        #expect(!t.isIdentity)
    }

    @Test("identity is [1 0 0 1 0 0] and reports isIdentity")
    func identity() {
        #expect(entries(of: .identity) == [1, 0, 0, 1, 0, 0])
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) == .identity)
    }

    @Test("init(translationX:y:) stores the offset in tx and ty and moves points by it")
    func translationInitialiser() {
        let t = CGAffineTransform(translationX: 3, y: -4)
        #expect(entries(of: t) == [1, 0, 0, 1, 3, -4])
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 4, y: -2))
    }

    @Test("init(scaleX:y:) stores the factors in a and d")
    func scaleInitialiser() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
        #expect(entries(of: t) == [2, 0, 0, 3, 0, 0])
        #expect(CGPoint(x: 5, y: 7).applying(t) == CGPoint(x: 10, y: 21))
    }

    @Test("init(rotationAngle:) is [cos sin -sin cos 0 0], turning the x axis towards the y axis")
    func rotationInitialiser() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        expectClose(quarter, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        expectClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1))
        let sixth = CGAffineTransform(rotationAngle: .pi / 6)
        expectClose(sixth, CGAffineTransform(a: sqrt(3) / 2, b: 0.5, c: -0.5, d: sqrt(3) / 2, tx: 0, ty: 0))
        #expect(sixth.a == cos(CGFloat.pi / 6) && sixth.b == sin(CGFloat.pi / 6))
        #expect(sixth.c == -sixth.b && sixth.d == sixth.a)
    }

    @Test("isIdentity is true only for exactly [1 0 0 1 0 0]")
    func isIdentityIsExact() {
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
        #expect(!CGAffineTransform(translationX: 1e-12, y: 0).isIdentity)
        #expect(!CGAffineTransform(scaleX: -1, y: 1).isIdentity)
    }

    @Test("concatenating(_:) applies the receiver first: translate then scale scales the translation")
    func translateThenScale() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let t = translate.concatenating(scale)
        #expect(entries(of: t) == [2, 0, 0, 3, 20, 0])
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 3))
    }

    @Test("concatenating(_:) applies the receiver first: scale then translate leaves the translation alone")
    func scaleThenTranslate() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let t = scale.concatenating(translate)
        #expect(entries(of: t) == [2, 0, 0, 3, 10, 0])
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
    }

    @Test("concatenating(_:) of two general matrices gives the row-vector product")
    func generalProduct() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // [1 2 0; 3 4 0; 5 6 1] × [7 8 0; 9 10 0; 11 12 1]
        #expect(entries(of: t1.concatenating(t2)) == [25, 28, 57, 64, 100, 112])
    }

    @Test("translatedBy(x:y:) prepends the translation like CoreGraphics")
    func translatedByPrepends() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let t = scale.translatedBy(x: 10, y: 1)
        #expect(t == CGAffineTransform(translationX: 10, y: 1).concatenating(scale))
        #expect(entries(of: t) == [2, 0, 0, 3, 20, 3])
    }

    @Test("scaledBy(x:y:) prepends the scale like CoreGraphics")
    func scaledByPrepends() {
        let translate = CGAffineTransform(translationX: 10, y: 1)
        let t = translate.scaledBy(x: 2, y: 3)
        #expect(t == CGAffineTransform(scaleX: 2, y: 3).concatenating(translate))
        #expect(entries(of: t) == [2, 0, 0, 3, 10, 1])
    }

    @Test("rotated(by:) prepends the rotation like CoreGraphics")
    func rotatedByPrepends() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let t = translate.rotated(by: .pi / 2)
        #expect(t == CGAffineTransform(rotationAngle: .pi / 2).concatenating(translate))
        // (1, 0) turns to (0, 1), then moves to (10, 1).
        expectClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1))
        // Appending instead would move first, to (11, 0), then turn to (0, 11).
        let appended = translate.concatenating(CGAffineTransform(rotationAngle: .pi / 2))
        expectClose(CGPoint(x: 1, y: 0).applying(appended), CGPoint(x: 0, y: 11))
    }

    @Test("inverted() of a scale and a translation gives the reciprocal scale and opposite offset")
    func invertedSimple() {
        #expect(CGAffineTransform(scaleX: 2, y: 4).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.25))
        #expect(CGAffineTransform(translationX: 3, y: -4).inverted() == CGAffineTransform(translationX: -3, y: 4))
        expectClose(CGAffineTransform(rotationAngle: 0.7).inverted(), CGAffineTransform(rotationAngle: -0.7))
    }

    @Test("inverted() undoes a general transform in both orders and maps points back")
    func invertedRoundTrip() {
        let t = CGAffineTransform(translationX: 5, y: 7).rotated(by: 0.3).scaledBy(x: 2, y: 0.5)
        let inverse = t.inverted()
        expectClose(t.concatenating(inverse), .identity)
        expectClose(inverse.concatenating(t), .identity)
        let point = CGPoint(x: -3.5, y: 12.25)
        expectClose(point.applying(t).applying(inverse), point)
        let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        expectClose(general.inverted(), CGAffineTransform(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2))
    }

    @Test("inverted() returns a singular transform unchanged, as CGAffineTransformInvert does")
    func invertedSingular() {
        let collinear = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(collinear.inverted() == collinear)
        let flattened = CGAffineTransform(scaleX: 0, y: 1).translatedBy(x: 3, y: 3)
        #expect(flattened.inverted() == flattened)
        #expect(CGAffineTransform().inverted() == CGAffineTransform())
    }

    // Hashable, Codable and description are this model's; on Apple platforms the real
    // CoreGraphics type is used and only the behaviour above is checked.
    #if !canImport(CoreGraphics)
    @Test("equal transforms hash alike and collapse in a set")
    func hashable() {
        let set: Set<CGAffineTransform> = [
            .identity, CGAffineTransform(scaleX: 1, y: 1), CGAffineTransform(translationX: 1, y: 0),
        ]
        #expect(set.count == 2)
    }

    @Test("Codable uses the overlay's unkeyed [a, b, c, d, tx, ty] form and round-trips")
    func codable() throws {
        let t = CGAffineTransform(a: 1, b: 0.5, c: -2, d: 4, tx: 3, ty: -7)
        let data = try JSONEncoder().encode(t)
        #expect(String(decoding: data, as: UTF8.self) == "[1,0.5,-2,4,3,-7]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
    }

    @Test("description lists the six entries the way Swift prints the CoreGraphics struct")
    func description() {
        #expect(
            CGAffineTransform(translationX: 3, y: -4).description
                == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 3.0, ty: -4.0)"
        )
    }
    #endif
}
