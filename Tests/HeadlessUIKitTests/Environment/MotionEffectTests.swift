import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("Motion effects are stored on views and interpolate; accessibility frames convert to the screen")
struct MotionEffectTests {
    @Test("an interpolating effect gives the minimum at a viewer offset of -1, the maximum at +1, linear between")
    func interpolation() {
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = -20
        effect.maximumRelativeValue = 20.0
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 0.5))?["center.x"] as? CGFloat == -20)
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))?["center.x"] as? CGFloat == 10)
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 3, vertical: 0))?["center.x"] as? CGFloat == 20)
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        #expect(vertical.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil, "no values: nothing to offset")
        vertical.minimumRelativeValue = 0
        vertical.maximumRelativeValue = 10
        let group = UIMotionEffectGroup()
        group.motionEffects = [effect, vertical]
        let both = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 1))
        #expect(both?["center.x"] as? CGFloat == 0 && both?["center.y"] as? CGFloat == 10)
    }

    @Test("views store their effects in order; adding one twice or removing one absent does nothing; nothing moves")
    func stored() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        first.minimumRelativeValue = -20
        first.maximumRelativeValue = 20
        let second = UIMotionEffectGroup()
        view.addMotionEffect(first)
        view.addMotionEffect(second)
        view.addMotionEffect(first)
        #expect(view.motionEffects.count == 2 && view.motionEffects[0] === first && view.motionEffects[1] === second)
        view.removeMotionEffect(UIMotionEffect())
        view.removeMotionEffect(first)
        #expect(view.motionEffects.count == 1 && view.motionEffects[0] === second)
        view.motionEffects = []
        #expect(view.motionEffects.isEmpty)
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test("convertToScreenCoordinates converts through the window, following transforms")
    func screenCoordinates() {
        let scene = makeScene()
        let card = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 100))
        let label = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 30))
        card.addSubview(label)
        scene.window.addSubview(card)
        #expect(UIAccessibility.convertToScreenCoordinates(label.bounds, in: label) == CGRect(x: 50, y: 120, width: 50, height: 30))
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about the card's centre (140, 150): the card's origin is at (-60, 50), the label's (10, 20) at (-40, 90).
        #expect(
            close(
                UIAccessibility.convertToScreenCoordinates(label.bounds, in: label), CGRect(x: -40, y: 90, width: 100, height: 60)))
    }
}
