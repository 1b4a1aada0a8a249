import Testing
@testable import HeadlessUIKit

// Changing a presented sheet's detents: at once outside animateChanges(_:), animated on the
// virtual clock inside it (Configuration.sheetDetentAnimationDuration), and never a delegate call
// (UIKit calls sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:) only for the
// user's drags).

/// Records the delegate calls of a sheet.
@MainActor
private final class SheetDelegateLog: NSObject, UISheetPresentationControllerDelegate {
    var selectionChanges = 0
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        selectionChanges += 1
    }
}

private let largeSheet = CGRect(x: 0, y: 56, width: 390, height: 788)
private let mediumSheet = CGRect(x: 0, y: 450, width: 390, height: 394)

/// A page sheet with detents [.medium(), .large()], presented at medium, the clock idle.
@MainActor
private func presentedMediumSheet() throws -> (ModalFixture, UISheetPresentationController) {
    let f = ModalFixture()
    f.presented.transitioningDelegate = nil
    f.presented.modalPresentationStyle = .pageSheet
    let sheet = try #require(f.presented.sheetPresentationController)
    sheet.detents = [.medium(), .large()]
    f.root.present(f.presented, animated: true)
    f.scene.runUntilIdle(timeout: 5)
    #expect(f.presented.view.frame == mediumSheet)
    return (f, sheet)
}

@MainActor
@Suite("Changing a presented sheet's detent: at once, or animated inside animateChanges")
struct SheetDetentChangeTests {
    @Test("setting selectedDetentIdentifier outside animateChanges moves the sheet at once, without animation")
    func atOnce() throws {
        let (f, sheet) = try presentedMediumSheet()
        sheet.selectedDetentIdentifier = .large
        #expect(f.presented.view.frame == largeSheet)
        #expect(f.presented.view.layer.animationKeys()?.isEmpty ?? true)
        #expect(f.presented.view.layer.presentation()?.frame == largeSheet)
    }

    @Test("inside animateChanges the model frame is the new one when it returns and the sheet moves over 0.5 s on the clock")
    func animated() throws {
        let (f, sheet) = try presentedMediumSheet()
        let start = f.scene.now
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(f.presented.view.frame == largeSheet, "the model value at once")
        f.scene.advance(by: 0.25)
        let midway = try #require(f.presented.view.layer.presentation()?.frame)
        #expect(midway.minY < mediumSheet.minY && midway.minY > largeSheet.minY, "on its way up: \(midway)")
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: start + 0.5))
        #expect(f.presented.view.layer.presentation()?.frame == largeSheet)
    }

    @Test("sheetDetentAnimationDuration sets how long animateChanges takes")
    func duration() throws {
        var configuration = HeadlessScene.Configuration()
        configuration.sheetDetentAnimationDuration = 0.2
        let f = ModalFixture(configuration: configuration)
        f.presented.transitioningDelegate = nil
        f.presented.modalPresentationStyle = .pageSheet
        let sheet = try #require(f.presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        f.root.present(f.presented, animated: false)
        f.scene.runUntilIdle(timeout: 5)
        let start = f.scene.now
        sheet.animateChanges { sheet.detents = [.large()] }
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: start + 0.2))
        #expect(f.presented.view.frame == largeSheet)
    }

    @Test("changing the selected detent in code does not call the delegate, in or out of animateChanges")
    func noDelegateCall() throws {
        let (f, sheet) = try presentedMediumSheet()
        let delegate = SheetDelegateLog()
        sheet.delegate = delegate
        sheet.selectedDetentIdentifier = .large
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        f.scene.runUntilIdle(timeout: 5)
        #expect(delegate.selectionChanges == 0)
        #expect(f.presented.view.frame == mediumSheet)
    }

    @Test("a rotation keeps the sheet at its detent in the new container")
    func resize() throws {
        let (f, sheet) = try presentedMediumSheet()
        sheet.detents = [.custom(identifier: .init("third")) { $0.maximumDetentValue / 3 }, .large()]
        f.scene.resize(to: CGSize(width: 844, height: 390))
        f.scene.runUntilIdle(timeout: 5)
        #expect(close(f.presented.view.frame, CGRect(x: 0, y: 269.1, width: 844, height: 120.9)), "\(f.presented.view.frame)")
    }

    @Test("a selection changed while the presentation runs leaves the animator's frame alone, and the sheet takes that detent when it ends")
    func duringPresentation() throws {
        let f = ModalFixture()
        f.presented.transitioningDelegate = nil
        f.presented.modalPresentationStyle = .pageSheet
        let sheet = try #require(f.presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 0.1)
        #expect(f.presented.view.frame == mediumSheet, "the final frame the transition started with")
        sheet.selectedDetentIdentifier = .large
        #expect(f.presented.view.frame == mediumSheet, "untouched while the transition runs")
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.presented.view.frame == largeSheet)
        #expect(f.scene.diagnostics.isEmpty)
    }
}
