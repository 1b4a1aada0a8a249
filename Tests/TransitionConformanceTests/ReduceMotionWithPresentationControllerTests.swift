#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import TransitionConformance

/// A card animator that slides the presented view up and back down whatever Reduce Motion says.
@MainActor
private class AlwaysSlidingCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let offscreen = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
        guard let card = context.view(forKey: presenting ? .to : .from) else { return context.completeTransition(false) }
        let shown = card.frame
        if presenting, let toVC = context.viewController(forKey: .to) {
            card.frame = offscreen
            container.addSubview(card)
            let target = context.finalFrame(for: toVC)
            UIView.animate(withDuration: transitionDuration(using: context), animations: { card.frame = target }) { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled { card.removeFromSuperview() }
                context.completeTransition(!cancelled)
            }
        } else {
            UIView.animate(withDuration: transitionDuration(using: context), animations: { card.frame = offscreen }) { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled { card.frame = shown } else { card.removeFromSuperview() }
                context.completeTransition(!cancelled)
            }
        }
    }
}

/// The same slide under a name of its own, for a factory that makes one type per direction.
@MainActor
private final class AlwaysSlidingCardOut: AlwaysSlidingCardAnimator {}

/// ANIM-REDUCE-MOTION is the animator's whether or not the app's presentation controller is in
/// force: the presented view the animator is handed and moves is not the presentation
/// controller's view, though it is in the container before a dismissal's animator starts.
@MainActor
@Suite("Reduce Motion with a presentation controller in force")
struct ReduceMotionWithPresentationControllerTests {
    @Test("an animator that slides the card under Reduce Motion is reported in the dismissal too, with or without a presentation controller")
    func slidingDismissalIsTheAnimators() {
        let alone = verifyAnimator(features: AnimatorFeature.modal) { AlwaysSlidingCardAnimator(presenting: $0.kind.isForward) }
        let paired = verifyPresentationController(features: AnimatorFeature.modal, animator: { AlwaysSlidingCardAnimator(presenting: $0.kind.isForward) }) {
            MinimalPresentationController(presentedViewController: $0, presenting: $1)
        }
        func reduceMotionKinds(_ report: ConformanceReport) -> Set<TransitionScenario.Kind> {
            Set((report.violations + report.suppressed.map(\.violation)).filter { $0.requirement == .animReduceMotion }.map(\.scenario.kind))
        }
        #expect(reduceMotionKinds(alone) == [.presentation, .dismissal], "\(alone)")
        #expect(reduceMotionKinds(paired) == [.presentation, .dismissal], "\(paired)")
    }

    @Test("the presentation-controller checker names each direction's own animator in the pair's findings")
    func pairNamesTheDirectionsAnimator() {
        let report = verifyPresentationController(
            features: AnimatorFeature.modal,
            animator: { $0.kind.isForward ? AlwaysSlidingCardAnimator(presenting: true) : AlwaysSlidingCardOut(presenting: false) }
        ) { MinimalPresentationController(presentedViewController: $0, presenting: $1) }
        let named = Set(
            report.violations.filter { $0.requirement == .animReduceMotion }.map {
                "\($0.scenario.kind): \($0.observed.prefix { $0 != ":" })"
            })
        #expect(named == ["presentation: your animator AlwaysSlidingCardAnimator", "dismissal: your animator AlwaysSlidingCardOut"], "\(report)")
    }
}
