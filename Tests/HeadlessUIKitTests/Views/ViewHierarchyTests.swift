import Testing
@testable import HeadlessUIKit

/// A view that logs UIKit's hierarchy callbacks.
@MainActor
private final class LoggingView: UIView {
    var log: [String] = []
    var layouts = 0

    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
    override func layoutSubviews() { layouts += 1 }
}

@MainActor
@Suite("UIView hierarchy: order, hooks, layout")
struct ViewHierarchyTests {
    @Test("adding and removing call UIKit's hooks in order")
    func hookOrder() {
        let scene = makeScene()
        let parent = LoggingView()
        let child = LoggingView()
        scene.window.addSubview(parent)
        parent.log = []
        parent.addSubview(child)
        #expect(child.log == ["willMove(toSuperview: view)", "willMove(toWindow: window)", "didMoveToWindow", "didMoveToSuperview"])
        #expect(parent.log == ["didAddSubview"])
        child.log = []
        parent.log = []
        child.removeFromSuperview()
        #expect(parent.log == ["willRemoveSubview"])
        #expect(child.log == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow", "didMoveToSuperview"])
        #expect(child.superview == nil && child.window == nil)
    }

    @Test("insertSubview variants, bringSubviewToFront and exchange keep subviews and layers in the same order")
    func ordering() {
        let parent = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        let d = UIView()
        parent.addSubview(a)
        parent.addSubview(c)
        parent.insertSubview(b, aboveSubview: a)
        parent.insertSubview(d, belowSubview: a)
        #expect(parent.subviews == [d, a, b, c])
        parent.bringSubviewToFront(d)
        #expect(parent.subviews == [a, b, c, d])
        parent.sendSubviewToBack(c)
        #expect(parent.subviews == [c, a, b, d])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews == [d, a, b, c])
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, d, a, b])
        #expect(parent.layer.sublayers?.map { $0.owningView } == parent.subviews.map { Optional($0) })
    }

    @Test("adding a view to another superview removes it from the first")
    func reparenting() {
        let first = UIView()
        let second = UIView()
        let child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
        #expect(child.layer.superlayer === second.layer)
    }

    @Test("viewWithTag searches depth-first; isDescendant and window follow the tree")
    func lookups() {
        let scene = makeScene()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        b.tag = 7
        c.tag = 7
        scene.window.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        #expect(scene.window.viewWithTag(7) === b)
        #expect(c.isDescendant(of: scene.window))
        #expect(!scene.window.isDescendant(of: c))
        #expect(c.window === scene.window)
    }

    @Test("adding a view to itself or to its descendant is recorded as UIKit misuse, not a trap")
    func addingAncestorIsMisuse() {
        let scene = makeScene()
        let parent = UIView()
        let child = UIView()
        scene.window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(parent.superview === scene.window)
        #expect(scene.diagnostics.map(\.kind) == [.uikitMisuse])
        #expect(scene.diagnostics.first?.api == "UIView.addSubview(_:)")
    }

    @Test("setNeedsLayout lays out on the next pump of the clock, layoutIfNeeded at once")
    func layoutTiming() {
        let scene = makeScene()
        let view = LoggingView()
        scene.window.addSubview(view)
        scene.advance(by: 0)
        let before = view.layouts
        view.setNeedsLayout()
        #expect(view.layouts == before, "not inline")
        scene.advance(by: 0)
        #expect(view.layouts == before + 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == before + 2)
        scene.advance(by: 0)
        #expect(view.layouts == before + 2, "already laid out")
    }

    @Test("a snapshot is a new, detached view that knows its source")
    func snapshots() {
        let scene = makeScene()
        let source = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 80))
        source.headlessName = "card"
        scene.window.addSubview(source)
        let snapshot = source.snapshotView(afterScreenUpdates: false)
        #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(snapshot?.superview == nil)
        #expect(snapshot?.headlessSnapshotSource === source)
        #expect(snapshot?.headlessSnapshotIsBlank == false)
        #expect(snapshot?.headlessDisplayName == "snapshot of card")
        let offscreen = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(offscreen.snapshotView(afterScreenUpdates: false)?.headlessSnapshotIsBlank == true)
        #expect(offscreen.snapshotView(afterScreenUpdates: true)?.headlessSnapshotIsBlank == false)
        let part = source.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 60, height: 10), afterScreenUpdates: true, withCapInsets: .zero)
        #expect(part?.bounds.size == CGSize(width: 60, height: 10))
    }

    @Test("the mutation record says what changed, when, and whether it was animated")
    func mutationRecord() {
        let scene = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.headlessName = "ImageViewController.view"
        scene.window.addSubview(view)
        scene.advance(by: 0.5)
        UIView.animate(withDuration: 0.3) { view.alpha = 0 }
        view.isHidden = true
        let descriptions = view.headlessMutations.map(\.description)
        #expect(
            descriptions == [
                "superview nil → UIWindow at t=0.00",
                "alpha 1.0 → 0.0 at t=0.50 (animated over 0.30 s)",
                "isHidden false → true at t=0.50",
            ])
        #expect(view.headlessMutations[1].isAnimated)
        #expect(!view.headlessMutations[2].isAnimated)
    }
}
