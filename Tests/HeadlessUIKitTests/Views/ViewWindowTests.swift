import Testing
@testable import HeadlessUIKit

/// A view that records the window it sees in UIKit's window callbacks.
@MainActor
private final class WindowWatchingView: UIView {
    var seen: [String] = []
    override func willMove(toWindow newWindow: UIWindow?) { seen.append("will: \(window == nil ? "nil" : "old") → \(newWindow == nil ? "nil" : "new")") }
    override func didMoveToWindow() { seen.append("did: \(window == nil ? "nil" : "new")") }
}

@MainActor
@Suite("UIView.window: kept with each view as the tree changes, as the walk to the root would find it")
struct ViewWindowTests {
    @Test("a subtree's window follows it into a window, into another window and out")
    func subtreeFollows() {
        let (first, second) = (makeScene(), makeScene())
        let container = UIView()
        let child = UIView()
        let grandchild = UIView()
        container.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.window == nil)
        first.window.addSubview(container)
        #expect(container.window === first.window && child.window === first.window && grandchild.window === first.window)
        second.window.addSubview(container)
        #expect(grandchild.window === second.window)
        child.removeFromSuperview()
        #expect(child.window == nil && grandchild.window == nil && container.window === second.window)
        container.addSubview(child)
        #expect(grandchild.window === second.window)
        container.removeFromSuperview()
        #expect(container.window == nil && grandchild.window == nil)
    }

    @Test("willMove(toWindow:) still sees the old window and didMoveToWindow() the new one")
    func callbacksSeeOldThenNew() {
        let scene = makeScene()
        let view = WindowWatchingView()
        scene.window.addSubview(view)
        view.removeFromSuperview()
        #expect(view.seen == ["will: nil → new", "did: new", "will: old → nil", "did: nil"])
    }

    @Test("a window is its own window, and stays the window of its subviews when it is put inside another")
    func nestedWindow() {
        let scene = makeScene()
        let inner = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = UIView()
        inner.addSubview(view)
        #expect(inner.window === inner && view.window === inner)
        scene.window.addSubview(inner)
        #expect(inner.window === inner && view.window === inner)
        inner.removeFromSuperview()
        #expect(inner.window === inner && view.window === inner)
    }

    @Test("a view whose window was freed has no window")
    func freedWindow() {
        let view = UIView()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            #expect(view.window === window)
        }
        #expect(view.window == nil)
        #expect(view.superview == nil)
    }
}
