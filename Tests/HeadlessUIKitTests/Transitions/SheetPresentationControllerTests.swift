import Testing
@testable import HeadlessUIKit

// UISheetPresentationController: what sheetPresentationController answers per style, that the
// sheet the app configured before presenting is the one that presents, and the presented
// view's frame per detent (UIKit's documented rules; HeadlessUIKit's sheet frame for large and
// Configuration.sheetMediumDetentFraction for medium).

/// A `ModalFixture` whose presented view controller has `style` and no transitioning delegate.
@MainActor
private func sheetFixture(_ style: UIModalPresentationStyle = .pageSheet, width: CGFloat = 390, height: CGFloat = 844) -> ModalFixture {
    let f = ModalFixture(width: width, height: height)
    f.presented.transitioningDelegate = nil
    f.presented.modalPresentationStyle = style
    return f
}

/// The page sheet on a 390 × 844 phone: 56 points below the top, 788 tall (the large detent).
private let largeSheet = CGRect(x: 0, y: 56, width: 390, height: 788)
/// Half the large detent's height, bottom-attached.
private let mediumSheet = CGRect(x: 0, y: 450, width: 390, height: 394)

@MainActor
@Suite("UISheetPresentationController: the sheet styles' presentation controller, with detents")
struct SheetPresentationControllerTests {
    @Test(
        "sheetPresentationController is a sheet for .pageSheet, .formSheet and .automatic before presenting, nil for the others",
        arguments: [
            (UIModalPresentationStyle.pageSheet, true), (.formSheet, true), (.automatic, true), (.fullScreen, false),
            (.overFullScreen, false), (.custom, false), (.popover, false), (.currentContext, false),
        ])
    func perStyle(style: UIModalPresentationStyle, isSheet: Bool) {
        let f = sheetFixture(style)
        #expect((f.presented.sheetPresentationController != nil) == isSheet)
        #expect(f.presented.sheetPresentationController === f.presented.sheetPresentationController, "the same object each time")
    }

    @Test(
        "the sheet configured before presenting is the presentation controller while presented, and a new one is made after the dismissal",
        arguments: [
            UIModalPresentationStyle.pageSheet, .formSheet, .automatic,
        ])
    func sameObjectPresents(style: UIModalPresentationStyle) throws {
        let f = sheetFixture(style)
        let sheet = try #require(f.presented.sheetPresentationController)
        f.root.present(f.presented, animated: true)
        #expect(f.presented.presentationController === sheet)
        #expect(f.presented.sheetPresentationController === sheet, "during the presentation")
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.presented.presentationController === sheet)
        #expect(sheet.presentationStyle == (style == .formSheet ? .formSheet : .pageSheet))
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.selectedDetentIdentifier == nil)
        f.root.dismiss(animated: true)
        f.scene.runUntilIdle(timeout: 5)
        let next = try #require(f.presented.presentationController, "not presented: reading it makes one, as UIKit documents")
        #expect(next !== sheet && next is UISheetPresentationController, "a new sheet for the next presentation")
        #expect(f.presented.sheetPresentationController === next)
    }

    @Test("a full-screen presentation has no sheet presentation controller while presented")
    func fullScreenHasNone() {
        let f = sheetFixture(.fullScreen)
        f.root.present(f.presented, animated: false)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.presented.presentationController != nil)
        #expect(f.presented.sheetPresentationController == nil)
    }

    @Test("a sheet with no detents set presents and dismisses at the frame sheets had before detents: the large detent")
    func defaultIsLarge() throws {
        let f = sheetFixture()
        f.root.present(f.presented, animated: true)
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.5))
        #expect(f.presented.view.frame == largeSheet)
        #expect(f.root.view.window != nil, "the presenter stays on screen")
        f.root.dismiss(animated: true)
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 1.0))
        #expect(f.root.presentedViewController == nil)
    }

    @Test("detents [.medium(), .large()] with no selection present at the smallest: medium, half the large detent, bottom-attached")
    func mediumPresents() throws {
        let f = sheetFixture()
        let sheet = try #require(f.presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        f.root.present(f.presented, animated: true)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.presented.view.frame == mediumSheet)
    }

    @Test("selectedDetentIdentifier .large shows the large detent; a selection that names no detent shows the smallest")
    func selection() throws {
        let f = sheetFixture()
        let sheet = try #require(f.presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .large
        f.root.present(f.presented, animated: false)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.presented.view.frame == largeSheet)
        sheet.selectedDetentIdentifier = .init("nowhere")
        #expect(f.presented.view.frame == mediumSheet)
    }

    @Test("a custom detent is its resolver's height, clamped to maximumDetentValue, and sees the container's traits")
    func custom() throws {
        let f = sheetFixture()
        let sheet = try #require(f.presented.sheetPresentationController)
        var seen: (maximum: CGFloat, vertical: UIUserInterfaceSizeClass)?
        var wanted: CGFloat = 300
        sheet.detents = [
            .custom(identifier: .init("small")) { context in
                seen = (context.maximumDetentValue, context.containerTraitCollection.verticalSizeClass)
                return wanted
            }
        ]
        f.root.present(f.presented, animated: false)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.presented.view.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect(seen?.maximum == 788)
        #expect(seen?.vertical == .regular)
        wanted = 2000
        sheet.invalidateDetents()
        #expect(f.presented.view.frame == largeSheet, "clamped to the large detent")
        wanted = -5
        sheet.invalidateDetents()
        #expect(f.presented.view.frame == CGRect(x: 0, y: 844, width: 390, height: 0), "clamped to 0")
    }

    @Test("the medium detent is inactive in compact height: a sheet with only .medium() shows the large detent")
    func mediumInactiveInCompactHeight() throws {
        let f = sheetFixture(width: 844, height: 390)
        let sheet = try #require(f.presented.sheetPresentationController)
        sheet.detents = [.medium()]
        f.root.present(f.presented, animated: false)
        f.scene.runUntilIdle(timeout: 5)
        #expect(close(f.presented.view.frame, CGRect(x: 0, y: 27.3, width: 844, height: 362.7)), "\(f.presented.view.frame)")
    }

    @Test("sheetMediumDetentFraction sets the medium detent's share of the large detent")
    func mediumFraction() throws {
        var configuration = HeadlessScene.Configuration()
        configuration.sheetMediumDetentFraction = 0.25
        let f = ModalFixture(configuration: configuration)
        f.presented.transitioningDelegate = nil
        f.presented.modalPresentationStyle = .pageSheet
        f.presented.sheetPresentationController?.detents = [.medium()]
        f.root.present(f.presented, animated: false)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.presented.view.frame == CGRect(x: 0, y: 647, width: 390, height: 197))
    }

    @Test("a centred form sheet on a pad keeps its 540 × 620 frame whatever its detents")
    func formSheetIgnoresDetents() throws {
        let f = sheetFixture(.formSheet, width: 1024, height: 768)
        f.presented.sheetPresentationController?.detents = [.medium()]
        f.root.present(f.presented, animated: false)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.presented.view.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
    }
}
