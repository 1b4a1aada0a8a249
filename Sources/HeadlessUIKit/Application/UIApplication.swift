import Foundation

/// A headless model of `UIApplication`: its connected scene is the current ``HeadlessScene``'s.
///
/// Code written for a scene-based app finds the key window the usual way — through
/// ``connectedScenes`` — and gets the current scene's window (``HeadlessScene/current``: the
/// most recently made scene, or the one made current).
///
/// Its ``applicationState`` and life-cycle notifications follow the scene, which a test moves
/// between states with ``HeadlessScene/headlessMoveApplication(to:)``; the deprecated
/// ``statusBarFrame`` and ``statusBarOrientation`` answer from the scene's status bar and window.
///
/// ## What it does not model
///
/// Its delegate, `openURL`, background tasks and every other member of `UIApplication`. Windows are made by ``HeadlessScene`` (or `UIWindow(frame:)`), not by scenes.
///
/// ```swift
/// let window = UIApplication.shared.connectedScenes
///     .compactMap { $0 as? UIWindowScene }
///     .flatMap(\.windows)
///     .first(where: \.isKeyWindow)          // the current HeadlessScene's window
/// ```
@preconcurrency @MainActor
public final class UIApplication: NSObject {
    /// The app object. UIKit's signature.
    public static let shared = UIApplication()

    /// The scenes connected to the app: the window scene of the current ``HeadlessScene``, or
    /// none while no scene exists (none is made for the asking).
    public var connectedScenes: Set<UIScene> {
        guard let scene = HeadlessScene.currentIfAny else { return [] }
        return [scene.windowScene]
    }

    /// The app's windows: the current ``HeadlessScene``'s window. Deprecated in UIKit (iOS 15):
    /// use a window scene's `windows`.
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    public var windows: [UIWindow] { HeadlessScene.currentIfAny.map { [$0.window] } ?? [] }

    /// The key window: the current ``HeadlessScene``'s window. Deprecated in UIKit (iOS 13).
    @available(
        *, deprecated, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes"
    )
    public var keyWindow: UIWindow? { HeadlessScene.currentIfAny?.window }

    private override init() {
        super.init()
    }
}
