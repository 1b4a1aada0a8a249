import Foundation

extension UIApplication {
    /// Where the app is in its life cycle, UIKit's cases and raw values.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events (an alert, a call, on the way to the background).
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The app's state: the current ``HeadlessScene``'s ``HeadlessScene/applicationState``
    /// (`.active` until a test moves it), `.active` when no scene exists.
    public var applicationState: State { HeadlessScene.currentIfAny?.applicationState ?? .active }

    /// Posted when the app is no longer active (its state is still `.active` while observers run).
    /// The object is the app; no user info.
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app entered the background (its state is `.background`). The object is the
    /// app; no user info.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted shortly before the app leaves the background (its state is still `.background`).
    /// The object is the app; no user info.
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app became active (its state is `.active`). The object is the app; no user info.
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
}

extension HeadlessScene {
    /// The app state `UIApplication.shared.applicationState` reports while this scene is current;
    /// `.active` at first. Change it with ``headlessMoveApplication(to:)``.
    public var applicationState: UIApplication.State { environment.applicationState }

    /// Moves the app to `state` as the system does, one step at a time, posting UIKit's
    /// notifications (object: `UIApplication.shared`) on `NotificationCenter.default`, inline:
    ///
    /// - active → background: `willResignActiveNotification` (state still `.active`), the state
    ///   becomes `.inactive`, then `.background` and `didEnterBackgroundNotification`;
    /// - background → active: `willEnterForegroundNotification` (state still `.background`),
    ///   the state becomes `.inactive`, then `.active` and `didBecomeActiveNotification`;
    /// - active → inactive (an alert, a call): `willResignActiveNotification` only; inactive →
    ///   active: `didBecomeActiveNotification` only; inactive → background:
    ///   `didEnterBackgroundNotification` only; background → inactive:
    ///   `willEnterForegroundNotification` only.
    ///
    /// This is the order Apple documents: the app moves from active to inactive when the user
    /// quits it and "it begins the transition to the background state", and UIKit posts the
    /// notification whether or not the app uses scenes
    /// ([applicationWillResignActive(_:)](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:)));
    /// `applicationWillEnterForeground(_:)` is "part of the transition from the background to the
    /// inactive state" (the app template's comments).
    /// The window scene's `activationState` follows (`.foregroundActive`, `.foregroundInactive`,
    /// `.background`). Moving to the state the app is in posts nothing.
    ///
    /// Not modelled: the app delegate's and scene delegate's callbacks, `UIScene`'s own
    /// notifications, snapshots for the app switcher, and what the system does to running
    /// animations in the background (they keep running on the virtual clock).
    public func headlessMoveApplication(to state: UIApplication.State) {
        let center = NotificationCenter.default
        let app = UIApplication.shared
        if environment.applicationState == .active, state != .active {
            center.post(name: UIApplication.willResignActiveNotification, object: app)
            environment.applicationState = .inactive
        }
        if environment.applicationState == .background, state != .background {
            center.post(name: UIApplication.willEnterForegroundNotification, object: app)
            environment.applicationState = .inactive
        }
        if environment.applicationState == .inactive, state == .background {
            environment.applicationState = .background
            center.post(name: UIApplication.didEnterBackgroundNotification, object: app)
        }
        if environment.applicationState == .inactive, state == .active {
            environment.applicationState = .active
            center.post(name: UIApplication.didBecomeActiveNotification, object: app)
        }
    }
}
