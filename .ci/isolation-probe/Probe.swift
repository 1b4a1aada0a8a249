// Nonisolated code touching main-actor declarations, each HeadlessUIKit use (Hn) beside the same
// use of a declaration imported from C as UIKit's are (Cn). .ci/swift-modes compiles this file in
// the Swift 5 language mode (swift5), the same with -strict-concurrency=complete (complete) and
// the Swift 6 mode (swift6), and requires, for every n, the same severity for Hn and Cn in each,
// and the severity written on the line (none, warning or error).
import HeadlessUIKit
import ImportedMainActor

// A free function, as helper files have.
func probeFreeFunction(_ view: UIView) {
    view.layoutIfNeeded()  // H1 swift5:none complete:warning swift6:warning
    imported_main_actor_function()  // C1 swift5:none complete:warning swift6:warning
    _ = view.alpha  // H2 swift5:none complete:warning swift6:warning
    _ = imported_main_actor_value()  // C2 swift5:none complete:warning swift6:warning
}

// An NSObject helper with a stored view made in its default value and a deinit.
final class ProbeHelper: NSObject {
    let view = UIView()  // H3 swift5:none complete:warning swift6:error
    let value = imported_main_actor_value()  // C3 swift5:none complete:warning swift6:error

    deinit {
        view.removeFromSuperview()  // H4 swift5:none complete:warning swift6:warning
        imported_main_actor_function()  // C4 swift5:none complete:warning swift6:warning
    }
}

// A closure run from nonisolated code.
func probeClosure(_ view: UIView) -> () -> Void {
    {
        view.alpha = 0  // H5 swift5:none complete:warning swift6:warning
        imported_main_actor_function()  // C5 swift5:none complete:warning swift6:warning
    }
}

// An animator whose conformance is declared in an extension: its witnesses are main-actor
// isolated in both modes, so they touch views without a diagnostic.
final class ProbeAnimator: NSObject {}

extension ProbeAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.containerView.alpha = 1  // H6 swift5:none complete:none swift6:none
        imported_main_actor_function()  // C6 swift5:none complete:none swift6:none
    }
}
