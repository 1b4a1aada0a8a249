import Testing
@testable import HeadlessUIKit

@MainActor
private final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var style = UIModalPresentationStyle.none
    var asked: [UIUserInterfaceSizeClass] = []
    var prepared = 0
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        asked.append(traitCollection.horizontalSizeClass)
        return style
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { prepared += 1 }
}

/// A delegate that implements none of the adaptive members.
@MainActor
private final class SilentDelegate: NSObject, UIAdaptivePresentationControllerDelegate {}

@MainActor
private struct PopoverFixture {
    let scene: HeadlessScene
    let root = UIViewController()
    let presented = UIViewController()
    let button = UIView(frame: CGRect(x: 20, y: 100, width: 44, height: 44))

    init(width: CGFloat = 390, height: CGFloat = 844) {
        scene = makeScene(width: width, height: height)
        scene.window.rootViewController = root
        root.view.addSubview(button)
        presented.modalPresentationStyle = .popover
        presented.preferredContentSize = CGSize(width: 200, height: 300)
    }

    func present() {
        root.present(presented, animated: false, completion: nil)
        scene.runUntilIdle(timeout: 5)
    }
}

@MainActor
@Suite("UIPopoverPresentationController: .popover's presentation controller, its placement and its adaptation")
struct PopoverPresentationControllerTests {
    @Test("popoverPresentationController exists before presenting for .popover only, and is the controller that presents")
    func sameObject() throws {
        let f = PopoverFixture()
        let popover = try #require(f.presented.popoverPresentationController)
        popover.sourceView = f.button
        f.present()
        #expect(f.presented.presentationController === popover)
        let other = UIViewController()
        other.modalPresentationStyle = .pageSheet
        #expect(other.popoverPresentationController == nil)
        #expect(f.presented.sheetPresentationController == nil)
    }

    @Test("on a phone a delegate answering .none keeps the popover: preferredContentSize, below the source, arrow up")
    func noneKeepsPopover() throws {
        let f = PopoverFixture()
        let delegate = PopoverDelegate()
        let popover = try #require(f.presented.popoverPresentationController)
        popover.sourceView = f.button
        popover.delegate = delegate
        f.present()
        // Centred on the button (midX 42) and clamped to the 10-point margin; below it (maxY 144).
        #expect(f.presented.view.frame == CGRect(x: 10, y: 144, width: 200, height: 300))
        #expect(popover.arrowDirection == .up)
        #expect(delegate.asked.first == .compact)
        #expect(delegate.prepared == 1)
        #expect(f.root.view.window != nil, "a popover keeps the presenter's view")
    }

    @Test("on a phone without a delegate (or one that implements no adaptive member) the popover adapts to a sheet")
    func adaptsWithoutDelegate() throws {
        for withSilentDelegate in [false, true] {
            let f = PopoverFixture()
            let popover = try #require(f.presented.popoverPresentationController)
            popover.sourceView = f.button
            let silent = SilentDelegate()
            if withSilentDelegate { popover.delegate = silent }
            f.present()
            #expect(f.presented.view.frame == CGRect(x: 0, y: 56, width: 390, height: 788))
            #expect(popover.arrowDirection == .unknown)
        }
    }

    @Test("a delegate answering .fullScreen on a phone gets the container's bounds")
    func adaptsToFullScreen() throws {
        let f = PopoverFixture()
        let delegate = PopoverDelegate()
        delegate.style = .fullScreen
        let popover = try #require(f.presented.popoverPresentationController)
        popover.sourceView = f.button
        popover.delegate = delegate
        f.present()
        #expect(f.presented.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("in a regular-width container the popover is not adapted; only permitted sides are used; with no room below it goes above")
    func regularWidthPlacement() throws {
        let f = PopoverFixture(width: 1024, height: 1366)
        let popover = try #require(f.presented.popoverPresentationController)
        f.button.frame = CGRect(x: 500, y: 1200, width: 40, height: 40)
        popover.sourceView = f.button
        popover.sourceRect = CGRect(x: 0, y: 0, width: 20, height: 20)
        popover.permittedArrowDirections = [.up, .down]
        f.present()
        // No room for 300 points below 1220 (1356 is the limit): above the source rect instead.
        #expect(f.presented.view.frame == CGRect(x: 410, y: 900, width: 200, height: 300))
        #expect(popover.arrowDirection == .down)
    }

    @Test("a popover shown without a sourceView is a misuse UIKit raises on; it is centred instead")
    func missingSource() throws {
        let f = PopoverFixture(width: 1024, height: 1366)
        f.presented.preferredContentSize = .zero
        f.present()
        let diagnostic = try #require(misuses(f.scene).first)
        #expect(diagnostic.raisesInUIKit)
        #expect(diagnostic.message.contains("should have a non-nil sourceView or barButtonItem"))
        // The default content size, 320 × 480, centred.
        #expect(f.presented.view.frame == CGRect(x: 352, y: 443, width: 320, height: 480))
    }
}
