// The example of HeadlessUIKit.docc's ExplicitAnimations article, compiled and run: if this file
// changes, update the article.
import Testing
import HeadlessUIKit

@MainActor
@Suite("The ExplicitAnimations article's example runs as written")
struct ExplicitAnimationsExampleTests {
    @Test("a circular reveal's mask shows the circle half-way at t = 0.25, and the transaction's block runs at t = 0.50")
    func circularReveal() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let card = UIView(frame: scene.window.bounds)
        scene.window.addSubview(card)

        let mask = CAShapeLayer()
        let end = UIBezierPath(ovalIn: CGRect(x: -300, y: -100, width: 990, height: 990)).cgPath
        mask.path = end
        card.layer.mask = mask

        var completedAt: TimeInterval?
        CATransaction.begin()
        CATransaction.setCompletionBlock { completedAt = scene.now }
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = UIBezierPath(ovalIn: CGRect(x: 170, y: 400, width: 50, height: 50)).cgPath
        reveal.toValue = end
        reveal.duration = 0.5
        mask.add(reveal, forKey: "path")
        CATransaction.commit()

        scene.advance(by: 0.25)
        let half = mask.presentation()?.path?.boundingBox ?? .null
        #expect(abs(half.width - 520) < 1e-9)  // half-way from 50 to 990
        #expect(abs(half.midX - (195 + 195) / 2) < 1e-9)
        #expect(completedAt == nil)
        scene.advance(by: 0.25)
        #expect(completedAt == 0.5)
    }
}
