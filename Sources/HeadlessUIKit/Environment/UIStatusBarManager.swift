import Foundation

/// The status bar's style, UIKit's raw values.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How the status bar animates a change, UIKit's raw values.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}

/// A minimal model of `UIStatusBarManager`: the status bar's appearance as the view controller
/// controlling it last asked, its frame at the top of the window.
///
/// The appearance is read when a view controller calls `setNeedsStatusBarAppearanceUpdate()`:
/// from the controller that controls the status bar, as UIKit chooses it — the root view
/// controller, or the last presented one presented `.fullScreen` or with
/// `modalPresentationCapturesStatusBarAppearance`, then following `childForStatusBarStyle` and
/// `childForStatusBarHidden`. Not re-read on presentation or dismissal by itself; not animated.
/// A scene's window has no window scene headlessly, so read a scene's manager as
/// ``HeadlessScene/statusBarManager``.
@preconcurrency @MainActor
public final class UIStatusBarManager: NSObject {
    /// The status bar's style.
    public internal(set) var statusBarStyle = UIStatusBarStyle.default
    /// Whether the status bar is hidden.
    public internal(set) var isStatusBarHidden = false
    /// How many times the appearance was read (each `setNeedsStatusBarAppearanceUpdate()`).
    public internal(set) var headlessUpdateCount = 0
    /// The height of the status bar when shown (54 points, an iPhone 14/15's).
    let height: CGFloat = 54
    unowned let window: UIWindow?

    init(window: UIWindow?) {
        self.window = window
        super.init()
    }

    /// The status bar's frame: the top of the window, empty when hidden.
    public var statusBarFrame: CGRect {
        isStatusBarHidden ? .zero : CGRect(x: 0, y: 0, width: window?.bounds.width ?? 0, height: height)
    }
}

extension UIWindowScene {
    /// The status bar of the scene. Headlessly only ``HeadlessScene/statusBarManager`` follows view controllers.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(window: windows.first) }
}

extension HeadlessScene {
    /// The scene's status bar, following `setNeedsStatusBarAppearanceUpdate()`.
    public var statusBarManager: UIStatusBarManager {
        if let manager = environment.statusBar { return manager }
        let manager = UIStatusBarManager(window: window)
        environment.statusBar = manager
        return manager
    }

    /// Reads the appearance of the view controller controlling the status bar.
    func updateStatusBarAppearance() {
        guard var controller = window.rootViewController else { return }
        while let presented = controller.presentedViewController,
            presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance
        {
            controller = presented
        }
        var styleSource = controller
        while let child = styleSource.childForStatusBarStyle { styleSource = child }
        var hiddenSource = controller
        while let child = hiddenSource.childForStatusBarHidden { hiddenSource = child }
        let manager = statusBarManager
        manager.statusBarStyle = styleSource.preferredStatusBarStyle
        manager.isStatusBarHidden = hiddenSource.prefersStatusBarHidden
        manager.headlessUpdateCount += 1
    }
}

extension UIViewController {
    /// Asks UIKit to read the status-bar appearance again: updates the scene's
    /// ``HeadlessScene/statusBarManager`` from the controller that controls the status bar.
    public func setNeedsStatusBarAppearanceUpdate() {
        (viewIfLoaded?.window?.headlessScene ?? HeadlessScene.current).updateStatusBarAppearance()
    }
}
