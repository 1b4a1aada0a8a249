#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A tab-switch transition as tab-bar libraries write it: the tab bar controller's delegate in an
/// extension of an `NSObject`, picking the slide direction from the tabs' indices, and an animator
/// that keeps a reference to the container in a stored property between calls.
final class TabSlideTransitionDelegate: NSObject {
    var duration: TimeInterval = 0.25
    private(set) var lastDirection: TabSlideAnimator.Direction?
}

extension TabSlideTransitionDelegate: UITabBarControllerDelegate {
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let controllers = tabBarController.viewControllers ?? []
        guard let from = controllers.firstIndex(of: fromVC), let to = controllers.firstIndex(of: toVC), from != to else {
            return nil
        }
        let direction: TabSlideAnimator.Direction = to > from ? .left : .right
        lastDirection = direction
        return TabSlideAnimator(direction: direction, duration: duration)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        tabBarController.transitionCoordinator == nil
    }
}

final class TabSlideAnimator: NSObject {
    enum Direction {
        case left
        case right
    }

    let direction: Direction
    let duration: TimeInterval
    private weak var containerView: UIView?

    init(direction: Direction, duration: TimeInterval) {
        self.direction = direction
        self.duration = duration
    }

    private func offset(in container: UIView) -> CGFloat {
        direction == .left ? container.bounds.width : -container.bounds.width
    }
}

extension TabSlideAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        containerView = container
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let dx = offset(in: container)
        toView.frame = container.bounds.offsetBy(dx: dx, dy: 0)
        container.addSubview(toView)
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                fromView.frame = container.bounds.offsetBy(dx: -dx, dy: 0)
                toView.frame = container.bounds
            },
            completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if !completed { toView.removeFromSuperview() }
                fromView.frame = container.bounds
                transitionContext.completeTransition(completed)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        containerView = nil
    }
}
