#if !canImport(CoreGraphics)
import Foundation

/// A minimal model of CoreGraphics' `CGContext`: a recording context that draws nothing.
///
/// Defined only where CoreGraphics is unavailable; on Apple platforms the real type is used.
/// It has the members typical drawing and snapshot code calls, with CoreGraphics' names; each
/// call is recorded in ``headlessOperations`` (for example `"fill (0.0, 0.0, 10.0, 10.0)"`) so a
/// test can see what `draw(_:)` or a renderer's actions did. Nothing is rasterized.
public final class CGContext {
    /// The calls made on the context, in order. HeadlessUIKit only.
    public private(set) var headlessOperations: [String] = []
    /// The current transformation matrix.
    public private(set) var ctm = CGAffineTransform.identity
    private var savedStates: [CGAffineTransform] = []

    init() {}

    private func record(_ operation: String) { headlessOperations.append(operation) }
    private static func text(_ rect: CGRect) -> String {
        "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
    }

    /// Pushes the graphics state.
    public func saveGState() {
        savedStates.append(ctm)
        record("saveGState")
    }
    /// Pops the graphics state.
    public func restoreGState() {
        if let saved = savedStates.popLast() { ctm = saved }
        record("restoreGState")
    }
    /// Moves the origin.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        ctm = ctm.translatedBy(x: tx, y: ty)
        record("translateBy \(tx) \(ty)")
    }
    /// Scales the coordinates.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        ctm = ctm.scaledBy(x: sx, y: sy)
        record("scaleBy \(sx) \(sy)")
    }
    /// Rotates the coordinates.
    public func rotate(by angle: CGFloat) {
        ctm = ctm.rotated(by: angle)
        record("rotate \(angle)")
    }
    /// Applies a transform to the coordinates.
    public func concatenate(_ transform: CGAffineTransform) {
        ctm = transform.concatenating(ctm)
        record("concatenate")
    }
    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { record("setFillColor \(color.headlessRGBA)") }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { record("setStrokeColor \(color.headlessRGBA)") }
    /// Sets the line width.
    public func setLineWidth(_ width: CGFloat) { record("setLineWidth \(width)") }
    /// Sets the global alpha.
    public func setAlpha(_ alpha: CGFloat) { record("setAlpha \(alpha)") }
    /// Fills a rectangle.
    public func fill(_ rect: CGRect) { record("fill \(Self.text(rect))") }
    /// Strokes a rectangle.
    public func stroke(_ rect: CGRect) { record("stroke \(Self.text(rect))") }
    /// Clears a rectangle.
    public func clear(_ rect: CGRect) { record("clear \(Self.text(rect))") }
    /// Fills an ellipse inside a rectangle.
    public func fillEllipse(in rect: CGRect) { record("fillEllipse \(Self.text(rect))") }
    /// Strokes an ellipse inside a rectangle.
    public func strokeEllipse(in rect: CGRect) { record("strokeEllipse \(Self.text(rect))") }
    /// Adds a path to the current path.
    public func addPath(_ path: CGPath) { record("addPath") }
    /// Adds a rectangle to the current path.
    public func addRect(_ rect: CGRect) { record("addRect \(Self.text(rect))") }
    /// Fills the current path.
    public func fillPath() { record("fillPath") }
    /// Strokes the current path.
    public func strokePath() { record("strokePath") }
    /// Clips to the current path.
    public func clip() { record("clip") }
    /// Clips to a rectangle.
    public func clip(to rect: CGRect) { record("clip \(Self.text(rect))") }
    /// Records a named step (HeadlessUIKit's renderers note what they render). HeadlessUIKit only.
    func headlessNote(_ operation: String) { record(operation) }
}
#endif
