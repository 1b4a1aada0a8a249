import TransitionConformance

extension Corpus {
    /// Seed 003 ("Match Zoom Transition - 2: dismiss"): the dismissal animator that is also its own
    /// interaction controller, checked as each.
    static var matchZoomTransitionSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "seed-003/CustomDismissalTransitionAnimator as animator (published)",
                origin: "seed 003, CustomDismissalTransitionAnimator as published", role: .published,
                expectedViolations: ["ANIM-COMPLETE-ONCE"],
                expectation: """
                    animateTransition(using:) does nothing, relying on always being vended as its own interaction \
                    controller; but UIKit calls it whenever the dismissal does not start interactively — \
                    dismiss(animated: false) cannot (contract §2.5) — and then completeTransition is never called
                    """
            ) {
                verifyMatchZoomDismissal(corrected: false)
            },
            CorpusSample(
                id: "seed-003/CustomDismissalTransitionAnimator as animator (corrected)",
                origin: "seed 003's dismissal animator doing its zoom-out in animateTransition(using:)", role: .correct,
                expectedViolations: [],
                expectation: """
                    runs the zoom-out as a plain animator: puts a removed presenter back, takes 0 s when not animated, \
                    removes its temporary view and the presented view, and completes with !transitionWasCancelled; \
                    the delegate then vends no interaction controller, which replaces the interaction sample below; with \
                    Reduce Motion on it fades its stand-in view out in place instead of zooming it into the button
                    """
            ) {
                verifyMatchZoomDismissal(corrected: true)
            },
            CorpusSample(
                id: "seed-003/CustomDismissalTransitionAnimator as interaction controller (published)",
                origin: "seed 003, the dismissal animator as the interaction controller the delegate always vends", role: .published,
                expectedViolations: ["INT-GESTURE-END", "INT-NOT-VENDED-WITHOUT-GESTURE"],
                expectation: """
                    startInteractiveTransition(_:) runs its own spring and calls completeTransition(true); neither it \
                    nor the pan handler ever calls finish or cancel, so a gesture that ends or is cancelled while it \
                    is vended leads to neither (INT-GESTURE-END); and interactionControllerForDismissal(using:) \
                    returns it for every dismissal, with no gesture in progress (the pan has ended before \
                    dismiss(animated:) is called) (INT-NOT-VENDED-WITHOUT-GESTURE)
                    """
            ) {
                verifyInteractiveTransition("CustomDismissalTransitionAnimator", kinds: [.dismissal]) { _ in matchZoomInteractionSubject() }
            },
        ]
    }

    /// The presenting screen's button, the reference view the presented view zooms back into:
    /// not in the kit's window, so its frame reads the same in the container.
    @MainActor
    static func matchZoomReferenceView() -> UIView {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 24, width: 350, height: 56)
        button.layer.cornerRadius = 12
        return button
    }

    @MainActor
    static func verifyMatchZoomDismissal(corrected: Bool) -> ConformanceReport {
        verifyAnimator("CustomDismissalTransitionAnimator\(corrected ? " (corrected)" : "")", features: [.dismissal]) { _ in
            CustomDismissalTransitionAnimator(
                config: CustomZoomTransitionConfiguration(), referenceView: matchZoomReferenceView(),
                corrected: corrected)
        }
    }

    /// The dismissal animator as interaction controller, with the pan the delegate adds to the
    /// presented view; `move` drags it down by `progress` × 300 pt (the handler's full-shrink
    /// distance). With nothing presented, the handler finds no container and does nothing — as
    /// in the app, where it acts only before the dismissal starts.
    @MainActor
    static func matchZoomInteractionSubject() -> InteractionSubject {
        let animator = CustomDismissalTransitionAnimator(config: CustomZoomTransitionConfiguration(), referenceView: matchZoomReferenceView())
        let presented = UIViewController()
        let handler = MatchZoomPanHandler()
        let pan = handler.attach(to: presented)
        return InteractionSubject(interactionController: animator, gesture: pan, isVended: { true }) { progress in
            _ = (presented, handler)
            pan.headlessChange(translation: CGPoint(x: 0, y: progress * 300))
        }
    }
}
