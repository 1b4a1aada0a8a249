import Testing
@testable import HeadlessUIKit

/// The tree's back references are unretained and cleared by hand (`UnretainedBackReferences`):
/// each must read nil once what it pointed at is freed, as a weak reference would.
@MainActor
@Suite("Back references (superview, window, superlayer, a layer's view, a window's scene) read nil once their target is freed")
struct BackReferenceTests {
    @Test("a view kept deep in a freed window's tree has no window; its parent, kept too, is still its superview")
    func deepViewOfFreedWindow() {
        let parent = UIView()
        let child = UIView()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let middle = UIView()
            window.addSubview(middle)
            middle.addSubview(parent)
            parent.addSubview(child)
            #expect(child.window === window)
        }
        #expect(parent.window == nil && child.window == nil)
        #expect(parent.superview == nil && child.superview === parent)
    }

    @Test("a subview kept after its superview is freed has no superview, and its layer no superlayer")
    func subviewOfFreedSuperview() {
        let child = UIView()
        do {
            let parent = UIView()
            parent.addSubview(child)
            #expect(child.superview === parent && child.layer.superlayer === parent.layer)
        }
        #expect(child.superview == nil)
        #expect(child.layer.superlayer == nil)
    }

    @Test("a sublayer kept after its superlayer is freed has no superlayer")
    func sublayerOfFreedLayer() {
        let sublayer = CALayer()
        do {
            let layer = CALayer()
            layer.addSublayer(sublayer)
            #expect(sublayer.superlayer === layer)
        }
        #expect(sublayer.superlayer == nil)
    }

    @Test("a layer kept after its view is freed backs no view: writes to it are no view's changes")
    func layerOfFreedView() {
        var layer: CALayer?
        do {
            let view = UIView()
            layer = view.layer
            #expect(layer?.owningView === view)
        }
        #expect(layer?.owningView == nil)
        layer?.opacity = 0.5
        #expect(layer?.opacity == 0.5)
    }

    @Test("a window kept after its scene is freed belongs to no scene")
    func windowOfFreedScene() {
        var window: UIWindow?
        do {
            let scene = HeadlessScene(size: CGSize(width: 10, height: 10))
            window = scene.window
            #expect(window?.headlessScene === scene)
        }
        #expect(window?.headlessScene == nil)
    }
}
