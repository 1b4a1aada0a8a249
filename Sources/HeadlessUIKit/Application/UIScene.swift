import Foundation

/// A headless model of `UIScene`, the base of ``UIWindowScene``: only its type and activation
/// state, so that scene lookups compile. ``UIApplication/connectedScenes`` is empty headlessly,
/// so no scene is ever handed to your code by HeadlessUIKit.
@MainActor
open class UIScene: NSObject {
    /// Where a scene is in its life cycle. UIKit's cases.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The scene's state: `.unattached` for a scene nobody connected.
    open var activationState: ActivationState { .unattached }

    /// Unavailable, as in UIKit: UIKit makes scenes (`init(session:connectionOptions:)`, not
    /// modelled) and hands them to you through `UIApplication.shared.connectedScenes`. Code that
    /// builds a scene itself would compile here and not on iOS.
    @available(*, unavailable, message: "UIKit makes scenes; find one in UIApplication.shared.connectedScenes")
    public override init() { super.init() }

    /// What HeadlessUIKit's own tests make a scene as.
    enum TestOnlyState { case unattached }

    /// A scene nobody connected, for HeadlessUIKit's own tests.
    init(_ state: TestOnlyState) { super.init() }
}

/// A headless model of `UIWindowScene`: a scene that holds windows. Only for
/// `UIWindow(windowScene:)` and scene lookups to compile; HeadlessUIKit never connects one.
@MainActor
open class UIWindowScene: UIScene {
    /// Unavailable, as in UIKit: see ``UIScene/init()``.
    @available(*, unavailable, message: "UIKit makes scenes; find one in UIApplication.shared.connectedScenes")
    public override init() { super.init(.unattached) }

    /// A window scene nobody connected, for HeadlessUIKit's own tests.
    override init(_ state: TestOnlyState) { super.init(state) }

    /// The windows made on this scene (kept weakly).
    public var windows: [UIWindow] { storedWindows.compactMap(\.window) }

    struct WeakWindow { weak var window: UIWindow? }
    var storedWindows: [WeakWindow] = []
}

extension UIWindow {
    /// Makes a window on `windowScene`, as UIKit's initializer does; its frame is empty until set.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: .zero)
        self.windowScene = windowScene
        windowScene.storedWindows.append(UIWindowScene.WeakWindow(window: self))
    }
}
