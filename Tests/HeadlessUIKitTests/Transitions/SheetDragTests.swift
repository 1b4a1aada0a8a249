import Testing
@testable import HeadlessUIKit

// The user dragging a sheet between detents (headlessDrag(toHeight:), headlessEndDrag()): the
// sheet follows the finger, settles at the nearest detent on the clock, and only then — a change
// the user made — does UIKit call sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:).

/// Records the delegate calls of a sheet, with the selection each saw.
@MainActor
private final class SheetSelectionLog: NSObject, UISheetPresentationControllerDelegate {
    var seen: [UISheetPresentationController.Detent.Identifier?] = []
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        seen.append(sheetPresentationController.selectedDetentIdentifier)
    }
}

private let largeSheet = CGRect(x: 0, y: 56, width: 390, height: 788)
private let mediumSheet = CGRect(x: 0, y: 450, width: 390, height: 394)

/// A page sheet with detents [.medium(), .large()] and a recording delegate, presented at medium.
@MainActor
private func presentedSheet() throws -> (ModalFixture, UISheetPresentationController, SheetSelectionLog) {
    let f = ModalFixture()
    f.presented.transitioningDelegate = nil
    f.presented.modalPresentationStyle = .pageSheet
    let sheet = try #require(f.presented.sheetPresentationController)
    sheet.detents = [.medium(), .large()]
    let log = SheetSelectionLog()
    sheet.delegate = log
    f.root.present(f.presented, animated: false)
    f.scene.runUntilIdle(timeout: 5)
    return (f, sheet, log)
}

@MainActor
@Suite("Dragging a sheet between detents settles at the nearest one and tells the delegate")
struct SheetDragTests {
    @Test("a drag from medium to 700 points tall follows the finger, settles at large over 0.5 s and calls the delegate once")
    func dragUp() throws {
        let (f, sheet, log) = try presentedSheet()
        sheet.headlessDrag(toHeight: 700)
        #expect(f.presented.view.frame == CGRect(x: 0, y: 144, width: 390, height: 700))
        #expect(log.seen.isEmpty, "no call while the finger is down")
        let start = f.scene.now
        sheet.headlessEndDrag()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(log.seen == [.large])
        #expect(f.presented.view.frame == largeSheet)
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: start + 0.5))
        #expect(f.presented.view.layer.presentation()?.frame == largeSheet)
    }

    @Test("a drag that ends nearer the detent it started from settles back and calls no delegate")
    func dragBack() throws {
        let (f, sheet, log) = try presentedSheet()
        sheet.headlessDrag(toHeight: 500)
        sheet.headlessEndDrag()
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.presented.view.frame == mediumSheet)
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(log.seen.isEmpty)
    }

    @Test("a drag is clamped to the largest detent; a sheet that may not be dismissed stops at its smallest")
    func clamped() throws {
        let (f, sheet, _) = try presentedSheet()
        sheet.headlessDrag(toHeight: 5000)
        #expect(f.presented.view.frame == largeSheet)
        f.presented.isModalInPresentation = true  // below the smallest detent, a drag pulls to dismiss (SheetSwipeToDismissTests)
        sheet.headlessDrag(toHeight: 100)
        #expect(f.presented.view.frame == mediumSheet)
        sheet.headlessDrag(toHeight: 5000)
        #expect(f.presented.view.frame == largeSheet, "the same finger can go back up")
    }

    @Test("dragging a sheet that is not presented moves nothing and records an invalidArgument diagnostic")
    func notPresented() throws {
        let f = ModalFixture()
        f.presented.modalPresentationStyle = .pageSheet
        let sheet = try #require(f.presented.sheetPresentationController)
        f.scene.makeCurrent()  // a sheet with no container records on the current scene
        sheet.headlessDrag(toHeight: 300)
        #expect(f.scene.diagnostics.map(\.kind) == [.invalidArgument])
    }
}
