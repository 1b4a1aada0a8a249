import Testing
import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A fade that also makes one UIKit call that raises an exception in an app (contract F12).
@MainActor
final class RaisingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Misuse: String, CaseIterable, Sendable {
        /// `finishAnimation(at:)` on a running property animator, without `stopAnimation(false)`.
        case finishesWithoutStopping
        /// `startAnimation()` on a property animator stopped with `stopAnimation(false)`.
        case startsStoppedAnimator
        /// A paused property animator let go of at the end of `animateTransition(using:)`.
        case releasesPausedAnimator
        /// `containerView.addSubview(window)`.
        case addsWindowToContainer
        /// Adds the to-view into a view it holds.
        case addsViewIntoItsDescendant
    }

    let misuse: Misuse

    init(_ misuse: Misuse) {
        self.misuse = misuse
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let toView = context.view(forKey: .to)
        if let toView, let toVC = context.viewController(forKey: .to) {
            container.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
        }
        switch misuse {
        case .finishesWithoutStopping:
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { toView?.alpha = 1 }
            animator.startAnimation()
            animator.finishAnimation(at: .end)
        case .startsStoppedAnimator:
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { toView?.alpha = 1 }
            animator.startAnimation()
            animator.stopAnimation(false)
            animator.startAnimation()
            animator.finishAnimation(at: .end)
        case .releasesPausedAnimator:
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { toView?.alpha = 1 }
            animator.pauseAnimation()
        case .addsWindowToContainer:
            if let window = container.window { container.addSubview(window) }
        case .addsViewIntoItsDescendant:
            if let toView {
                let inner = UIView(frame: toView.bounds)
                toView.addSubview(inner)
                inner.addSubview(toView)
                inner.removeFromSuperview()
            }
        }
        UIView.animate(withDuration: 0.3, animations: { toView?.alpha = 1 }) { _ in
            if context.transitionWasCancelled { toView?.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// A transitioning delegate that vends a ``RaisingAnimator`` both ways.
@MainActor
private final class RaisingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let misuse: RaisingAnimator.Misuse
    init(_ misuse: RaisingAnimator.Misuse) { self.misuse = misuse }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        RaisingAnimator(misuse)
    }
}

@MainActor
@Suite("UIKit calls that raise in an app are reported (contract F12)")
struct RaisingMisuseTests {
    private let presentation = [TransitionScenario(kind: .presentation)]

    @Test("each call UIKit raises on is ANIM-NO-RAISING-MISUSE, with the call and its virtual time", arguments: RaisingAnimator.Misuse.allCases)
    func raisingCallIsReported(_ misuse: RaisingAnimator.Misuse) {
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in RaisingAnimator(misuse) }
        let observed = report.violations.first { $0.requirement.id == "ANIM-NO-RAISING-MISUSE" }?.observed ?? ""
        let api =
            switch misuse {
            case .finishesWithoutStopping: "UIViewPropertyAnimator.finishAnimation(at:)"
            case .startsStoppedAnimator: "UIViewPropertyAnimator.startAnimation()"
            case .releasesPausedAnimator: "UIViewPropertyAnimator.deinit"
            case .addsWindowToContainer, .addsViewIntoItsDescendant: "UIView.addSubview(_:)"
            }
        #expect(
            observed.hasPrefix("expected no UIKit call that raises → \(api) at t=0.00, before completeTransition(true) at t=0.30: "),
            "\(report.violations.map(\.observed))")
        #expect(observed.contains("UIKit raises an exception") || observed.contains("UIKit asserts"), "\(observed)")
        #expect(observed.hasSuffix("On iOS the app crashes here"), "\(observed)")
        #expect(Requirement.animNoRaisingMisuse.level == .must)
        #expect(!report.passed)
    }

    @Test("a raising call after completeTransition is reported as coming after it")
    func raisingCallAfterCompletion() {
        final class LateFinisher: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using context: any UIViewControllerContextTransitioning) {
                let toView = context.view(forKey: .to)!
                context.containerView.addSubview(toView)
                toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
                let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { toView.alpha = 1 }
                animator.addCompletion { _ in
                    context.completeTransition(true)
                    animator.finishAnimation(at: .end)  // inactive by now: UIKit raises
                }
                animator.startAnimation()
            }
        }
        let report = verifyAnimator(features: [.presentation], scenarios: presentation) { _ in LateFinisher() }
        #expect(report.violatedIDs == ["ANIM-NO-RAISING-MISUSE"])
        #expect(
            report.violations.first?.observed.hasPrefix(
                "expected no UIKit call that raises → UIViewPropertyAnimator.finishAnimation(at:) at t=0.30, after completeTransition(true) at t=0.30: was called while the animator is inactive"
            ) == true, "\(report.violations.map(\.observed))")
    }

    @Test("the kit's own MinimalInterruptibleAnimator, which stops and finishes its animator, makes no raising call")
    func correctInterruptibleAnimatorIsNotFlagged() {
        let report = verifyAnimator(features: [.presentation, .dismissal, .interactive, .interruptible]) { _ in MinimalInterruptibleAnimator() }
        #expect(!report.violatedIDs.contains("ANIM-NO-RAISING-MISUSE"), "\(report.violations.map(\.observed))")
    }

    @Test("a raising call by the animator a transitioning delegate vends is reported in the ensemble run, naming the animator")
    func ensembleRunReportsIt() {
        let report = verifyTransitioningDelegate(features: [.presentation]) { _ in RaisingDelegate(.finishesWithoutStopping) }
        let observed = report.violations.first { $0.requirement.id == "ANIM-NO-RAISING-MISUSE" }?.observed ?? ""
        #expect(observed.hasPrefix("your presentation animator RaisingAnimator: expected no UIKit call that raises → "), "\(report.violations.map(\.observed))")
    }

    @Test("misuse UIKit only logs is not reported as raising: presenting during a transition")
    func loggedMisuseIsNotRaising() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        scene.window.rootViewController = root
        root.present(UIViewController(), animated: true)
        root.present(UIViewController(), animated: true)  // UIKit logs and presents nothing (F14)
        let view = UIView()
        view.addSubview(view)  // UIKit raises
        #expect(scene.diagnostics.map(\.raisesInUIKit) == [false, true], "\(scene.diagnostics)")
    }
}
