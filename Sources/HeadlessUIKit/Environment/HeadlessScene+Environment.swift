import Foundation

/// The environment a scene simulates: the device, the traits, the accessibility settings, and
/// what the code asked of the device (feedback, accessibility notifications). Each scene has its
/// own; the defaults are an iPhone in portrait, light style, scale 3, no assistive settings on.
struct SceneEnvironment {
    var deviceIdiom = UIUserInterfaceIdiom.phone
    var deviceOrientation = UIDeviceOrientation.portrait
    var displayScale: CGFloat = 3
    var userInterfaceStyle = UIUserInterfaceStyle.light
    var layoutDirection = UITraitEnvironmentLayoutDirection.leftToRight
    var isReduceMotionEnabled = false
    var isVoiceOverRunning = false
    var feedback: [HeadlessFeedback] = []
    var accessibilityNotifications: [HeadlessAccessibilityNotification] = []
    var statusBar: UIStatusBarManager?
    var applicationState = UIApplication.State.active
}

extension HeadlessScene {
    /// The idiom `UIDevice.current` and the traits report while this scene is current; `.phone` by
    /// default. Setting it changes the traits (see ``traitCollection``).
    public var deviceIdiom: UIUserInterfaceIdiom {
        get { environment.deviceIdiom }
        set { changeTraits { $0.deviceIdiom = newValue } }
    }

    /// The orientation `UIDevice.current` reports while this scene is current; `.portrait` by
    /// default. A change posts `UIDevice.orientationDidChangeNotification`; it does not resize
    /// the window (call ``resize(to:)`` for that).
    public var deviceOrientation: UIDeviceOrientation {
        get { environment.deviceOrientation }
        set {
            guard newValue != environment.deviceOrientation else { return }
            environment.deviceOrientation = newValue
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
        }
    }

    /// The display scale of the scene's traits; 3 by default (as `UIScreen.main.scale`).
    public var displayScale: CGFloat {
        get { environment.displayScale }
        set { changeTraits { $0.displayScale = newValue } }
    }

