// The README's examples, compiled and run: if this file changes, update README.md (and the
// articles that show the same code: GettingStarted, CheckingYourAppsTransitions).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import ConformanceCorpus  // the README's app types: the corpus' ensembles (SheetContentViewController, …)
import Testing
import TransitionConformance

// README "Check your app's transitions as they ship".

@MainActor
@Test func bottomSheetConforms() {
    // The sheet screen sets its own `.custom` style and transitioning delegate, and pulls down to dismiss.
    checkPresentedViewController(
        interactiveDismissal: .pan(toward: .down) { ($0 as? SheetContentViewController)?.dismissPan }
    ) { _ in (UIViewController(), SheetContentViewController()) }
}

@MainActor
@Test func articleNavigationConforms() {
    checkNavigationControllerDelegate(
        viewControllers: { _ in (UINavigationController(rootViewController: ArticleListViewController()), ArticleViewController()) },
        interactivePop: .pan(toward: .right) { ($0 as? ArticleViewController)?.edgePan }
    ) { _ in SlideOverNavigationDelegate() }
}

// README "Check an animator".

/// Your transition code, unchanged: a cross-fade for presentations and dismissals.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        context?.isAnimated == false ? 0 : 0.25
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)
        if let toView, let toVC = context.viewController(forKey: .to) {
            toView.frame = context.finalFrame(for: toVC)
            context.containerView.addSubview(toView)
            toView.alpha = 0
        }
        UIView.animate(
            withDuration: transitionDuration(using: context),
            animations: {
                toView?.alpha = 1
                if !self.isPresenting { fromView?.alpha = 0 }
            },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                toView?.alpha = 1
                fromView?.alpha = 1
                if cancelled { toView?.removeFromSuperview() } else if !self.isPresenting { fromView?.removeFromSuperview() }
                context.completeTransition(!cancelled)
            })
    }
}

@MainActor
@Test func fadeAnimatorConforms() {
    checkAnimator(features: [.presentation, .dismissal, .interactive]) { scenario in
        FadeAnimator(isPresenting: scenario.kind == .presentation)
    }
}
