import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UIApplication and window scenes, headlessly")
struct UIApplicationTests {
    @Test("the connected scene is the current HeadlessScene's window scene, foreground-active, holding its key window")
    func connectedScene() {
        let scene = makeScene()
        let connected = UIApplication.shared.connectedScenes
        #expect(connected.count == 1)
        let windowScene = connected.first as? UIWindowScene
        #expect(windowScene === scene.window.windowScene)
        #expect(windowScene?.activationState == .foregroundActive)
        #expect(windowScene?.windows.count == 1 && windowScene?.windows.first === scene.window)
        #expect(scene.window.isKeyWindow)
        #expect(scene.window.screen === UIScreen.main)

        let other = makeScene()
        #expect((UIApplication.shared.connectedScenes.first as? UIWindowScene) === other.window.windowScene)
        scene.makeCurrent()
        #expect((UIApplication.shared.connectedScenes.first as? UIWindowScene) === scene.window.windowScene)
        #expect(UIApplication.shared === UIApplication.shared)
    }

    @Test("a landscape window's interface orientation follows the device: turned left, the interface is turned right")
    func interfaceOrientation() {
        let scene = makeScene(width: 844, height: 390)
        #expect(scene.window.windowScene?.interfaceOrientation == .landscapeRight)
        scene.deviceOrientation = .landscapeRight
        #expect(scene.window.windowScene?.interfaceOrientation == .landscapeLeft)
        let portrait = makeScene()
        #expect(portrait.window.windowScene?.interfaceOrientation == .portrait)
        #expect(UIWindowScene(.unattached).interfaceOrientation == .unknown)
    }

    @Test("a window made on a window scene keeps the scene, and the scene lists the window while it lives")
    func windowOnAScene() {
        let scene = UIWindowScene(.unattached)
        #expect(scene.activationState == .unattached)
        var window: UIWindow? = UIWindow(windowScene: scene)
        #expect(window?.windowScene === scene)
        #expect(window?.frame == .zero)
        #expect(scene.windows.count == 1 && scene.windows.first === window)
        window = nil
        #expect(scene.windows.isEmpty)
    }
}
