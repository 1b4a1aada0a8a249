import HeadlessUIKit
import Testing
@testable import TransitionConformance

/// A small tab app for the tab bar delegate suite: its delegate slides the tabs in the direction of
/// their indices, and the first tab's pan handler makes the interaction controller in `.began` and
/// selects the next tab, as apps write it.
@MainActor
private final class SlidingTabsDelegate: NSObject, UITabBarControllerDelegate {
    enum Defect { case none, neverAddsToView, completesWithFinishedFlag, neverResetsInteraction, alwaysInteractive }
    let defect: Defect
    var interaction: UIPercentDrivenInteractiveTransition?

    init(_ defect: Defect = .none) { self.defect = defect }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let tabs = tabBarController.viewControllers ?? []
        let from = tabs.firstIndex { $0 === fromVC } ?? 0
        let to = tabs.firstIndex { $0 === toVC } ?? 0
        return TabSlideAnimator(towardHigherIndex: to > from, defect: defect)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        defect == .alwaysInteractive ? UIPercentDrivenInteractiveTransition() : interaction
    }
}

/// Slides the new tab in from the side of its index and the old one out the other side; with
/// Reduce Motion on, cross-fades the new tab in place instead.
@MainActor
private final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let towardHigherIndex: Bool
    let defect: SlidingTabsDelegate.Defect

    init(towardHigherIndex: Bool, defect: SlidingTabsDelegate.Defect) {
        self.towardHigherIndex = towardHigherIndex
        self.defect = defect
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let offset = reduceMotion ? 0 : towardHigherIndex ? container.bounds.width : -container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toViewController)
        if defect != .neverAddsToView { container.addSubview(toView) }
        toView.transform = CGAffineTransform(translationX: offset, y: 0)
        if reduceMotion { toView.alpha = 0 }
        UIView.animate(withDuration: 0.3) {
            toView.transform = .identity
            toView.alpha = 1
            fromView.transform = CGAffineTransform(translationX: -offset, y: 0)
        } completion: { finished in
            let cancelled = transitionContext.transitionWasCancelled
            toView.transform = .identity
            toView.alpha = 1
            fromView.transform = .identity
            if cancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(self.defect == .completesWithFinishedFlag ? finished : !cancelled)
        }
    }
}

/// The first tab: a leftward pan on its view switches to the next tab interactively.
@MainActor
private final class SwipeableTabViewController: UIViewController {
    let switchPan = UIPanGestureRecognizer()
    weak var tabsDelegate: SlidingTabsDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        switchPan.addHeadlessHandler { [weak self] pan in self?.handlePan(pan) }
        view.addGestureRecognizer(switchPan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let tabsDelegate, let tabs = tabBarController else { return }
        let width = max(view.bounds.width, 1)
        let progress = min(max(-pan.translation(in: view).x / width, 0), 1)
        switch pan.state {
        case .began:
            tabsDelegate.interaction = UIPercentDrivenInteractiveTransition()
            tabs.selectedIndex += 1
        case .changed:
            tabsDelegate.interaction?.update(progress)
        case .ended, .cancelled:
            if pan.state == .ended && (progress > 0.5 || pan.velocity(in: view).x < -1000) {
                tabsDelegate.interaction?.finish()
            } else {
                tabsDelegate.interaction?.cancel()
            }
            if tabsDelegate.defect != .neverResetsInteraction { tabsDelegate.interaction = nil }
        default:
            break
        }
    }
}

/// `delegate = self` in its initializer, with two tabs.
@MainActor
private final class SelfSlidingTabBarController: UITabBarController, UITabBarControllerDelegate {
    init(delegating: Bool = true) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [UIViewController(), UIViewController()]
        if delegating { delegate = self }
    }

    required init?(coder: NSCoder) { nil }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        TabSlideAnimator(towardHigherIndex: true, defect: .none)
    }
}

