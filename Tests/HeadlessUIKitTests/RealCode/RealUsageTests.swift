import Testing
@testable import HeadlessUIKit

/// Runs the usages of RealUsages*.swift — UIKit code in the style of real transition libraries,
/// compiled here with only the import swapped — and checks that each does on HeadlessUIKit what
/// it does on UIKit.
@MainActor
@Suite("Real transition code compiles with only the import swapped, and runs as on UIKit")
struct RealUsageTests {
    @Test("the animation usages run on the virtual clock and end where UIKit's would")
    func animations() {
        let scene = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        usageSpringAnimation(view)
        usageKeyframes(view)
        let animator = usagePropertyAnimator(view)
        scene.advance(by: 1)
        #expect(view.transform == .identity)
        #expect(view.alpha == 1)
        #expect(animator.state == .inactive)
        #expect(view.center.y == 150)

        let scrubbed = usageTimingParameters(view)
        scene.advance(by: 1)
        #expect(scrubbed.state == .inactive)
        #expect(view.alpha == 1)  // reversed: back to the start

        usageWithoutAnimation(view)
        #expect(view.frame.origin == .zero)
        usageTransforms(view, from: CGRect(x: 0, y: 0, width: 50, height: 50), to: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layer.anchorPoint == CGPoint(x: 0, y: 0.5))
        #expect(usagePresentationLayer(view) == view.frame)
        usageTransitionWithView(UIImageView(image: nil), image: nil)
    }

    @Test("a custom presentation with the zoom animator and the card presentation controller presents and dismisses")
    func presentation() {
        let scene = makeScene()
        let presenter = UsagePresentingController()
        scene.window.rootViewController = presenter
        let detail = UIViewController()
        detail.preferredContentSize = CGSize(width: 0, height: 400)

        presenter.showDetail(detail)
        _ = scene.runUntilIdle(timeout: 5)

        #expect(presenter.presentedViewController === detail)
        #expect(detail.presentationController is UsageCardPresentationController)
        #expect(detail.view.frame.height == 400)
        #expect(detail.view.frame.maxY == scene.window.bounds.maxY)
        #expect(detail.view.layer.shadowPath != nil)
        #expect(detail.view.layer.presentation()?.shadowPath != nil, "a presentation copy keeps the shadow path, as Core Animation's does")

        detail.dismiss(animated: true)
        _ = scene.runUntilIdle(timeout: 5)
        #expect(presenter.presentedViewController == nil)
    }

    @Test("an editing sheet with unsaved changes refuses the pull down and hears the attempt; without changes it is dismissed")
    func editingSheet() throws {
        let scene = makeScene()
        let presenter = UIViewController()
        scene.window.rootViewController = presenter
        let editor = UsageEditingController()
        editor.modalPresentationStyle = .formSheet
        editor.presentationController?.delegate = editor  // before presenting, as apps do
        presenter.present(editor, animated: true)
        _ = scene.runUntilIdle(timeout: 5)
        let sheet = try #require(editor.sheetPresentationController)

        editor.hasChanges = true
        sheet.headlessDrag(toHeight: 100)
        sheet.headlessEndDrag()
        _ = scene.runUntilIdle(timeout: 5)
        #expect(editor.attemptedDismissals == 1)
        #expect(presenter.presentedViewController === editor)

        editor.hasChanges = false
        sheet.headlessDrag(toHeight: 100)
        sheet.headlessEndDrag()
        _ = scene.runUntilIdle(timeout: 5)
        #expect(presenter.presentedViewController == nil)
        #expect(editor.attemptedDismissals == 1)
    }

