import TransitionConformance

/// One deliberate defect, each breaking one requirement of the animator suite.
enum Defect: String, CaseIterable, Sendable, CustomStringConvertible {
    case returnsEarlyWithoutCompleting, completesTwice, completesWithFinishedFlag, completesBeforeAnimationsEnd
    case reportsWrongDuration, neverAddsToView, sizesFromScreen, keepsFromView, keepsToViewOnCancel
    case doesNotRestoreAlphaOnCancel, leavesSnapshotBehind, addsViewOutsideContainer, animatesWhenNotAnimated
    case movesPresenterIntoContainer, touchesPresenterThroughViewController, readsDismissedFinalFrame
    case vendsNewInterruptibleAnimatorEachTime, setsUpOnlyOnce, keepsTheContext, leavesPresenterScaled
    case restartsAnimationForever, finishesAnimatorWithoutStopping, leavesAnimationsDisabled, insetsContainer
    case removesToViewAfterCompleting, invalidatesCompletionTimer
    case forwardsAppearanceToKeptPresenter, beginsAppearanceWithoutEnding
    case cancelsCompletionWorkItem, cancelsCompletionOperation
    case zoomsDespiteReduceMotion

    var description: String { rawValue }

    /// The requirement the defect breaks.
    var requirementID: String {
        switch self {
        case .returnsEarlyWithoutCompleting, .completesTwice, .invalidatesCompletionTimer, .cancelsCompletionWorkItem, .cancelsCompletionOperation:
            "ANIM-COMPLETE-ONCE"
        case .completesWithFinishedFlag: "ANIM-COMPLETE-FLAG"
        case .completesBeforeAnimationsEnd: "ANIM-COMPLETE-AFTER-ANIMATIONS"
        case .reportsWrongDuration: "ANIM-DURATION"
        case .neverAddsToView, .removesToViewAfterCompleting: "ANIM-TO-VIEW-ADDED"
        case .sizesFromScreen: "ANIM-FINAL-FRAME"
        case .keepsFromView: "ANIM-FROM-VIEW-REMOVED"
        case .keepsToViewOnCancel: "ANIM-CANCEL-RESTORES-HIERARCHY"
        case .doesNotRestoreAlphaOnCancel: "ANIM-CANCEL-RESTORES-STATE"
        case .leavesSnapshotBehind: "ANIM-TEMP-VIEWS-REMOVED"
        case .addsViewOutsideContainer: "ANIM-CONTAINER-ONLY"
        case .animatesWhenNotAnimated: "ANIM-NOT-ANIMATED"
        case .movesPresenterIntoContainer: "ANIM-NIL-VIEWS"
        case .touchesPresenterThroughViewController: "ANIM-PRESENTER-VIEW-UNTOUCHED"
        case .readsDismissedFinalFrame: "ANIM-DISMISSED-FINAL-FRAME"
        case .vendsNewInterruptibleAnimatorEachTime: "ANIM-INTERRUPTIBLE-SAME-INSTANCE"
        case .setsUpOnlyOnce: "ANIM-REUSABLE"
        case .keepsTheContext: "ANIM-RELEASES"
        case .leavesPresenterScaled: "ANIM-ROUND-TRIP"
        case .restartsAnimationForever: "ANIM-NO-RUNAWAY"
        case .finishesAnimatorWithoutStopping: "ANIM-NO-RAISING-MISUSE"
        case .leavesAnimationsDisabled: "ANIM-ANIMATIONS-ENABLED-RESTORED"
        case .insetsContainer: "ANIM-CONTAINER-KEPT"
        case .forwardsAppearanceToKeptPresenter, .beginsAppearanceWithoutEnding: "ANIM-APPEARANCE-BALANCED"
        case .zoomsDespiteReduceMotion: "ANIM-REDUCE-MOTION"
        }
    }

    /// Every ID the kit must report: the requirement broken and, for a few defects, what it breaks
    /// as a real consequence rather than a lack of precision — completing `true` on a cancel is a
    /// success as far as UIKit knows, so the cleaned-up to-view is missing and the from-view stays;
    /// completing at t = 0 also gets the duration wrong (and, in an interactive scenario, ends the
    /// transition before the gesture can — judged as the success it then is, not as a cancel);
    /// moving the presenter's view into the container leaves it there after a cancel as well.
    var expectedViolations: Set<String> {
        switch self {
        // Sizing from the screen no longer shows after a round trip: UIKit's machinery, which
        // stages the round trip's dismissal too, puts the presenter's view back at its own frame
        // once the dismissal completes (HeadlessUIKit's WhatIsModelled, F9).
        case .movesPresenterIntoContainer: [requirementID, "ANIM-CANCEL-RESTORES-HIERARCHY"]
        case .completesWithFinishedFlag: [requirementID, "ANIM-TO-VIEW-ADDED", "ANIM-FROM-VIEW-REMOVED"]
        case .completesBeforeAnimationsEnd: [requirementID, "ANIM-DURATION"]
        default: [requirementID]
        }
    }

