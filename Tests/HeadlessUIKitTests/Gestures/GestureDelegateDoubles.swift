import Testing
@testable import HeadlessUIKit

/// A delegate that answers `gestureRecognizer(_:shouldReceive:)` and `gestureRecognizerShouldBegin(_:)`
/// as told, and logs the questions in order.
@MainActor
final class AnsweringGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    var receives: Bool
    var begins: Bool
    private(set) var questions: [String] = []
    private(set) var touches: [UITouch] = []

    init(receives: Bool = true, begins: Bool = true) {
        self.receives = receives
        self.begins = begins
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        questions.append("shouldReceive")
        touches.append(touch)
        return receives
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        questions.append("shouldBegin")
        return begins
    }
}

/// The states a recognizer's handler saw, with the location in its view, and the scene and view
/// it is attached to (kept alive here: the scene owns the window, which holds the view).
@MainActor
final class AttachedGesture {
    let scene: HeadlessScene
    let view: UIView
    private(set) var states: [UIGestureRecognizer.State] = []
    private(set) var values: [CGPoint] = []

    /// Attaches `recognizer` to a full-size view in a new scene's window and logs its handler's calls.
    init(_ recognizer: UIGestureRecognizer) {
        scene = makeScene()
        view = UIView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        recognizer.addHeadlessHandler { [weak self] g in
            guard let self else { return }
            self.states.append(g.state)
            self.values.append(g.location(in: self.view))
        }
    }
}
