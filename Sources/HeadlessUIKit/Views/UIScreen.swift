import Foundation

/// A headless model of `UIScreen`: one fixed screen.
///
/// `UIScreen.main.bounds` is 390 × 844 points at scale 3 (an iPhone 14/15) in portrait, and
/// 844 × 390 while the current scene's interface is landscape, as UIKit's screen bounds follow the
/// interface orientation. A full-screen phone container is therefore the screen's size either way;
/// the conformance kit's scenarios also use containers that are not the screen (a split-view or
/// tablet size), so code that sizes views from the screen instead of the transition context is
/// caught there.
///
/// Each read of ``bounds`` (or ``nativeBounds``) is counted on the current scene
/// (``HeadlessScene/screenBoundsReads``), so a report can say whether the code read the screen's
/// size rather than guess it from a frame that happens to match.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The main screen.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen's bounds in points, in the interface's orientation; a read is counted on the
    /// current scene.
    ///
    /// As on UIKit since iOS 8, the rectangle is "specified in the current coordinate space, which
    /// takes into account any interface rotations in effect" (Apple's documentation of
    /// `UIScreen.bounds`): 844 × 390 while the current scene's interface is landscape (its window
    /// wider than tall, ``UIWindowScene/interfaceOrientation``), 390 × 844 otherwise.
    public var bounds: CGRect {
        HeadlessScene.currentIfAny?.screenBoundsReads += 1
        return headlessBounds
    }
    /// The screen's bounds in the interface's orientation, read without being counted (for a
    /// harness comparing sizes, and for the views UIKit sizes like the screen: a view controller's
    /// loaded view).
    public var headlessBounds: CGRect {
        // `scene.windowScene.interfaceOrientation.isLandscape`, asked of the scene directly (its
        // window scene is connected to it for its whole life): loaded views read this.
        guard let scene = HeadlessScene.currentIfAny, scene.isInterfaceLandscape else { return portraitBounds }
        return CGRect(x: 0, y: 0, width: portraitBounds.height, height: portraitBounds.width)
    }
    /// The screen's bounds in a portrait-up orientation: `fixedCoordinateSpace`'s bounds on UIKit.
    public let portraitBounds: CGRect
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
        portraitBounds = bounds
        self.scale = scale
    }
}
