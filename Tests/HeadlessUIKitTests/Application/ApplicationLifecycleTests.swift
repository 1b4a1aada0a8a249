import Foundation
import Testing
@testable import HeadlessUIKit

/// The deprecated status-bar members, read through a protocol so the tests compile without
/// deprecation warnings (a deprecated witness of a protocol requirement is not diagnosed).
@MainActor
private protocol LegacyStatusBar {
    var statusBarFrame: CGRect { get }
    var statusBarOrientation: UIInterfaceOrientation { get }
    var isStatusBarHidden: Bool { get }
}
extension UIApplication: LegacyStatusBar {}

@MainActor
private final class HiddenStatusBarController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
}

@MainActor
@Suite("UIApplication: the deprecated status bar and the life-cycle notifications, from the scene")
struct ApplicationLifecycleTests {
    private var legacy: any LegacyStatusBar { UIApplication.shared }

    @Test("statusBarFrame is the scene's status bar: the top 54 points of the window, .zero once hidden")
    func statusBarFrame() {
        let scene = makeScene()
        #expect(legacy.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 54))
        #expect(legacy.statusBarFrame == scene.statusBarManager.statusBarFrame)
        scene.window.rootViewController = HiddenStatusBarController()
        scene.window.rootViewController?.setNeedsStatusBarAppearanceUpdate()
        // UIStatusBarManager.statusBarFrame: "If the status bar is hidden, the value … is CGRectZero".
        #expect(legacy.statusBarFrame == .zero)
        #expect(legacy.isStatusBarHidden)
    }

    @Test("statusBarOrientation is the window scene's interface orientation: portrait, then landscape once the window is wider")
    func statusBarOrientation() {
        let scene = makeScene()
        #expect(legacy.statusBarOrientation == .portrait)
        scene.deviceOrientation = .landscapeLeft
        scene.resize(to: CGSize(width: 844, height: 390))
        #expect(legacy.statusBarOrientation == .landscapeRight)
        #expect(legacy.statusBarOrientation == scene.windowScene.interfaceOrientation)
    }

    @Test(
        "going to the background posts willResignActive (still active) then didEnterBackground (background); coming back posts willEnterForeground (still background) then didBecomeActive (active)"
    )
    func lifecycleOrder() {
        let scene = makeScene()
        #expect(UIApplication.shared.applicationState == .active)
        var seen: [String] = []
        let names: [(Notification.Name, String)] = [
            (UIApplication.willResignActiveNotification, "willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
            (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
        ]
        let tokens = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let object = note.object.map { ObjectIdentifier($0 as AnyObject) }
                MainActor.assumeIsolated {
                    #expect(object == ObjectIdentifier(UIApplication.shared))
                    seen.append("\(label):\(UIApplication.shared.applicationState.rawValue)")
                }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }

        scene.headlessMoveApplication(to: .background)
        #expect(seen == ["willResignActive:0", "didEnterBackground:2"])
        #expect(scene.windowScene.activationState == .background)
        scene.headlessMoveApplication(to: .background)
        #expect(seen.count == 2, "moving to the state the app is in posts nothing")

        seen = []
        scene.headlessMoveApplication(to: .active)
        #expect(seen == ["willEnterForeground:2", "didBecomeActive:0"])
        #expect(scene.windowScene.activationState == .foregroundActive)

        seen = []
        scene.headlessMoveApplication(to: .inactive)
        #expect(seen == ["willResignActive:0"])
        #expect(UIApplication.shared.applicationState == .inactive)
        #expect(scene.windowScene.activationState == .foregroundInactive)
        scene.headlessMoveApplication(to: .active)
        #expect(seen == ["willResignActive:0", "didBecomeActive:0"])
    }
}
