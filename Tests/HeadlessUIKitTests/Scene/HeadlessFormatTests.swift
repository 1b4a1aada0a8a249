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
