import Testing
@testable import HeadlessUIKit

// The built-in presentation styles without any transitioning delegate: UIKit's standard
// cover-vertical animation (0.5 s, `Configuration.standardTransitionDuration`) and the built-in
// presentation controller's frames and presenter handling (BuiltInPresentationController).

/// A `ModalFixture` whose presented view controller has `style` and no transitioning delegate.
@MainActor
private func builtInFixture(_ style: UIModalPresentationStyle, width: CGFloat = 390, height: CGFloat = 844) -> ModalFixture {
    let f = ModalFixture(width: width, height: height)
    f.presented.transitioningDelegate = nil
    f.presented.modalPresentationStyle = style
    return f
}

private let phoneBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
/// A page sheet on a 390 × 844 container: inset from the top by min(56, 7 % of 844).
private let phoneSheet = CGRect(x: 0, y: 56, width: 390, height: 788)

@MainActor @Suite("Built-in presentation styles without a transitioning delegate")
struct BuiltInStyleTests {
    @Test(".fullScreen takes the presenter's view out of the window when the presentation completes and puts it back at its frame after the dismissal")
    func fullScreen() throws {
        let f = builtInFixture(.fullScreen)
        f.root.present(f.presented, animated: true) { f.log.add("present completion") }
        #expect(f.log.entries.isEmpty)
        f.scene.advance(by: 0)
        #expect(f.log.entries == ["presented.viewWillAppear(true)", "root.viewWillDisappear(true)"])
        let container = try #require(f.presented.presentationController?.containerView)
        #expect(f.presented.presentationController?.presentationStyle == .fullScreen)
        #expect(f.presented.view.frame == phoneBounds)
        // During the transition the presenter's view is in the container, below the presented one.
        #expect(f.root.view.superview === container)
        #expect(container.subviews == [f.root.view, f.presented.view])
        f.scene.advance(by: 0.25)
        #expect(f.presented.view.layer.presentation()!.affineTransform() == CGAffineTransform(translationX: 0, y: 422))

        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.5))
        #expect(
            f.log.entries == [
                "presented.viewWillAppear(true)", "root.viewWillDisappear(true)",
                "presented.viewDidAppear(true)", "root.viewDidDisappear(true)", "present completion",
            ])
        #expect(f.root.view.superview == nil)
        #expect(f.root.view.window == nil)
        #expect(f.scene.window.subviews == [container])

        f.log.clear()
        f.presented.dismiss(animated: true) { f.log.add("dismiss completion") }
        f.scene.advance(by: 0)
        #expect(f.log.entries == ["presented.viewWillDisappear(true)", "root.viewWillAppear(true)"])
        #expect(f.root.view.superview === container, "back in the container for the dismissal, below the presented view")
        #expect(container.subviews == [f.root.view, f.presented.view])
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 1.0))
        #expect(
            f.log.entries == [
                "presented.viewWillDisappear(true)", "root.viewWillAppear(true)",
                "presented.viewDidDisappear(true)", "root.viewDidAppear(true)", "dismiss completion",
            ])
        #expect(f.root.view.superview === f.scene.window)
        #expect(f.root.view.frame == phoneBounds)
        #expect(f.scene.window.subviews == [f.root.view])
        #expect(f.presented.view.superview == nil)
        #expect(f.root.presentedViewController == nil)
        #expect(misuses(f.scene).isEmpty)
    }

    @Test(".overFullScreen keeps the presenter's view in the window and gives the presenter no appearance callbacks")
    func overFullScreen() throws {
        let f = builtInFixture(.overFullScreen)
        f.root.present(f.presented, animated: true) { f.log.add("present completion") }
        f.scene.advance(by: 0)
        let container = try #require(f.presented.presentationController?.containerView)
        #expect(f.root.view.superview === f.scene.window)
        #expect(f.scene.window.subviews == [f.root.view, container])
        #expect(container.subviews == [f.presented.view])
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.5))
        #expect(f.presented.view.frame == phoneBounds)
        #expect(f.root.view.window === f.scene.window)

        f.presented.dismiss(animated: true) { f.log.add("dismiss completion") }
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 1.0))
        #expect(
            f.log.entries == [
                "presented.viewWillAppear(true)", "presented.viewDidAppear(true)", "present completion",
                "presented.viewWillDisappear(true)", "presented.viewDidDisappear(true)", "dismiss completion",
            ])
        #expect(f.scene.window.subviews == [f.root.view])
        #expect(f.root.view.frame == phoneBounds)
        #expect(misuses(f.scene).isEmpty)
    }

    @Test(
        ".pageSheet and .automatic present a sheet 56 points below the top of a 390 × 844 container, the presenter staying on screen",
        arguments: [
            UIModalPresentationStyle.pageSheet, .automatic,
        ])
    func pageSheet(style: UIModalPresentationStyle) throws {
        let f = builtInFixture(style)
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 0)
        #expect(f.presented.presentationController?.presentationStyle == .pageSheet)
        #expect(f.presented.view.frame == phoneSheet)
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.5))
        #expect(f.presented.view.frame == phoneSheet)
        #expect(f.presented.view.layer.presentation()!.frame == phoneSheet)
        #expect(f.root.view.window === f.scene.window)
        #expect(f.log.entries == ["presented.viewWillAppear(true)", "presented.viewDidAppear(true)"])
    }

    @Test(".formSheet in a 1024 × 768 container is 540 × 620 points, centred")
    func formSheet() throws {
        let f = builtInFixture(.formSheet, width: 1024, height: 768)
        f.root.present(f.presented, animated: true)
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.5))
        #expect(f.presented.presentationController?.presentationStyle == .formSheet)
        #expect(f.presented.view.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(f.root.view.window === f.scene.window)
        #expect(f.log.entries == ["presented.viewWillAppear(true)", "presented.viewDidAppear(true)"])
    }

    @Test(".formSheet in a compact 390-point-wide container falls back to the page-sheet frame")
    func compactFormSheet() throws {
        let f = builtInFixture(.formSheet)
        f.root.present(f.presented, animated: true)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.presented.view.frame == phoneSheet)
    }

    @Test(
        "Present, dismiss, then present again works for every built-in style",
        arguments: [
            (UIModalPresentationStyle.fullScreen, phoneBounds), (.overFullScreen, phoneBounds), (.pageSheet, phoneSheet),
            (.automatic, phoneSheet), (.formSheet, phoneSheet),
        ])
    func presentDismissPresent(style: UIModalPresentationStyle, frame: CGRect) throws {
        let f = builtInFixture(style)
        var completions: [String] = []
        f.root.present(f.presented, animated: true) { completions.append("present") }
        f.scene.runUntilIdle(timeout: 5)
        let firstContainer = try #require(f.presented.presentationController?.containerView)
        f.presented.dismiss(animated: true) { completions.append("dismiss") }
        f.scene.runUntilIdle(timeout: 5)
        #expect(firstContainer.superview == nil)
        #expect(f.root.presentedViewController == nil)
        #expect(f.scene.window.subviews == [f.root.view])

        f.root.present(f.presented, animated: true) { completions.append("present again") }
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 1.5))
        #expect(completions == ["present", "dismiss", "present again"])
        #expect(f.root.presentedViewController === f.presented)
        let secondContainer = try #require(f.presented.presentationController?.containerView)
        #expect(secondContainer !== firstContainer)
        #expect(f.presented.view.superview === secondContainer)
        #expect(f.presented.view.frame == frame)
        #expect(f.presented.view.transform == .identity)
        #expect(f.root.view.window == (style == .fullScreen ? nil : f.scene.window))
        #expect(misuses(f.scene).isEmpty)
    }
}
