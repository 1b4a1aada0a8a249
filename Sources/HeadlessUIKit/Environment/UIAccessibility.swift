import Foundation

/// A headless model of `UIAccessibility`: the assistive settings transition code reads and the
/// notifications it posts.
///
/// The settings are the current scene's (``HeadlessScene/isReduceMotionEnabled``,
/// ``HeadlessScene/isVoiceOverRunning``), which a test sets; posted notifications are recorded on
/// the current scene (``HeadlessScene/accessibilityNotifications``). Not modelled: the other
/// settings, focus, and any assistive technology acting on the notifications.
public enum UIAccessibility {
    /// Whether Reduce Motion is on in the current scene.
    @preconcurrency @MainActor public static var isReduceMotionEnabled: Bool { HeadlessScene.current.isReduceMotionEnabled }

    /// Whether VoiceOver is running in the current scene.
    @preconcurrency @MainActor public static var isVoiceOverRunning: Bool { HeadlessScene.current.isVoiceOverRunning }

    /// Converts `rect` from `view`'s coordinates to the screen's, as an accessibility frame is
    /// given: through the view's window (`convert(_:to: nil)`, which follows transforms), then
    /// from the window to the screen — a HeadlessScene's window is at the screen's origin, so its
    /// coordinates are the screen's. A view in no window is its own root: the rect is converted
    /// to that root's coordinates.
    @preconcurrency @MainActor public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        guard let window = view.window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// Posts an accessibility notification: recorded on the current scene.
    @preconcurrency @MainActor public static func post(notification: Notification, argument: Any?) {
        HeadlessScene.current.recordAccessibilityNotification(notification, argument: argument)
    }

    /// An accessibility notification, UIKit's names.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared (argument: the element to focus, or an announcement).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (argument: the element to focus).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak (argument: the string).
        public static let announcement = Notification(rawValue: 1008)
        /// Content scrolled by a page (argument: the string describing it).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posted when Reduce Motion is turned on or off.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
}

/// The traits of an accessibility element, UIKit's raw values.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
