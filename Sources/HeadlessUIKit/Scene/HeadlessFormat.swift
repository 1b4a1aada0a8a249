import Foundation

/// Formatting shared by descriptions and diagnostics: short, stable, locale-independent.
enum HeadlessFormat {
    /// A virtual time with two decimals, e.g. `0.30`.
    static func time(_ t: TimeInterval) -> String {
        number(t, decimals: 2)
    }

    /// A number with at most `decimals` decimals, trailing zeros kept for times, e.g. `0.30`.
    static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let scale = pow(10, Double(decimals))
        var rounded = (value * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }  // no "-0.00"
        return String(format: "%.\(decimals)f", rounded)
    }

    /// A geometry value with up to two decimals and no trailing zeros, e.g. `12.5`.
    static func value(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        var rounded = (v * 100).rounded() / 100
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) + ".0" }
        var s = String(format: "%.2f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}
