import Foundation

/// A headless model of `UIApplication`: the process has no app, so it has no connected scenes.
///
/// It exists so that code written for a scene-based app — looking up a window scene to make a
/// window on, say — compiles and takes its "no scene" path here.
///
/// ## What it does not model
///
/// The app's life cycle, its delegate, `openURL`, background tasks and every other member of
/// `UIApplication`. Windows are made by ``HeadlessScene`` (or `UIWindow(frame:)`), not by scenes.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene  // nil here
/// let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: bounds)
/// ```
@MainActor
public final class UIApplication: NSObject {
    /// The app object. UIKit's signature.
    public static let shared = UIApplication()

    /// The scenes connected to the app: none, headlessly.
    public var connectedScenes: Set<UIScene> { [] }

    private override init() {
        super.init()
    }
}
