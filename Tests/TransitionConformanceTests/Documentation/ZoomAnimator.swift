// WhenTheSubjectMisbehaves' trapping animator: the sample failure there names this file and the
// line of the force unwrap (line 12); keep that line where it is.
import TransitionConformance

/// An animator that force-unwraps `view(forKey: .from)`, which UIKit leaves nil when a
/// presentation keeps the presenter's view: it traps, as it would crash an app.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)!
        toView?.alpha = fromView.alpha
        context.completeTransition(!context.transitionWasCancelled)
    }
}
