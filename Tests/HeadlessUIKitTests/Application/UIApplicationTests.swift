import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UIApplication and window scenes, headlessly")
struct UIApplicationTests {
    @Test("the app has no connected scenes, so scene lookups take their no-scene path")
    func noConnectedScenes() {
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIApplication.shared === UIApplication.shared)
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
