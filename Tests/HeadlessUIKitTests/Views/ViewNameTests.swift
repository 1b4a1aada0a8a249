import Testing
@testable import HeadlessUIKit

/// A view controller for naming tests.
@MainActor
private final class InboxViewController: UIViewController {}

/// Another, to present.
@MainActor
private final class ComposeViewController: UIViewController {}

@MainActor
@Suite("Views HeadlessUIKit makes or installs carry report names: a root view, a transition's container")
struct ViewNameTests {
    @Test("a view controller's root view is named after its class; a name given to the view wins, before or after")
    func rootViewName() {
        let inbox = InboxViewController()
        #expect(inbox.view.headlessName == "InboxViewController.view")
        #expect(inbox.view.headlessDisplayName == "InboxViewController.view")
        inbox.view.headlessName = "the inbox"
        #expect(inbox.view.headlessDisplayName == "the inbox")
        inbox.view.headlessName = nil
        #expect(inbox.view.headlessName == nil)
        #expect(inbox.view.headlessDisplayName == "UIView")

        let named = UIView()
        named.headlessName = "mine"
        let other = InboxViewController()
        other.view = named
        #expect(other.view.headlessName == "mine")
    }

    @Test("the container of a modal presentation is named after the presented view controller's class")
    func containerName() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let inbox = InboxViewController()
        scene.window.rootViewController = inbox
        let compose = ComposeViewController()
        inbox.present(compose, animated: false)
        scene.runUntilIdle(timeout: 1)
        #expect(compose.view.superview?.headlessName == "transition container of ComposeViewController")
    }
}
