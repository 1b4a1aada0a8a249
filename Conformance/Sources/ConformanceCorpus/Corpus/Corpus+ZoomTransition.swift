import TransitionConformance

extension Corpus {
    /// Seed 000 (Korean tutorial, second half "Custom Transition" and "Interactive Transition"):
    /// the zoom animator, the pinch interaction controller and the list screen as their delegate.
    static var zoomTransitionSamples: [CorpusSample] {
        zoomAnimatorSamples + pinchSamples + zoomDelegateSamples
    }

    /// The zoom animator is written for a full-screen modal (its dismissal puts the presenter's view
    /// back) and driven interactively only when dismissing, so it runs the standard scenarios with
    /// the presenter removed, without interactive presentations.
    @MainActor
    static func verifyZoomAnimator(_ revision: ZoomAnimationController.Revision) -> ConformanceReport {
        let features: Set<AnimatorFeature> = [.presentation, .dismissal, .interactive]
        let scenarios = TransitionScenario.standard(for: features).filter { scenario in
            scenario.presenterRemoved && !(scenario.kind == .presentation && scenario.mode.isInteractive)
        }
        return verifyAnimator("ZoomAnimationController(.\(revision))", features: features, scenarios: scenarios) { scenario in
            let animator = ZoomAnimationController(revision, screens: .kit)
            animator.presenting = scenario.kind == .presentation
            animator.targetIndex = 0
            animator.targetImage = UIImage(named: "1")
            return animator
        }
    }

    static var zoomAnimatorSamples: [CorpusSample] {
        let common = """
            presenting, it starts the close button's 0.3 s slide (toVC.showCloseButton()) just before \
            completeTransition, so an animation the transition started is still running (ANIM-COMPLETE-AFTER-ANIMATIONS); \
            it never sets the detail view's frame, which keeps its loaded (screen) size, not finalFrame(for:), \
            in landscape, tablet and split sizes (ANIM-FINAL-FRAME); it ignores isAnimated and takes 1 s \
            (ANIM-NOT-ANIMATED); dismissing, it only sets the detail view's alpha to 0 and never removes it \
            from the container (ANIM-FROM-VIEW-REMOVED)
            """
        return [
            CorpusSample(
                id: "seed-000/ZoomAnimationController (first dismissal)", origin: "seed 000, ZoomAnimationController with the dismissal as first published",
                role: .published,
                expectedViolations: [
                    "ANIM-COMPLETE-AFTER-ANIMATIONS", "ANIM-FINAL-FRAME", "ANIM-NOT-ANIMATED", "ANIM-FROM-VIEW-REMOVED",
                    "ANIM-CANCEL-RESTORES-HIERARCHY", "ANIM-CANCEL-RESTORES-STATE",
                ],
                expectation: common + """
                    ; and a cancelled dismissal (the pinch) completes with the list's view still in the container \
                    (ANIM-CANCEL-RESTORES-HIERARCHY) and the detail view still at alpha 0 (ANIM-CANCEL-RESTORES-STATE) \
                    — the tutorial's own "gesture cancelled, transition not cancelled properly"
                    """
            ) {
                verifyZoomAnimator(.firstDismissal)
            },
            CorpusSample(
                id: "seed-000/ZoomAnimationController (tutorial's cancel fix)",
                origin: "seed 000, ZoomAnimationController after the tutorial's fix for a cancelled pinch",
                role: .published,
                expectedViolations: ["ANIM-COMPLETE-AFTER-ANIMATIONS", "ANIM-FINAL-FRAME", "ANIM-NOT-ANIMATED", "ANIM-FROM-VIEW-REMOVED"],
                expectation: "the fix restores the detail view's alpha and takes the list's view out on cancel; the rest stays: " + common
            ) {
                verifyZoomAnimator(.cancelFix)
            },
            CorpusSample(
                id: "seed-000/ZoomAnimationController (corrected)", origin: "seed 000's zoom animator, corrected",
                role: .correct, expectedViolations: [],
                expectation: """
                    slides the button in after completeTransition, sets the detail view to finalFrame(for:), \
                    takes 0 s when not animated, and removes the detail view after a successful dismissal
                    """
            ) {
                verifyZoomAnimator(.corrected)
            },
        ]
    }

