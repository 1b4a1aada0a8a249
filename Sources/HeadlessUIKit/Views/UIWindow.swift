import Foundation

/// A headless model of `UIWindow`: the root of a view tree, sized like its ``HeadlessScene``.
///
/// A scene's window is made by the scene; make your own windows only for tests of several
/// windows. A window's views run their animations on its scene's clock.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The scene this window belongs to, if it was made by one.
    public var headlessScene: HeadlessScene? { storedScene }
    /// Unretained (the scene holds its window) and cleared by the scene when it goes (see
    /// ``UnretainedBackReferences``).
    nonisolated(unsafe) unowned final var storedScene: HeadlessScene?

    /// The window scene the window is on: its ``HeadlessScene``'s, or the one it was made on
    /// (``init(windowScene:)``). Headlessly a window is shown by its HeadlessScene either way.
    open var windowScene: UIWindowScene? {
        get { storedScene?.windowScene ?? madeOnWindowScene }
        set { madeOnWindowScene = newValue }
    }
    /// The window scene set on a window no HeadlessScene made (`init(windowScene:)`, a setter).
    private weak final var madeOnWindowScene: UIWindowScene?

    /// Whether a view in the window asked for layout (`setNeedsLayout()`) since the scene's last
    /// layout pass, which ends each run-loop turn. Kept here rather than on the scene: marking it
    /// is one of the model's most frequent writes.
    final var needsLayoutPass = false

    /// Whether the window is the key window.
    public private(set) var isKeyWindow = false

    /// The screen the window is on: ``UIScreen/main``.
    open var screen: UIScreen { UIScreen.main }

    /// The window level; stored only.
    open var windowLevel: CGFloat = 0

    /// The root view controller: its view fills the window and follows its size.
    ///
    /// Setting it installs the view at the back of the window with flexible width and height and
    /// runs its appearance callbacks (the scene's window is always visible); the previous root
    /// view controller's view is removed, with its disappearance callbacks.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                old.beginAppearanceTransition(false, animated: false)
                old.viewIfLoaded?.removeFromSuperview()
                old.endAppearanceTransition()
            }
            if let root = rootViewController {
                let view = root.view!
                view.frame = bounds
                view.autoresizingMask = .flexibleSize
                root.beginAppearanceTransition(true, animated: false)
                insertSubview(view, at: 0)
                root.endAppearanceTransition()
            }
        }
    }

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
