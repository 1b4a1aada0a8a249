import HeadlessUIKit
import Testing
@testable import TransitionConformance

/// A navigation coordinator as apps write one: slide animators for push and pop, and, for pops, the
/// interaction controller the detail screen's edge-pan handler makes in `.began`.
@MainActor
private final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    enum Defect { case none, popCompletesTrue, popKeepsTransformOnCancel, alwaysVendsInteraction }
    let defect: Defect
    var interaction: UIPercentDrivenInteractiveTransition?

    init(_ defect: Defect = .none) {
        self.defect = defect
        if defect == .alwaysVendsInteraction { interaction = UIPercentDrivenInteractiveTransition() }
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator(isPush: operation == .push, defect: operation == .pop ? defect : .none)
    }

    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// Slides the new screen in from the right (push) or the old one out to the right (pop); with
/// Reduce Motion on, cross-fades in place instead.
@MainActor
private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool
    let defect: SlideNavigationDelegate.Defect
    init(isPush: Bool, defect: SlideNavigationDelegate.Defect) {
        self.isPush = isPush
        self.defect = defect
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let width = reduceMotion ? 0 : container.bounds.width
        to.frame = transitionContext.finalFrame(for: toVC)
        if isPush {
            container.addSubview(to)
            to.transform = CGAffineTransform(translationX: width, y: 0)
            if reduceMotion { to.alpha = 0 }
        } else {
            container.insertSubview(to, belowSubview: from)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            if self.isPush {
                to.transform = .identity
                to.alpha = 1
            } else {
                from.transform = CGAffineTransform(translationX: width, y: 0)
                if reduceMotion { from.alpha = 0 }
            }
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            from.alpha = 1
            to.alpha = 1
            if self.defect != .popKeepsTransformOnCancel || !cancelled {
                from.transform = .identity
                to.transform = .identity
            }
            if cancelled { to.removeFromSuperview() }
            transitionContext.completeTransition(self.defect == .popCompletesTrue ? true : !cancelled)
        }
    }
}

/// The detail screen: an edge pan whose handler pops interactively.
@MainActor
private final class DetailViewController: UIViewController {
    let edgePan = UIScreenEdgePanGestureRecognizer()
    weak var coordinator: SlideNavigationDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        edgePan.edges = .left
        edgePan.addHeadlessHandler { [weak self] pan in self?.handleEdgePan(pan) }
        view.addGestureRecognizer(edgePan)
    }

    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let coordinator else { return }
        let progress = min(max(pan.translation(in: view).x / max(view.bounds.width, 1), 0), 1)
        switch pan.state {
        case .began:
            coordinator.interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            coordinator.interaction?.update(progress)
        case .ended, .cancelled:
            if pan.state == .ended && (progress > 0.5 || pan.velocity(in: view).x > 800) {
                coordinator.interaction?.finish()
            } else {
                coordinator.interaction?.cancel()
            }
            coordinator.interaction = nil
        default:
            break
        }
    }
}

@MainActor
@Suite("The navigation-delegate suite judges a coordinator with its animators, its edge-pan pop and the app's screens")
struct NavigationDelegateSuiteTests {
    private func check(_ defect: SlideNavigationDelegate.Defect) -> ConformanceReport {
        var made: SlideNavigationDelegate?
        return verifyNavigationControllerDelegate(
            viewControllers: { _ in
                let detail = DetailViewController()
                detail.coordinator = made
                return (UINavigationController(rootViewController: UIViewController()), detail)
            },
            interactivePop: .pan(toward: .right) { ($0 as? DetailViewController)?.edgePan }
        ) { _ in
            let delegate = SlideNavigationDelegate(defect)
            made = delegate
            return delegate
        }
    }

