import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("CAShapeLayer, CAGradientLayer, masks and CAMediaTimingFunction")
struct CAShapeAndGradientLayerTests {
    @Test("a shape layer has Core Animation's defaults")
    func shapeDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil)
        #expect(shape.fillColor?.headlessRGBA == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(shape.strokeColor == nil)
        #expect(shape.strokeStart == 0)
        #expect(shape.strokeEnd == 1)
        #expect(shape.lineWidth == 1)
        #expect(shape.lineCap == .butt)
        #expect(shape.fillRule == .nonZero)
    }

    @Test("a path animation between two circles shows the circle half-way between them, point by point")
    func pathAnimation() {
        let (scene, view) = sceneWithView()
        let mask = CAShapeLayer()
        let small = UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20)).cgPath
        let large = UIBezierPath(ovalIn: CGRect(x: -100, y: -100, width: 300, height: 300)).cgPath
        mask.path = large
        view.layer.mask = mask
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = small
        reveal.toValue = large
        reveal.duration = 0.5
        mask.add(reveal, forKey: "reveal")

        scene.advance(by: 0.25)
        #expect(close(mask.presentation()!.path!.boundingBox, CGRect(x: -30, y: -30, width: 160, height: 160), tolerance: 1e-9))
        #expect(mask.path == large)
        scene.advance(by: 0.25)
        #expect(mask.presentation()!.path == large)
    }

    @Test("strokeEnd animates from 0 to 1 like any number")
    func strokeEnd() {
        let (scene, view) = sceneWithView()
        let ring = CAShapeLayer()
        view.layer.addSublayer(ring)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 2
        ring.add(draw, forKey: nil)
        scene.advance(by: 0.5)
        #expect(close(ring.presentation()!.strokeEnd, 0.25))
    }

    @Test("a mask's animations keep the time of the layer it masks: freezing the masked layer's parent freezes them")
    func maskTime() {
        let (scene, view) = sceneWithView()
        let card = UIView(frame: view.bounds)
        view.addSubview(card)
        let mask = CAShapeLayer()
        card.layer.mask = mask
        view.layer.speed = 0
        let grow = CABasicAnimation(keyPath: "lineWidth")
        grow.fromValue = 0
        grow.toValue = 10
        grow.duration = 1
        mask.add(grow, forKey: nil)

        scene.advance(by: 2)
        #expect(mask.presentation()!.lineWidth == 0)
        view.layer.timeOffset = 0.5
        #expect(close(mask.presentation()!.lineWidth, 5))
    }

    @Test("UIView.mask is the view whose layer masks the view's layer; setting layer.mask to another layer clears it")
    func viewMask() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakMask: UIView?
        do {
            let maskView = UIView(frame: view.bounds)
            view.mask = maskView
            weakMask = maskView
        }
        #expect(weakMask != nil)  // the view keeps it
        #expect(view.layer.mask === weakMask?.layer)
        #expect(view.mask === weakMask)
        #expect(weakMask?.superview == nil)
        view.layer.mask = CALayer()
        #expect(view.mask == nil)
        #expect(weakMask == nil)
    }

    @Test("a gradient layer has Core Animation's defaults, and its locations animate item by item")
    func gradient() {
        let (scene, view) = sceneWithView()
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
        gradient.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        gradient.locations = [0, 1]
        view.layer.addSublayer(gradient)
        let shift = CABasicAnimation(keyPath: "locations")
        shift.fromValue = [0.0, 0.2]
        shift.toValue = [0.6, 1.0]
        shift.duration = 1
        gradient.add(shift, forKey: nil)

        scene.advance(by: 0.5)
        #expect(gradient.presentation()!.locations?.map(\.doubleValue).map { ($0 * 1000).rounded() / 1000 } == [0.3, 0.6])
        #expect(gradient.locations?.map(\.doubleValue) == [0, 1])
    }

    @Test("the named timing functions have Core Animation's control points")
    func namedFunctions() {
        func points(_ name: CAMediaTimingFunctionName) -> [Float] {
            let function = CAMediaTimingFunction(name: name)
            var values: [Float] = []
            for index in 1...2 {
                var pair: [Float] = [0, 0]
                function.getControlPoint(at: index, values: &pair)
                values += pair
            }
            return values
        }
        #expect(points(.linear) == [0, 0, 1, 1])
        #expect(points(.easeIn) == [0.42, 0, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0.58, 1])
        #expect(points(.easeInEaseOut) == [0.42, 0, 0.58, 1])
        #expect(points(.default) == [0.25, 0.1, 0.25, 1])
        #expect(close(CAMediaTimingFunction(name: .easeInEaseOut).curve.progress(0.5), 0.5))
    }
}
