import Foundation

/// The format of a `UIGraphicsImageRenderer`: scale and opacity.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererFormat: NSObject {
    /// Points to pixels; the main screen's (3) by default.
    public var scale: CGFloat = UIScreen.main.scale
    /// Whether the image is opaque; stored only.
    public var opaque = false

    /// The default format.
    public override init() { super.init() }

    /// The default format: the main screen's scale, not opaque.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format best for the device; the same as ``default()`` headlessly.
    @discardableResult
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a `UIGraphicsImageRenderer` hands its actions.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext: NSObject {
    /// The CoreGraphics context: a recording one where CoreGraphics is missing.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.cgContext = cgContext
        self.format = format
        self.size = size
    }

    /// The image drawn so far: blank, of the renderer's size.
    public var currentImage: UIImage { GraphicsContextStack.image(size: size, scale: format.scale) }

    /// Fills a rectangle with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes a rectangle with the current stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Clips to a rectangle.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// A headless model of `UIGraphicsImageRenderer`: runs the actions at once with a context that
/// is also `UIGraphicsGetCurrentContext()`, and returns a blank `UIImage` of the renderer's size
/// and scale. Not modelled: pixels (so no `pngData`/`jpegData`), wide colour, PDF renderers.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer: NSObject {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    /// Makes a renderer for images of `size` points in the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// Makes a renderer for images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Makes a renderer for images of `bounds` in the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// Makes a renderer for images of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Runs `actions` with a fresh context and returns the (blank) image of the renderer's size.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = GraphicsContextStack.resolved(format.scale)
        let cgContext = GraphicsContextStack.makeContext(size: bounds.size, scale: scale)
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format, size: bounds.size)
        GraphicsContextStack.withCurrent(.init(context: cgContext, size: bounds.size, scale: scale)) { actions(context) }
        return GraphicsContextStack.image(size: bounds.size, scale: scale)
    }
}
