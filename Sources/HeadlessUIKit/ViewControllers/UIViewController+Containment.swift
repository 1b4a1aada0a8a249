import Foundation

extension UIViewController {
    /// The child view controllers, in the order they were added.
    public var children: [UIViewController] { storedChildren }

    /// The parent view controller.
    public var parent: UIViewController? { storedParent }

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? {
        var current = storedParent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.storedParent
        }
        return nil
    }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? {
        var current = storedParent
        while let candidate = current {
            if let tabs = candidate as? UITabBarController { return tabs }
            current = candidate.storedParent
        }
        return nil
    }

    /// Whether the view controller is being added to a parent (during `willMove`/`didMove`).
    public var isMovingToParent: Bool { presentationState.movingToParent }
    /// Whether the view controller is being removed from its parent.
    public var isMovingFromParent: Bool { presentationState.movingFromParent }

    func performAddChild(_ child: UIViewController) {
        guard child !== self else {
            HeadlessScene.recordMisuse(
                api: "UIViewController.addChild(_:)", "a view controller cannot be its own child; UIKit raises. Nothing was added.", near: storedView,
                raises: true)
            return
        }
        if child.storedParent === self { return }
        child.storedParent?.performRemoveFromParent(child: child, notify: false)
        child.presentationState.movingToParent = true
        child.willMove(toParent: self)
        storedChildren.append(child)
        child.storedParent = self
        child.presentationState.movingToParent = false
    }

    func performRemoveFromParent() {
        guard let parent = storedParent else { return }
        parent.performRemoveFromParent(child: self, notify: true)
    }

    private func performRemoveFromParent(child: UIViewController, notify: Bool) {
        child.presentationState.movingFromParent = true
        storedChildren.removeAll(identicalTo: child)
        child.storedParent = nil
        if notify { child.didMove(toParent: nil) }
        child.presentationState.movingFromParent = false
    }
}
