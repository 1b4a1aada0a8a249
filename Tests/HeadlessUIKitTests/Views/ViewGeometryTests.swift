import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("UIView geometry: frame, bounds, center and transform stay coherent as in UIKit")
struct ViewGeometryTests {
    @Test("setting frame sets center and bounds size, keeping the bounds origin")
    func frameSetsCenterAndBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 5, y: 5)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 40, height: 40))
        #expect(view.center == CGPoint(x: 20, y: 20))
    }

    @Test("setting center moves the frame; setting bounds resizes it about the center")
    func centerAndBoundsMoveFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.center = CGPoint(x: 200, y: 300)
        #expect(view.frame == CGRect(x: 150, y: 250, width: 100, height: 100))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(view.frame == CGRect(x: 175, y: 290, width: 50, height: 20))
    }

    @Test("a scale transform scales the frame about the center and leaves bounds and center alone")
    func scaleTransformChangesFrameOnly() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("a quarter rotation gives the rotated bounding box as frame")
    func rotationGivesBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
    }

    @Test("setting frame under a scale sizes the bounds so the scaled box matches (UIKit: undefined)")
    func frameUnderTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.bounds.size == CGSize(width: 50, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("moving the anchor point moves the frame, not the position, so code must compensate")
    func anchorPointMovesFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.layer.position == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        view.layer.position = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 50), "scales about the top-left anchor")
    }

    @Test("convert maps points and rects through every transform on the way")
    func convertAcrossTransforms() {
        let scene = makeScene()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        scene.window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 150, y: 150))
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)  // frame (0, 0, 400, 400)
        #expect(close(child.convert(CGPoint.zero, to: nil), CGPoint(x: 100, y: 100)))
        #expect(close(child.convert(child.bounds, to: scene.window), CGRect(x: 100, y: 100, width: 40, height: 40)))
        #expect(close(scene.window.convert(CGPoint(x: 100, y: 100), to: child), .zero))
        #expect(close(child.convert(CGPoint(x: 100, y: 100), from: nil), .zero))
    }

    @Test("convert between siblings and from nil uses the common window")
    func convertBetweenSiblings() {
        let scene = makeScene()
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
        scene.window.addSubview(a)
        scene.window.addSubview(b)
        b.transform = CGAffineTransform(rotationAngle: .pi)
        let rect = a.convert(a.bounds, to: b)
        #expect(close(rect, CGRect(x: 190, y: 290, width: 50, height: 50), tolerance: 1e-9))
    }

    @Test("autoresizing: flexible width and height follow a window resize, as on rotation")
    func autoresizingFlexibleSize() {
        let scene = makeScene(width: 390, height: 844)
        let fill = UIView(frame: scene.window.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinned = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        scene.window.addSubview(fill)
        scene.window.addSubview(pinned)
        scene.resize(to: CGSize(width: 844, height: 390))
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(pinned.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test("autoresizing: several flexible parts share the change in proportion to their sizes")
    func autoresizingProportional() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let child = UIView(frame: CGRect(x: 100, y: 0, width: 200, height: 100))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        let trailing = UIView(frame: CGRect(x: 300, y: 0, width: 50, height: 100))
        trailing.autoresizingMask = [.flexibleLeftMargin]
        parent.addSubview(child)
        parent.addSubview(trailing)
        parent.frame.size.width = 800
        #expect(child.frame == CGRect(x: 200, y: 0, width: 400, height: 100))
        #expect(trailing.frame == CGRect(x: 700, y: 0, width: 50, height: 100), "keeps its 50-point right margin")
    }

    @Test("presentation values follow the model when nothing animates")
    func presentationEqualsModelAtRest() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.alpha = 0.25
        let presented = view.layer.presentation()
        #expect(presented?.frame == view.frame)
        #expect(presented?.opacity == 0.25)
    }
}
