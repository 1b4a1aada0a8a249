import Testing

@testable import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A cross-fade that also changes the container, in one chosen way.
@MainActor
private final class ContainerChangingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Change: String, CaseIterable, Sendable {
        case nanBounds, nanFrame, removedFromWindow, shrunk
    }

    let change: Change
    init(_ change: Change) { self.change = change }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let toView = context.view(forKey: .to)
        if let toView, let toVC = context.viewController(forKey: .to) {
            container.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
            toView.alpha = 0
        }
        UIView.animate(withDuration: 0.3, animations: { toView?.alpha = 1 }) { _ in
            switch self.change {
            case .nanBounds: container.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: CGFloat.nan)
            case .nanFrame: container.frame.origin = CGPoint(x: CGFloat.nan, y: 0)
            case .removedFromWindow: container.removeFromSuperview()
            case .shrunk: container.bounds.size = CGSize(width: container.bounds.width / 2, height: container.bounds.height)
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

@MainActor
@Suite("The container stays where UIKit put it: ANIM-CONTAINER-KEPT")
struct ContainerKeptTests {
    @Test(
        "a container taken out of the window or shrunk is reported, staged by the kit or by UIKit",
        arguments: [ContainerChangingAnimator.Change.removedFromWindow, .shrunk], [TransitionRun.Staging.kitsContext, .uikit])
    fileprivate func changeIsReported(_ change: ContainerChangingAnimator.Change, staging: TransitionRun.Staging) {
        let report = CheckContext.with({ $0.staging = staging }) {
            verifyAnimator(features: [.presentation], scenarios: [TransitionScenario(kind: .presentation)]) { _ in ContainerChangingAnimator(change) }
        }
        let observed = report.violations.first { $0.requirement.id == "ANIM-CONTAINER-KEPT" }?.observed ?? ""
        let what = change == .shrunk ? "frame (0.0, 0.0, 844.0×390.0) → (211.0, 0.0, 422.0×390.0)" : "taken out of the window"
        #expect(
            observed.hasPrefix("expected the container where UIKit put it → containerView \(what)")
                && observed.hasSuffix("at completeTransition(true) at t=0.30"), "\(report)")
        #expect(Requirement.animContainerKept.level == .must)
    }

    @Test(
        "a container set to NaN is ANIM-NO-RAISING-MISUSE, not moved: Core Animation raises, staged by the kit or by UIKit",
        arguments: [ContainerChangingAnimator.Change.nanBounds, .nanFrame], [TransitionRun.Staging.kitsContext, .uikit])
    fileprivate func nanIsRaising(_ change: ContainerChangingAnimator.Change, staging: TransitionRun.Staging) {
        let report = CheckContext.with({ $0.staging = staging }) {
            verifyAnimator(features: [.presentation], scenarios: [TransitionScenario(kind: .presentation)]) { _ in ContainerChangingAnimator(change) }
        }
        #expect(report.violatedIDs == ["ANIM-NO-RAISING-MISUSE"], "\(report)")
        let (api, reason) =
            change == .nanBounds
            ? ("UIView.bounds", "CALayer bounds contains NaN: [0.0 0.0; nan nan]") : ("UIView.frame", "CALayer position contains NaN: [nan 195.0]")
        let observed = report.violations.first?.observed ?? ""
        #expect(observed.hasPrefix("expected no UIKit call that raises → \(api) at t=0.30") && observed.contains(reason), "\(observed)")
    }

    @Test("a correct animator, and one that only adds views to the container, leave it alone")
    func correctAnimatorPasses() {
        let report = verifyAnimator(features: [.presentation, .dismissal, .push, .pop, .interactive]) { _ in MinimalAnimator() }
        #expect(!report.violatedIDs.contains("ANIM-CONTAINER-KEPT"))
    }

    @Test("a container changed by the animator a delegate vends is reported in the ensemble run")
    func ensembleReportsIt() {
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? { ContainerChangingAnimator(.shrunk) }
        }
        let report = verifyTransitioningDelegate(features: [.presentation]) { _ in Delegate() }
        #expect(report.violatedIDs.contains("ANIM-CONTAINER-KEPT"), "\(report)")
    }
}
