// Nonisolated code touching views, the article's "Language modes and main-actor isolation".
// swift6: main actor-isolated property 'alpha' can not be mutated from a nonisolated context
// swift6: call to main actor-isolated instance method 'removeFromSuperview()' in a synchronous nonisolated context
// swift6: main actor-isolated default value in a nonisolated context
// swift5: capture of 'transitionContext' with non-Sendable type 'any UIViewControllerContextTransitioning' in a '@Sendable' closure
// both: call to main actor-isolated instance method 'configure()' in a synchronous nonisolated context
import HeadlessUIKit

func fadeOut(_ view: UIView) {
    view.alpha = 0
}

final class FlipAnimator: NSObject {
    private let backdrop = UIView()

    deinit {
        backdrop.removeFromSuperview()
    }

    func finish(using transitionContext: UIViewControllerContextTransitioning) {
        UIView.animateKeyframes(
            withDuration: 0.3, delay: 0, animations: {},
            completion: { _ in transitionContext.completeTransition(true) })
    }
}

@MainActor
final class Styler {
    func configure() {}
}

func style(_ styler: Styler) {
    styler.configure()
}
