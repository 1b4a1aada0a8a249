import Testing
import TransitionConformance

/// A push animator that completes in one of the ways real code does, to read what the
/// ANIM-COMPLETE-FLAG message says was passed.
@MainActor
private final class CompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Way { case finishedFlag, literalFalseInCompletion, literalFalseDirectly, propertyAnimatorFalse, transactionFalse }
    let way: Way
    init(_ way: Way) { self.way = way }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else { return }
        context.containerView.addSubview(toView)
        toView.frame = context.finalFrame(for: toVC)
        toView.alpha = 0
        switch way {
        case .finishedFlag:
            UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { context.completeTransition($0) })
        case .literalFalseInCompletion:
            UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in context.completeTransition(false) })
        case .literalFalseDirectly:
            toView.alpha = 1
            context.completeTransition(false)
        case .propertyAnimatorFalse:
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { toView.alpha = 1 }
            animator.addCompletion { _ in context.completeTransition(false) }
            animator.startAnimation()
        case .transactionFalse:
            CATransaction.begin()
            CATransaction.setCompletionBlock { context.completeTransition(false) }
            UIView.animate(withDuration: 0.3) { toView.alpha = 1 }
            CATransaction.commit()
        }
    }
}

@MainActor
@Suite("ANIM-COMPLETE-FLAG says what was passed")
struct CompleteFlagMessageTests {
    private func observed(_ way: CompletingAnimator.Way, _ mode: TransitionScenario.Mode) -> String? {
        let report = verifyAnimator(features: [.push, .interactive], scenarios: [TransitionScenario(kind: .push, mode: mode)]) { _ in
            CompletingAnimator(way)
        }
        return report.violations.first { $0.requirement.id == "ANIM-COMPLETE-FLAG" }?.observed
    }

    @Test("a value equal to the completion's `finished` flag is said to equal it, naming the API")
    func equalsFinishedFlag() {
        let message = observed(.finishedFlag, .interactiveCancelled(at: 0.4))
        #expect(
            message?.contains(
                "while transitionWasCancelled was true; the value equals the `finished` flag UIView.animate(withDuration: 0.30)'s completion received (true here)"
            ) == true, "\(message ?? "no finding")")
    }

    @Test("a literal that differs from the completion's flag is called a literal or the app's own state")
    func literalInsideCompletion() {
        let message = observed(.literalFalseInCompletion, .animated)
        #expect(
            message?.contains(
                "; called from UIView.animate(withDuration: 0.30)'s completion, which received finished: true, but false was passed: a literal or the app's own state"
            ) == true, "\(message ?? "no finding")")
    }

    @Test("a call outside any completion handler is said to be one")
    func outsideAnyCompletion() {
        let message = observed(.literalFalseDirectly, .animated)
        #expect(
            message?.contains("; called outside any animation completion handler (directly, or from a block queued for later)") == true,
            "\(message ?? "no finding")")
    }

    @Test("a property animator's completion is named with the position it received")
    func propertyAnimatorPosition() {
        let message = observed(.propertyAnimatorFalse, .animated)
        #expect(
            message?.contains("; called from UIViewPropertyAnimator's completion, which received position .end, but false was passed") == true,
            "\(message ?? "no finding")")
    }

    @Test("a CATransaction completion block is named as receiving no flag")
    func transactionBlock() {
        let message = observed(.transactionFalse, .animated)
        #expect(
            message?.contains("; called from CATransaction.setCompletionBlock(_:)'s block, which receives no flag") == true,
            "\(message ?? "no finding")")
    }
}
