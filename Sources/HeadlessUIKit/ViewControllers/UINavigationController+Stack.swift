import Foundation

extension UINavigationController {
    /// The view controllers on the stack, root first.
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller on top of the stack.
    public var topViewController: UIViewController? { stack.last }

    /// The view controller shown: a modally presented one if any, else the top one.
    public var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

    /// Changes the stack to `newStack` and transitions to its top. Returns false if refused.
    @discardableResult
    func navigate(to newStack: [UIViewController], operation: Operation, animated: Bool, api: String) -> Bool {
        let scene = viewIfLoaded?.window?.headlessScene
        if let running = runningTransition, !running.isComplete {
            (scene ?? HeadlessScene.current).record(
                .uikitMisuse, api: "UINavigationController.\(api)",
                "called while a \(running.kindDescription) is in progress; UIKit logs \"nested push animation can result in corrupted navigation bar\" and the stack can end up inconsistent. HeadlessUIKit ignored the call. Wait for the transition to complete (didShow) before pushing or popping."
            )
            return false
        }
        guard !newStack.isEmpty else { return false }
        let old = stack
        let from = old.last
        let to = newStack.last!
        // Loops over identities, not filter/contains(where:): see `IdentitySearch.swift`.
        var added: [UIViewController] = []
        for vc in newStack where !old.containsIdentical(vc) { added.append(vc) }
        for vc in added { addChild(vc) }
        var leaving: [UIViewController] = []
        for vc in old where !newStack.containsIdentical(vc) { leaving.append(vc) }
        for vc in leaving { vc.willMove(toParent: nil) }
        stack = newStack
        // Not on screen, not animated, or nothing changes on top: no transition, just swap views.
        guard let scene, let from, from !== to, isViewLoaded else {
            if isViewLoaded {
                from?.viewIfLoaded?.removeFromSuperview()
                install(to)
            }
            for vc in leaving { vc.removeFromParent() }
            for vc in added { vc.didMove(toParent: self) }
            return true
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        let asked = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        var interactor = asked.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        // A non-animated push or pop runs no custom animator (contract F5), per
        // `Configuration.nonAnimatedNavigationUsesDelegateAnimator`.
        var custom = animated || scene.configuration.nonAnimatedNavigationUsesDelegateAnimator ? asked : nil
        if let vended = custom {
            (custom, interactor) = scene.observedParticipants(
                operation == .push ? .push : .pop, from: from, to: to, animated: animated, animator: vended, interactionController: interactor)
        }
        let animator = custom ?? StandardPushAnimator(isPush: operation == .push, duration: scene.configuration.standardTransitionDuration)
        let topViewFrame = scene.configuration.topViewFrameAfterNavigationTransition
        runningTransition = ContainerTransition(
            kind: operation == .push ? "push" : "pop", container: self, transitionView: transitionView, from: from, to: to,
            animated: animated, animator: animator, interactor: interactor, scene: scene
        ) { [weak self] completed in
            guard let self else { return }
            if completed {
                // Undocumented (`Configuration.topViewFrameAfterNavigationTransition`): by default the
                // new top view keeps the frame the animator left it at.
                if topViewFrame == .contentFrame, let view = to.viewIfLoaded,
                    view.superview === self.transitionView
                {
                    view.frame = self.transitionView.bounds
                }
                for vc in leaving { vc.removeFromParent() }
                for vc in added { vc.didMove(toParent: self) }
                self.delegate?.navigationController(self, didShow: to, animated: animated)
            } else {
                // A cancelled transition leaves the stack as it was.
                self.stack = old
                for vc in added {
                    vc.willMove(toParent: nil)
                    vc.removeFromParent()
                }
                for vc in leaving { vc.didMove(toParent: self) }
            }
        }
        return true
    }

    /// Puts a child's view in the transition view, filling it.
    func install(_ child: UIViewController) {
        let childView = child.view!
        childView.frame = transitionView.bounds
        childView.autoresizingMask = .flexibleSize
        transitionView.addSubview(childView)
    }
}
