import TransitionConformance

/// A cover animator written for full-screen presentations only (`.fullScreen` with a
/// transitioning delegate, the presenter's view removed while presented), the way app code that
/// knows its one use is written: it force-unwraps `view(forKey: .from)` when presenting and
/// `view(forKey: .to)` when dismissing. Presenting, the new screen rises from the bottom while the
/// presenter's view sinks back a little (scaled to 94 %, dimmed to 0.6 alpha) and is reset at the
/// end, when UIKit takes it out of the window; dismissing, it puts the presenter's view back
/// behind — at 94 % and dimmed — and reverses the movement. Cancelled, it undoes its changes.
///
/// Legal under its declared usage: in a presentation that removes the presenter's view, UIKit
/// hands both views over, the from-view when presenting and the to-view when dismissing, which the
/// animator must add back (contract §2.7, R6). The force-unwraps would crash under a presentation
/// controller that keeps the presenter, a use this animator is never given.
@MainActor
final class FullScreenCoverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.45
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let presenterView = isPresenting ? transitionContext.view(forKey: .from)! : transitionContext.view(forKey: .to)!
        let coverView = isPresenting ? transitionContext.view(forKey: .to)! : transitionContext.view(forKey: .from)!
        let presenter = transitionContext.viewController(forKey: isPresenting ? .from : .to)!
        let covering = transitionContext.viewController(forKey: isPresenting ? .to : .from)!
        let sunk = CGAffineTransform(scaleX: 0.94, y: 0.94)
        let drop = container.bounds.height

        let coverOnScreen: CGRect
        if isPresenting {
            coverOnScreen = transitionContext.finalFrame(for: covering)
            coverView.frame = coverOnScreen.offsetBy(dx: 0, dy: drop)
            container.addSubview(coverView)
        } else {
            coverOnScreen = coverView.frame
            presenterView.frame = transitionContext.finalFrame(for: presenter)
            presenterView.transform = sunk
            presenterView.alpha = 0.6
            container.insertSubview(presenterView, belowSubview: coverView)
        }
        let isPresenting = isPresenting
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
            animations: {
                coverView.frame = isPresenting ? coverOnScreen : coverOnScreen.offsetBy(dx: 0, dy: drop)
                presenterView.transform = isPresenting ? sunk : .identity
                presenterView.alpha = isPresenting ? 0.6 : 1
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                presenterView.transform = .identity
                presenterView.alpha = 1
                switch (isPresenting, cancelled) {
                case (true, true): coverView.removeFromSuperview()
                case (false, false): coverView.removeFromSuperview()
                case (false, true):
                    coverView.frame = coverOnScreen
                    presenterView.removeFromSuperview()
                case (true, false): break
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
