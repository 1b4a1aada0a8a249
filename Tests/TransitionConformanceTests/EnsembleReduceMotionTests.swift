#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import TransitionConformance

/// Slides the new view in from beyond the container's trailing edge (presentation, push) or the
/// leaving one out past it (dismissal, pop) — the whole container's width. With
/// `honoursReduceMotion`, when Reduce Motion is on the same code moves nothing and cross-fades
/// instead; without it, it slides whatever Reduce Motion says.
@MainActor
private final class CardSlide: NSObject, UIViewControllerAnimatedTransitioning {
    let isForward: Bool
    let honoursReduceMotion: Bool

    init(isForward: Bool, honoursReduceMotion: Bool) {
        self.isForward = isForward
        self.honoursReduceMotion = honoursReduceMotion
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let fade = honoursReduceMotion && UIAccessibility.isReduceMotionEnabled
        let travel = fade ? 0 : container.bounds.width
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let fromStart = fromView?.frame ?? .zero
        if let toView, let toVC = context.viewController(forKey: .to) {
            let final = context.finalFrame(for: toVC)
            toView.frame = isForward ? final.offsetBy(dx: travel, dy: 0) : final
            if isForward { container.addSubview(toView) } else if let fromView { container.insertSubview(toView, belowSubview: fromView) }
            if isForward && fade { toView.alpha = 0 }
        }
        let isForward = isForward
        UIView.animate(withDuration: transitionDuration(using: context)) {
            if isForward, let toView, let toVC = context.viewController(forKey: .to) {
                toView.frame = context.finalFrame(for: toVC)
                toView.alpha = 1
            } else if !isForward, let fromView {
                fromView.frame = fromStart.offsetBy(dx: travel, dy: 0)
                if fade { fromView.alpha = 0 }
            }
        } completion: { _ in
            let cancelled = context.transitionWasCancelled
            fromView?.alpha = 1
            toView?.alpha = 1
            if cancelled {
                fromView?.frame = fromStart
                toView?.removeFromSuperview()
            } else if !isForward {
                fromView?.removeFromSuperview()
            }
            context.completeTransition(!cancelled)
        }
    }
}

/// A sheet's delegate: a presentation controller that keeps the presenter, and the card slide
/// both ways.
@MainActor
private final class CardSlideDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let honoursReduceMotion: Bool
    init(honoursReduceMotion: Bool) { self.honoursReduceMotion = honoursReduceMotion }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        MinimalPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CardSlide(isForward: true, honoursReduceMotion: honoursReduceMotion)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardSlide(isForward: false, honoursReduceMotion: honoursReduceMotion)
    }
}

/// A navigation delegate vending the card slide for pushes and pops.
@MainActor
private final class CardSlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let honoursReduceMotion: Bool
    init(honoursReduceMotion: Bool) { self.honoursReduceMotion = honoursReduceMotion }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CardSlide(isForward: operation == .push, honoursReduceMotion: honoursReduceMotion)
    }
}

/// The ensemble checkers run the Reduce Motion scenario the animator checker runs, once per
/// direction the app's delegate vends an animator for, and judge the vended animator by
/// ANIM-REDUCE-MOTION there: the same finding, under the same scenario label, on the same
/// animator, whichever checker is called.
@MainActor
@Suite("Ensemble checkers with Reduce Motion on")
struct EnsembleReduceMotionTests {
    /// ANIM-REDUCE-MOTION findings as (scenario label, animator type).
    private func reduceMotion(_ report: ConformanceReport, animator: (Violation) -> String) -> Set<[String]> {
        Set(report.violations.filter { $0.requirement == .animReduceMotion }.map { [$0.scenario.testDescription, animator($0)] })
    }

    /// The animator an ensemble finding names ("your presentation animator CardSlide" → "CardSlide").
    private func vendedAnimator(_ violation: Violation) -> String {
        violation.object.flatMap { $0.components(separatedBy: " animator ").last } ?? "no object named"
    }

    @Test("a transitioning delegate's card slide that ignores Reduce Motion is reported as the animator checker reports it")
    func transitioningDelegate() {
        let ensemble = verifyTransitioningDelegate(presentationStyle: .custom) { _ in CardSlideDelegate(honoursReduceMotion: false) }
        let alone = verifyAnimator(features: AnimatorFeature.modal.union([.presenterKept])) {
            CardSlide(isForward: $0.kind.isForward, honoursReduceMotion: false)
        }
        let expected: Set<[String]> = [
            ["presentation, animated, 844×390, presenter kept, Reduce Motion on", "CardSlide"],
            ["dismissal, animated, 844×390, presenter kept, Reduce Motion on", "CardSlide"],
        ]
        #expect(reduceMotion(alone) { _ in alone.subject } == expected, "\(alone)")
        #expect(reduceMotion(ensemble, animator: vendedAnimator) == expected, "\(ensemble)")
    }

    @Test("a transitioning delegate's card slide that cross-fades under Reduce Motion is not reported")
    func transitioningDelegateHonouringReduceMotion() {
        let ensemble = verifyTransitioningDelegate(presentationStyle: .custom) { _ in CardSlideDelegate(honoursReduceMotion: true) }
        #expect(reduceMotion(ensemble, animator: vendedAnimator).isEmpty, "\(ensemble)")
        #expect(ensemble.scenariosRun.filter(\.reduceMotion).map(\.kind) == [.presentation, .dismissal])
    }

    @Test("a navigation delegate's slide that ignores Reduce Motion is reported as the animator checker reports it, and one that cross-fades is not")
    func navigationDelegate() {
        let ignoring = verifyNavigationControllerDelegate { _ in CardSlideNavigationDelegate(honoursReduceMotion: false) }
        let alone = verifyAnimator(features: [.push, .pop]) { CardSlide(isForward: $0.kind.isForward, honoursReduceMotion: false) }
        let expected: Set<[String]> = [["push, animated, 844×390, Reduce Motion on", "CardSlide"], ["pop, animated, 844×390, Reduce Motion on", "CardSlide"]]
        #expect(reduceMotion(alone) { _ in alone.subject } == expected, "\(alone)")
        #expect(reduceMotion(ignoring, animator: vendedAnimator) == expected, "\(ignoring)")
        let honouring = verifyNavigationControllerDelegate { _ in CardSlideNavigationDelegate(honoursReduceMotion: true) }
        #expect(reduceMotion(honouring, animator: vendedAnimator).isEmpty, "\(honouring)")
        #expect(honouring.scenariosRun.filter(\.reduceMotion).map(\.kind) == [.push, .pop])
    }
}

extension KnownDeviation {
    /// For tests about something else: the corpus' sheet, card and slide animators they run move
    /// views whatever Reduce Motion says (the corpus expects ANIM-REDUCE-MOTION of them), and every
    /// checker that runs an animator runs the Reduce Motion scenario too.
    static let slidesWhateverReduceMotion = KnownDeviation(
        "ANIM-REDUCE-MOTION", reason: "the animators slide whatever Reduce Motion says; the test is about something else")
}