    @Test("a correct coordinator passes: push and pop animated and interrupted, the pop driven by its edge pan finished and cancelled")
    func correctCoordinatorPasses() {
        let report = check(.none)
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.configurationErrors.isEmpty, "\(report)")
        #expect(report.subject == "SlideNavigationDelegate")
        #expect(report.scenariosRun.count == 11, "\(report)")
        #expect(report.scenariosRun.filter { $0.mode.isInteractive }.count == 2, "\(report)")
    }

    @Test("a pop animator that completes true when the edge pan is cancelled is ANIM-COMPLETE-FLAG, named as the pop animator")
    func popCompletingTrueIsCaught() {
        let report = check(.popCompletesTrue)
        #expect(report.violatedIDs.contains("ANIM-COMPLETE-FLAG"), "\(report)")
        let flag = report.violations.first { $0.requirement.id == "ANIM-COMPLETE-FLAG" }
        #expect(flag?.observed.contains("your pop animator SlideAnimator") == true, "\(report)")
    }

    @Test("a pop animator that leaves the from-view moved after a cancelled pop is ANIM-CANCEL-RESTORES-STATE")
    func transformLeftAfterCancelIsCaught() {
        let report = check(.popKeepsTransformOnCancel)
        #expect(report.violatedIDs == ["ANIM-CANCEL-RESTORES-STATE"], "\(report)")
    }

    @Test("a coordinator that always vends an interaction controller hangs programmatic pops: INT-NOT-VENDED-WITHOUT-GESTURE")
    func alwaysVendedInteractionIsCaught() {
        let report = check(.alwaysVendsInteraction)
        #expect(report.violatedIDs.contains("INT-NOT-VENDED-WITHOUT-GESTURE"), "\(report)")
        #expect(
            report.violations.first { $0.requirement.id == "INT-NOT-VENDED-WITHOUT-GESTURE" }?.observed.contains(
                "navigation controller delegate's navigationController(_:interactionControllerFor:)") == true, "\(report)")
    }

    @Test("a non-animated pop is skipped with UIKit's reason: it runs no delegate animator")
    func notAnimatedIsSkipped() {
        let report = verifyNavigationControllerDelegate(scenarios: [TransitionScenario(kind: .pop, mode: .notAnimated)]) { _ in
            SlideNavigationDelegate()
        }
        #expect(report.scenariosRun.isEmpty)
        #expect(report.scenariosSkipped.first?.reason.contains("F5") == true, "\(report)")
    }

    @Test("a navigation controller that is its own delegate is checked as it brings itself")
    func selfDelegatingNavigationController() {
        let report = verifyNavigationController { _ in (SelfDelegatingNavigationController(rootViewController: UIViewController()), UIViewController()) }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.configurationErrors.isEmpty, "\(report)")
        #expect(report.subject == "SelfDelegatingNavigationController")
        #expect(report.scenariosRun.count == 9, "push and pop animated, interrupted, in portrait and with Reduce Motion on, the round trip: \(report)")
    }

    @Test("a navigation controller without a delegate is a configuration error that says what to fix")
    func missingDelegate() {
        let report = verifyNavigationController { _ in (UINavigationController(rootViewController: UIViewController()), UIViewController()) }
        #expect(report.configurationErrors.first?.contains("has no delegate") == true, "\(report)")
    }
}

/// Sets `delegate = self` in `viewDidLoad` and vends the slide animators.
@MainActor
private final class SelfDelegatingNavigationController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator(isPush: operation == .push, defect: .none)
    }

    @Test("an animator that keeps its transition context in a cycle outlives the run with what it holds: ANIM-RELEASES, named on the animator")
    func contextKeepingAnimatorIsCaught() {
        let report = verifyNavigationControllerDelegate(scenarios: [TransitionScenario(kind: .push)]) { _ in ContextKeepingNavigationDelegate() }
        #expect(report.violatedIDs == ["ANIM-RELEASES"], "\(report)")
        #expect(report.violations.first?.observed.hasPrefix("your push animator ContextKeepingSlideAnimator: ") == true, "\(report)")
        let fine = verifyNavigationControllerDelegate(scenarios: [TransitionScenario(kind: .push)]) { _ in SlideNavigationDelegate() }
        #expect(fine.violations.isEmpty, "\(fine)")
    }
}

/// Vends a slide animator that keeps the context it was handed.
@MainActor
private final class ContextKeepingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        ContextKeepingSlideAnimator()
    }
}

@MainActor
private final class ContextKeepingSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var context: (any UIViewControllerContextTransitioning)?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        SlideAnimator(isPush: true, defect: .none).animateTransition(using: transitionContext)
    }
}
