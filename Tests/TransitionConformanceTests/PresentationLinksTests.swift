import HeadlessUIKit
import Testing

@testable import TransitionConformance

/// An animator in the style most third-party modal animators are written in: it tells a
/// presentation from a dismissal with `toVC.presentingViewController === fromVC`, not from a
/// flag its delegate set. Presenting, it fades the presented view in at its final frame;
/// dismissing, it fades the presented view out (putting a removed presenter back first).
@MainActor
private final class PresentingCheckAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to) else { return }
        let container = context.containerView
        let isPresenting = toVC.presentingViewController === fromVC
        let duration = transitionDuration(using: context)
        if isPresenting {
            guard let toView = context.view(forKey: .to) else { return context.completeTransition(false) }
            toView.frame = context.finalFrame(for: toVC)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }) { _ in
                let cancelled = context.transitionWasCancelled
                toView.alpha = 1
                if cancelled { toView.removeFromSuperview() }
                context.completeTransition(!cancelled)
            }
        } else {
            let fromView = context.view(forKey: .from)
            if let toView = context.view(forKey: .to) {  // a full-screen presenter, removed while presented
                toView.frame = context.finalFrame(for: toVC)
                container.insertSubview(toView, at: 0)
            }
            UIView.animate(withDuration: duration, animations: { fromView?.alpha = 0 }) { _ in
                let cancelled = context.transitionWasCancelled
                fromView?.alpha = 1
                if cancelled {
                    context.view(forKey: .to)?.removeFromSuperview()
                } else {
                    fromView?.removeFromSuperview()
                }
                context.completeTransition(!cancelled)
            }
        }
    }
}

/// Records, when it is asked to animate, what the view controllers say of each other, and then
/// completes at once.
@MainActor
private final class LinkRecordingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var seen: [String] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let fromVC = context.viewController(forKey: .from)
        let toVC = context.viewController(forKey: .to)
        seen.append(
            "to.presenting === from: \(toVC?.presentingViewController === fromVC), from.presented === to: \(fromVC?.presentedViewController === toVC), from.presenting === to: \(fromVC?.presentingViewController === toVC)"
        )
        if let toView = context.view(forKey: .to) { context.containerView.addSubview(toView) }
        context.completeTransition(true)
    }
}

@MainActor
@Suite("The kit's transition contexts link presenting and presented view controllers as UIKit does (contract §7 F8)")
struct PresentationLinksTests {
    @Test("an animator that picks its direction with toVC.presentingViewController === fromVC passes the modal animator suite")
    func presentingCheckAnimatorPasses() {
        let report = verifyAnimator(features: AnimatorFeature.modal) { _ in PresentingCheckAnimator() }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.passed)
    }

    @Test(
        "inside the kit's context, a presentation's toVC.presentingViewController is fromVC and a dismissal's fromVC.presentingViewController is toVC",
        arguments: [TransitionScenario.Kind.presentation, .dismissal], [false, true])
    func linkedDuringTheTransition(kind: TransitionScenario.Kind, presenterRemoved: Bool) {
        let animator = LinkRecordingAnimator()
        let run = TransitionRun(
            scenario: TransitionScenario(kind: kind, mode: .animated, presenterRemoved: presenterRemoved), animator: animator, staging: .kitsContext)
        run.start()
        run.runToEnd()
        let expected =
            kind == .presentation
            ? "to.presenting === from: true, from.presented === to: true, from.presenting === to: false"
            : "to.presenting === from: false, from.presented === to: false, from.presenting === to: true"
        #expect(animator.seen == [expected])
    }

    @Test("after a completed dismissal the presenter presents nothing; after a completed presentation it still presents")
    func unlinkedWhereUIKitUnlinks() {
        let dismissal = TransitionRun(scenario: TransitionScenario(kind: .dismissal, mode: .animated), animator: LinkRecordingAnimator(), staging: .kitsContext)
        dismissal.start()
        dismissal.runToEnd()
        #expect(dismissal.toViewController.presentedViewController == nil)
        #expect(dismissal.fromViewController.presentingViewController == nil)

        let presentation = TransitionRun(
            scenario: TransitionScenario(kind: .presentation, mode: .animated), animator: LinkRecordingAnimator(), staging: .kitsContext)
        presentation.start()
        presentation.runToEnd()
        #expect(presentation.fromViewController.presentedViewController === presentation.toViewController)
    }

    @Test("a cancelled presentation unlinks the view controllers, as UIKit does")
    func cancelledPresentationUnlinks() {
        let run = TransitionRun(
            scenario: TransitionScenario(kind: .presentation, mode: .interactiveCancelled(at: 0.4)), animator: PresentingCheckAnimator(), staging: .kitsContext)
        run.start()
        #expect(run.toViewController.presentingViewController === run.fromViewController)
        run.runToEnd()
        #expect(run.context.completions.map(\.didComplete) == [false])
        #expect(run.fromViewController.presentedViewController == nil)
        #expect(run.toViewController.presentingViewController == nil)
    }

    @Test("ANIM-ROUND-TRIP's dismissal hands the animator view controllers that are still linked")
    func roundTripDismissalIsLinked() {
        let animator = LinkRecordingAnimator()
        _ = AnimatorLifecycleChecks.roundTrip(TransitionScenario(kind: .presentation, mode: .animated)) { _ in animator }
        #expect(
            animator.seen == [
                "to.presenting === from: true, from.presented === to: true, from.presenting === to: false",
                "to.presenting === from: false, from.presented === to: false, from.presenting === to: true",
            ])
    }

    @Test("the links keep nothing alive: an animator that keeps nothing passes ANIM-RELEASES, and the view controllers are freed")
    func linksKeepNothingAlive() {
        for kind in [TransitionScenario.Kind.presentation, .dismissal] {
            #expect(AnimatorLifecycleChecks.releases(TransitionScenario(kind: kind, mode: .animated), animator: PresentingCheckAnimator()) == nil)
        }
    }
}
