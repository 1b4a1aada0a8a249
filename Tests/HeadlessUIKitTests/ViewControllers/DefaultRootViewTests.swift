import Testing
@testable import HeadlessUIKit

// A view controller's default root view resizes with its superview (contract F1): UIKit's
// default `loadView()` (no nib, not overridden) makes it with `autoresizingMask ==
// [.flexibleWidth, .flexibleHeight]`; a view a subclass builds in its own `loadView()` has the
// mask its code gives it.

/// A view controller that builds its own root view and sets no autoresizing mask.
@MainActor
private final class HandBuiltViewController: UIViewController {
    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}

/// A transitioning delegate that vends UIKit's base presentation controller — the presented view
/// over the whole container, no layout code of its own — and the same animator both ways.
@MainActor
private final class BasePresentationDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: RecordingFadeAnimator

    init(animator: RecordingFadeAnimator) { self.animator = animator }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        UIPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

@MainActor @Suite("A view controller's default root view resizes with its superview (contract F1)")
struct DefaultRootViewTests {
    @Test("the view the default loadView() makes has flexible width and height")
    func defaultMask() {
        #expect(UIViewController().view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(UINavigationController(rootViewController: UIViewController()).view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(UITabBarController().view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test("a root view a subclass builds in its own loadView() keeps the mask its code gave it: none")
    func handBuiltMask() {
        #expect(HandBuiltViewController().view.autoresizingMask == [])
    }

    @Test("a custom presentation over the whole container follows a rotation by autoresizing, with no layout code")
    func presentedViewFollowsRotation() {
        let scene = makeScene()
        let root = UIViewController()
        scene.window.rootViewController = root
        let presented = UIViewController()
        let delegate = BasePresentationDelegate(animator: RecordingFadeAnimator(log: CallLog(scene)))
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        scene.advance(by: 1)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))

        scene.resize(to: CGSize(width: 844, height: 390))
        scene.advance(by: 1)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(presented.view.frame == presented.presentationController?.frameOfPresentedViewInContainerView)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("a presented view built in the subclass's loadView() without a mask keeps its old frame after a rotation")
    func handBuiltViewStays() {
        let scene = makeScene()
        scene.window.rootViewController = UIViewController()
        let presented = HandBuiltViewController()
        let delegate = BasePresentationDelegate(animator: RecordingFadeAnimator(log: CallLog(scene)))
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        scene.window.rootViewController?.present(presented, animated: true)
        scene.advance(by: 1)
        scene.resize(to: CGSize(width: 844, height: 390))
        scene.advance(by: 1)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
