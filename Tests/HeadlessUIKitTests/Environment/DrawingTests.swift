import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
private final class BadgeView: UIView {
    var draws: [CGRect] = []
    override func draw(_ rect: CGRect) {
        draws.append(rect)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.red.cgColor)
        context.fill(rect)
    }
}

@MainActor
@Suite struct DrawingTests {
    @Test("UIGraphicsImageRenderer runs its actions with the current context and returns a blank image of its size")
    func imageRenderer() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30))
        var current: CGContext?
        let image = renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        }
        #expect(image.size == CGSize(width: 40, height: 30))
        #expect(image.scale == 3)
        #expect(current != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #if !canImport(CoreGraphics)
        #expect(current?.headlessOperations == ["fill (0.0, 0.0, 40.0, 30.0)"])
        #endif
    }

    @Test("the image-context functions push, read and pop a context; scale 0 is the main screen's")
    func imageContextFunctions() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), false, 0)
        #expect(UIGraphicsGetCurrentContext() != nil)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 10, height: 20))
        #expect(image?.scale == 3)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("rendering a layer calls draw(_:) with the view's bounds once, and again only after setNeedsDisplay()")
    func drawRunsOnRender() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = BadgeView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        container.addSubview(badge)
        scene.window.addSubview(container)
        let renderer = UIGraphicsImageRenderer(bounds: container.bounds)
        _ = renderer.image { container.layer.render(in: $0.cgContext) }
        _ = renderer.image { container.layer.render(in: $0.cgContext) }
        #expect(badge.draws == [CGRect(x: 0, y: 0, width: 30, height: 30)])
        badge.setNeedsDisplay()
        var ctm = CGAffineTransform.identity
        _ = renderer.image { context in
            _ = container.drawHierarchy(in: container.bounds, afterScreenUpdates: true)
            ctm = context.cgContext.ctm
        }
        #expect(badge.draws.count == 2)
        #expect(ctm == .identity, "rendering restores the graphics state")
    }

    @Test("a hidden view is not drawn")
    func hiddenViewsAreNotDrawn() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        badge.isHidden = true
        _ = UIGraphicsImageRenderer(size: badge.bounds.size).image { badge.layer.render(in: $0.cgContext) }
        #expect(badge.draws.isEmpty)
    }

    @Test(
        "headlessOverridesDraw: true for a class with its own draw(_:), false for UIView and a subclass without one, and the current context is left as it was")
    func overridesDraw() {
        final class PlainSubclass: UIView {}
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(badge.headlessOverridesDraw)
        #expect(badge.draws == [CGRect(x: 0, y: 0, width: 20, height: 10)])
        #expect(!UIView().headlessOverridesDraw)
        #expect(!PlainSubclass().headlessOverridesDraw)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
