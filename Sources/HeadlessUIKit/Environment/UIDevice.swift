import Foundation

/// A headless model of `UIDevice`: the idiom and the orientation of the current scene's device.
///
/// `UIDevice.current` answers for ``HeadlessScene/current``: set ``HeadlessScene/deviceIdiom``
/// and ``HeadlessScene/deviceOrientation`` on a scene to test iPad or landscape code paths (each
/// scene has its own; the defaults are an iPhone held in portrait). Setting the orientation posts
/// ``orientationDidChangeNotification`` when it changes; it does not resize the window (call
/// ``HeadlessScene/resize(to:)`` for that). Not modelled: the battery, proximity, device names
/// and identifiers beyond the fixed values below.
@preconcurrency @MainActor
public final class UIDevice: NSObject {
    /// The device the current scene runs on.
    public static let current = UIDevice()

    private override init() { super.init() }

    /// The current scene's idiom (``HeadlessScene/deviceIdiom``; `.phone` by default).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { HeadlessScene.current.deviceIdiom }

    /// The current scene's physical orientation (``HeadlessScene/deviceOrientation``; `.portrait` by default).
    public var orientation: UIDeviceOrientation { HeadlessScene.current.deviceOrientation }

    /// Whether orientation notifications are being generated; true between
    /// ``beginGeneratingDeviceOrientationNotifications()`` and its end call.
    public private(set) var isGeneratingDeviceOrientationNotifications = false

    /// Starts orientation notifications (counted, as in UIKit).
    public func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
        isGeneratingDeviceOrientationNotifications = true
    }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()``.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
        isGeneratingDeviceOrientationNotifications = orientationNotificationRequests > 0
    }

    private var orientationNotificationRequests = 0

    /// The device's name: "iPhone" or "iPad" after the idiom.
    public var name: String { model }
    /// The model: "iPhone" or "iPad" after the idiom.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The operating system's name: "iOS".
    public var systemName: String { "iOS" }
    /// The operating system's version: "17.0".
    public var systemVersion: String { "17.0" }
    /// Whether the device can run several apps side by side; true on an iPad.
    public var isMultitaskingSupported: Bool { true }

    /// Posted when the device's orientation changes; the object is the device.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// The physical orientation of the device, UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is portrait or landscape (not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The orientation of the interface, UIKit's raw values (landscape sides swapped relative to
/// ``UIDeviceOrientation``, as in UIKit).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations, UIKit's raw values.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
