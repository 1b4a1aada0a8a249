import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("UIScreenEdgePanGestureRecognizer: edges")
struct ScreenEdgePanGestureRecognizerTests {
    @Test("UIRectEdge has UIKit's raw values: top 1, left 2, bottom 4, right 8, all 15")
    func rectEdgeRawValues() {
        #expect([UIRectEdge.top, .left, .bottom, .right, .all].map(\.rawValue) == [1, 2, 4, 8, 15])
    }

    @Test("an edge pan with edges .right begins at the middle of the window's right edge and reads translations like a pan")
    func beginsAtTheEdge() {
        let scene = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 44, width: 390, height: 800))
        scene.window.addSubview(view)
        let log = HandlerLog<CGPoint>()
        let edgePan = UIScreenEdgePanGestureRecognizer(headlessHandler: { (g: UIScreenEdgePanGestureRecognizer) in
            log.record(g.state, g.translation(in: view))
        })
        edgePan.edges = .right
        view.addGestureRecognizer(edgePan)

        edgePan.headlessBegin()
        #expect(edgePan.location(in: nil) == CGPoint(x: 390, y: 422))
        #expect(edgePan.location(in: view) == CGPoint(x: 390, y: 378))

        edgePan.headlessChange(translation: CGPoint(x: -195, y: 0))
        edgePan.headlessEnd()
        #expect(log.states == [.began, .changed, .ended])
        #expect(log.values[1] == CGPoint(x: -195, y: 0))
    }

    @Test("an edge pan whose edges are empty, UIKit's default, fails and calls no handler")
    func emptyEdgesFail() {
        let scene = makeScene()
        var calls = 0
        let edgePan = UIScreenEdgePanGestureRecognizer(headlessHandler: { _ in calls += 1 })
        scene.window.addGestureRecognizer(edgePan)
        #expect(edgePan.edges.isEmpty)

        edgePan.headlessBegin()
        #expect(edgePan.state == .failed)
        #expect(calls == 0)
    }
}
