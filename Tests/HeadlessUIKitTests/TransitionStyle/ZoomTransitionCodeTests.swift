import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("UIKit-style transition code runs on HeadlessUIKit")
struct ZoomTransitionCodeTests {
    @Test("the zoom presentation grows a temporary view, fades the destination in and cleans up")
    func presentation() {
        let scene = makeScene()
        let container = UIView(frame: scene.window.bounds)
        scene.window.addSubview(container)
        let fromView = UIView(frame: container.bounds)
        container.addSubview(fromView)
        let toView = UIView()
        toView.headlessName = "detail"
        let cell = CGRect(x: 20, y: 300, width: 100, height: 100)
        var result: Bool?
        ZoomTransitionCode(presenting: true, originFrame: cell, image: UIImage(named: "photo"))
            .animate(in: container, from: fromView, to: toView) { result = $0 }

        #expect(container.subviews.count == 3, "from, to, and the temporary zoom view")
        let zoom = container.subviews[2]
        #expect(zoom.frame == container.bounds, "model value at once")
        #expect(zoom.layer.presentation()?.frame == cell, "displayed from the cell")
        scene.advance(by: 0.25)
        let midway = zoom.layer.presentation()!.frame
        #expect(midway.width > cell.width && midway.width < container.bounds.width + 60)
        scene.advance(by: 0.25)
        #expect(result == true)
        #expect(container.subviews == [fromView, toView], "the zoom view is gone")
        #expect(toView.alpha == 1)
        #expect(toView.frame == container.bounds)
        let fadeIn = toView.headlessMutations.filter { $0.property == "alpha" }
        #expect(fadeIn.map(\.description) == ["alpha 1.0 → 0.0 at t=0.00", "alpha 0.0 → 1.0 at t=0.00 (animated over 0.50 s)"])
    }

    @Test("the zoom dismissal removes the from-view and its temporary view at the end")
    func dismissal() {
        let scene = makeScene()
        let container = UIView(frame: scene.window.bounds)
        scene.window.addSubview(container)
        let presented = UIView(frame: container.bounds)
        container.addSubview(presented)
        let presenter = UIView(frame: container.bounds)
        var result: Bool?
        ZoomTransitionCode(presenting: false, originFrame: CGRect(x: 20, y: 300, width: 100, height: 100), image: nil)
            .animate(in: container, from: presented, to: presenter) { result = $0 }
        #expect(container.subviews.first === presenter)
        #expect(scene.runUntilIdle(timeout: 2) == .idle(at: 0.5))
        #expect(result == true)
        #expect(container.subviews == [presenter])
    }
}
