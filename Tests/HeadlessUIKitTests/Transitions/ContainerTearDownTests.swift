import Testing
@testable import HeadlessUIKit

// `containerView` is still set while `dismissalTransitionDidEnd(_:)` runs; UIKit removes the
// container afterwards (contract F2, §2.8). Presentation controllers routinely clean up with
// `guard let containerView else { return }` there.

/// A presentation controller that adds a dimming view and, as much published code does, removes
/// it in the did-end methods only after checking that it still has a container.
@MainActor
private final class GuardingPresentationController: UIPresentationController {
    let dimmingView = UIView()
    /// At each did-end call: the container, and whether it was still in the window.
    var containerSeenAtDidEnd: [(container: UIView?, inWindow: Bool)] = []

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        containerSeenAtDidEnd.append((containerView, containerView?.window != nil))
        guard let containerView, !completed else { return }
        if dimmingView.superview === containerView { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        containerSeenAtDidEnd.append((containerView, containerView?.window != nil))
        guard let containerView, completed else { return }
        if dimmingView.superview === containerView { dimmingView.removeFromSuperview() }
    }
}

/// Vends a ``GuardingPresentationController`` and the configured animator.
@MainActor
private final class GuardingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: RecordingFadeAnimator
    var interactor: UIPercentDrivenInteractiveTransition?
    private(set) var controller: GuardingPresentationController?

    init(animator: RecordingFadeAnimator) { self.animator = animator }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = GuardingPresentationController(presentedViewController: presented, presenting: presenting)
        self.controller = controller
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// The end orders the tests run under: the default, and "did end" before the hierarchy step.
private let endOrders: [[TransitionEndStep]] = [
    HeadlessScene.Configuration().transitionEndOrder,
    [.presentationControllerDidEnd, .viewHierarchy, .appearance, .coordinatorCompletions, .animationEnded, .callerCompletion],
]

@MainActor @Suite("The container outlives the presentation controller's did-end (contract F2)")
struct ContainerTearDownTests {
    @Test("dismissalTransitionDidEnd(true) still has its containerView, so a guarded clean-up removes the dimming view", arguments: endOrders)
    func dismissalDidEndHasContainer(order: [TransitionEndStep]) throws {
        var configuration = HeadlessScene.Configuration()
        configuration.transitionEndOrder = order
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
        let root = UIViewController()
        scene.window.rootViewController = root
        let presented = UIViewController()
        let delegate = GuardingDelegate(animator: RecordingFadeAnimator(log: CallLog(scene)))
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        scene.advance(by: 1)
        let controller = try #require(delegate.controller)
        let container = try #require(controller.containerView)
        #expect(controller.dimmingView.superview === container)

        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        scene.advance(by: 1)
        #expect(dismissed)
        #expect(controller.containerSeenAtDidEnd.count == 2)
        #expect(controller.containerSeenAtDidEnd.last?.container === container, "set while dismissalTransitionDidEnd(true) ran")
        #expect(controller.containerSeenAtDidEnd.last?.inWindow == true)
        #expect(controller.dimmingView.superview == nil, "the guarded clean-up ran")
        #expect(controller.containerView == nil, "UIKit tears the container down afterwards")
        #expect(container.superview == nil)
        #expect(scene.window.subviews == [root.view])
    }

    @Test("presentationTransitionDidEnd(false) after a cancelled presentation still has its containerView", arguments: endOrders)
    func cancelledPresentationDidEndHasContainer(order: [TransitionEndStep]) throws {
        var configuration = HeadlessScene.Configuration()
        configuration.transitionEndOrder = order
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
        let root = UIViewController()
        scene.window.rootViewController = root
        let presented = UIViewController()
        let delegate = GuardingDelegate(animator: RecordingFadeAnimator(log: CallLog(scene)))
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        scene.advance(by: 0)
        interactor.update(0.3)
        interactor.cancel()
        scene.advance(by: 1)
        let controller = try #require(delegate.controller)
        #expect(root.presentedViewController == nil)
        #expect(controller.containerSeenAtDidEnd.count == 1)
        #expect(controller.containerSeenAtDidEnd.first?.container != nil, "set while presentationTransitionDidEnd(false) ran")
        #expect(controller.containerSeenAtDidEnd.first?.inWindow == true, "and still in the window")
        #expect(controller.dimmingView.superview == nil, "the guarded clean-up ran")
        #expect(scene.window.subviews == [root.view], "UIKit tears the container down afterwards")
    }
}