    /// The pinch as an interaction subject: `move` pinches the fingers to `1 − progress` of their
    /// starting distance (at least 0.01: a pinch cannot reach 0), which the handler reads back as
    /// `progress`. The detail screen it is attached to is presented by nobody, so its `.began`
    /// dismissal asks nothing of UIKit; the kit starts the transition itself.
    @MainActor
    static func pinchSubject(corrected: Bool) -> InteractionSubject {
        let target = ZoomImageViewController()
        let pinch = corrected ? CorrectedPinchTransitionController(viewController: target) : PinchTransitionController(viewController: target)
        let gesture = target.view.gestureRecognizers!.first!
        let isVended: () -> Bool =
            if let corrected = pinch as? CorrectedPinchTransitionController {
                { corrected.isInteracting }
            } else {
                { true }  // the tutorial's delegate returns it unconditionally
            }
        return InteractionSubject(interactionController: pinch, gesture: gesture, isVended: isVended) { progress in
            _ = target
            (gesture as? UIPinchGestureRecognizer)?.headlessChange(scale: max(1 - progress, 0.01))
        }
    }

    static var pinchSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "seed-000/PinchTransitionController (published)", origin: "seed 000, PinchTransitionController as published, vended unconditionally",
                role: .published, expectedViolations: ["INT-NOT-VENDED-WITHOUT-GESTURE"],
                expectation: """
                    its handler updates with a clamped progress and finishes or cancels on every gesture end, but \
                    interactionControllerForDismissal(using:) returns it with no pinch in progress, so the close \
                    button's dismiss(animated:) waits for a pinch that never comes
                    """
            ) {
                verifyInteractiveTransition("PinchTransitionController", kinds: [.dismissal]) { _ in pinchSubject(corrected: false) }
            },
            CorpusSample(
                id: "seed-000/PinchTransitionController (corrected)", origin: "seed 000's pinch controller, vended only while pinching",
                role: .correct, expectedViolations: [],
                expectation: "says whether a pinch is in progress, and the delegate vends it only then"
            ) {
                verifyInteractiveTransition("CorrectedPinchTransitionController", kinds: [.dismissal]) { _ in pinchSubject(corrected: true) }
            },
        ]
    }

    static var zoomDelegateSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "seed-000/CustomTransitionViewController as delegate (published)",
                origin: "seed 000, the list screen as transitioning delegate, as the tutorial ends",
                role: .published,
                expectedViolations: [
                    "INT-NOT-VENDED-WITHOUT-GESTURE", "ANIM-FROM-VIEW-REMOVED", "ANIM-COMPLETE-AFTER-ANIMATIONS", "ANIM-FINAL-FRAME", "ANIM-REDUCE-MOTION",
                ],
                expectation: """
                    it sets presenting in both animationController methods (right direction each time), but returns \
                    the pinch controller from interactionControllerForDismissal(using:) unconditionally: every \
                    programmatic animated dismissal waits for a pinch that never comes. And in a non-animated \
                    dismissal (no interaction controller then) the animator's dismissal branch fades the detail \
                    view out but leaves it in the container (the delegate suite's outcome check of the animator). \
                    The delegate suite now also judges the animator it vends (the ensemble's animator runs, \
                    full screen since the delegate vends no presentation controller), with the same findings \
                    as the animator alone: it completes while the close button still moves \
                    (ANIM-COMPLETE-AFTER-ANIMATIONS) and sizes the detail view from UIScreen.main (ANIM-FINAL-FRAME). \
                    And whatever Reduce Motion says, the animator zooms the image from its thumbnail and drops the close button in: \
                    ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)
                    """,
                ensemble: ZoomApp.delegate("CustomTransitionViewController (published)", .cancelFix, correctedDelegate: false)),
            CorpusSample(
                id: "seed-000/CustomTransitionViewController as delegate (corrected)",
                origin: "seed 000's delegate vending the pinch only while pinching, with the corrected animator",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    programmatic dismissals run the zoom animator, which removes the detail view. It presents the \
                    detail screen full screen (modalPresentationStyle = .fullScreen where it sets the delegate): the \
                    dismissal puts the list's navigation view into the container, which only a full-screen \
                    presentation hands over; left at UIKit's default (.automatic, a sheet) the same delegate breaks \
                    ANIM-NIL-VIEWS, the navigation view leaving the window with the container. \
                    Beside its point, whatever Reduce Motion says the animator zooms the image from its thumbnail and drops the close \
                    button in: ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion \
                    scenario)
                    """,
                ensemble: ZoomApp.delegate("CustomTransitionViewController (corrected)", .corrected, correctedDelegate: true)),
        ]
    }
}
