import Foundation

/// A headless model of `UIScreen`: one fixed screen.
///
/// `UIScreen.main.bounds` is 390 × 844 points at scale 3 (an iPhone 14/15). The conformance kit's
/// scenarios deliberately use containers of other sizes too, so code that sizes views from the
/// screen instead of the transition context is caught.
@MainActor
public final class UIScreen: NSObject {
    /// The main screen.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen's bounds in points.
    public let bounds: CGRect
    /// Points to pixels.
    public let scale: CGFloat

    /// The screen's bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// Points to pixels for the physical screen.
    public var nativeScale: CGFloat { scale }

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}
