import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct Smoke {
    @Test func basicAnimation() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }, completion: { calls.append($0) })
        #expect(view.alpha == 0)
        #expect(calls.isEmpty)
        scene.advance(by: 0.15)
        #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
        scene.advance(by: 0.14)
        #expect(calls.isEmpty)
        scene.advance(by: 0.01)
        #expect(calls == [true])
        print(view.headlessMutations)
    }
}
