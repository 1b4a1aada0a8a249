import Testing
@testable import HeadlessUIKit

/// A scene with one 100×100 view at (20, 40) in its window.
@MainActor
func makeAnimatorScene(configuration: HeadlessScene.Configuration = .init()) -> (HeadlessScene, UIView) {
    let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
    let view = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
    scene.window.addSubview(view)
    return (scene, view)
}

/// The opacity the view displays now.
@MainActor
func displayedAlpha(_ view: UIView) -> Double {
    Double(view.layer.presentation()?.opacity ?? .nan)
}

/// The center the view displays now.
@MainActor
func displayedCenter(_ view: UIView) -> CGPoint {
    view.layer.presentation()?.position ?? CGPoint(x: CGFloat.nan, y: .nan)
}
