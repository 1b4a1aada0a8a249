import Testing
@testable import HeadlessUIKit

// HeadlessScene.resize(to:) across a size class: UIKit calls willTransition(to:with:) with the new
// trait collection before the traits change (UIContentContainer documentation), on the root view
// controller (forwarded to its children) and on the presentation controller of each presentation
// (forwarded to the presented view controller); HeadlessUIKit calls it before
// viewWillTransition(to:with:) (Configuration.traitTransitionPrecedesSizeTransition).

/// A view controller that logs the size and trait messages it gets, then calls `super`.
@MainActor
private final class TraitLoggingViewController: UIViewController {
    let name: String
    let log: CallLog
    /// The traits the view controller had while `willTransition(to:with:)` ran.
    var traitsDuringWillTransition: UITraitCollection?

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(name).willTransition(to: \(describe(newCollection)))")
        traitsDuringWillTransition = traitCollection
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(name).viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.add("\(name).traitCollectionDidChange")
    }
}

/// A sheet presentation controller that logs the trait message, then calls `super`.
@MainActor
private final class TraitLoggingSheet: UISheetPresentationController {
    var log: CallLog?

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        log?.add("sheet.willTransition(to: \(describe(newCollection)))")
        super.willTransition(to: newCollection, with: coordinator)
    }
}

/// Vends a `TraitLoggingSheet` for a `.custom` presentation, with no animator of its own.
@MainActor
private final class SheetVendingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let sheet = TraitLoggingSheet(presentedViewController: presented, presenting: presenting)
        sheet.log = log
        return sheet
    }
}

@MainActor
private func describe(_ traits: UITraitCollection) -> String {
    let name: (UIUserInterfaceSizeClass) -> String = { $0 == .compact ? "compact" : $0 == .regular ? "regular" : "unspecified" }
    return "w \(name(traits.horizontalSizeClass)), h \(name(traits.verticalSizeClass))"
}

@MainActor
@Suite("Resizing across a size class calls willTransition(to:with:) with the new traits")
struct ResizeTraitTransitionTests {
    @Test("rotating a phone: the root, its child, the sheet and the presented view controller get willTransition before viewWillTransition")
    func order() throws {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let log = CallLog(scene)
        let root = TraitLoggingViewController("root", log: log)
        let child = TraitLoggingViewController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        scene.window.rootViewController = root
        let presented = TraitLoggingViewController("presented", log: log)
        let delegate = SheetVendingDelegate(log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        scene.runUntilIdle(timeout: 5)
        #expect(presented.presentationController is TraitLoggingSheet)
        log.clear()

        scene.resize(to: CGSize(width: 844, height: 390))
        let landscape = "w regular, h compact"
        #expect(
            Array(log.entries.prefix(8)) == [
                "root.willTransition(to: \(landscape))", "child.willTransition(to: \(landscape))",
                "sheet.willTransition(to: \(landscape))", "presented.willTransition(to: \(landscape))",
                "root.viewWillTransition(to: 844×390)", "child.viewWillTransition(to: 844×390)",
                "presented.viewWillTransition(to: 844×390)", "root.traitCollectionDidChange",
            ])
        let before = try #require(root.traitsDuringWillTransition)
        #expect(before.verticalSizeClass == .regular && before.horizontalSizeClass == .compact, "the old traits while it runs")
        #expect(root.traitCollection.verticalSizeClass == .compact)
    }

    @Test("with traitTransitionPrecedesSizeTransition false, willTransition follows viewWillTransition")
    func otherOrder() {
        var configuration = HeadlessScene.Configuration()
        configuration.traitTransitionPrecedesSizeTransition = false
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
        let log = CallLog(scene)
        let root = TraitLoggingViewController("root", log: log)
        scene.window.rootViewController = root
        scene.runUntilIdle(timeout: 5)
        log.clear()
        scene.resize(to: CGSize(width: 844, height: 390))
        #expect(
            Array(log.entries.prefix(2)) == ["root.viewWillTransition(to: 844×390)", "root.willTransition(to: w regular, h compact)"])
    }

    @Test("a resize that keeps the size classes calls viewWillTransition only")
    func sameSizeClasses() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let log = CallLog(scene)
        let root = TraitLoggingViewController("root", log: log)
        scene.window.rootViewController = root
        scene.runUntilIdle(timeout: 5)
        log.clear()
        scene.resize(to: CGSize(width: 428, height: 926))
        scene.runUntilIdle(timeout: 5)
        #expect(log.entries == ["root.viewWillTransition(to: 428×926)"])
    }
}
