import HeadlessUIKit
import Testing
import TransitionConformance

/// The checks ask no more than UIKit does, and never less: each test pins one recalibrated
/// behaviour with a subject that is correct on UIKit (no violation) or broken (the ID).
@MainActor
@Suite("Verdicts calibrated to UIKit")
struct CalibrationTests {
    // MARK: NaN never equals NaN

    @Test(
        "a to-view set to a NaN frame, origin or size is ANIM-NO-RAISING-MISUSE: Core Animation raises, the frame is kept",
        arguments: ["origin.x", "size.height", "center.y"])
    func nanFinalFrame(_ part: String) {
        let place: (UIView) -> Void =
            switch part {
            case "origin.x": { $0.frame.origin.x = .nan }
            case "size.height": { $0.frame.size.height = .nan }
            default: { $0.center.y = .nan }
            }
        let report = verifyAnimator(features: [.presentation], scenarios: [TransitionScenario(kind: .presentation)]) { _ in
            PlacingAnimator(place: place)
        }
        #expect(report.violatedIDs == ["ANIM-NO-RAISING-MISUSE"], "\(report)")
        #expect(report.violations.first?.observed.contains("CALayer position contains NaN") == true, "\(report)")
    }

    @Test("a NaN alpha left after a cancelled transition breaks ANIM-CANCEL-RESTORES-STATE")
    func nanAlphaAfterCancel() {
        let scenario = TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.4))
        let report = verifyAnimator(features: [.dismissal, .interactive], scenarios: [scenario]) { _ in
            PlacingAnimator(onCancel: { $0.alpha = .nan })
        }
        #expect(report.violatedIDs == ["ANIM-CANCEL-RESTORES-STATE"], "\(report)")
        #expect(report.violations.first?.observed.contains("alpha") == true)
    }

    @Test("a frame getter answering NaN breaks PRES-FRAME-IN-CONTAINER, never PRES-FRAME-STABLE: NaN read twice is one answer")
    func nanFrameIsNotInstability() {
        let report = verifyPresentationController(features: [.presentation, .dismissal]) {
            NaNFramePresentationController(presentedViewController: $0, presenting: $1)
        }
        #expect(report.violatedIDs.contains("PRES-FRAME-IN-CONTAINER"), "\(report.violatedIDs)")
        #expect(!report.violatedIDs.contains("PRES-FRAME-STABLE"), "\(report)")
    }

    // MARK: A write of the value a property already has is no change

    @Test("presentationTransitionWillBegin() writing the presented view's current alpha and layer cosmetics breaks nothing")
    func equalWritesAndCosmetics() {
        let report = verifyPresentationController {
            CosmeticPresentationController(presentedViewController: $0, presenting: $1, fadesPresentedView: false)
        }
        #expect(report.violations.isEmpty, "\(report)")
    }

    @Test("presentationTransitionWillBegin() fading the presented view still breaks PRES-PRESENTED-VIEW-UNTOUCHED")
    func realChangeIsStillCaught() {
        let report = verifyPresentationController {
            CosmeticPresentationController(presentedViewController: $0, presenting: $1, fadesPresentedView: true)
        }
        #expect(report.violatedIDs == ["PRES-PRESENTED-VIEW-UNTOUCHED"], "\(report)")
        #expect(report.violations.first?.observed.contains("alpha 1.0 → 0.5") == true, "\(report)")
        #expect(report.violations.first?.observed.contains("cornerRadius") == false, "cosmetics are not named: \(report)")
    }

    // MARK: presentedView

    @Test("a presentedView wrapper built lazily on the first read and returned unchanged afterwards passes PRES-FRAME-STABLE")
    func lazyWrapper() {
        let report = verifyPresentationController { LazyWrapperPresentationController(presentedViewController: $0, presenting: $1) }
        #expect(report.violations.isEmpty, "\(report)")
    }

    // MARK: Pops and dismissals

    @Test("a pop animator that leaves the popped view to the navigation controller passes; a dismissal one gets a should")
    func fromViewRemoval() {
        let pop = verifyAnimator(features: [.pop]) { _ in PlacingAnimator(removesFromView: false) }
        #expect(pop.violations.isEmpty, "\(pop)")
        let dismissal = verifyAnimator(features: [.dismissal]) { _ in PlacingAnimator(removesFromView: false) }
        #expect(dismissal.violatedIDs == ["ANIM-FROM-VIEW-REMOVED"], "\(dismissal)")
        #expect(dismissal.passed, "a should: UIKit discards the container with the view in it (F3)")
    }

    @Test("a snapshot left in the container after a completed dismissal goes with the container (F3); after a presentation it breaks ANIM-TEMP-VIEWS-REMOVED")
    func snapshotLeftByADismissal() {
        let dismissal = verifyAnimator(features: [.dismissal, .interactive]) { _ in PlacingAnimator(leavesSnapshot: true) }
        #expect(dismissal.violations.isEmpty, "\(dismissal)")
        let presentation = verifyAnimator(features: [.presentation]) { _ in PlacingAnimator(leavesSnapshot: true) }
        #expect(presentation.violatedIDs == ["ANIM-TEMP-VIEWS-REMOVED"], "\(presentation)")
    }

    @Test("an overlay in the window gone by the end is a should (ANIM-CONTAINER-ONLY); one left behind is also ANIM-TEMP-VIEWS-REMOVED, a must")
    func overlayOutsideTheContainer() {
        let transient = verifyAnimator(features: [.push]) { _ in PlacingAnimator(windowOverlay: .removedAtTheEnd) }
        #expect(transient.violatedIDs == ["ANIM-CONTAINER-ONLY"], "\(transient)")
        #expect(transient.passed)
        let left = verifyAnimator(features: [.push]) { _ in PlacingAnimator(windowOverlay: .leftBehind) }
        #expect(left.violatedIDs == ["ANIM-TEMP-VIEWS-REMOVED", "ANIM-CONTAINER-ONLY"], "\(left)")
        #expect(!left.passed)
    }

    @Test("a break that shows only while finalFrame(for:) of the dismissed view controller is .zero is a should; not when the other answer dismisses nothing")
    func openPointF10() {
        let scenario = TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.4))
        // Takes the card's frame from finalFrame(for:) to put it back on a cancel: broken only under .zero.
        let card = verifyAnimator(features: [.dismissal, .interactive], scenarios: [scenario]) { _ in
            PlacingAnimator(cardFrameFromFinalFrame: true)
        }
        #expect(card.violatedIDs == ["ANIM-DISMISSED-FINAL-FRAME"], "\(card)")
        #expect(card.violations.first?.observed.hasPrefix("[ANIM-CANCEL-RESTORES-STATE]") == true)
        #expect(card.violations.first?.observed.contains("open point F10") == true)
        // Fades the from-view only when finalFrame(for:) is .zero and forgets its alpha on a cancel:
        // with the other answer it completes at once as a success, broken too, so the break stays
        // the must it is.
        let zeroMeansLeaving = verifyAnimator(features: [.dismissal, .interactive], scenarios: [scenario]) { _ in
            PlacingAnimator(leavesOnlyOnZeroFinalFrame: true)
        }
        #expect(zeroMeansLeaving.violatedIDs == ["ANIM-CANCEL-RESTORES-STATE"], "\(zeroMeansLeaving)")
    }

    @Test("a navigation animator that always animates is not run non-animated: UIKit runs no custom animator then")
    func noNonAnimatedPush() {
        let report = verifyAnimator(features: AnimatorFeature.navigation) { _ in PlacingAnimator(ignoresIsAnimated: true) }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(!report.scenariosRun.contains { $0.mode == .notAnimated })
        let modal = verifyAnimator(features: AnimatorFeature.modal) { _ in PlacingAnimator(ignoresIsAnimated: true) }
        #expect(modal.violatedIDs == ["ANIM-NOT-ANIMATED"], "a .custom presentation still is: \(modal)")
    }

    @Test("a dismissal that leaves out the presenter's view handed over after a full-screen presentation breaks ANIM-TO-VIEW-ADDED, and says why")
    func presenterViewMustComeBack() {
        let scenario = TransitionScenario(kind: .dismissal, presenterRemoved: true)
        let report = verifyAnimator(features: [.dismissal], scenarios: [scenario]) { _ in PlacingAnimator(addsToView: false) }
        #expect(report.violatedIDs == ["ANIM-TO-VIEW-ADDED"], "\(report)")
        #expect(report.violations.first?.observed.contains("the presenter's view, handed over because the presentation removed it") == true)
    }
}

