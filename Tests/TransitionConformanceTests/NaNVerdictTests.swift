import Testing

@testable import ConformanceCorpus
@testable import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// An animator that sets one value to NaN: the to-view's frame (its origin or its size), which
/// Core Animation refuses by raising, or the from-view's alpha, left after a cancelled transition.
@MainActor
private final class NaNLeavingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Left: String, CaseIterable, Sendable {
        case toViewOrigin, toViewSize, fromViewAlphaAfterCancel
    }

    let left: Left
    init(_ left: Left) { self.left = left }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)
        let final = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? .zero
        if let toView {
            context.containerView.addSubview(toView)
            toView.frame = final
            toView.alpha = 0
        }
        let leaves = context.viewController(forKey: .from).map { context.finalFrame(for: $0) == .zero } ?? false
        UIView.animate(
            withDuration: 0.3,
            animations: {
                toView?.alpha = 1
                switch self.left {
                case .toViewOrigin: toView?.frame.origin = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
                case .toViewSize: toView?.frame.size = CGSize(width: CGFloat.nan, height: final.height)
                case .fromViewAlphaAfterCancel: fromView?.alpha = CGFloat.nan
                }
            },
            completion: { _ in
                if context.transitionWasCancelled {
                    toView?.removeFromSuperview()
                } else {
                    fromView?.alpha = 1
                    if leaves { fromView?.removeFromSuperview() }
                }
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

@MainActor
@Suite("A NaN never equals anything: a view left at NaN is reported, readably")
struct NaNVerdictTests {
    @Test(
        "a to-view frame set to a NaN origin or size is ANIM-NO-RAISING-MISUSE (Core Animation raises), the frame kept, staged by the kit or by UIKit",
        arguments: [NaNLeavingAnimator.Left.toViewOrigin, .toViewSize], [TransitionRun.Staging.kitsContext, .uikit])
    fileprivate func nanFrame(_ left: NaNLeavingAnimator.Left, staging: TransitionRun.Staging) {
        let report = CheckContext.with({ $0.staging = staging }) {
            verifyAnimator(features: [.presentation], scenarios: [TransitionScenario(kind: .presentation)]) { _ in NaNLeavingAnimator(left) }
        }
        // The frame was refused, so the to-view is at its final frame: no ANIM-FINAL-FRAME.
        #expect(report.violatedIDs == ["ANIM-NO-RAISING-MISUSE"], "\(report)")
        let position = left == .toViewOrigin ? "[nan nan]" : "[nan 195.0]"
        let observed = report.violations.first?.observed ?? ""
        #expect(
            observed.hasPrefix(
                "expected no UIKit call that raises → UIView.frame at t=0.00, before completeTransition(true) at t=0.30: CALayer position contains NaN: \(position); UIKit raises CALayerInvalidGeometry."
            ),
            "\(observed)")
    }

    @Test("a NaN alpha left after a cancel is ANIM-CANCEL-RESTORES-STATE, with the change that put it there")
    func nanAlphaAfterCancel() {
        let scenario = TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.4))
        let report = verifyAnimator(features: [.dismissal, .interactive], scenarios: [scenario]) { _ in NaNLeavingAnimator(.fromViewAlphaAfterCancel) }
        #expect(report.violatedIDs == ["ANIM-CANCEL-RESTORES-STATE"], "\(report)")
        #expect(
            report.violations.first?.observed
                == "PresentedViewController.view alpha 1.0 → nan at t=0.00, still nan after completeTransition(false) at t=0.32")
    }

    @Test("a new child's view left at a NaN alpha by a custom container is CTX-REFERENCE-ANIMATORS")
    func containerNaNAlpha() {
        let report = verifyTransitionContext(scenarios: [TransitionScenario.standardContainerSwitches[0]]) { _, animator in
            let container = SampleContainerViewController(flavor: .correct, animator: animator)
            return ContainerTransitionSubject(container: container) {
                container.select(1)
                // After the switch has settled, the container "dims" the new child with a NaN.
                UIView.animate(withDuration: 0.5, animations: { container.pages[0].view.alpha = 0.5 }) { _ in
                    container.pages[1].view.alpha = .nan
                }
            }
        }
        let observed = report.violations.first { $0.requirement.id == "CTX-REFERENCE-ANIMATORS" }?.observed ?? ""
        #expect(observed.contains("the new child's view alpha: expected 1 → nan"), "\(report)")
    }
}
