import Foundation

/// A headless model of `UITabBarController`: children selected one at a time, with the delegate's
/// animator and interaction controller for the switch.
///
/// The view holds a transition container above a ``tabBar`` of height 49 at the bottom. Setting
/// ``selectedIndex`` or ``selectedViewController`` switches at once when the delegate vends no
/// animator; otherwise the switch runs as a transition (presentation style `.none`), like a push.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The tab bar delegate; held weakly, as in UIKit.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The tab bar at the bottom of the view.
    public let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 0, height: 49))
    let transitionView = UIView()
    private final var tabs: [UIViewController] = []
    private final var selected = 0
    final var runningTransition: ContainerTransition? {
        get { runningTransitionLink?.transition as? ContainerTransition }
        set { runningTransitionLink = newValue?.inFlightLink }
    }
    private final var runningTransitionLink: TransitionInFlightLink?

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.headlessBounds)
        // UIKit's container view (UILayoutContainerView) resizes with its superview, as the default
        // root view does (contract F1; dumps print `autoresize = W+H`).
        root.autoresizingMask = .flexibleSize
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = .flexibleSize
        transitionView.headlessName = "tab transition view"
        root.addSubview(transitionView)
        tabBar.frame = CGRect(x: 0, y: root.bounds.height - 49, width: root.bounds.width, height: 49)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(tabBar)
        view = root
        if let current = selectedViewController { install(current) }
    }

    /// The children shown as tabs.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the first is selected.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for vc in tabs {
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        tabs = viewControllers ?? []
        selected = 0
        for vc in tabs {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        if isViewLoaded, let first = tabs.first { install(first) }
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selected }
        set { select(newValue) }
    }

    /// The selected child.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            if let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) { select(index) }
        }
    }

    private func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selected else { return }
        let from = tabs[selected]
        let to = tabs[index]
        selected = index
        guard isViewLoaded, let scene = viewIfLoaded?.window?.headlessScene,
            let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        else {
            if isViewLoaded {
                // On screen, a switch without an animator still gives both children their
                // appearance callbacks, not animated.
                let onScreen = headlessIsAppeared
                if onScreen {
                    from.beginAppearanceTransition(false, animated: false)
                    to.beginAppearanceTransition(true, animated: false)
                }
                from.viewIfLoaded?.removeFromSuperview()
                install(to)
                if onScreen {
                    from.endAppearanceTransition()
                    to.endAppearanceTransition()
                }
            }
            return
        }
        let (observed, interactor) = scene.observedParticipants(
            .tabSwitch, from: from, to: to, animated: true, animator: animator,
            interactionController: delegate?.tabBarController(self, interactionControllerFor: animator))
        let previous = tabs.firstIndex { $0 === from } ?? 0
        runningTransition = ContainerTransition(
            kind: "tab switch", container: self, transitionView: transitionView, from: from, to: to,
            animated: true, animator: observed, interactor: interactor, scene: scene
        ) { [weak self] completed in
            if !completed { self?.selected = previous }
        }
    }

    private func install(_ child: UIViewController) {
        let childView = child.view!
        childView.frame = transitionView.bounds
        childView.autoresizingMask = .flexibleSize
        transitionView.addSubview(childView)
    }
}

/// The tab bar; a plain view here (items are not modelled).
@preconcurrency @MainActor
open class UITabBar: UIView {}

/// The delegate that vends a tab bar controller's animators. Members are optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
