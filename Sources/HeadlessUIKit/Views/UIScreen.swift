import Foundation

/// A headless model of `UIScreen`: one fixed screen.
///
/// `UIScreen.main.bounds` is 390 × 844 points at scale 3 (an iPhone 14/15). The conformance kit's
/// scenarios deliberately use containers of other sizes too, so code that sizes views from the
/// screen instead of the transition context is caught.
///
/// Each read of ``bounds`` (or ``nativeBounds``) is counted on the current scene
/// (``HeadlessScene/screenBoundsReads``), so a report can say whether the code read the screen's
/// size rather than guess it from a frame that happens to match.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The main screen.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen's bounds in points; a read is counted on the current scene.
    public var bounds: CGRect {
        HeadlessScene.currentIfAny?.screenBoundsReads += 1
        return headlessBounds
    }
    /// The screen's bounds, read without being counted (for a harness comparing sizes).
    public let headlessBounds: CGRect
    /// Points to pixels.
    public let scale: CGFloat

    /// The screen's bounds in pixels.
    public var nativeBounds: CGRect {
        let bounds = bounds
        return CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// Points to pixels for the physical screen.
    public var nativeScale: CGFloat { scale }
    /// The most frames a second the screen can show: the current scene's
    /// ``HeadlessScene/Configuration/displayFramesPerSecond`` (60 by default).
    public var maximumFramesPerSecond: Int { HeadlessScene.current.configuration.displayFramesPerSecond }

    init(bounds: CGRect, scale: CGFloat) {
        headlessBounds = bounds
        self.scale = scale
    }
}
