import Testing
@testable import HeadlessUIKit

/// What a modal transition keeps alive, and what it refers to without keeping alive: the
/// coordinator is released once the transition completed (contract §1.7, "Lifetime"), a
/// coordinator kept by app code no longer reaches the transition's context, and a presenter's view
/// taken out of the window goes back where it was.
@MainActor
@Suite("A modal transition lets go of its context and coordinator, and puts the presenter's view back")
struct TransitionLifetimeTests {
    /// An animator that keeps the context it is handed weakly, as Apple advises.
    final class ContextKeepingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        weak var context: (any UIViewControllerContextTransitioning)?

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
            let toView = transitionContext.view(forKey: .to)
            if let toView { transitionContext.containerView.addSubview(toView) }
            UIView.animate(withDuration: 0.3, animations: { toView?.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    final class Vendor: NSObject, UIViewControllerTransitioningDelegate {
        let animator = ContextKeepingAnimator()

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }

    @Test("the context and the coordinator of a completed presentation are released")
    func contextAndCoordinatorReleased() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        scene.window.rootViewController = root
        let presented = UIViewController()
        let vendor = Vendor()
        presented.transitioningDelegate = vendor
        root.present(presented, animated: true)
        weak let coordinator = presented.transitionCoordinator as AnyObject?
        #expect(coordinator != nil, "available as soon as present returns")
        scene.advance(by: 0)
        #expect(vendor.animator.context != nil, "the animator holds it weakly while the transition runs")
        scene.advance(by: 1)
        #expect(root.presentedViewController === presented)
        #expect(vendor.animator.context == nil, "UIKit releases the context once the transition completed")
        #expect(coordinator == nil, "and the coordinator, after its last callback")
    }

    @Test("a coordinator kept by app code after its transition no longer hands out the transition's view controllers")
    func keptCoordinator() throws {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        scene.window.rootViewController = root
        let presented = UIViewController()
        let vendor = Vendor()
        presented.transitioningDelegate = vendor
        root.present(presented, animated: true)
        let coordinator = try #require(presented.transitionCoordinator)
        scene.advance(by: 0)
        #expect(coordinator.viewController(forKey: .to) === presented, "while the transition runs")
        scene.advance(by: 1)
        #expect(coordinator.viewController(forKey: .to) == nil, "its context is gone")
        #expect(coordinator.view(forKey: .to) == nil)
        #expect(!coordinator.isInteractive)
        #expect(!coordinator.isCancelled)
        #expect(coordinator.isAnimated)
    }

    @Test("a full-screen presentation takes the presenter's view out of its window and its dismissal puts it back")
    func presenterBackInWindow() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        scene.window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        scene.advance(by: 1)
        #expect(root.view.superview !== scene.window, "a full-screen presentation removes the presenter's view (shouldRemovePresentersView)")
        root.dismiss(animated: true)
        scene.advance(by: 1)
        #expect(root.view.superview === scene.window)
        #expect(scene.window.subviews.first === root.view, "at its place")
        #expect(root.view.frame == scene.window.bounds)
    }
}
