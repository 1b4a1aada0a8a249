import Foundation

extension HeadlessFormat {
    /// An affine transform as a developer writes it: `identity`, or its parts in the order they
    /// apply to a point — `scale(0.001)` (or `scale(1, -1)`), `rotation(45°)`, `translation(390, 0)`
    /// — joined with spaces; a transform with a shear, which those parts cannot say, as its matrix
    /// `[a, b, c, d, tx, ty]`. Scales and matrix entries keep four decimals (`scale(0.001)` is not
    /// `0`), angles and translations two, without trailing zeros.
    ///
    /// TransitionConformance's UIKit side prints transforms the same way (`.ci/uikit-side` checks).
    static func transform(_ t: CGAffineTransform) -> String {
        let (a, b, c, d, tx, ty) = (Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty))
        guard [a, b, c, d, tx, ty].allSatisfy(\.isFinite) else {
            return "[\([a, b, c, d, tx, ty].map { compact($0, decimals: 4) }.joined(separator: ", "))]"
        }
        if t.isIdentity { return "identity" }
        let close = { (x: Double, y: Double) in abs(x - y) < 1e-9 }
        var parts: [String] = []
        // Scale first, then rotation, then translation: [x y 1] · S · R · T.
        var scaleX = a
        var scaleY = d
        var angle = 0.0
        if !(close(b, 0) && close(c, 0)) {
            scaleX = (a * a + b * b).squareRoot()
            angle = atan2(b, a)
            scaleY = scaleX == 0 ? 0 : (a * d - b * c) / scaleX
            let sheared = !close(c, -scaleY * sin(angle)) || !close(d, scaleY * cos(angle))
            if sheared || scaleX == 0 {
                return "[\([a, b, c, d, tx, ty].map { compact($0, decimals: 4) }.joined(separator: ", "))]"
            }
        }
        if !(close(scaleX, 1) && close(scaleY, 1)) {
            parts.append(
                close(scaleX, scaleY)
                    ? "scale(\(compact(scaleX, decimals: 4)))" : "scale(\(compact(scaleX, decimals: 4)), \(compact(scaleY, decimals: 4)))")
        }
        if !close(angle, 0) { parts.append("rotation(\(compact(angle * 180 / .pi, decimals: 2))°)") }
        if !(close(tx, 0) && close(ty, 0)) { parts.append("translation(\(compact(tx, decimals: 2)), \(compact(ty, decimals: 2)))") }
        return parts.isEmpty ? "identity" : parts.joined(separator: " ")
    }

    /// `value` rounded to `decimals` decimals, without trailing zeros or a trailing point:
    /// `390`, `0.5`, `0.001`, `-0` never.
    static func compact(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var s = number(value, decimals: decimals)
        guard s.contains(".") else { return s }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