/// A slide-free animator that puts the to-view at its final frame in a 0.3 s fade, with knobs for
/// one deviation at a time.
@MainActor
private final class PlacingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var place: (UIView) -> Void = { _ in }
    var onCancel: (UIView) -> Void = { _ in }
    var removesFromView = true
    var ignoresIsAnimated = false
    var addsToView = true
    var leavesSnapshot = false
    /// An overlay put in the window (above the navigation bar, say), removed at the end or not.
    enum WindowOverlay { case none, removedAtTheEnd, leftBehind }
    var windowOverlay = WindowOverlay.none
    /// Reads the dismissed card's frame from `finalFrame(for:)` and puts it back there on a cancel.
    var cardFrameFromFinalFrame = false
    /// Touches the from-view only when its final frame is `.zero` (Apple's "it leaves" idiom).
    var leavesOnlyOnZeroFinalFrame = false

    init(
        removesFromView: Bool = true, ignoresIsAnimated: Bool = false, addsToView: Bool = true, leavesSnapshot: Bool = false,
        windowOverlay: WindowOverlay = .none, cardFrameFromFinalFrame: Bool = false, leavesOnlyOnZeroFinalFrame: Bool = false,
        onCancel: @escaping (UIView) -> Void = { _ in }, place: @escaping (UIView) -> Void = { _ in }
    ) {
        self.removesFromView = removesFromView
        self.ignoresIsAnimated = ignoresIsAnimated
        self.addsToView = addsToView
        self.leavesSnapshot = leavesSnapshot
        self.windowOverlay = windowOverlay
        self.cardFrameFromFinalFrame = cardFrameFromFinalFrame
        self.leavesOnlyOnZeroFinalFrame = leavesOnlyOnZeroFinalFrame
        self.onCancel = onCancel
        self.place = place
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        ignoresIsAnimated || transitionContext?.isAnimated != false ? 0.3 : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if let toView, let toVC = transitionContext.viewController(forKey: .to), addsToView {
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0.5
            place(toView)
            if let fromView, fromView.superview === container { container.insertSubview(toView, belowSubview: fromView) } else { container.addSubview(toView) }
        }
        // A snapshot of the outgoing view, faded with it; removed on a cancel only, when asked.
        let snapshot = leavesSnapshot ? (fromView ?? toView)?.snapshotView(afterScreenUpdates: false) : nil
        if let snapshot { container.addSubview(snapshot) }
        var overlay: UIView?
        if windowOverlay != .none, let window = container.window {
            overlay = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.addSubview(overlay!)
        }
        let leavesOverlay = windowOverlay == .leftBehind
        let fromVC = transitionContext.viewController(forKey: .from)
        let cardFrame = cardFrameFromFinalFrame ? fromVC.map { transitionContext.finalFrame(for: $0) } : nil
        let zeroMeansLeaving = leavesOnlyOnZeroFinalFrame
        let fades = !zeroMeansLeaving || fromVC.map { transitionContext.finalFrame(for: $0) == .zero } == true
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration) {
            if fades { fromView?.alpha = 0.5 }
            toView?.alpha = 1
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if !leavesOverlay { overlay?.removeFromSuperview() }
            if !(zeroMeansLeaving && cancelled) { fromView?.alpha = 1 }  // the idiom's animator forgets it on a cancel
            if cancelled, let cardFrame { fromView?.frame = cardFrame }
            if cancelled {
                snapshot?.removeFromSuperview()
                if let fromView { self.onCancel(fromView) }
                if fromView != nil { toView?.removeFromSuperview() }
            } else if self.removesFromView {
                fromView?.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        }
    }
}

