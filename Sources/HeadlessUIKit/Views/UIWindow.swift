import Foundation

/// A headless model of `UIWindow`: the root of a view tree, sized like its ``HeadlessScene``.
///
/// A scene's window is made by the scene; make your own windows only for tests of several
/// windows. A window's views run their animations on its scene's clock.
@MainActor
open class UIWindow: UIView {
    /// The scene this window belongs to, if it was made by one.
    public internal(set) weak var headlessScene: HeadlessScene?

    /// Whether the window is the key window.
    public private(set) var isKeyWindow = false

    /// The window level; stored only.
    open var windowLevel: CGFloat = 0

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    /// Makes the window key.
    open func makeKey() {
        isKeyWindow = true
    }
}
