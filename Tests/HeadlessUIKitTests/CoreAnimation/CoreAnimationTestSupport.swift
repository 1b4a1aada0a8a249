import Testing
@testable import HeadlessUIKit

/// A `CAAnimationDelegate` that logs its calls with the virtual time and the animation it got.
@MainActor
final class AnimationDelegateLog: NSObject, CAAnimationDelegate {
    private(set) var calls: [(call: String, time: TimeInterval, animation: CAAnimation)] = []
    let scene: HeadlessScene

    init(_ scene: HeadlessScene) { self.scene = scene }

    func animationDidStart(_ anim: CAAnimation) {
        calls.append(("start", scene.now, anim))
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        calls.append((flag ? "stop finished" : "stop removed", scene.now, anim))
    }

    var names: [String] { calls.map(\.call) }
    var times: [TimeInterval] { calls.map(\.time) }
}

/// A scene with a 100×100 view at (0, 0) in its window.
@MainActor
func sceneWithView() -> (HeadlessScene, UIView) {
    let scene = makeScene()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scene.window.addSubview(view)
    return (scene, view)
}
