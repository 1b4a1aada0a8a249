import Testing
import TransitionConformance

@testable import ConformanceCorpus

/// Vends the slide-in presentation controller, as the tutorial's transitioning delegate does.
@MainActor
private final class SlideInDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        SlideInPresentationController(presentedViewController: presented, presenting: presenting, direction: .bottom)
    }
}

@MainActor
@Suite struct SlideInTapTests {
    @Test("a tap on the slide-in sample's dimming view dismisses the presented view controller")
    func tapOnTheDimmingViewDismisses() throws {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        scene.window.rootViewController = root
        let delegate = SlideInDelegate()
        let menu = UIViewController()
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = delegate
        root.present(menu, animated: true)
        _ = scene.runUntilIdle(timeout: 5)
        #expect(root.presentedViewController === menu)
        let container = try #require(menu.presentationController?.containerView)
        let dimming = try #require(container.subviews.first { $0.accessibilityIdentifier == "slideIn.dimming" })
        #expect(container.hitTest(CGPoint(x: 195, y: 100), with: nil) === dimming, "the dimming view takes the tap above the menu")
        let tap = try #require(dimming.gestureRecognizers?.first as? UITapGestureRecognizer)
        tap.headlessTap()
        _ = scene.runUntilIdle(timeout: 5)
        #expect(root.presentedViewController == nil)
        #expect(dimming.superview == nil)
    }
}
