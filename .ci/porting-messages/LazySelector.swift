// A recognizer made in a lazy var with #selector (the PortingTransitionCode article's "Before").
// both: '#selector' can only be used with the Objective-C runtime
// both: failed to produce diagnostic for expression; please submit a bug report (https://swift.org/contributing/#reporting-bugs)
// both: Objective-C interoperability is disabled
import HeadlessUIKit

final class SheetController: UIViewController {
    lazy var panGesture: UIPanGestureRecognizer = {
        UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    }()

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {}
}
