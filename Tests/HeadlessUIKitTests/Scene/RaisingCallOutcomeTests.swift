import Testing
@testable import HeadlessUIKit

/// What is left after a call UIKit raises on: HeadlessUIKit refuses it, as if it had not been made.
@MainActor
@Suite("Where UIKit raises: a refused call leaves things as they were")
struct RaisingCallOutcomeTests {
    @Test("a width constraint with a NaN constant never activates, and the view keeps its frame")
    func nanConstantNeverActive() {
        let scene = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        scene.window.addSubview(view)
        let constraint = view.widthAnchor.constraint(equalToConstant: .nan)
        constraint.isActive = true
        scene.window.layoutIfNeeded()
        #expect(!constraint.isActive)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
    }

    @Test("setting an infinite constant keeps the old one, and the layout with it")
    func infiniteConstantKept() {
        let scene = makeScene()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(view)
        let height = view.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([
            height, view.widthAnchor.constraint(equalToConstant: 10), view.topAnchor.constraint(equalTo: scene.window.topAnchor),
            view.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
        ])
        height.constant = .infinity
        scene.window.layoutIfNeeded()
        #expect(height.constant == 44)
        #expect(view.frame.height == 44)
    }

    @Test("a NaN center or frame leaves the view where it was, and records no change")
    func nanGeometryRefused() {
        let scene = makeScene()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        scene.window.addSubview(view)
        let changes = view.headlessMutations.count
        view.center = CGPoint(x: 5, y: CGFloat.nan)
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        view.bounds = CGRect(x: 0, y: 0, width: 1, height: CGFloat.nan)
        view.layer.position = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        view.layer.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.headlessMutations.count == changes)
        #expect(scene.diagnostics.filter(\.raisesInUIKit).count == 5)
    }

    @Test("an infinite frame is not refused: Core Animation raises only for NaN")
    func infiniteFrameAccepted() {
        let scene = makeScene()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        scene.window.addSubview(view)
        view.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 40)
        #expect(view.bounds.width == .infinity)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("a refused push, stack with a duplicate or pop to a stranger leaves the navigation stack as it was")
    func navigationStackKept() {
        let scene = makeScene()
        let root = UIViewController()
        let second = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        scene.window.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(root, animated: false)
        navigation.pushViewController(UINavigationController(), animated: false)
        navigation.setViewControllers([second, second], animated: false)
        #expect(navigation.popToViewController(UIViewController(), animated: false) == nil)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.viewControllers.first === root && navigation.viewControllers.last === second)
        #expect(navigation.children.count == 2)
        #expect(scene.diagnostics.filter(\.raisesInUIKit).count == 4)
    }
}
