import Foundation
import HeadlessUIKit
import Testing

/// `UIScreen.bounds` follows the interface orientation, as on UIKit since iOS 8: Apple documents
/// the rectangle as "specified in the current coordinate space, which takes into account any
/// interface rotations in effect for the device" (`UIScreen.bounds`), while `fixedCoordinateSpace`
/// keeps the portrait-up dimensions.
@MainActor
@Suite("Screen bounds")
struct ScreenBoundsTests {
    @Test("a landscape scene's screen is 844×390; a portrait scene's 390×844; the portrait bounds never change")
    func boundsFollowTheInterfaceOrientation() {
        let landscape = HeadlessScene(size: CGSize(width: 844, height: 390))
        landscape.makeCurrent()
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 844 * 3, height: 390 * 3))
        let portrait = HeadlessScene(size: CGSize(width: 390, height: 844))
        portrait.makeCurrent()
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.portraitBounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("a view controller's view loaded in a landscape scene is the landscape screen's size, as UIKit sizes it")
    func viewLoadedInLandscapeIsLandscape() {
        let scene = HeadlessScene(size: CGSize(width: 844, height: 390))
        scene.makeCurrent()
        let controller = UIViewController()
        #expect(controller.view.frame.size == CGSize(width: 844, height: 390))
    }

    @Test("rotating the scene turns the screen's bounds with it")
    func rotationTurnsTheBounds() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        scene.makeCurrent()
        scene.resize(to: CGSize(width: 844, height: 390))
        _ = scene.runUntilIdle(timeout: 5)
        #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
    }
}