/// A sheet whose `frameOfPresentedViewInContainerView` is NaN (a division by a zero-height
/// content size, say).
@MainActor
private final class NaNFramePresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 0, y: CGFloat.nan, width: containerView?.bounds.width ?? 0, height: CGFloat.nan) }
}

/// Rounds the presented view's corners and writes its alpha in `presentationTransitionWillBegin()`:
/// to its current value (no change), or to 0.5 (a change the animator then fights).
@MainActor
private final class CosmeticPresentationController: UIPresentationController {
    let fadesPresentedView: Bool

    init(presentedViewController: UIViewController, presenting: UIViewController?, fadesPresentedView: Bool) {
        self.fadesPresentedView = fadesPresentedView
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override func presentationTransitionWillBegin() {
        let view = presentedViewController.view!
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.layer.masksToBounds = true
        view.layer.shadowOpacity = 0.2
        view.layer.shadowRadius = 8
        view.alpha = fadesPresentedView ? 0.5 : view.alpha
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { presentedViewController.view.alpha = 1 }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Builds its rounded wrapper on the first read of `presentedView`, embedding the presented
/// view controller's view, and returns the same wrapper afterwards.
@MainActor
private final class LazyWrapperPresentationController: UIPresentationController {
    private var wrapper: UIView?

    override var presentedView: UIView? {
        if let wrapper { return wrapper }
        let wrapper = UIView()
        wrapper.layer.cornerRadius = 12
        let content = presentedViewController.view!
        content.frame = wrapper.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wrapper.addSubview(content)
        self.wrapper = wrapper
        return wrapper
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { wrapper = nil }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
