import Testing
@testable import HeadlessUIKit

/// `HeadlessScene.discardPresentations(above:)`: a harness's way to let go of what a scene
/// presented without a transition. A presented view controller and its presentation controller
/// hold each other until a dismissal ends, so a scene dropped with a presentation up keeps them.
@MainActor
@Suite("A scene's presentations can be let go of without a transition")
struct DiscardPresentationsTests {
    /// A presentation controller that counts the dismissal calls UIKit makes on it, in its vendor.
    final class CountingPresentationController: UIPresentationController {
        weak var vendor: Vendor?
        override func dismissalTransitionWillBegin() { vendor?.dismissalCalls += 1 }
        override func dismissalTransitionDidEnd(_ completed: Bool) { vendor?.dismissalCalls += 1 }
    }

    final class Vendor: NSObject, UIViewControllerTransitioningDelegate {
        weak var made: CountingPresentationController?
        var dismissalCalls = 0

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = CountingPresentationController(presentedViewController: presented, presenting: presenting)
            controller.vendor = self
            made = controller
            return controller
        }
    }

    /// Presents two view controllers, one on the other, in a new scene; returns them held weakly.
    private func presentTwo(discarding: Bool) -> (presented: UIViewController?, controller: UIPresentationController?, calls: Int) {
        weak var second: UIViewController?
        weak var controller: CountingPresentationController?
        var calls = 0
        do {
            let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
            let root = UIViewController()
            scene.window.rootViewController = root
            let vendor = Vendor()
            let first = UIViewController()
            first.modalPresentationStyle = .custom
            first.transitioningDelegate = vendor
            root.present(first, animated: false)
            scene.runUntilIdle(timeout: 5)
            let top = UIViewController()
            first.present(top, animated: false)
            scene.runUntilIdle(timeout: 5)
            second = top
            controller = vendor.made
            #expect(root.presentedViewController === first && first.presentedViewController === top)
            if discarding {
                scene.discardPresentations()
                #expect(root.presentedViewController == nil && first.presentedViewController == nil)
                #expect(top.presentingViewController == nil && first.presentingViewController == nil)
            }
            calls = vendor.dismissalCalls
        }
        return (second, controller, calls)
    }

    @Test("without it, a scene dropped with its presentations up keeps the presented view controllers and their presentation controllers")
    func keptWithout() {
        let kept = presentTwo(discarding: false)
        #expect(kept.presented != nil, "the presented view controller ↔ presentation controller pairs hold each other")
        #expect(kept.controller != nil)
    }

    @Test("with it, they go with the scene, and no dismissal callback ran")
    func releasedWith() {
        let released = presentTwo(discarding: true)
        #expect(released.presented == nil)
        #expect(released.controller == nil)
        #expect(released.calls == 0, "discarding runs no presentation controller method")
    }
}