    /// The interface style of the scene's traits; `.light` by default.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { environment.userInterfaceStyle }
        set { changeTraits { $0.userInterfaceStyle = newValue } }
    }

    /// The layout direction of the scene's traits, as the app's language sets it on a device:
    /// `.leftToRight` by default; `.rightToLeft` lays out leading and trailing constraints and
    /// stack views mirrored (see <doc:AutoLayout>). Setting it calls `traitCollectionDidChange(_:)`
    /// and rebuilds the window's Auto Layout engine, so the next layout pass flips the layout.
    /// `UIApplication.shared.userInterfaceLayoutDirection` reports it while the scene is current.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { environment.layoutDirection }
        set {
            guard newValue != environment.layoutDirection else { return }
            changeTraits { $0.layoutDirection = newValue }
            window.layoutDirectionDidChange()
        }
    }

    /// The traits of every view and view controller in the scene's window: size classes from the
    /// window's size (``UITraitCollection/headless(for:)``), and the scene's ``displayScale``,
    /// ``userInterfaceStyle``, ``deviceIdiom`` and ``layoutDirection``.
    public var traitCollection: UITraitCollection { traitCollection(forWindowSize: window.bounds.size) }

    /// The traits the scene would have with a window of `size`.
    func traitCollection(forWindowSize size: CGSize) -> UITraitCollection {
        let sizeClasses = UITraitCollection.headless(for: size)
        return UITraitCollection(
            horizontal: sizeClasses.horizontalSizeClass, vertical: sizeClasses.verticalSizeClass,
            scale: environment.displayScale, style: environment.userInterfaceStyle, idiom: environment.deviceIdiom,
            direction: environment.layoutDirection)
    }

    /// Whether Reduce Motion is on, as `UIAccessibility.isReduceMotionEnabled` reports while this
    /// scene is current; false by default. A change posts
    /// `UIAccessibility.reduceMotionStatusDidChangeNotification`.
    public var isReduceMotionEnabled: Bool {
        get { environment.isReduceMotionEnabled }
        set {
            guard newValue != environment.isReduceMotionEnabled else { return }
            environment.isReduceMotionEnabled = newValue
            NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        }
    }

    /// Whether VoiceOver is running, as `UIAccessibility.isVoiceOverRunning` reports while this
    /// scene is current; false by default. A change posts
    /// `UIAccessibility.voiceOverStatusDidChangeNotification`.
    public var isVoiceOverRunning: Bool {
        get { environment.isVoiceOverRunning }
        set {
            guard newValue != environment.isVoiceOverRunning else { return }
            environment.isVoiceOverRunning = newValue
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        }
    }

    /// The haptic feedback the code asked for while this scene was current, in order.
    public var feedback: [HeadlessFeedback] { environment.feedback }

    /// The accessibility notifications posted (`UIAccessibility.post(notification:argument:)`)
    /// while this scene was current, in order.
    public var accessibilityNotifications: [HeadlessAccessibilityNotification] { environment.accessibilityNotifications }

    func recordFeedback(_ event: HeadlessFeedback.Event) {
        environment.feedback.append(HeadlessFeedback(time: now, event: event))
    }

    func recordAccessibilityNotification(_ notification: UIAccessibility.Notification, argument: Any?) {
        let text = argument.map { ($0 as? String) ?? ($0 as? UIView)?.headlessName ?? String(describing: $0) }
        environment.accessibilityNotifications.append(
            HeadlessAccessibilityNotification(time: now, notification: notification, argument: text))
    }

    /// Applies a change to the traits and, when they differ, calls `traitCollectionDidChange(_:)`.
    private func changeTraits(_ change: (inout SceneEnvironment) -> Void) {
        let previous = traitCollection
        change(&environment)
        notifyTraitChange(from: previous)
    }

    /// Calls `traitCollectionDidChange(_:)` with `previous` on everything in the scene when its
    /// traits are no longer `previous`: the view controllers from the root (each before its
    /// children, then the presentation controller and the presented view controller of each
    /// presentation), then the views of the window, parents before subviews. As in UIKit, nothing
    /// is called when the traits did not change.
    func notifyTraitChange(from previous: UITraitCollection) {
        guard traitCollection != previous else { return }
        var controller = window.rootViewController
        while let current = controller {
            notifyTraitChange(ofTree: current, from: previous)
            if let presented = current.presentedViewController {
                presented.presentationController?.traitCollectionDidChange(previous)
            }
            controller = current.presentedViewController
        }
        notifyTraitChange(ofViews: window, from: previous)
    }

    private func notifyTraitChange(ofTree controller: UIViewController, from previous: UITraitCollection) {
        controller.traitCollectionDidChange(previous)
        for child in controller.children { notifyTraitChange(ofTree: child, from: previous) }
    }

    private func notifyTraitChange(ofViews view: UIView, from previous: UITraitCollection) {
        view.traitCollectionDidChange(previous)
        for subview in view.subviews { notifyTraitChange(ofViews: subview, from: previous) }
    }
}

/// One request for haptic feedback, recorded on the scene (``HeadlessScene/feedback``).
public struct HeadlessFeedback: Equatable, Sendable {
    /// What the code asked for.
    public enum Event: Equatable, Sendable {
        /// `prepare()` on a generator of this kind ("impact", "selection", "notification").
        case prepare(String)
        /// `impactOccurred()` or `impactOccurred(intensity:)` (intensity 1 for the first).
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// `selectionChanged()`.
        case selectionChanged
        /// `notificationOccurred(_:)`.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
    }

    /// The scene's virtual time of the request.
    public let time: TimeInterval
    /// What was asked.
    public let event: Event
}

/// One posted accessibility notification, recorded on the scene
/// (``HeadlessScene/accessibilityNotifications``).
public struct HeadlessAccessibilityNotification: Equatable, Sendable {
    /// The scene's virtual time of the post.
    public let time: TimeInterval
    /// The notification.
    public let notification: UIAccessibility.Notification
    /// The argument: a string as given, a view by its name, anything else described; nil if none.
    public let argument: String?
}
