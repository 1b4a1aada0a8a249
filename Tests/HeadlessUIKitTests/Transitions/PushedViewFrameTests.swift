import Testing
@testable import HeadlessUIKit

// What `UINavigationController` does with its new top view's frame once a custom push completes
// is undocumented: by default HeadlessUIKit leaves the frame the animator left
// (`Configuration.topViewFrameAfterNavigationTransition == .asLeftByAnimator`); with
// `.contentFrame` the navigation controller lays the view out to its content frame.

/// A push animator that fades the pushed view in without ever setting its frame.
@MainActor
private final class UnframedFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var finalFrame: CGRect?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        finalFrame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.3, animations: { toView.alpha = 1 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

@MainActor
private final class UnframedFadeDelegate: NSObject, UINavigationControllerDelegate {
    let animator = UnframedFadeAnimator()
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// A screen whose view loads at 320 × 480 points, as a view from a nib designed at that size does.
@MainActor
private final class NibSizedViewController: UIViewController {
    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }
}

@MainActor @Suite("A pushed view the animator never framed, after the push (a named open point)")
struct PushedViewFrameTests {
    /// The pushed view's frame after an animated push in a 390 × 844 window, and the final frame
    /// the context gave it.
    private func pushedFrame(_ answer: HeadlessScene.Configuration.NavigationTopViewFrame?) -> (frame: CGRect, finalFrame: CGRect?) {
        var configuration = HeadlessScene.Configuration()
        if let answer { configuration.topViewFrameAfterNavigationTransition = answer }
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = UnframedFadeDelegate()
        navigation.delegate = delegate
        scene.window.rootViewController = navigation
        scene.advance(by: 0)
        let pushed = NibSizedViewController()
        navigation.pushViewController(pushed, animated: true)
        scene.advance(by: 1)
        #expect(pushed.view.window != nil, "the push completed with the pushed view on screen")
        return (pushed.view.frame, delegate.animator.finalFrame)
    }

    @Test("by default the pushed view keeps its load-time 320 × 480 after the push")
    func keepsTheAnimatorsFrameByDefault() {
        let (frame, finalFrame) = pushedFrame(nil)
        #expect(finalFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("with .contentFrame the navigation controller lays it out to 390 × 844, the final frame, when the push completes")
    func laidOutWhenConfigured() {
        let (frame, finalFrame) = pushedFrame(.contentFrame)
        #expect(frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(frame == finalFrame)
    }
}
