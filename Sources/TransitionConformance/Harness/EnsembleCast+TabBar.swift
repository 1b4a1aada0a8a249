#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension EnsembleCast {
    /// A tab switch in the app's tab bar `controller` (the window's root), from its selected child
    /// to the child at `toIndex`.
    ///
    /// ## The model
    ///
    /// With a `delegate`, the run sets the controller's `delegate` to it and keeps it alive (UIKit
    /// holds it weakly); without one, the controller's own delegate is used untouched (a tab bar
    /// controller that is its own delegate). Nothing is set up: the selected child is on screen once
    /// the window shows the controller. The switch starts with `controller.selectedIndex = toIndex`,
    /// the programmatic selection apps make; UIKit has no animated flag for it and asks the delegate
    /// for an animator either way (HeadlessUIKit's `select`, contract §2.6), so the scenario's
    /// `animated` is ignored. The gesture starts from the selected child.
    ///
    /// A tab switch is judged as a ``TransitionScenario/Kind/push``: a container transition, both
    /// views handed over, the from-view leaving at the end.
    static func tabBar(
        _ scenario: TransitionScenario, controller: UITabBarController, toIndex: Int,
        delegate: (any UITabBarControllerDelegate)?, gesture: TransitionGesture?
    ) -> EnsembleCast {
        if let delegate { controller.delegate = delegate }
        let tabs = controller.viewControllers ?? []
        let first = controller.selectedViewController ?? controller
        let target = tabs.indices.contains(toIndex) ? tabs[toIndex] : controller
        let fromIndex = controller.selectedIndex
        var cast = EnsembleCast(
            root: controller, from: first, to: target,
            setUp: {},
            setUpProblem: {
                if let problem = tabSwitchProblem(controller, toIndex: toIndex) { return problem }
                guard controller.selectedViewController !== first || first.viewIfLoaded?.window == nil else { return nil }
                return "the selected tab \(type(of: first)) was not on screen once the window showed \(type(of: controller))"
            },
            trigger: { _ in controller.selectedIndex = toIndex },
            gesture: gesture, gestureSource: first, keepAlive: delegate.map { [$0] } ?? [],
            stageDescription:
                "a tab switch in \(type(of: controller)) from \(type(of: first)) (index \(fromIndex)) to \(type(of: target)) (index \(toIndex)), its delegate \(controller.delegate.map { "\(type(of: $0))" } ?? "nil")",
            methods: [.push: "tab bar controller delegate's tabBarController(_:animationControllerForTransitionFrom:to:)"])
        cast.transitionName = "tab switch"
        cast.programmaticStart = "selectedIndex = \(toIndex)"
        cast.returnTrip = { controller.selectedIndex = fromIndex }
        return cast
    }

    /// Why `controller` cannot switch to `toIndex` (no such tab, or it is already selected), or nil.
    static func tabSwitchProblem(_ controller: UITabBarController, toIndex: Int) -> String? {
        let count = controller.viewControllers?.count ?? 0
        guard count >= 2 else {
            return "\(type(of: controller)) has \(count) tab\(count == 1 ? "" : "s"); a tab switch needs at least two (set viewControllers)"
        }
        guard (0..<count).contains(toIndex) else {
            return "toIndex \(toIndex) is not a tab of \(type(of: controller)) (it has \(count): 0..<\(count))"
        }
        guard toIndex != controller.selectedIndex else {
            return "toIndex \(toIndex) is the selected tab already; selecting it switches nothing (select another tab first, or pass another index)"
        }
        return nil
    }
}