@MainActor
@Suite("The tab bar delegate suite judges a tab switch as the app builds it: its delegate, its tabs, its gesture")
struct TabBarDelegateSuiteTests {
    private func check(_ defect: SlidingTabsDelegate.Defect) -> ConformanceReport {
        var made: SlidingTabsDelegate?
        return verifyTabBarControllerDelegate(
            tabs: { _ in
                let first = SwipeableTabViewController()
                first.tabsDelegate = made
                let controller = UITabBarController()
                controller.viewControllers = [first, UIViewController()]
                return (controller, 1)
            },
            interactiveSwitch: .pan(toward: .left) { ($0 as? SwipeableTabViewController)?.switchPan }
        ) { _ in
            let delegate = SlidingTabsDelegate(defect)
            made = delegate
            return delegate
        }
    }

    @Test("a correct sliding tab switch passes: animated, interrupted, and through its own pan handler finished and cancelled")
    func correctSwitchPasses() {
        let report = check(.none)
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.configurationErrors.isEmpty, "\(report)")
        #expect(report.scenariosSkipped.isEmpty, "\(report)")
        #expect(report.scenariosRun.count == 7, "\(report)")
        #expect(report.scenariosRun.filter { $0.mode.isInteractive }.count == 2, "\(report)")
        #expect(report.scenariosRun.filter(\.repeated).count == 1, "the round trip: \(report)")
        #expect(report.subject == "SlidingTabsDelegate")
    }

    @Test("an animator that never adds the to-view is ANIM-TO-VIEW-ADDED, named as the tab switch animator")
    func missingToViewIsTheAnimators() {
        let report = check(.neverAddsToView)
        #expect(report.violatedIDs.contains("ANIM-TO-VIEW-ADDED"), "\(report)")
        let added = report.violations.first { $0.requirement.id == "ANIM-TO-VIEW-ADDED" }
        #expect(added?.observed.contains("your tab switch animator TabSlideAnimator") == true, "\(report)")
        #expect(added?.observed.contains("push") == false, "\(report)")
        let staged = report.violations.first { $0.requirement.id == "ANIM-TO-VIEW-ADDED" && !$0.scenario.mode.isInteractive }?.trace.first
        #expect(staged?.contains("a tab switch in UITabBarController from SwipeableTabViewController (index 0)") == true, "\(staged ?? "")")
        #expect(staged?.contains("started with selectedIndex = 1") == true, "\(staged ?? "")")
        #expect(
            staged?.contains("your tab bar controller delegate's tabBarController(_:animationControllerForTransitionFrom:to:) vended TabSlideAnimator")
                == true, "\(staged ?? "")")
    }

    @Test("completeTransition(finished) is ANIM-COMPLETE-FLAG when the switch's animations are interrupted")
    func completeFlagIsCaughtWhenInterrupted() {
        let report = check(.completesWithFinishedFlag)
        let flags = report.violations.filter { $0.requirement.id == "ANIM-COMPLETE-FLAG" }
        #expect(flags.contains { $0.scenario.mode == .interrupted(at: 0.5) }, "\(report)")
        #expect(!flags.contains { $0.scenario.mode == .animated }, "\(report)")
        #expect(flags.first?.observed.contains("your tab switch animator TabSlideAnimator") == true, "\(report)")
    }

    @Test("a pan handler that keeps its interaction controller is caught by the tap that follows a cancelled swipe")
    func keptInteractionIsCaught() {
        let report = check(.neverResetsInteraction)
        #expect(report.violatedIDs == ["INT-NOT-VENDED-WITHOUT-GESTURE"], "\(report)")
        let observed = report.violations.first?.observed ?? ""
        #expect(
            observed.contains(
                "a programmatic tab switch (selectedIndex = 1) was vended UIPercentDrivenInteractiveTransition"),
            "\(observed)")
        #expect(observed.contains("your tab bar controller delegate's tabBarController(_:interactionControllerFor:)"), "\(observed)")
    }

    @Test("a delegate that vends an interaction controller for every switch is INT-NOT-VENDED-WITHOUT-GESTURE on a programmatic switch")
    func interactionForEverySwitchIsCaught() {
        let report = verifyTabBarControllerDelegate { _ in SlidingTabsDelegate(.alwaysInteractive) }
        #expect(report.violatedIDs == ["INT-NOT-VENDED-WITHOUT-GESTURE"], "\(report)")
        #expect(report.violations.first?.observed.contains("for a programmatic tab switch that no gesture drives") == true, "\(report)")
    }

    @Test("without tabs the suite switches two plain view controllers from 0 to 1, named in its messages")
    func defaultTabsAreNamed() {
        let correct = verifyTabBarControllerDelegate { _ in SlidingTabsDelegate() }
        #expect(correct.violations.isEmpty, "\(correct)")
        #expect(
            correct.scenariosRun.map(\.mode) == [.animated, .interrupted(at: 0.5), .animated, .animated, .animated],
            "in portrait, with Reduce Motion on, then the round trip: \(correct)")
        #expect(correct.scenariosSkipped.count == 0, "\(correct)")
        let broken = verifyTabBarControllerDelegate { _ in SlidingTabsDelegate(.neverAddsToView) }
        #expect(broken.violations.contains { $0.observed.contains("SecondTab.view") }, "\(broken)")
    }

    @Test("the factory is asked before the tabs in each run, so the tabs can reach the delegate")
    func factoryBeforeTabs() {
        var calls: [String] = []
        _ = verifyTabBarControllerDelegate(
            scenarios: [TransitionScenario(kind: .push, mode: .animated)],
            tabs: { _ in
                calls.append("tabs")
                return TabSwitchSuite.defaultTabs()
            }
        ) { _ in
            calls.append("factory")
            return SlidingTabsDelegate()
        }
        #expect(calls == ["factory", "tabs"])
    }

    @Test("scenarios a tab switch cannot make are skipped with the reason: pop, not animated, an undeclared gesture")
    func impossibleScenariosAreSkipped() {
        let report = verifyTabBarControllerDelegate(
            scenarios: [
                TransitionScenario(kind: .pop, mode: .animated), TransitionScenario(kind: .push, mode: .notAnimated),
                TransitionScenario(kind: .push, mode: .interactiveFinished(at: 0.7)),
            ]
        ) { _ in SlidingTabsDelegate() }
        #expect(report.scenariosRun.isEmpty, "\(report)")
        let reasons = report.scenariosSkipped.map(\.reason)
        #expect(reasons.count == 3, "\(report)")
        #expect(reasons.contains { $0.contains("no animated flag") }, "\(reasons)")
        #expect(reasons.contains { $0.contains("interactiveSwitch:") }, "\(reasons)")
    }

    @Test("a delegate that vends no animator leaves nothing to judge, and the skip says which method")
    func noAnimatorIsSkipped() {
        final class Silent: NSObject, UITabBarControllerDelegate {}
        let report = verifyTabBarControllerDelegate { _ in Silent() }
        #expect(report.scenariosRun.isEmpty, "\(report)")
        #expect(
            report.scenariosSkipped.first?.reason.contains("tabBarController(_:animationControllerForTransitionFrom:to:) vended no animator") == true,
            "\(report)")
    }

    @Test("a switch to a tab that does not exist is a configuration error that says what to fix")
    func missingTabIsAConfigurationError() {
        let report = verifyTabBarControllerDelegate(tabs: { _ in (TabSwitchSuite.defaultTabs().controller, 2) }) { _ in SlidingTabsDelegate() }
        #expect(report.configurationErrors == ["toIndex 2 is not a tab of UITabBarController (it has 2: 0..<2)"], "\(report)")
    }

    @Test("a tab bar controller that is its own delegate is checked in one line; without a delegate it is a configuration error")
    func selfDelegatingTabBarController() {
        let report = verifyTabBarController { _ in (SelfSlidingTabBarController(), 1) }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.scenariosRun.count == 5, "animated, interrupted, in portrait, with Reduce Motion on, the round trip: \(report)")
        #expect(report.subject == "SelfSlidingTabBarController")
        let missing = verifyTabBarController { _ in (SelfSlidingTabBarController(delegating: false), 1) }
        #expect(missing.configurationErrors.first?.contains("SelfSlidingTabBarController has no delegate") == true, "\(missing)")
    }
}
