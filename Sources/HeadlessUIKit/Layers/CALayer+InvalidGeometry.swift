import Foundation

/// Core Animation's refusal of a position or bounds that contains NaN.
///
/// Core Animation raises `CALayerInvalidGeometry` ("CALayer position contains NaN: [nan 222.5]",
/// "CALayer bounds contains NaN: [0 nan; 288 144]") when a layer's position or bounds is set to a
/// value with a NaN in it — from `CALayer.position`, `bounds` or `frame`, or a view's `frame`,
/// `bounds` or `center`, which set the layer's. A frame with a NaN anywhere gives a NaN position,
/// so it is the position that is refused. An infinite value is not refused. HeadlessUIKit keeps
/// the old value and records a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic with
/// ``HeadlessDiagnostic/raisesInUIKit`` set (see <doc:WhereUIKitRaises>).
extension CALayer {
    /// Whether `position` contains NaN: then the misuse is recorded for `api` and the caller
    /// must leave the geometry as it is.
    func refusesPosition(_ position: CGPoint, api: StaticString) -> Bool {
        guard position.x.isNaN || position.y.isNaN else { return false }
        recordInvalidGeometry(
            api: api, "CALayer position contains NaN: [\(HeadlessFormat.value(Double(position.x))) \(HeadlessFormat.value(Double(position.y)))]")
        return true
    }

    /// Whether `bounds` contains NaN: then the misuse is recorded for `api` and the caller must
    /// leave the geometry as it is.
    func refusesBounds(_ bounds: CGRect, api: StaticString) -> Bool {
        let values = [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height]
        guard values.contains(where: \.isNaN) else { return false }
        let text = values.map { HeadlessFormat.value(Double($0)) }
        recordInvalidGeometry(api: api, "CALayer bounds contains NaN: [\(text[0]) \(text[1]); \(text[2]) \(text[3])]")
        return true
    }

    /// Whether a frame contains NaN, which gives a NaN position: then the misuse is recorded for
    /// `api` and the caller must leave the geometry as it is.
    func refusesFrame(_ frame: CGRect, api: StaticString) -> Bool {
        // Four comparisons, not an array and `contains(where:)`, in a condition list (`||` takes
        // its right side as a closure in a debug build): this runs for every frame set.
        if !frame.origin.x.isNaN, !frame.origin.y.isNaN, !frame.size.width.isNaN, !frame.size.height.isNaN { return false }
        let position = CGPoint(x: frame.origin.x + anchorPoint.x * frame.size.width, y: frame.origin.y + anchorPoint.y * frame.size.height)
        return refusesPosition(position, api: api)
    }

    /// `api` is a static string: the callers' names are literals, made into a `String` only for
    /// a misuse (a `String` literal is built at each call in a debug build, for every frame set).
    private func recordInvalidGeometry(api: StaticString, _ reason: String) {
        HeadlessScene.recordMisuse(
            api: "\(api)",
            "\(reason); UIKit raises CALayerInvalidGeometry. The \(owningView.map { "geometry of \($0.headlessDisplayName)" } ?? "layer's geometry") was left unchanged. Check the arithmetic that produced it (a division by zero, a NaN read from a zero-sized view).",
            near: owningView, raises: true)
    }
}
