#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The objects of one finished transition, held weakly, for ANIM-RELEASES: which of them are still
/// alive once the run and everything else but the animator let go of them.
@MainActor
struct TransitionObjects {
    private weak var context: AnyObject?
    private weak var container: UIView?
    private weak var fromView: UIView?
    private weak var toView: UIView?
    private weak var fromViewController: UIViewController?
    private weak var toViewController: UIViewController?

    /// The objects of `run`, which has ended (not yet closed).
    init(of run: TransitionRun) {
        context = run.context
        container = run.container
        fromView = run.fromView
        toView = run.toView
        fromViewController = run.fromViewController
        toViewController = run.toViewController
    }

    /// The names of those still alive, in the order ANIM-RELEASES lists them.
    var stillAlive: [String] {
        AnimatorLifecycleChecks.stillAlive(
            context: context, container: container, fromView: fromView, toView: toView, fromViewController: fromViewController,
            toViewController: toViewController)
    }
}
