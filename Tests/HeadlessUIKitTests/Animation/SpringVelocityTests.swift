import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct SpringVelocity {
    @Test func aSpringAnimationsInitialVelocityIsInDistancesPerSecond() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = UIView(frame: CGRect(x: -50, y: 0, width: 100, height: 100))  // center x = 0
        scene.window.addSubview(view)
        UIView.animate(
            withDuration: 2, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 1,
            options: [], animations: { view.center.x = 100 })
        scene.advance(by: 0.001)
        // 1 distance per second over a 100-point move: about 0.1 point after 1 ms, whatever the duration.
        let x = Double(view.layer.presentation()?.position.x ?? 0)
        #expect(abs(x - 0.1) < 0.001)
    }
}
