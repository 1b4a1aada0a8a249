import Foundation

/// A headless model of `UIScene`, the base of ``UIWindowScene``: only its type and activation
/// state, so that scene lookups work. ``UIApplication/connectedScenes`` hands out the window scene
/// of the current ``HeadlessScene``.
@preconcurrency @MainActor
open class UIScene: NSObject {
    /// Where a scene is in its life cycle. UIKit's cases.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The scene's state: `.foregroundActive` for a ``HeadlessScene``'s window scene, `.unattached`
    /// for one nobody connected.
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

/// A headless model of `UIWindowScene`: a scene that holds windows.
///
/// Each ``HeadlessScene`` has one, connected and `.foregroundActive`, holding its window (the key
/// window); `UIApplication.shared.connectedScenes` hands out the current scene's, so the usual
/// lookup of the key window finds the scene's window. Its ``interfaceOrientation`` follows the
/// window's shape (see ``interfaceOrientation``). A window scene made by
/// `UIWindow(windowScene:)` on one HeadlessUIKit did not connect only records its windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// Unavailable, as in UIKit: see ``UIScene/init()``.
    @available(*, unavailable, message: "UIKit makes scenes; find one in UIApplication.shared.connectedScenes")
    public override init() { super.init(.unattached) }

    /// A window scene nobody connected, for HeadlessUIKit's own tests.
    override init(_ state: TestOnlyState) { super.init(state) }

    /// The windows on this scene: a HeadlessScene's window, or the windows made on it (kept weakly).
    public var windows: [UIWindow] {
        if let scene = headlessScene { return [scene.window] }
        return storedWindows.compactMap(\.window)
    }

    struct WeakWindow { weak var window: UIWindow? }
    final var storedWindows: [WeakWindow] = []
    /// The HeadlessScene that connected this window scene, if one did.
    final var headlessScene: HeadlessScene? { sceneReference }
    /// Unretained, not weak (a weak reference would slow every retain of the scene; see
    /// ``UnretainedBackReferences``): the scene holds this window scene and clears it in its `deinit`.
    nonisolated(unsafe) unowned final var sceneReference: HeadlessScene?

    /// `.unattached` for a window scene no HeadlessScene connected; else its app state's:
    /// `.foregroundActive`, `.foregroundInactive` or `.background` (see
    /// ``HeadlessScene/headlessMoveApplication(to:)``).
    override open var activationState: ActivationState {
        guard let scene = headlessScene else { return .unattached }
        switch scene.applicationState {
        case .active: return .foregroundActive
        case .inactive: return .foregroundInactive
        case .background: return .background
        }
    }

    /// The orientation of the interface: landscape while the window is wider than tall — the
    /// side from ``HeadlessScene/deviceOrientation`` when that is a landscape one (the device
    /// turned left shows the interface turned right, as in UIKit), else `.landscapeRight` — and
    /// portrait otherwise; `.unknown` for a window scene no HeadlessScene connected.
    open var interfaceOrientation: UIInterfaceOrientation {
        guard let scene = headlessScene else { return .unknown }
        guard scene.isInterfaceLandscape else { return .portrait }
        return scene.deviceOrientation == .landscapeRight ? .landscapeLeft : .landscapeRight
    }

    /// The screen the scene is on: ``UIScreen/main``.
    open var screen: UIScreen { UIScreen.main }

    /// The traits of the scene: its HeadlessScene's, all unspecified for one nobody connected.
    open var traitCollection: UITraitCollection { headlessScene?.traitCollection ?? UITraitCollection() }

}

extension UIWindow {
    /// Makes a window on `windowScene`, as UIKit's initializer does; its frame is empty until set.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: .zero)
        self.windowScene = windowScene
        windowScene.storedWindows.append(UIWindowScene.WeakWindow(window: self))
    }
}
