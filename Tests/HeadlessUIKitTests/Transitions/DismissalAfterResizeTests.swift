import Testing
@testable import HeadlessUIKit

// A full-screen dismissal after a size change gives the presenter its frame in the current
// container, and the presenter's view comes back at the current size (contract F9): the frame is
// computed when the dismissal starts, not remembered from the presentation.

/// A cross-dissolve animator written as Apple's guide writes one: presenting, it adds the to-view
/// at its final frame and fades it in; dismissing, it puts the to-view (the presenter's, when the
/// presentation removed it) back below the from-view at its final frame, fades the from-view out
/// and removes it. It keeps the frames the context gave.
@MainActor
private final class CrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var finalFramesOfTo: [CGRect] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let toVC = transitionContext.viewController(forKey: .to)!
        finalFramesOfTo.append(transitionContext.finalFrame(for: toVC))
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if let toView {
            toView.frame = transitionContext.finalFrame(for: toVC)
            if let fromView { container.insertSubview(toView, belowSubview: fromView) } else { container.addSubview(toView) }
        }
        let presenting = toVC.presentingViewController === transitionContext.viewController(forKey: .from)
        if presenting { toView?.alpha = 0 }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if presenting { toView?.alpha = 1 } else { fromView?.alpha = 0 }
            },
            completion: { _ in
                let success = !transitionContext.transitionWasCancelled
                if success && !presenting { fromView?.removeFromSuperview() }
                transitionContext.completeTransition(success)
            })
    }
}

/// Vends the same animator both ways.
@MainActor
private final class AnimatorDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = CrossDissolveAnimator()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

@MainActor @Suite("A full-screen dismissal after a rotation brings the presenter back at the current size (contract F9)")
struct DismissalAfterResizeTests {
    @Test("finalFrame(for: presenter) is the current container's bounds, and the presenter's view ends at that size in the window")
    func fullScreenWithAnimator() throws {
        let scene = makeScene()
        let root = UIViewController()
        scene.window.rootViewController = root
        let presented = UIViewController()
        let delegate = AnimatorDelegate()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        scene.advance(by: 1)
        #expect(root.view.window == nil, "the full-screen presentation took the presenter's view out")

        scene.resize(to: CGSize(width: 844, height: 390))
        scene.advance(by: 1)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))

        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        scene.advance(by: 1)
        #expect(dismissed)
        let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(delegate.animator.finalFramesOfTo == [CGRect(x: 0, y: 0, width: 390, height: 844), landscape])
        #expect(root.view.superview === scene.window)
        #expect(root.view.frame == landscape)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("with UIKit's standard transition (no animator), the presenter's view also comes back at the current size")
    func fullScreenStandard() {
        let scene = makeScene()
        let root = UIViewController()
        scene.window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        scene.advance(by: 1)
        scene.resize(to: CGSize(width: 844, height: 390))
        scene.advance(by: 1)
        presented.dismiss(animated: false)
        scene.advance(by: 1)
        #expect(root.view.superview === scene.window)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test("without a rotation, the presenter comes back at the frame it had")
    func fullScreenNoResize() {
        let scene = makeScene()
        let root = UIViewController()
        scene.window.rootViewController = root
        let presented = UIViewController()
        let delegate = AnimatorDelegate()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        scene.advance(by: 1)
        presented.dismiss(animated: true)
        scene.advance(by: 1)
        #expect(delegate.animator.finalFramesOfTo.last == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
