import Foundation
import Testing

@testable import HeadlessUIKit

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@Suite("Applying affine transforms to points, sizes and rectangles")
struct CGGeometryApplyingTests {
    let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    @Test("CGPoint.applying(_:) maps (x, y) to (a*x + c*y + tx, b*x + d*y + ty)")
    func pointApplying() {
        #expect(CGPoint(x: 1, y: 1).applying(general) == CGPoint(x: 9, y: 12))
        #expect(CGPoint(x: 2, y: -1).applying(general) == CGPoint(x: 4, y: 6))
        #expect(CGPoint(x: 2, y: -1).applying(.identity) == CGPoint(x: 2, y: -1))
    }

    @Test("CGSize.applying(_:) uses only the linear part and ignores the translation")
    func sizeApplyingIgnoresTranslation() {
        #expect(CGSize(width: 10, height: 20).applying(general) == CGSize(width: 70, height: 100))
        let moved = CGAffineTransform(translationX: 100, y: -50)
        #expect(CGSize(width: 10, height: 20).applying(moved) == CGSize(width: 10, height: 20))
    }

    @Test("CGSize.applying(_:) keeps negative components under rotations and reflections")
    func sizeApplyingKeepsSigns() {
        expectClose(CGSize(width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi)), CGSize(width: -10, height: -20))
        expectClose(CGSize(width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGSize(width: -20, height: 10))
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 1)) == CGSize(width: -10, height: 20))
    }

    @Test("CGRect.applying(_:) under scale and translation is exactly the transformed rectangle")
    func rectApplyingScaleAndTranslation() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t) == CGRect(x: 12, y: 26, width: 6, height: 12))
    }

    @Test("CGRect.applying(_:) under a 45° rotation gives the bounding box of the turned corners")
    func rectApplyingRotation() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let half = 5 * sqrt(2 as CGFloat)
        expectClose(turned, CGRect(x: -half, y: 0, width: 2 * half, height: 2 * half))
    }

    @Test("CGRect.applying(_:) under a reflection returns a standardized rectangle")
    func rectApplyingReflection() {
        let flipped = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGRect(x: -4, y: 2, width: 3, height: 4))
        #expect(flipped.size.width > 0)
    }

    @Test("CGRect.applying(_:) standardizes a rectangle with negative size first")
    func rectApplyingStandardizes() {
        let rect = CGRect(x: 4, y: 6, width: -3, height: -4)
        #expect(rect.applying(.identity) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect.applying(CGAffineTransform(translationX: 1, y: 1)) == CGRect(x: 2, y: 3, width: 3, height: 4))
    }

    @Test("CGRect.applying(_:) returns the null rectangle unchanged")
    func rectApplyingNull() {
        #expect(CGRect.null.applying(general).isNull)
    }

    #if !canImport(CoreGraphics)
    @Test("CGRect.applying(_:) returns the infinite rectangle unchanged in this model")
    func rectApplyingInfinite() {
        #expect(CGRect.infinite.applying(CGAffineTransform(rotationAngle: 1)) == CGRect.infinite)
    }
    #endif
}
