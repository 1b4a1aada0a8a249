import Testing
@testable import HeadlessUIKit
@testable import ConformanceCorpus

// Apple's View Controller Programming Guide, Listings 10-2 (diagonal animator), 10-3/10-4
// (percent-driven interaction with a pan) and 11-1…11-5 (dimming presentation controller), run
// through HeadlessUIKit's presentation machinery. The listings' Swift versions, written for UIKit,
// are corpus samples: Conformance/Sources/ConformanceCorpus/Samples/AppleGuide/.
//
// Scene: 390 × 844 points. The container fills the window, so Listing 11-1's frame is the right
// half, (195, 0, 195, 844), and Listing 10-2's corner is (390, 844). The animator's duration is
// 0.5 s with UIKit's default ease-in-out curve, which is exactly half-way at half the duration.

/// Listing 11-1…11-5's presentation controller, logging the callbacks UIKit makes.
@MainActor
final class RecordingDimmingPresentationController: DimmingPresentationController {
    var log: CallLog?
    /// Puts the dimming view's alpha back when a dismissal is cancelled, which the listing does
    /// not do.
    var restoresDimmingOnCancel = false

    override func presentationTransitionWillBegin() {
        log?.add("pc.presentationTransitionWillBegin")
        super.presentationTransitionWillBegin()
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.add("pc.presentationTransitionDidEnd(\(completed))")
        super.presentationTransitionDidEnd(completed)
    }

    override func dismissalTransitionWillBegin() {
        log?.add("pc.dismissalTransitionWillBegin")
        super.dismissalTransitionWillBegin()
        guard restoresDimmingOnCancel else { return }
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: nil,
            completion: { context in
                if context.isCancelled { self.dimmingView.alpha = 1.0 }
            })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.add("pc.dismissalTransitionDidEnd(\(completed))")
        super.dismissalTransitionDidEnd(completed)
    }
}

/// Listing 10-1/11-6's transitioning delegate, logging what UIKit asks: it vends the guide's
/// presentation controller and the diagonal animator (as published, or the corrected one) wrapped
/// in a `RecordingAnimatorProxy`, and an interaction controller for dismissals when set.
@MainActor
final class GuideTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    var usesFixedAnimator = false
    var restoresDimmingOnCancel = false
    var dismissalInteractor: UIPercentDrivenInteractiveTransition?
    private(set) var presentationController: RecordingDimmingPresentationController?
    private(set) var presentationAnimator: RecordingAnimatorProxy?
    private(set) var dismissalAnimator: RecordingAnimatorProxy?

    init(log: CallLog) { self.log = log }

    private func animator(presenting: Bool) -> RecordingAnimatorProxy {
        let diagonal: any UIViewControllerAnimatedTransitioning =
            usesFixedAnimator
            ? DiagonalAnimatorFixed(presenting: presenting) : DiagonalAnimator(presenting: presenting)
        return RecordingAnimatorProxy(diagonal, log: log)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        log.add("delegate.presentationController(forPresented:)")
        let controller = RecordingDimmingPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        controller.restoresDimmingOnCancel = restoresDimmingOnCancel
        presentationController = controller
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("delegate.animationController(forPresented:)")
        presentationAnimator = animator(presenting: true)
        return presentationAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("delegate.animationController(forDismissed:)")
        dismissalAnimator = animator(presenting: false)
        return dismissalAnimator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("delegate.interactionControllerForPresentation")
        return nil
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("delegate.interactionControllerForDismissal")
        return dismissalInteractor
    }
}

/// Listings 10-3 and 10-4 as a headless test double: a percent-driven interaction controller that,
/// after calling `super` first, puts a one-finger pan on the container and turns the pan's vertical
/// travel into progress. As published, any state from `.ended` on — `.cancelled` and `.failed`
/// included — *finishes* the transition. (`init(target:action:)` does not exist headlessly, so the
/// action method is the pan's headless handler; the rest is the listing.)
@MainActor
final class ListingSwipeInteractor: UIPercentDrivenInteractiveTransition {
    private(set) var contextData: (any UIViewControllerContextTransitioning)?
    private(set) var panGesture: UIPanGestureRecognizer?

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        // Always call super first.
        super.startInteractiveTransition(transitionContext)
        // Save the transition context for future reference.
        contextData = transitionContext
        // Create a pan gesture recognizer to monitor events.
        let pan = UIPanGestureRecognizer(headlessHandler: { [unowned self] recognizer in handleSwipeUpdate(recognizer) })
        pan.maximumNumberOfTouches = 1
        panGesture = pan
        // Add the gesture recognizer to the container view.
        transitionContext.containerView.addGestureRecognizer(pan)
    }

    private func handleSwipeUpdate(_ gestureRecognizer: UIPanGestureRecognizer) {
        guard let container = contextData?.containerView, let panGesture else { return }
        if gestureRecognizer.state == .began {
            // Reset the translation value at the beginning of the gesture.
            panGesture.setTranslation(.zero, in: container)
        } else if gestureRecognizer.state == .changed {
            // Compute how far the gesture has travelled vertically, relative to the container's height.
            let translation = panGesture.translation(in: container)
            let percentage = abs(translation.y / container.bounds.height)
            update(percentage)
        } else if gestureRecognizer.state.rawValue >= UIGestureRecognizer.State.ended.rawValue {
            // Finish the transition and remove the gesture recognizer.
            finish()
            container.removeGestureRecognizer(panGesture)
        }
    }
}

/// `ModalFixture`'s scene, root and `.custom` presented view controller, with the guide's
/// transitioning delegate instead of the recording one.
@MainActor
struct AppleGuideFixture {
    let scene: HeadlessScene
    let log: CallLog
    let root: RecordingViewController
    let presented: RecordingViewController
    let delegate: GuideTransitioningDelegate

    init(fixed: Bool = false) {
        let base = ModalFixture()
        scene = base.scene
        log = base.log
        root = base.root
        presented = base.presented
        delegate = GuideTransitioningDelegate(log: base.log)
        delegate.usesFixedAnimator = fixed
        presented.transitioningDelegate = delegate
    }

    var pc: RecordingDimmingPresentationController { delegate.presentationController! }

    /// Presents with animation and runs the presentation to its end (t = 0.5).
    func presentAndSettle() {
        root.present(presented, animated: true)
        scene.runUntilIdle(timeout: 5)
        log.clear()
    }

    func displayedFrame(_ view: UIView) -> CGRect { view.layer.presentation()!.frame }
    func displayedOpacity(_ view: UIView) -> Float { view.layer.presentation()!.opacity }
}