    /// The features the mutant is checked with: every kind, interactive (and interruptible for the
    /// interruptible one).
    var features: Set<AnimatorFeature> {
        let everything: Set<AnimatorFeature> = [.presentation, .dismissal, .push, .pop, .interactive]
        return self == .vendsNewInterruptibleAnimatorEachTime ? everything.union([.interruptible]) : everything
    }

    /// The animator carrying the defect.
    @MainActor
    func makeAnimator() -> any UIViewControllerAnimatedTransitioning {
        self == .vendsNewInterruptibleAnimatorEachTime ? NonCachingInterruptibleAnimator() : MutantAnimator(self)
    }
}

/// MinimalAnimator's cross-fade with exactly one defect.
@MainActor
final class MutantAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let defect: Defect
    private var didSetUp = false
    private var keptContext: (any UIViewControllerContextTransitioning)?
    init(_ defect: Defect) { self.defect = defect }

    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        if defect == .animatesWhenNotAnimated { return 0.3 }
        return context?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let fromVC = context.viewController(forKey: .from)
        let toVC = context.viewController(forKey: .to)
        // The classic early return: only works when both views are there.
        if defect == .returnsEarlyWithoutCompleting, fromView == nil || toView == nil { return }
        // Leaving: a `.zero` final frame, or the dismissed view over a presenter that stays (F10).
        let fromLeaves = fromView != nil && toView == nil || fromVC.map { context.finalFrame(for: $0) == .zero } ?? false
        if defect == .keepsTheContext { keptContext = context }
        // Set-up done once, as if the animator were only ever used for one transition.
        let setUp = defect != .setsUpOnlyOnce || !didSetUp
        didSetUp = true
        if defect == .touchesPresenterThroughViewController, fromView == nil, let presenter = fromVC?.view {
            presenter.alpha = 0.9
        }
        // "Add both views to the container", with the presenter's view fetched through its view
        // controller although the context withheld it.
        if defect == .movesPresenterIntoContainer, fromView == nil, let presenter = fromVC?.view, presenter.superview !== container {
            container.insertSubview(presenter, at: 0)
        }
        // A card dismissed over a presenter that stays takes "its current frame" from
        // finalFrame(for:), as widely copied card animators do, to put it back on a cancel.
        let cardFrame = defect == .readsDismissedFinalFrame && toView == nil ? fromVC.map { context.finalFrame(for: $0) } : nil
        if let toView {
            if let toVC, context.finalFrame(for: toVC) != .zero {
                toView.frame = defect == .sizesFromScreen ? UIScreen.main.bounds : context.finalFrame(for: toVC)
            }
            if defect != .neverAddsToView && setUp {
                if let fromView, fromView.superview === container {
                    container.insertSubview(toView, belowSubview: fromView)
                } else {
                    container.addSubview(toView)
                }
            }
            toView.alpha = 0
            // A pop-in zoom from half size with the fade, whatever UIAccessibility.isReduceMotionEnabled says.
            if defect == .zoomsDespiteReduceMotion { toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
        }
        // An overlay dimming the whole window, put in the window instead of the container and
        // removed in the completion: gone at the end, but outside the container meanwhile.
        var overlay: UIView?
        if defect == .addsViewOutsideContainer, let window = container.window {
            let dimming = UIView(frame: window.bounds)
            dimming.accessibilityIdentifier = "overlay"
            window.addSubview(dimming)
            overlay = dimming
        }
        // "Keep the transition clear of the status bar": the container itself moved down (its
        // subviews keep their frames in it, so every view in it ends up 20 pt lower on screen).
        if defect == .insetsContainer { container.frame.origin.y += 20 }
        var snapshot: UIView?
        if defect == .leavesSnapshotBehind, let source = fromView ?? toView, let copy = source.snapshotView(afterScreenUpdates: true) {
            container.addSubview(copy)
            snapshot = copy
        }
        // "Calls viewWillAppear and viewWillDisappear": the presenter told it disappears, as
        // pan-to-dismiss modal animators do (PanModal's PanModalPresentationAnimator). Where UIKit
        // already began its transition (the presenter removed) the call is ignored; where the
        // presenter stays (a `.custom` presentation that keeps it) UIKit sends it nothing, and the
        // call tells it it left the screen. The first defect ends it in the completion, the second
        // never does.
        let presenting = fromVC != nil && toVC?.presentingViewController === fromVC
        let keptPresenter = presenting ? fromVC : nil
        if defect == .forwardsAppearanceToKeptPresenter || defect == .beginsAppearanceWithoutEnding {
            keptPresenter?.beginAppearanceTransition(false, animated: context.isAnimated)
        }
        let duration = defect == .reportsWrongDuration && context.isAnimated ? 0.9 : transitionDuration(using: context)
        // A helper property animator beside the fade, "made sure to end at its end" in the
        // completion with finishAnimation(at:) but never stopped first: UIKit raises there.
        let helper = defect == .finishesAnimatorWithoutStopping ? UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {} : nil
        helper?.startAnimation()
        UIView.animate(
            withDuration: duration,
            animations: {
                toView?.alpha = 1
                if self.defect == .zoomsDespiteReduceMotion { toView?.transform = .identity }
                if fromLeaves { fromView?.alpha = 0 }
                if self.defect == .leavesPresenterScaled, fromLeaves, toView != nil { fromView?.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
                snapshot?.alpha = 0
            },
            completion: { finished in
                let cancelled = context.transitionWasCancelled
                overlay?.removeFromSuperview()
                if self.defect == .touchesPresenterThroughViewController { fromVC?.view.alpha = 1 }
                toView?.alpha = 1
                if self.defect == .zoomsDespiteReduceMotion { toView?.transform = .identity }
                if self.defect != .doesNotRestoreAlphaOnCancel || !cancelled { fromView?.alpha = 1 }
                if self.defect == .leavesPresenterScaled, cancelled { fromView?.transform = .identity }
                if cancelled, let cardFrame { fromView?.frame = cardFrame }
                if cancelled {
                    if self.defect != .keepsToViewOnCancel { toView?.removeFromSuperview() }
                } else if fromLeaves, self.defect != .keepsFromView {
                    fromView?.removeFromSuperview()
                }
                helper?.finishAnimation(at: .end)
                // The final layout snapped in place without animation, and animations never
                // turned back on (performWithoutAnimation would have restored them).
                if self.defect == .leavesAnimationsDisabled {
                    UIView.setAnimationsEnabled(false)
                    toView?.layoutIfNeeded()
                }
                if self.defect == .forwardsAppearanceToKeptPresenter { keptPresenter?.endAppearanceTransition() }
                if self.defect == .completesBeforeAnimationsEnd { return }
                // The completion put on a timer, which is invalidated before it fires, as if the
                // view controller invalidated its timers on the way out: it never runs.
                if self.defect == .invalidatesCompletionTimer {
                    let complete: @MainActor () -> Void = { context.completeTransition(!cancelled) }
                    let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in MainActor.assumeIsolated { complete() } }
                    timer.invalidate()
                    return
                }
                // The completion queued on the main queue as a work item, or on the main operation
                // queue as an operation, and cancelled before it runs, as code that cancels its
                // pending work on the way out does: a cancelled work item or operation never runs.
                if self.defect == .cancelsCompletionWorkItem || self.defect == .cancelsCompletionOperation {
                    let complete: @MainActor () -> Void = { context.completeTransition(!cancelled) }
                    if self.defect == .cancelsCompletionWorkItem {
                        let item = DispatchWorkItem { MainActor.assumeIsolated { complete() } }
                        DispatchQueue.main.async(execute: item)
                        item.cancel()
                    } else {
                        let operation = BlockOperation { MainActor.assumeIsolated { complete() } }
                        OperationQueue.main.addOperation(operation)
                        operation.cancel()
                    }
                    return
                }
                context.completeTransition(self.defect == .completesWithFinishedFlag ? finished : !cancelled)
                if self.defect == .completesTwice { context.completeTransition(!cancelled) }
                // Clean-up written after the call, in the same block, that takes the wrong view off
                // (meant for the from-view): the screen is left empty once the handler returns.
                if self.defect == .removesToViewAfterCompleting, !cancelled { toView?.removeFromSuperview() }
                if self.defect == .restartsAnimationForever { restartForever() }
            })
        if defect == .completesBeforeAnimationsEnd {
            // Completes at once, while the fade still runs.
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// A "pulse" restarted from its own completion with nothing to stop it: a zero-duration animation
/// completes on the next run-loop turn, so the chain never lets the run loop rest.
@MainActor
private func restartForever() {
    UIView.animate(withDuration: 0, animations: {}, completion: { _ in restartForever() })
}

/// The classic bug of ANIM-INTERRUPTIBLE-SAME-INSTANCE: a new property animator on every call to
/// `interruptibleAnimator(using:)` (each from a fresh ``MinimalInterruptibleAnimator``), so UIKit
/// and the transition drive different animators.
@MainActor
final class NonCachingInterruptibleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        context?.isAnimated == false ? 0 : 0.3
    }

    func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        MinimalInterruptibleAnimator().interruptibleAnimator(using: context)
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }
}