    @Test("constraints, fitting sizes and priorities of the sheet view solve as UIKit solves them")
    func layout() {
        let scene = makeScene()
        let sheet = UsageSheetView(frame: .zero)
        sheet.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(sheet)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: scene.window.bottomAnchor),
        ])
        scene.window.layoutIfNeeded()
        #expect(sheet.frame.height == 300)
        #expect(sheet.handle.frame == CGRect(x: 177, y: 8, width: 36, height: 5))

        sheet.expand(to: 500)
        scene.advance(by: 0.15)
        #expect(sheet.layer.presentation()?.frame.height ?? 0 > 300)
        scene.advance(by: 0.3)
        #expect(sheet.frame.height == 500)
        #expect(usageFittingHeight(sheet, width: 390) >= 21)
    }

    @Test("the layer usages: the reveal's transaction completes on the clock; fill-mode, groups, gradients and masks are kept")
    func layers() {
        let scene = makeScene()
        let view = UIView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        var revealed = false
        usageCircularReveal(view, from: CGPoint(x: 20, y: 20), duration: 0.4) { revealed = true }
        #expect(view.layer.mask is CAShapeLayer)
        scene.advance(by: 0.5)
        #expect(revealed)
        #expect(view.layer.mask == nil)

        usageFillModeForwards(view.layer)
        usageAnimationGroup(view.layer)
        #expect(view.layer.animationKeys()?.contains("fade") == true)
        #expect(usageGradient(view).superlayer === view.layer)
        usageRoundedCornersMask(view)
        #expect(view.layer.mask is CAShapeLayer)
        #expect(usageStrokeEnd(view).strokeEnd == 1)
    }

    @Test("the key window found through connectedScenes is the current scene's window")
    func keyWindow() {
        let scene = makeScene()
        #expect(usageKeyWindow() === scene.window)
        #expect(scene.window.windowScene?.activationState == .foregroundActive)
        #expect(scene.window.windowScene?.interfaceOrientation == .portrait)
        scene.resize(to: CGSize(width: 844, height: 390))
        _ = scene.runUntilIdle(timeout: 2)
        #expect(scene.window.windowScene?.interfaceOrientation.isLandscape == true)
    }

    @Test("environment usages read the scene's settings; overrideUserInterfaceStyle changes the traits below it")
    func environment() {
        final class StyleWatcher: UIView {
            var changes: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                changes.append(traitCollection.userInterfaceStyle)
            }
        }
        let scene = makeScene()
        let controller = UIViewController()
        scene.window.rootViewController = controller
        let child = StyleWatcher()
        controller.view.addSubview(child)
        #expect(usageEnvironment(controller) == 0.3)
        #expect(controller.overrideUserInterfaceStyle == .light)  // the usage pins the style it found

        controller.overrideUserInterfaceStyle = .unspecified
        scene.userInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        controller.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(controller.traitCollection.userInterfaceStyle == .light)
        #expect(scene.window.traitCollection.userInterfaceStyle == .dark)
        #expect(child.changes == [.dark, .light])
        scene.isReduceMotionEnabled = true
        #expect(usageEnvironment(controller) == 0)

        let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
        let note = Notification(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
        #expect(usageKeyboardFrame(from: note, in: child) == 344)
        #expect(usageRenderedImage(child).contentMode == .scaleAspectFill)
    }

    @Test("a table view's row frame, converted to the window, is where the row is drawn")
    func tableRow() {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let scene = makeScene()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        let rows = Rows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        scene.window.addSubview(table)
        table.layoutIfNeeded()
        let frame = usageRowFrame(in: table, at: IndexPath(row: 2, section: 0))
        #expect(abs(frame.minY - (100 + 2 * 44)) < 0.001)  // rowHeight is automaticDimension; rows are estimated at 44 pt
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.imageView?.superview != nil)
    }
}

@MainActor
@Suite("Real transition code: sheets, stack views, layout guides, visual format and right-to-left")
struct RealLayoutUsageTests {
    @Test("a page sheet with medium and large detents presents at the medium detent")
    func sheetDetents() {
        let scene = makeScene()
        let presenter = UIViewController()
        scene.window.rootViewController = presenter
        let sheet = UIViewController()
        usageSheetDetents(sheet, from: presenter)
        _ = scene.runUntilIdle(timeout: 5)
        #expect(presenter.presentedViewController === sheet)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .medium)
        let height = sheet.view.frame.height
        #expect(height > 0 && height < scene.window.bounds.height * 0.6)
        #expect(sheet.view.frame.maxY == scene.window.bounds.maxY)
    }

    @Test("a stack view's hidden row collapses, and the rows below move up")
    func stackView() {
        let scene = makeScene()
        let sheet = UIView(frame: scene.window.bounds)
        scene.window.addSubview(sheet)
        let stack = usageStackView(in: sheet)
        scene.advance(by: 0.5)
        let rows = stack.arrangedSubviews
        #expect(rows[1].isHidden)
        #expect(rows[2].frame.minY == rows[0].frame.maxY + 8)  // the hidden row's custom spacing went with it
    }

    @Test("content pinned to the content layout guide sets the content size; the header stays on the frame guide while it scrolls")
    func scrollGuides() {
        let scene = makeScene()
        let scrollView = UIScrollView(frame: scene.window.bounds)
        scene.window.addSubview(scrollView)
        let content = UIView()
        let header = UIView()
        usageScrollLayoutGuides(scrollView, content: content, header: header)
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1200))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.layoutIfNeeded()
        #expect(header.frame.minY == 300)
        #expect(content.frame.minY == 0)
    }

    @Test("visual-format constraints pin the dimming view to its container")
    func visualFormat() {
        let scene = makeScene()
        let dimming = UIView()
        usageVisualFormat(scene.window, dimming)
        scene.window.layoutIfNeeded()
        #expect(dimming.frame == scene.window.bounds)
    }

    @Test("the leading edge is on the right in a right-to-left scene")
    func rightToLeft() {
        let scene = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        #expect(usageLeadingEdgeOffset(view, in: scene.window) == -100)
        scene.layoutDirection = .rightToLeft
        #expect(usageLeadingEdgeOffset(view, in: scene.window) == 390)
    }
}
