import Foundation
import Testing
@testable import HeadlessUIKit

/// The deprecated usages, called through a protocol so that the tests compile without
/// deprecation warnings (a deprecated witness of a protocol requirement is not diagnosed).
@MainActor
private protocol DeprecatedUsages {
    func menuFrame(in container: UIView) -> CGRect
}
extension UsageSideMenu: DeprecatedUsages {}

@MainActor
private protocol DeprecatedHeader {
    func pinHeader()
}
extension UsageLegacyHeaderController: DeprecatedHeader {}

/// Runs the usages of RealUsagesLegacy.swift: older and less common UIKit members real transition
/// files use, compiled here with only the import swapped.
@MainActor
@Suite("Real transition code using the status bar, life cycle, layout guides, popovers, segues, display links, motion effects, Dynamics")
struct RealUsageLegacyTests {
    @Test("the side menu starts below the 54-point status bar and is 80 % wide in portrait, 40 % in landscape")
    func sideMenu() {
        let scene = makeScene()
        let menu: any DeprecatedUsages = UsageSideMenu()
        #expect(menu.menuFrame(in: scene.window) == CGRect(x: 0, y: 54, width: 312, height: 790))
        scene.resize(to: CGSize(width: 844, height: 390))
        #expect(menu.menuFrame(in: scene.window) == CGRect(x: 0, y: 54, width: 337.6, height: 336))
    }

    @Test("the animator pauses when the app resigns active and resumes when it is active again")
    func backgroundPausing() {
        let scene = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        let pausing = UsageBackgroundPausing(animator: animator)
        defer { pausing.stopObserving() }
        scene.advance(by: 0.25)
        scene.headlessMoveApplication(to: .background)
        #expect(animator.state == .active && !animator.isRunning)
        scene.advance(by: 5)
        #expect(close(animator.fractionComplete, 0.25))
        scene.headlessMoveApplication(to: .active)
        #expect(animator.isRunning)
        scene.advance(by: 0.75)
        #expect(animator.state == .inactive && view.alpha == 0)
    }

    @Test("the header pinned to the top layout guide sits at the safe area's top")
    func legacyHeader() {
        let scene = makeScene()
        let controller = UsageLegacyHeaderController()
        scene.window.rootViewController = controller
        (controller as any DeprecatedHeader).pinHeader()
        controller.view.layoutIfNeeded()
        #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 390, height: 64))
    }

    @Test("the popover menu stays a popover on a phone, below its button")
    func popoverMenu() {
        let scene = makeScene()
        let presenter = UIViewController()
        scene.window.rootViewController = presenter
        let button = UIView(frame: CGRect(x: 300, y: 60, width: 60, height: 30))
        presenter.view.addSubview(button)
        let menu = UIViewController()
        let shower = UsagePopoverMenu()
        shower.show(menu, from: button, in: presenter)
        scene.runUntilIdle(timeout: 5)
        #expect(presenter.presentedViewController === menu)
        #expect(menu.view.frame == CGRect(x: 140, y: 90, width: 240, height: 180))
        #expect(menu.popoverPresentationController?.arrowDirection == .up)
    }

    @Test("performing the registered zoom segue prepares the destination and presents it over full screen")
    func segue() {
        let scene = makeScene()
        let gallery = UsageGalleryController()
        scene.window.rootViewController = gallery
        gallery.headlessRegisterSegue(identifier: "zoom") { identifier, source in
            UsageZoomSegue(identifier: identifier, source: source, destination: UIViewController())
        }
        gallery.open(index: 4)
        #expect(gallery.selectedIndex == 4)
        scene.runUntilIdle(timeout: 5)
        #expect(gallery.presentedViewController?.title == "Photo 4")
        #expect(gallery.presentedViewController?.modalPresentationStyle == .overFullScreen)
        #expect(!gallery.headlessTriggerSegue(withIdentifier: "zoom", sender: 5), "shouldPerformSegue refuses while presenting")
    }

    @Test("the display link drives the progress to 1 in 0.5 s, then invalidates itself")
    func displayLink() {
        let scene = makeScene()
        let driver = UsageProgressDriver()
        driver.begin()
        scene.advance(by: 0.25)
        #expect(close(driver.progress, 0.5, tolerance: 1.0 / 30))
        let result = scene.runUntilIdle(timeout: 2)
        #expect(result.isIdle)
        #expect(driver.progress == 1)
        #expect(scene.now < 0.55)
    }

    @Test("the parallax group is stored on the view; the accessibility frame is in screen coordinates")
    func parallaxAndAccessibility() {
        let scene = makeScene()
        let card = UIView(frame: CGRect(x: 20, y: 300, width: 350, height: 200))
        scene.window.addSubview(card)
        usageParallax(card)
        usageParallax(card)
        #expect(card.motionEffects.count == 1)
        #expect(card.motionEffects.first is UIMotionEffectGroup)
        #expect(usageAccessibilityFrame(of: card, rect: CGRect(x: 10, y: 10, width: 20, height: 20)) == CGRect(x: 30, y: 310, width: 20, height: 20))
    }

    @Test("the drop-in menu falls onto the bottom edge and the presentation completes once the animator rests")
    func dropInMenu() {
        let scene = makeScene()
        let menu = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        scene.window.addSubview(menu)
        var completed = 0
        let dropper = UsageDropInMenu()
        dropper.drop(menu, in: scene.window) { completed += 1 }
        #expect(scene.runUntilIdle(timeout: 10).isIdle)
        #expect(completed == 1)
        #expect(menu.frame.maxY == 844)
    }
}
