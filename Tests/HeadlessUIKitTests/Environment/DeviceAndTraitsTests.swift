import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
private final class TraitWatchingView: UIView {
    var previous: [UITraitCollection?] = []
    var seen: [UITraitCollection] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection)
        seen.append(traitCollection)
    }
}

@MainActor
private final class TraitWatchingController: UIViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes += 1
    }
}

/// Counts notifications; posted synchronously on the test's thread.
final class PostCounter: @unchecked Sendable {
    var count = 0
}

@MainActor
@Suite struct DeviceAndTraitsTests {
    @Test("UIDevice.current is an iPhone in portrait by default and follows the current scene")
    func deviceFollowsTheCurrentScene() {
        let phone = HeadlessScene(size: CGSize(width: 390, height: 844))
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation == .portrait)
        let pad = HeadlessScene(size: CGSize(width: 1024, height: 1366))
        pad.deviceIdiom = .pad
        pad.deviceOrientation = .landscapeLeft
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.orientation.isLandscape)
        phone.makeCurrent()
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation.isPortrait)
    }

    @Test("setting the device orientation posts UIDevice.orientationDidChangeNotification once per change")
    func orientationChangePostsTheNotification() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let posts = PostCounter()
        let token = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: UIDevice.current, queue: nil
        ) { _ in posts.count += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        scene.deviceOrientation = .landscapeRight
        scene.deviceOrientation = .landscapeRight
        #expect(posts.count == 1)
    }

    @Test("a view in a window has the scene's traits: size classes from the window, scale 3, light, phone")
    func viewTraitsComeFromTheScene() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = UIView()
        #expect(view.traitCollection.horizontalSizeClass == .unspecified)
        #expect(view.traitCollection.displayScale == 0)
        scene.window.addSubview(view)
        let traits = view.traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.displayScale == 3)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.userInterfaceIdiom == .phone)
    }

    @Test("a view controller's traits are its view's scene's, else its presenter's")
    func controllerTraits() {
        let scene = HeadlessScene(size: CGSize(width: 844, height: 390))
        let root = UIViewController()
        scene.window.rootViewController = root
        #expect(root.traitCollection.verticalSizeClass == .compact)
        #expect(UIViewController().traitCollection.verticalSizeClass == .unspecified)
    }

    @Test("a resize across a size class calls traitCollectionDidChange(_:) with the previous traits, inside the resize")
    func resizeCallsTraitCollectionDidChange() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let root = TraitWatchingController()
        scene.window.rootViewController = root
        let view = TraitWatchingView()
        root.view.addSubview(view)
        scene.resize(to: CGSize(width: 844, height: 390))
        #expect(view.previous.count == 1)
        #expect(view.previous.first??.verticalSizeClass == .regular)
        #expect(view.seen.first?.verticalSizeClass == .compact)
        #expect(root.changes == 1)
        scene.advance(by: 1)
        scene.resize(to: CGSize(width: 800, height: 380))
        #expect(view.previous.count == 1, "same size classes: no call")
    }

    @Test("setting the scene's interface style or display scale calls traitCollectionDidChange(_:) once per change")
    func styleAndScaleChanges() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = TraitWatchingView()
        scene.window.addSubview(view)
        scene.userInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.traitCollection.hasDifferentColorAppearance(comparedTo: view.previous.last ?? nil))
        scene.userInterfaceStyle = .dark
        scene.displayScale = 2
        #expect(view.previous.count == 2)
        #expect(view.traitCollection.displayScale == 2)
    }

    @Test("trait collections combine, compare and contain as UIKit's do")
    func traitCollectionValues() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 2),
            UITraitCollection(userInterfaceStyle: .dark),
        ])
        #expect(combined.horizontalSizeClass == .regular)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.displayScale == 2)
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(combined == UITraitCollection(traitsFrom: [combined]))
    }

    @Test("supported orientations default to all but upside down on a phone and all on a pad")
    func supportedOrientations() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
        scene.deviceIdiom = .pad
        #expect(controller.supportedInterfaceOrientations == .all)
    }
}
