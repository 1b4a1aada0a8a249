import Testing
@testable import HeadlessUIKit

// When UIKit lays a modal presentation's container out during a dismissal is an open point
// (contract F11, §5.6): HeadlessUIKit lays it out only when the view tree asks, unless
// `Configuration.dismissalStartLaysOutContainer` forces a pass at the start of every dismissal.

/// A card over the bottom half that lays the card out in `containerViewWillLayoutSubviews()`, and
/// counts the calls.
@MainActor
private final class CardLayoutController: UIPresentationController {
    private(set) var layoutCalls = 0

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        layoutCalls += 1
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the card in; slides it down on dismissal and, on a cancel, leaves its frame where the
/// cancelled animation left the model (the end value).
@MainActor
private final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if let card = transitionContext.view(forKey: .to), let controller = transitionContext.viewController(forKey: .to) {
            card.frame = transitionContext.finalFrame(for: controller)
            container.addSubview(card)
            UIView.animate(withDuration: 0.3, animations: { card.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            return
        }
        let card = transitionContext.view(forKey: .from)
        UIView.animate(withDuration: 0.3, animations: { card?.frame.origin.y = container.bounds.maxY }) { _ in
            if !transitionContext.transitionWasCancelled { card?.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

@MainActor
private final class CardLayoutDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = CardSlideAnimator()
    var dismissalInteractor: UIPercentDrivenInteractiveTransition?
    private(set) var controller: CardLayoutController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    {
        let made = CardLayoutController(presentedViewController: presented, presenting: presenting)
        controller = made
        return made
    }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { dismissalInteractor }
}

@MainActor @Suite("A dismissal lays the container out only when asked, unless configured (open point F11)")
struct DismissalContainerLayoutTests {
    @MainActor private struct Presented {
        let scene: HeadlessScene
        let card: UIViewController
        let delegate: CardLayoutDelegate
        var controller: CardLayoutController { delegate.controller! }
    }

    private func presentedCard(forcedLayout: Bool?) -> Presented {
        var configuration = HeadlessScene.Configuration()
        if let forcedLayout { configuration.dismissalStartLaysOutContainer = forcedLayout }
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
        let root = UIViewController()
        scene.window.rootViewController = root
        let card = UIViewController()
        let delegate = CardLayoutDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        scene.runUntilIdle(timeout: 5)
        return Presented(scene: scene, card: card, delegate: delegate)
    }

    @Test("the default is no forced layout pass")
    func defaultIsNoForcedPass() {
        #expect(HeadlessScene.Configuration().dismissalStartLaysOutContainer == false)
    }

    @Test("a presentation lays its container out; a dismissal that only moves the card calls containerViewWillLayoutSubviews() only when forced")
    func layoutCallsDuringADismissal() {
        for forced in [false, true] {
            let f = presentedCard(forcedLayout: forced)
            #expect(f.controller.layoutCalls >= 1, "the new container lays out during the presentation")
            let before = f.controller.layoutCalls
            f.card.dismiss(animated: true)
            f.scene.advance(by: 0.1)
            #expect(f.controller.layoutCalls - before == (forced ? 1 : 0), "forced: \(forced)")
        }
    }

    @Test("a cancelled pull-down leaves the card where the animator left it, unless a forced layout at the start put it back")
    func cancelledPullDown() {
        for forced in [false, true] {
            let f = presentedCard(forcedLayout: forced)
            let presentedFrame = f.card.view.frame
            let interactor = UIPercentDrivenInteractiveTransition()
            f.delegate.dismissalInteractor = interactor
            f.card.dismiss(animated: true)
            f.scene.advance(by: 0)
            interactor.update(0.3)
            interactor.cancel()
            f.scene.runUntilIdle(timeout: 5)
            #expect(f.card.presentingViewController != nil, "the dismissal was cancelled")
            if forced {
                #expect(f.card.view.frame == presentedFrame)
            } else {
                // The percent-driven cancel leaves the model at the end value (contract §3): below the container.
                #expect(f.card.view.frame == presentedFrame.offsetBy(dx: 0, dy: 844 - presentedFrame.minY))
            }
        }
    }

    @Test("a subview added to the container during a dismissal asks for layout, as for any view")
    func subviewAddedAsksForLayout() {
        let f = presentedCard(forcedLayout: nil)
        let before = f.controller.layoutCalls
        f.card.dismiss(animated: true)
        f.scene.advance(by: 0.05)
        f.controller.containerView?.addSubview(UIView())
        f.scene.advance(by: 0.05)
        #expect(f.controller.layoutCalls - before == 1)
    }
}
