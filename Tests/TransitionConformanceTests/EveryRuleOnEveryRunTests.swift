#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import TransitionConformance

/// Every rule on every run of the delegate checker: its flows judge each of their transitions by
/// the animator rules too — an animator that breaks only in a flow, after a rotation say, is
/// caught on the animator, under the flow's scenario and the transition it showed in — and its
/// animator runs judge the presentation controller in force by the rules one transition can show.
@MainActor
@Suite("Every rule on every run of the delegate checker")
struct EveryRuleOnEveryRunTests {
    @Test("a dismissal animator that restores the presenter's frame saved before a rotation is caught in the flow that rotates")
    func staleFrameAfterRotationIsCaught() {
        let report = verifyTransitioningDelegate { _ in FrameRestoringDelegate() }
        let found = report.violations.filter { $0.requirement == .animPresenterViewUntouched }
        #expect(!found.isEmpty, "\(report)")
        for violation in found {
            // Only where the container was resized between the presentation and the dismissal.
            #expect(violation.scenario.resize != nil, "\(violation)")
            #expect(violation.object == "your dismissal animator FrameRestoringAnimator")
            #expect(violation.moment == (violation.scenario.kind == .presentation ? FlowMoment.followingDismissal : nil))
        }
    }

    @Test("the same animator is not blamed where nothing rotates: the animator runs and the flows without a resize pass it")
    func noRotationNoFinding() {
        let scenarios = TransitionScenario.standardDelegateFlows().filter { $0.resize == nil }
        let report = verifyTransitioningDelegate(scenarios: scenarios) { _ in FrameRestoringDelegate() }
        #expect(report.violations.isEmpty, "\(report)")
    }

    @Test("a finding an animator run makes is reported once, not again by the flow of the same scenario")
    func sameFindingOnce() {
        let report = verifyTransitioningDelegate { _ in FrameRestoringDelegate(reportedDuration: 0.6) }
        let durations = report.violations.filter { $0.requirement == .animDuration }
        #expect(!durations.isEmpty, "\(report)")
        let keys = durations.map { "\($0.scenario.testDescription) \($0.object ?? "") \($0.moment ?? "")" }
        #expect(Set(keys).count == keys.count, "\(keys)")
        // The animator runs' "presentation, animated" once; the flows' own scenarios (a rotation) too.
        #expect(durations.contains { $0.scenario == TransitionScenario(kind: .presentation) && !$0.causes.contains(.inFlowTransition) })
        #expect(durations.contains { $0.scenario.resize != nil && $0.causes.contains(.inFlowTransition) })
    }

    @Test("a presentation controller that puts its backdrop in the window is reported in the animator runs' scenarios too")
    func presentationControllerInAnimatorRuns() {
        let report = verifyTransitioningDelegate { _ in FrameRestoringDelegate(backdropInWindow: true) }
        let chrome = report.violations.filter { $0.requirement == .presChromeInContainer }
        // "dismissal, animated" is an animator run's scenario only: no flow has that label.
        #expect(chrome.contains { $0.scenario == TransitionScenario(kind: .dismissal) }, "\(report)")
        #expect(!TransitionScenario.standardDelegateFlows().contains(TransitionScenario(kind: .dismissal)))
        // Reported once per scenario, the flows' and the animator runs' alike.
        let labels = chrome.map(\.scenario.testDescription)
        #expect(Set(labels).count == labels.count, "\(labels)")
    }
}

/// A presentation controller that puts a backdrop in the window, below the container, when
/// `backdropInWindow` (PRES-CHROME-IN-CONTAINER), and otherwise adds nothing.
@MainActor
private final class BackdropPresentationController: UIPresentationController {
    let backdropInWindow: Bool
    let backdrop = UIView()

    init(presented: UIViewController, presenting: UIViewController?, backdropInWindow: Bool) {
        self.backdropInWindow = backdropInWindow
        super.init(presentedViewController: presented, presenting: presenting)
        backdrop.backgroundColor = UIColor(white: 0, alpha: 0.3)
    }

    override func presentationTransitionWillBegin() {
        guard backdropInWindow, let container = containerView, let window = container.superview else { return }
        backdrop.frame = window.bounds
        window.insertSubview(backdrop, belowSubview: container)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { backdrop.removeFromSuperview() }
    }
}

/// A delegate whose dismissing animator puts the presenter's view back at the frame it had when
/// the presentation started — a no-op unless the screen rotated in between, when it leaves the
/// presenting screen at the old orientation's size.
@MainActor
private final class FrameRestoringDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var savedPresenterFrame: CGRect?
    /// What the animators say their duration is (they animate 0.3 s).
    let reportedDuration: TimeInterval
    let backdropInWindow: Bool

    init(reportedDuration: TimeInterval = 0.3, backdropInWindow: Bool = false) {
        self.reportedDuration = reportedDuration
        self.backdropInWindow = backdropInWindow
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    {
        BackdropPresentationController(presented: presented, presenting: presenting, backdropInWindow: backdropInWindow)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        FrameRestoringAnimator(presenting: true, owner: self)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FrameRestoringAnimator(presenting: false, owner: self)
    }
}

@MainActor
private final class FrameRestoringAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    weak var owner: FrameRestoringDelegate?

    init(presenting: Bool, owner: FrameRestoringDelegate) {
        self.presenting = presenting
        self.owner = owner
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { owner?.reportedDuration ?? 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let duration = context.isAnimated ? 0.3 : 0
        if presenting {
            guard let toViewController = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else { return }
            owner?.savedPresenterFrame = context.viewController(forKey: .from)?.view.frame
            let final = context.finalFrame(for: toViewController)
            context.containerView.addSubview(toView)
            toView.frame = final.offsetBy(dx: 0, dy: final.height)
            UIView.animate(withDuration: duration, animations: { toView.frame = final }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            guard let fromView = context.view(forKey: .from), let presenterView = context.viewController(forKey: .to)?.view else { return }
            let saved = owner?.savedPresenterFrame
            let height = context.containerView.bounds.height
            UIView.animate(
                withDuration: duration,
                animations: {
                    fromView.frame = fromView.frame.offsetBy(dx: 0, dy: height)
                    if let saved { presenterView.frame = saved }  // "put it back as it was"
                }
            ) { _ in
                if !context.transitionWasCancelled { fromView.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}
