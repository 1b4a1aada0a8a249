import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("A presentation copy is the layer's shadow copy: its anchor point and media timing are the layer's")
struct PresentationCopyTests {
    @Test("the copy's frame reads with the layer's anchor point, and its beginTime, speed and timeOffset are the layer's")
    func copyKeepsAnchorPointAndTiming() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 50)
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.speed = 0
        layer.timeOffset = 0.25
        layer.beginTime = 2
        let copy = try #require(layer.presentation())
        #expect(copy.anchorPoint == CGPoint(x: 0, y: 1))
        // The bounds hang above the position: the anchor point is the bottom-left corner.
        #expect(copy.frame == CGRect(x: 50, y: 10, width: 100, height: 40))
        #expect(copy.speed == 0)
        #expect(copy.timeOffset == 0.25)
        #expect(copy.beginTime == 2)
    }
}
