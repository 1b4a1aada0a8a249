import Testing
@testable import HeadlessUIKit

// What `finalFrame(for:)` answers for the dismissed view controller in a dismissal that keeps the
// presenter is an open point (contract F10): `.zero` by the header's rule, or its current frame,
// as widely copied card animators read it. HeadlessUIKit answers `.zero` unless
// `Configuration.dismissedViewControllerFinalFrame` says `.currentFrame`.

/// A card animator that notes what the context says about the dismissed view controller, and
/// slides the card down from where it is.
@MainActor
private final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var dismissedFinalFrames: [CGRect] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!
        let isDismissal = fromVC.presentingViewController === transitionContext.viewController(forKey: .to)
        if isDismissal { dismissedFinalFrames.append(transitionContext.finalFrame(for: fromVC)) }
        let toView = transitionContext.view(forKey: .to)
        if let toView, !isDismissal {
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            container.addSubview(toView)
        }
        let card = transitionContext.view(forKey: .from)
        UIView.animate(
            withDuration: 0.25,
            animations: { if isDismissal { card?.frame.origin.y = container.bounds.maxY } },
            completion: { _ in
                if isDismissal && !transitionContext.transitionWasCancelled { card?.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

@MainActor
private final class CardDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = CardAnimator()
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

@MainActor @Suite("finalFrame(for:) of the dismissed view controller is a named open point (contract F10)")
struct DismissedFinalFrameTests {
    private func dismissedFinalFrame(_ answer: HeadlessScene.Configuration.DismissedFinalFrame?) -> (CGRect, CGRect)? {
        var configuration = HeadlessScene.Configuration()
        if let answer { configuration.dismissedViewControllerFinalFrame = answer }
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
        let root = UIViewController()
        scene.window.rootViewController = root
        let card = UIViewController()
        let delegate = CardDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        scene.advance(by: 1)
        let frameWhilePresented = card.view.frame
        root.dismiss(animated: true)
        scene.advance(by: 1)
        #expect(card.presentingViewController == nil, "the dismissal completed")
        return delegate.animator.dismissedFinalFrames.first.map { ($0, frameWhilePresented) }
    }

    @Test("by default it is .zero: the view leaves the window")
    func zeroByDefault() throws {
        let (answer, _) = try #require(dismissedFinalFrame(nil))
        #expect(answer == .zero)
    }

    @Test("with .currentFrame it is the presented view's frame in the container when the dismissal starts")
    func currentFrameWhenConfigured() throws {
        let (answer, presented) = try #require(dismissedFinalFrame(.currentFrame))
        #expect(answer == presented)
        #expect(answer != .zero)
    }
}
