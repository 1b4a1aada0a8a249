import Testing
@testable import HeadlessUIKit

// The user pulling a sheet down below its smallest detent to dismiss it: UIKit asks
// isModalInPresentation and presentationControllerShouldDismiss(_:), runs an interactive
// dismissal that follows the finger, and tells the adaptive delegate what happened.

/// Records the adaptive delegate's dismissal calls into the fixture's log.
@MainActor
private final class DismissalLog: NSObject, UIAdaptivePresentationControllerDelegate {
    let log: CallLog
    var allows = true
    init(_ log: CallLog) { self.log = log }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.add("shouldDismiss")
        return allows
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.add("didAttemptToDismiss") }
}

private let mediumSheet = CGRect(x: 0, y: 450, width: 390, height: 394)

/// A page sheet with detents [.medium(), .large()] at medium, its delegate logging into the
/// fixture's log (cleared).
@MainActor
private func presentedSheet() throws -> (ModalFixture, UISheetPresentationController, DismissalLog) {
    let f = ModalFixture()
    f.presented.transitioningDelegate = nil
    f.presented.modalPresentationStyle = .pageSheet
    let sheet = try #require(f.presented.sheetPresentationController)
    sheet.detents = [.medium(), .large()]
    let delegate = DismissalLog(f.log)
    sheet.delegate = delegate
    f.root.present(f.presented, animated: false)
    f.scene.runUntilIdle(timeout: 5)
    f.log.clear()
    return (f, sheet, delegate)
}

@MainActor
@Suite("Pulling a sheet down to dismiss it runs an interactive dismissal and tells the adaptive delegate")
struct SheetSwipeToDismissTests {
    @Test("a pull more than half-way below the smallest detent dismisses: shouldDismiss, willDismiss, the appearance calls, then didDismiss")
    func pullDismisses() throws {
        let (f, sheet, delegate) = try presentedSheet()
        sheet.headlessDrag(toHeight: 300)
        #expect(f.log.entries == ["shouldDismiss", "willDismiss"])
        f.scene.advance(by: 0)  // the dismissal starts on the next turn, interactive
        #expect(f.presented.transitionCoordinator?.isInteractive == true)
        #expect(f.log.entries.contains("presented.viewWillDisappear(true)"))
        sheet.headlessDrag(toHeight: 100)  // 294 of 394 points below medium: 75 %
        let shown = try #require(f.presented.view.layer.presentation()?.frame)
        #expect(shown.minY > mediumSheet.minY + 100, "the sheet follows the finger down")
        sheet.headlessEndDrag()
        f.scene.runUntilIdle(timeout: 5)

        #expect(f.root.presentedViewController == nil)
        #expect(f.log.entries.last == "didDismiss")
        #expect(f.log.entries.filter { $0 == "didDismiss" }.count == 1)
        #expect(f.log.entries.contains("presented.viewDidDisappear(true)"))
        _ = delegate
    }

    @Test("a short pull springs back: the dismissal is cancelled, the sheet is back at its detent, and didDismiss is never called")
    func shortPullSpringsBack() throws {
        let (f, sheet, delegate) = try presentedSheet()
        sheet.headlessDrag(toHeight: 300)
        f.scene.advance(by: 0.1)
        sheet.headlessEndDrag()  // 94 of 394 points: 24 %, less than sheetDismissFraction (0.5)
        f.scene.runUntilIdle(timeout: 5)

        #expect(f.root.presentedViewController === f.presented)
        #expect(f.presented.view.frame == mediumSheet)
        #expect(f.log.entries.contains("willDismiss"))
        #expect(!f.log.entries.contains("didDismiss"))
        #expect(f.log.entries.suffix(2) == ["presented.viewWillAppear(true)", "presented.viewDidAppear(true)"])
        _ = delegate

        sheet.headlessDrag(toHeight: 600)  // the sheet is draggable again
        #expect(f.presented.view.frame.height == 600)
    }

    @Test("isModalInPresentation keeps the sheet: no dismissal, shouldDismiss not asked, didAttemptToDismiss when the finger is lifted")
    func modalInPresentation() throws {
        let (f, sheet, delegate) = try presentedSheet()
        f.presented.isModalInPresentation = true
        sheet.headlessDrag(toHeight: 100)
        #expect(f.presented.view.frame == mediumSheet)
        #expect(f.log.entries.isEmpty)
        sheet.headlessEndDrag()
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.log.entries == ["didAttemptToDismiss"])
        #expect(f.root.presentedViewController === f.presented)
        _ = delegate
    }

    @Test("a child's isModalInPresentation (a navigation controller's top view controller) keeps the sheet too")
    func childModalInPresentation() throws {
        let (f, sheet, delegate) = try presentedSheet()
        let child = UIViewController()
        f.presented.addChild(child)
        child.isModalInPresentation = true
        sheet.headlessDrag(toHeight: 100)
        sheet.headlessEndDrag()
        #expect(f.log.entries == ["didAttemptToDismiss"])
        _ = delegate
    }

    @Test("presentationControllerShouldDismiss returning false keeps the sheet, and the attempt is reported")
    func delegateRefuses() throws {
        let (f, sheet, delegate) = try presentedSheet()
        delegate.allows = false
        sheet.headlessDrag(toHeight: 200)
        sheet.headlessDrag(toHeight: 50)
        sheet.headlessEndDrag()
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.log.entries == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(f.presented.view.frame == mediumSheet)
    }

    @Test("a sheet that presents another view controller is covered and is not pulled down: a diagnostic says so")
    func coveredSheet() throws {
        let (f, sheet, _) = try presentedSheet()
        let above = UIViewController()
        above.modalPresentationStyle = .overFullScreen
        f.presented.present(above, animated: false)
        f.scene.runUntilIdle(timeout: 5)
        sheet.headlessDrag(toHeight: 100)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.root.presentedViewController === f.presented)
        #expect(f.presented.presentedViewController === above)
        #expect(f.scene.diagnostics.contains { $0.message.contains("only the topmost presentation can be pulled down") })
    }

    @Test("a sheet whose dismissal runs the app's animator is not pulled down: a diagnostic says so")
    func appAnimatorNotModelled() throws {
        let (f, sheet, _) = try presentedSheet()
        f.presented.transitioningDelegate = f.delegate
        sheet.headlessDrag(toHeight: 100)
        #expect(f.root.presentedViewController === f.presented)
        #expect(f.scene.diagnostics.contains { $0.message.contains("pulling down a sheet whose dismissal runs an animator the app vends is not modelled") })
    }
}
