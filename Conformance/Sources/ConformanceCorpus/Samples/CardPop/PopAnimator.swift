import TransitionConformance

/// The seed's one duration constant: 1 s, reported for both directions.
private let popDuration: TimeInterval = 1.0

/// Which way a ``PopAnimator`` runs (the seed's `AnimationType`).
enum CardAnimationType {
    case present
    case dismiss
}

/// Seed 004's `PopAnimator`, as published: the tapped card's image grows into the full-screen
/// detail screen with a spring while the tab bar slides off the bottom, and shrinks back into the
/// card while the tab bar comes back.
///
/// It reaches the app's screens by casting: the from view controller must be a
/// `UITabBarController` whose first tab is the card list with a selected cell, the to view
/// controller a ``DetailCardViewController`` (mirrored for the dismissal); otherwise it returns
/// without completing. It sizes the detail screen and places the tab bar from
/// `UIScreen.main.bounds`, completes with the spring's `finished` flag, runs the dismissal for half
/// the duration it reports, and leaves the dismissed view in the container.
final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let animationType: CardAnimationType

    init(animationType: CardAnimationType) {
        self.animationType = animationType
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        popDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if animationType == .present {
            animateForPresent(using: transitionContext)
        } else {
            animateForDismiss(using: transitionContext)
        }
    }

    func animateForPresent(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let tabBarController = transitionContext.viewController(forKey: .from) as? UITabBarController else { return }
        guard let list = tabBarController.viewControllers?.first as? CardListViewController else { return }
        guard let detail = transitionContext.viewController(forKey: .to) as? DetailCardViewController else { return }
        guard let cell = list.selectedCell else { return }

        // Start on the card's image, in the tab bar controller's coordinates.
        detail.view.frame = cell.convert(cell.bgView.frame, to: tabBarController.view)
        detail.view.layer.cornerRadius = 10
        detail.scrollView.imageView.frame.size = CGSize(width: UIScreen.main.bounds.width - 40, height: 500)
        containerView.addSubview(detail.view)

        UIView.animate(
            withDuration: popDuration, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: {
                detail.view.frame = UIScreen.main.bounds
                detail.view.layer.cornerRadius = 10
                detail.scrollView.imageView.frame.size = CGSize(width: UIScreen.main.bounds.width, height: 500)
                detail.closeBtn.alpha = 1
                tabBarController.tabBar.frame.origin.y = UIScreen.main.bounds.height
            },
            completion: { finished in
                transitionContext.completeTransition(finished)
            })
    }

    func animateForDismiss(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let detail = transitionContext.viewController(forKey: .from) as? DetailCardViewController else { return }
        guard let tabBarController = transitionContext.viewController(forKey: .to) as? UITabBarController else { return }
        guard let list = tabBarController.viewControllers?.first as? CardListViewController else { return }
        guard let cell = list.selectedCell else { return }

        UIView.animate(
            withDuration: popDuration / 2, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: {
                detail.view.frame = cell.convert(cell.bgView.frame, to: detail.view)
                detail.view.layer.cornerRadius = 10
                detail.scrollView.imageView.frame.size = CGSize(width: UIScreen.main.bounds.width - 40, height: 500)
                detail.closeBtn.alpha = 0
                tabBarController.tabBar.frame.origin.y = UIScreen.main.bounds.height - tabBarController.tabBar.frame.height
            },
            completion: { finished in
                transitionContext.completeTransition(finished)
            })
    }
}

/// ``PopAnimator`` corrected: what the kit reports — the tab bar placed from the tab bar
/// controller's own height instead of `UIScreen.main`'s, so it ends where it started; a successful
/// dismissal removes the dismissed view — and what no suite can see for this animator (the delegate
/// suite runs only the outcome checks of animators, and the animator suite's plain view
/// controllers fail its casts), fixed all the same so that the sample is correct: the detail view
/// goes to `finalFrame(for:)` (ANIM-FINAL-FRAME), completion passes `!transitionWasCancelled`
/// (ANIM-COMPLETE-FLAG), the dismissal reports the duration it runs (ANIM-DURATION),
/// `isAnimated == false` runs with duration 0 (ANIM-NOT-ANIMATED), and when its casts fail it
/// still completes, without the pop (ANIM-COMPLETE-ONCE).
final class CorrectedPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let animationType: CardAnimationType

    init(animationType: CardAnimationType) {
        self.animationType = animationType
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard transitionContext?.isAnimated != false else { return 0 }
        return animationType == .present ? popDuration : popDuration / 2
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if animationType == .present {
            animateForPresent(using: transitionContext)
        } else {
            animateForDismiss(using: transitionContext)
        }
    }

    /// Without the app's screens: put the to-view in place, take a leaving from-view out, complete.
    func completeWithoutPop(using transitionContext: any UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) {
            let final = transitionContext.finalFrame(for: toVC)
            toView.frame = final == .zero ? transitionContext.containerView.bounds : final
            transitionContext.containerView.addSubview(toView)
        }
        if animationType == .dismiss { transitionContext.view(forKey: .from)?.removeFromSuperview() }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    func animateForPresent(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let tabBarController = transitionContext.viewController(forKey: .from) as? UITabBarController,
            let list = tabBarController.viewControllers?.first as? CardListViewController,
            let detail = transitionContext.viewController(forKey: .to) as? DetailCardViewController,
            let cell = list.selectedCell
        else { return completeWithoutPop(using: transitionContext) }
        let final = transitionContext.finalFrame(for: detail) == .zero ? containerView.bounds : transitionContext.finalFrame(for: detail)
        let startFrame = cell.convert(cell.bgView.frame, to: tabBarController.view)
        let tabBarY = tabBarController.tabBar.frame.origin.y

        detail.view.frame = startFrame
        detail.view.layer.cornerRadius = 10
        detail.scrollView.imageView.frame.size = CGSize(width: final.width - 40, height: 500)
        containerView.addSubview(detail.view)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: {
                detail.view.frame = final
                detail.view.layer.cornerRadius = 10
                detail.scrollView.imageView.frame.size = CGSize(width: final.width, height: 500)
                detail.closeBtn.alpha = 1
                tabBarController.tabBar.frame.origin.y = tabBarController.view.bounds.height
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    detail.view.removeFromSuperview()
                    tabBarController.tabBar.frame.origin.y = tabBarY
                }
                transitionContext.completeTransition(!cancelled)
            })
    }

    func animateForDismiss(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let detail = transitionContext.viewController(forKey: .from) as? DetailCardViewController,
            let tabBarController = transitionContext.viewController(forKey: .to) as? UITabBarController,
            let list = tabBarController.viewControllers?.first as? CardListViewController,
            let cell = list.selectedCell
        else { return completeWithoutPop(using: transitionContext) }
        let startFrame = detail.view.frame

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: {
                detail.view.frame = cell.convert(cell.bgView.frame, to: detail.view)
                detail.view.layer.cornerRadius = 10
                detail.scrollView.imageView.frame.size = CGSize(width: startFrame.width - 40, height: 500)
                detail.closeBtn.alpha = 0
                tabBarController.tabBar.frame.origin.y = tabBarController.view.bounds.height - tabBarController.tabBar.frame.height
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    detail.view.frame = startFrame
                    detail.closeBtn.alpha = 1
                } else {
                    detail.view.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
