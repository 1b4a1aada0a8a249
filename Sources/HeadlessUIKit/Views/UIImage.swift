import Foundation

/// A headless model of `UIImage`: an immutable image known by its name, size and scale.
///
/// ## The model
///
/// HeadlessUIKit has no asset catalogs, image files or SF Symbols, so an image is only a name
/// with a size. ``init(named:)`` and ``init(systemName:)`` never fail — sample code written
/// as `UIImage(named: "photo")!` runs unchanged — and give placeholder sizes:
///
/// - `UIImage(named:)`: 100 × 100 points at scale 3 (an @3x asset on the 3× main screen);
/// - `UIImage(systemName:)`: 20 × 20 points at scale 3, rendered as a template, as symbol
///   images are.
///
/// To give an image a particular size, make it with the HeadlessUIKit-only
/// ``init(headlessName:size:scale:)``. Two images are equal when their ``headlessName`` and
/// ``size`` are.
///
/// ## What it does not model
///
/// Pixels and drawing, loading from bundles or data, symbol configurations, resizable and
/// animated images, and trait-dependent image variants.
public final class UIImage: NSObject, @unchecked Sendable {
    /// The size placeholder images made by ``init(named:)`` have. HeadlessUIKit only.
    public static let headlessNamedImageSize = CGSize(width: 100, height: 100)
    /// The size placeholder images made by ``init(systemName:)`` have. HeadlessUIKit only.
    public static let headlessSystemImageSize = CGSize(width: 20, height: 20)

    /// The name the image was made with: the asset name, the symbol name, or the name given to
    /// ``init(headlessName:size:scale:)``. HeadlessUIKit only.
    public let headlessName: String
    /// The image's size in points.
    public let size: CGSize
    /// The image's scale: pixels per point.
    public let scale: CGFloat
    /// How the image is drawn: with its own colours, or as a template tinted by the view.
    public let renderingMode: RenderingMode
    /// Whether the image is a symbol image (made with ``init(systemName:)``).
    public let isSymbolImage: Bool

    /// Makes an image of the given name, size and scale. HeadlessUIKit only: use it in tests that
    /// depend on an image's size.
    public convenience init(headlessName: String, size: CGSize, scale: CGFloat = 1) {
        self.init(name: headlessName, size: size, scale: scale, renderingMode: .automatic, isSymbol: false)
    }

    /// Makes the image of the named asset; headlessly always succeeds, with a
    /// ``headlessNamedImageSize`` placeholder (there are no asset catalogs).
    public convenience init?(named name: String) {
        self.init(name: name, size: UIImage.headlessNamedImageSize, scale: 3, renderingMode: .automatic, isSymbol: false)
    }

    /// Makes the image of the named system symbol; headlessly always succeeds, with a
    /// ``headlessSystemImageSize`` template placeholder.
    public convenience init?(systemName name: String) {
        self.init(name: name, size: UIImage.headlessSystemImageSize, scale: 3, renderingMode: .alwaysTemplate, isSymbol: true)
    }

    private init(name: String, size: CGSize, scale: CGFloat, renderingMode: RenderingMode, isSymbol: Bool) {
        headlessName = name
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        isSymbolImage = isSymbol
        super.init()
    }

    /// A copy of the image drawn with the given rendering mode.
    @discardableResult
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name: headlessName, size: size, scale: scale, renderingMode: renderingMode, isSymbol: isSymbolImage)
    }

    /// A copy of the image tinted with `color`; headlessly the colour is not kept (there are no
    /// pixels to tint), only the rendering mode (`.alwaysOriginal`, as in UIKit).
    @discardableResult
    public func withTintColor(_ color: UIColor) -> UIImage {
        withRenderingMode(.alwaysOriginal)
    }

    /// A copy of the image tinted with `color`, drawn with the given rendering mode; headlessly
    /// the colour is not kept.
    @discardableResult
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        withRenderingMode(renderingMode)
    }

    /// Images are equal when their names and sizes are.
    @discardableResult
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other.headlessName == headlessName && other.size == size
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(headlessName)
        hasher.combine(size.width)
        hasher.combine(size.height)
        return hasher.finalize()
    }

    public override var description: String {
        let scaleText = scale.isFinite && scale == scale.rounded() && abs(scale) < 1e9 ? String(Int(scale)) : HeadlessFormat.value(Double(scale))
        return "UIImage \"\(headlessName)\" \(HeadlessValue.size(size)) @\(scaleText)x"
    }
}

extension UIImage {
    /// How an image is drawn.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: templates in bars and buttons' symbol images, originals elsewhere.
        case automatic = 0
        /// Always with the image's own colours.
        case alwaysOriginal = 1
        /// Always as a template: the image's alpha, filled with the tint colour.
        case alwaysTemplate = 2
    }
}
