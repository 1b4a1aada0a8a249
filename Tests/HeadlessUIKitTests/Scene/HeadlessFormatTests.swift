import Foundation
import Testing

@testable import HeadlessUIKit

@Suite("HeadlessFormat: times and values read as printf would print them")
struct HeadlessFormatTests {
    @Test("times have two decimals, rounded half away from zero, and no negative zero")
    func times() {
        #expect(HeadlessFormat.time(0.3) == "0.30")
        #expect(HeadlessFormat.time(0) == "0.00")
        #expect(HeadlessFormat.time(-0.001) == "0.00")
        #expect(HeadlessFormat.time(-0.25) == "-0.25")
        #expect(HeadlessFormat.time(1.005) == String(format: "%.2f", (1.005 * 100).rounded() / 100))
        #expect(HeadlessFormat.time(12.345678) == "12.35")
        #expect(HeadlessFormat.time(.infinity) == "inf")
        #expect(HeadlessFormat.time(.nan) == "nan")
    }

    @Test("values drop trailing zeros but keep one decimal")
    func values() {
        #expect(HeadlessFormat.value(390) == "390.0")
        #expect(HeadlessFormat.value(0.5) == "0.5")
        #expect(HeadlessFormat.value(-12.25) == "-12.25")
        #expect(HeadlessFormat.value(0.333) == "0.33")
    }

    @Test("a transform reads as its parts — scale, rotation, translation — in the order they apply, a shear as its matrix")
    func transforms() {
        func text(_ t: CGAffineTransform) -> String { HeadlessValue.transform(t).description }
        #expect(text(.identity) == "identity")
        #expect(text(CGAffineTransform(scaleX: 0.001, y: 0.001)) == "scale(0.001)", "not [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]")
        #expect(text(CGAffineTransform(scaleX: 0.5, y: 2)) == "scale(0.5, 2)")
        #expect(text(CGAffineTransform(scaleX: 1, y: -1)) == "scale(1, -1)")
        #expect(text(CGAffineTransform(rotationAngle: .pi / 4)) == "rotation(45°)")
        #expect(text(CGAffineTransform(translationX: 390, y: 0)) == "translation(390, 0)")
        #expect(text(CGAffineTransform(translationX: 0.1 + 0.2, y: -12.345)) == "translation(0.3, -12.35)")
        #expect(
            text(CGAffineTransform(scaleX: 0.9, y: 0.9).rotated(by: -.pi / 2).translatedBy(x: 10, y: 0)) == "scale(0.9) rotation(-90°) translation(0, -9)",
            "translatedBy applies first: 10 points along x, scaled and turned, move the result 9 points up")
        #expect(text(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)) == "[1, 0, 0.5, 1, 0, 0]", "a shear")
        #expect(HeadlessValue.transform3D(CATransform3DIdentity).description == "identity")
    }

    @Test("the integer formatter prints what String(format:) prints, for every number of decimals it handles")
    func fixedMatchesFoundation() {
        var samples: [Double] = [0, 1, -1, 0.5, 0.05, 0.005, 999_999.995, 1e11 + 0.25, -1e11 - 0.75, 123.456789]
        // A fixed spread of magnitudes and fractions (a linear congruential sequence, not random).
        var state: UInt64 = 42
        for _ in 0..<2_500 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            samples.append((unit - 0.5) * pow(10, Double(state % 13) - 3))
        }
        for decimals in 0...6 {
            let scale = pow(10, Double(decimals))
            for sample in samples {
                var rounded = (sample * scale).rounded() / scale
                if rounded == 0 { rounded = 0 }
                #expect(HeadlessFormat.fixed(rounded, decimals: decimals) == String(format: "%.\(decimals)f", rounded), "\(sample), \(decimals) decimals")
            }
        }
    }
}
