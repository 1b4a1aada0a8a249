import Foundation

extension UIApplication {
    /// The status bar's frame, in screen coordinates: the current ``HeadlessScene``'s
    /// ``HeadlessScene/statusBarManager`` frame — the top of its window, 54 points tall, `.zero`
    /// while the controlling view controller hides the status bar — or `.zero` when no scene exists.
    ///
    /// Deprecated in UIKit (iOS 13) in favour of the window scene's `statusBarManager`; still
    /// common in sheets and side menus that start below the status bar. UIKit documents that the
    /// frame is `CGRectZero` while the status bar is hidden
    /// ([UIStatusBarManager.statusBarFrame](https://developer.apple.com/documentation/uikit/uistatusbarmanager/statusbarframe)).
    /// Not modelled: iPhones hiding the status bar in landscape by themselves.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect {
        HeadlessScene.currentIfAny?.statusBarManager.statusBarFrame ?? .zero
    }

    /// The orientation of the app's interface: the current scene's window scene's
    /// ``UIWindowScene/interfaceOrientation`` (landscape while the window is wider than tall),
    /// `.unknown` when no scene exists.
    ///
    /// Deprecated in UIKit (iOS 13) in favour of the window scene's `interfaceOrientation`.
    @available(*, deprecated, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation {
        HeadlessScene.currentIfAny?.windowScene.interfaceOrientation ?? .unknown
    }

    /// Whether the status bar is hidden: the current scene's status bar's
    /// ``UIStatusBarManager/isStatusBarHidden``. Deprecated in UIKit (iOS 9 for the setter,
    /// iOS 13 for reading it).
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var isStatusBarHidden: Bool {
        HeadlessScene.currentIfAny?.statusBarManager.isStatusBarHidden ?? false
    }
}
