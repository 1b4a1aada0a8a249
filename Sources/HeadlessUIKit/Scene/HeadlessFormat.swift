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
        return fixed(rounded, decimals: decimals)
    }

    /// A geometry value with up to two decimals and no trailing zeros, e.g. `12.5`.
    static func value(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        var rounded = (v * 100).rounded() / 100
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) + ".0" }
        var s = fixed(rounded, decimals: 2)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// A number as UIKit prints a constraint's constant, multiplier or priority: whole numbers
    /// without decimals (`100`, `@999`), others with up to four (`0.5625`).
    static func compact(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        var rounded = (v * 10_000).rounded() / 10_000
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var s = fixed(rounded, decimals: 4)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// `String(format: "%.<decimals>f", value)` for a value already rounded to `decimals`
    /// decimals, in integer arithmetic: Foundation's formatter cost more than the rest of an
    /// animation call, and every `UIView.animate` names itself with its duration.
    ///
    /// The digits are exact while the value is far from the double's precision (below 10¹²);
    /// beyond, or with more than 6 decimals, it asks Foundation.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard (0...6).contains(decimals), abs(value) < 1e12 else { return String(format: "%.\(decimals)f", value) }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let units = Int64((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && units != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(units) }
        let fraction = String(units % scale)
        return sign + String(units / scale) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
