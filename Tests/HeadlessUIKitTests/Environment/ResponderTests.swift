import Foundation
import Testing

@testable import HeadlessUIKit

/// A rectangle read in a notification observer; posted synchronously on the test's thread.
private final class FrameBox: @unchecked Sendable {
    var rect = CGRect.zero
}

@MainActor
@Suite struct ResponderTests {
    @Test("views and view controllers are responders, and keyboard-avoiding code reads UIKit's notification keys")
    func keyboardNotificationKeys() {
        let responders: [UIResponder] = [UIView(), UIViewController()]
        #expect(responders.count == 2)
        let posts = PostCounter()
        let frame = FrameBox()
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { notification in
            posts.count += 1
            if let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
                frame.rect = value.cgRectValue
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let end = CGRect(x: 0, y: 508, width: 390, height: 336)
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end)])
        #expect(posts.count == 1)
        #expect(frame.rect == end)
        #expect(UIView().endEditing(true))
    }
}

@MainActor
@Suite struct NavigationEnvironmentTests {
    @Test("the interactive pop recognizer is a left screen-edge pan, and setNavigationBarHidden hides the bar")
    func navigationBarAndPopRecognizer() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let recognizer = navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
        #expect(recognizer?.edges == .left)
        #expect(navigation.interactivePopGestureRecognizer === recognizer)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.isHidden)
    }
}

@MainActor
@Suite struct EffectViewInitTests {
    @Test("UIVisualEffectView() makes a zero-frame effect view with no effect and its content view")
    func plainInit() {
        let view = UIVisualEffectView()
        #expect(view.effect == nil)
        #expect(view.frame == .zero)
        #expect(view.contentView.superview === view)
    }
}
