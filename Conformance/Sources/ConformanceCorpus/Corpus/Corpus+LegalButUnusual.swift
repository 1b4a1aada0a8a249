import TransitionConformance

extension Corpus {
    /// Correct transition code written in the less common ways real libraries and apps write it
    /// (issue 16): every sample is legal on UIKit, so the kit must report nothing. Where the kit
    /// still does, the sample names the defect and the fix that removes it in `knownKitIssues`.
    static var legalButUnusualSamples: [CorpusSample] {
        legalPresentationControllerSamples + legalAnimatorSamples + legalInteractionSamples + legalDelegateSamples
    }

    static var legalPresentationControllerSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "legal/GuardedContainerCleanup", origin: "pattern: guard let containerView else { return } in every override, did-end handlers included",
                role: .correct, expectedViolations: [],
                expectation: """
                    removes its dimming view in presentationTransitionDidEnd(false) and dismissalTransitionDidEnd(true) \
                    behind guard let containerView, which UIKit still sets there (F2); puts the dimming back after a \
                    cancelled dismissal and lays out on rotation
                    """
            ) {
                verifyPresentationController { GuardedContainerPresentationController(presentedViewController: $0, presenting: $1) }
            },
            CorpusSample(
                id: "legal/ReferenceDroppingPresentationController",
                origin: "pattern: AAPLCustomPresentationController's clean-up — drop the reference, let UIKit discard the container",
                role: .correct, expectedViolations: [],
                expectation: """
                    after a completed dismissal and after a cancelled presentation it only sets dimmingView = nil: \
                    the dimming view goes with the container UIKit discards, and nothing can bring it back (F3)
                    """
            ) {
                verifyPresentationController { ReferenceDroppingPresentationController(presentedViewController: $0, presenting: $1) }
            },
            CorpusSample(
                id: "legal/AnimatorOwnedBackdrop",
                origin: "pattern: popup libraries whose presenting animator adds a dimming backdrop and whose dismissing animator removes it",
                role: .correct, expectedViolations: [],
                expectation: """
                    judged as a pair (the delegate checker): the backdrop the presenting animator leaves in the container \
                    lasts the presentation by design — the same delegate's dismissing animator fades it out and removes it, \
                    and restores it after a cancelled dismissal
                    """,
                ensemble: CorpusEnsemble("BackdropPopupTransitioningDelegate") {
                    .transitioningDelegate({ _ in BackdropPopupTransitioningDelegate() }, presentationStyle: .custom)
                }),
            CorpusSample(
                id: "mutant/ANIM-TEMP-VIEWS-REMOVED/backdropForgottenByDismissal",
                origin: "the same popup whose dismissing animator never looks for the backdrop",
                role: .mutant, expectedViolations: ["ANIM-TEMP-VIEWS-REMOVED"],
                expectation: """
                    the presentation's backdrop is touched by nobody afterwards: a leftover of the presentation, as the \
                    animator checker alone reports it
                    """,
                ensemble: CorpusEnsemble("BackdropPopupTransitioningDelegate(forgetsBackdrop)") {
                    .transitioningDelegate({ _ in BackdropPopupTransitioningDelegate(forgetsBackdrop: true) }, presentationStyle: .custom)
                }),
            CorpusSample(
                id: "legal/PresentedViewAddedInWillBegin",
                origin: "pattern: the presentation controller adds the presented view to the container in presentationTransitionWillBegin()",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    adds the presented view above its dimming view without moving, sizing or restyling it; its animator \
                    (checked with it) places and animates the card, removes it after a failed presentation or a \
                    completed dismissal. Beside its point, the animator slides the card whatever Reduce Motion says: \
                    ANIM-REDUCE-MOTION, a should (verdict changed when what the animator's own code does to a presented view \
                    the presentation controller put in the container stopped counting as the presentation controller's)
                    """
            ) {
                verifyPresentationController(animator: { InstalledCardAnimator(isPresenting: $0.kind == .presentation) }) {
                    SelfInstallingCardPresentationController(presentedViewController: $0, presenting: $1)
                }
            },
            CorpusSample(
                id: "legal/CoverPresentationController with its animator",
                origin: "pattern: a full-screen cover whose presentation controller removes the presenter's view (shouldRemovePresentersView true)",
                role: .correct, expectedViolations: [],
                expectation: """
                    checked as an animator with its presentation controller: UIKit hands the animator the presenter's view and \
                    removes it after the presentation, so the runs are presenter-removed runs whatever the scenario asked, and \
                    are judged as such; the cross-dissolve handles both views and cleans up on every path
                    """
            ) {
                verifyAnimator(
                    features: [.presentation, .dismissal, .interactive],
                    presentationController: { presented, presenting in
                        CoverPresentationController(presentedViewController: presented, presenting: presenting)
                    }
                ) { _ in CoverCrossDissolveAnimator() }
            },
            CorpusSample(
                id: "legal/LazyWrapperPresentedView", origin: "pattern: presentedView returns a lazy var shadow wrapper built on first read",
                role: .correct, expectedViolations: [],
                expectation: """
                    the first read of presentedView builds the wrapper (shadow view, rounded clipping view, the presented \
                    view controller's view) and every later read returns the same instance; it follows rotations
                    """
            ) {
                verifyPresentationController { LazyShadowWrapperPresentationController(presentedViewController: $0, presenting: $1) }
            },
            CorpusSample(
                id: "legal/RoundedCornersInWillBegin",
                origin: "pattern: presentationTransitionWillBegin() sets the presented view's cornerRadius, maskedCorners, masksToBounds, shadow",
                role: .correct, expectedViolations: [],
                expectation: """
                    styles the presented view's layer (corners, curve, masked corners, shadow) — cosmetics, not the frame, \
                    transform, alpha or place the animator owns; dims, cleans up and lays out as it must
                    """
            ) {
                verifyPresentationController { RoundedSheetPresentationController(presentedViewController: $0, presenting: $1) }
            },
            CorpusSample(
                id: "legal/AutoresizingPresentationController",
                origin: "pattern: no containerViewWillLayoutSubviews(); the presented view follows rotations by its default autoresizing",
                role: .correct, expectedViolations: [],
                expectation: """
                    a full-width sheet 44 pt below the top over a flexible dimming view: the default root view's \
                    flexible width and height (F1) keep the presented view at frameOfPresentedViewInContainerView \
                    after a rotation
                    """
            ) {
                verifyPresentationController { AutoresizingPageSheetPresentationController(presentedViewController: $0, presenting: $1) }
            },
            CorpusSample(
                id: "legal/RedundantAutoresizingInWillBegin",
                origin: "pattern: presentationTransitionWillBegin() sets presentedViewController.view.autoresizingMask to the mask it has",
                role: .correct, expectedViolations: [],
                expectation: """
                    writes [.flexibleWidth, .flexibleHeight] to the presented view, the mask a default root view already \
                    has (F1): an equal-value write that changes nothing the animator owns
                    """
            ) {
                verifyPresentationController { OverlayPresentationController(presentedViewController: $0, presenting: $1) }
            },
        ]
    }

    static var legalAnimatorSamples: [CorpusSample] {
        let modal: Set<AnimatorFeature> = [.presentation, .dismissal, .interactive]
        let navigation: Set<AnimatorFeature> = [.push, .pop, .interactive]
        return [
            CorpusSample(
                id: "legal/DelayedMainQueueCompletion",
                origin: "pattern: an image viewer's zoom animator that completes from DispatchQueue.main.asyncAfter(deadline: .now() + 0.1)",
                role: .correct, expectedViolations: [],
                expectation: """
                    fades for 0.2 s, cleans up in the animations' completion and calls completeTransition(!cancelled) \
                    once, 0.1 s later, from a block on the main queue: after the animations, at the end of the 0.3 s \
                    duration it reports; not animated, it completes at once
                    """
            ) {
                verifyAnimator(features: modal.union(navigation)) { _ in DelayedMainQueueCompletionAnimator() }
            },
            CorpusSample(
                id: "legal/MainQueueHopCompletion",
                origin: "pattern: an animator whose completion hops to DispatchQueue.main.async before cleaning up and completing",
                role: .correct, expectedViolations: [],
                expectation: """
                    cleans up and calls completeTransition(!cancelled) once from a block the animations' completion \
                    queues on the main queue, which runs on the next turn
                    """
            ) {
                verifyAnimator(features: modal.union(navigation)) { _ in MainQueueHopCompletionAnimator() }
            },
            CorpusSample(
                id: "legal/MainActorTaskCompletion",
                origin: "pattern: a card animator whose spring's completion hands clean-up and completeTransition(_:) to Task { @MainActor in … }",
                role: .correct, expectedViolations: [],
                expectation: """
                    slides the card for 0.35 s and calls completeTransition(!cancelled) once from a task on the main \
                    actor the animations' completion makes, whose body runs on a later turn; a cancelled one puts the \
                    card back first
                    """
            ) {
                verifyAnimator(features: modal.union(navigation)) { MainActorTaskCompletionAnimator(presenting: $0.kind.isForward) }
            },
            CorpusSample(
                id: "legal/TransactionCompletion",
                origin: "pattern: an animator that completes from a CATransaction completion block around its animation",
                role: .correct, expectedViolations: [],
                expectation: """
                    cleans up and calls completeTransition(!cancelled) once from the transaction's completion block, \
                    which Core Animation runs after the fade it added
                    """
            ) {
                verifyAnimator(features: modal.union(navigation)) { _ in TransactionCompletionAnimator() }
            },
            CorpusSample(
                id: "legal/TimerCompletion",
                origin: "pattern: an image viewer's zoom dismissal that completes from Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false)",
                role: .correct, expectedViolations: [],
                expectation: """
                    fades for 0.25 s, cleans up in the animations' completion and calls completeTransition(!cancelled) \
                    once, 0.05 s later, from a one-shot timer on the thread's run loop (each scenario waits that long in \
                    real time): after the animations, at the end of the 0.3 s duration it reports; not animated, it \
                    completes at once. Checked for modal transitions only, to keep the real waits few
                    """
            ) {
                verifyAnimator(features: modal) { _ in TimerCompletionAnimator() }
            },
            CorpusSample(
                id: "legal/OperationQueueCompletion",
                origin: "pattern: an animator whose completion hands completeTransition(_:) to OperationQueue.main.addOperation",
                role: .correct, expectedViolations: [],
                expectation: """
                    cleans up in the animations' completion and calls completeTransition(!cancelled) once from an \
                    operation on the main operation queue, which runs on the next turn
                    """
            ) {
                verifyAnimator(features: modal.union(navigation)) { _ in OperationQueueCompletionAnimator() }
            },
            CorpusSample(
                id: "legal/PopRelyingOnNavigationController",
                origin: "pattern: a parallax push/pop animator whose pop leaves the from-view to UINavigationController",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    slides the popped view out and never removes it — the navigation controller does (F4); a cancelled \
                    pop takes out the to-view it inserted and puts both views back. \
                    Beside its point, it slides across the screen whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the requirement came)
                    """
            ) {
                verifyAnimator(features: navigation) { ParallaxNavigationAnimator(operation: $0.kind == .push ? .push : .pop) }
            },
            CorpusSample(
                id: "legal/InstalledCardAnimator with its presentation controller",
                origin: "pattern: an animator that relies on its presentation controller to add the card, checked as the pair ships",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    alone it would never add the card (a false ANIM-TO-VIEW-ADDED); with its presentation controller, \
                    which adds it in presentationTransitionWillBegin(), every animator requirement holds through \
                    UIKit's own present and dismiss but one: it slides the card whatever Reduce Motion says, \
                    ANIM-REDUCE-MOTION, a should (verdict changed when what the animator's own code does to a presented \
                    view the presentation controller put in the container stopped counting as the presentation controller's)
                    """
            ) {
                verifyAnimator(
                    features: [.presentation, .dismissal, .interactive],
                    presentationController: { SelfInstallingCardPresentationController(presentedViewController: $0, presenting: $1) }
                ) { InstalledCardAnimator(isPresenting: $0.kind == .presentation) }
            },
            CorpusSample(
                id: "legal/FadeBackPopAnimator",
                origin: "pattern: a pop-only fade-back animator that inserts the returning view without setting its frame",
                role: .correct, expectedViolations: [],
                expectation: """
                    UINavigationController hands over the view a pop returns to at its final frame (it was on screen \
                    at the container's size before the push), so the animator need not set it; it undoes its alpha \
                    and the insertion after a cancel and leaves the popped view to the navigation controller (F4)
                    """
            ) {
                verifyAnimator(features: [.pop, .interactivePop]) { _ in FadeBackPopAnimator() }
            },
            CorpusSample(
                id: "legal/AlwaysAnimatingNavigationAnimator",
                origin: "pattern: a keyframe push/pop animator that never reads isAnimated",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    always runs its 0.5 s keyframes; UIKit runs no custom animator for a non-animated push or pop (F5), \
                    so the case it leaves out never arises. \
                    Beside its point, it slides across the screen whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the requirement came)
                    """
            ) {
                verifyAnimator(features: AnimatorFeature.navigation) { OvershootNavigationAnimator(operation: $0.kind == .push ? .push : .pop) }
            },
            CorpusSample(
                id: "legal/FullScreenOnlyAnimator",
                origin: "pattern: a cover animator for full-screen presentations that force-unwraps the presenter's view",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    used only where the presenter's view is removed, where UIKit hands it over both ways; checked in \
                    those scenarios only, its declared usage. \
                    Beside its point, it slides across the screen whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the requirement came)
                    """
            ) {
                // Declared use: .fullScreen only (.presenterRemoved), so no presenter-kept scenario runs.
                verifyAnimator(features: [.presentation, .dismissal, .interactive, .presenterRemoved]) {
                    FullScreenCoverAnimator(isPresenting: $0.kind == .presentation)
                }
            },
            CorpusSample(
                id: "legal/EqualValueWritesAnimator",
                origin: "pattern: an animator writing values equal to the current ones (alpha 1 → 1, frame to finalFrame twice, cornerRadius 16 → 16)",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    its redundant writes change nothing; otherwise it slides, cleans up and restores as it must. Beside its \
                    point, it slides across the screen whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict \
                    changed when the requirement came)
                    """
            ) {
                verifyAnimator(features: modal) { RedundantWritesCardAnimator(isPresenting: $0.kind == .presentation) }
            },
            CorpusSample(
                id: "legal/PropertyAnimatorByPresentationStyle",
                origin: "pattern: one UIViewPropertyAnimator slide reading presentationStyle and isAnimated from the context",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    slides horizontally for navigation (presentationStyle .none) and vertically for modal styles, takes 0 s \
                    when not animated, and in the property animator's completion restores frames and hierarchy after a \
                    cancel and completes with !transitionWasCancelled. \
                    Beside its point, it slides across the screen whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the requirement came)
                    """
            ) {
                verifyAnimator(features: modal.union(navigation)) { StyleReadingSlideAnimator(isForward: $0.kind.isForward) }
            },
        ]
    }

    static var legalInteractionSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "legal/VelocityDirectedPan", origin: "pattern: a swipe-down handler that starts only if pan.velocity(in:).y > 0 at .began",
                role: .correct, expectedViolations: [],
                expectation: """
                    a downward pan begins already moving down (F7), so the dismissal starts at .began; every end of a \
                    pan it started leads to finish() or cancel(), and it is vended only during one
                    """
            ) {
                verifyInteractiveTransition("SwipeDownInteractionController", kinds: [.dismissal]) { _ in swipeDownSubject() }
            },
            CorpusSample(
                id: "legal/DismissalOnlyInteraction", origin: "pattern: a pull-to-dismiss controller only ever vended for dismissals",
                role: .correct, expectedViolations: [],
                expectation: """
                    checked for dismissals only (its declared usage, the suite's kinds:); measures the pull against the \
                    dismissed view, noted in startInteractiveTransition(_:) after super
                    """
            ) {
                verifyInteractiveTransition("PullToDismissInteractionController", kinds: [.dismissal]) { _ in pullToDismissSubject() }
            },
            CorpusSample(
                id: "legal/TunedCompletionSpeed", origin: "pattern: a UIPercentDrivenInteractiveTransition subclass setting completionSpeed from the flick",
                role: .correct, expectedViolations: [],
                expectation: "completionSpeed is set to duration × velocity / width, kept within 1…3, before finish() or cancel()"
            ) {
                verifyInteractiveTransition("FlickPacedBackInteractionController") { _ in flickPacedSubject() }
            },
            CorpusSample(
                id: "legal/TimerEndedInteraction",
                origin: "pattern: a swipe-down handler that calls finish() or cancel() from a 0.05 s Timer once the pan ends",
                role: .correct, expectedViolations: [],
                expectation: """
                    every end of a pan it started leads to one finish() or cancel(), 0.05 s later from a one-shot timer \
                    on the main thread's run loop; it is vended only during a pan
                    """
            ) {
                verifyInteractiveTransition("TimerEndedInteractionController", kinds: [.dismissal]) { _ in timerEndedSubject() }
            },
            CorpusSample(
                id: "legal/FreshInteractorPerPull", origin: "pattern: a screen that makes a one-shot interaction controller for each pull",
                role: .correct, expectedViolations: [],
                expectation: """
                    the one-shot controller keeps its decision to finish for good, but the screen makes a new one at each \
                    pull's .began and its delegate vends that one (InteractionSubject's vending:), so every pull — after a \
                    finish, after a cancel, after a pull too small to begin — starts from a fresh controller
                    """
            ) {
                verifyInteractiveTransition("OneShotPullInteractor") { _ in freshPerPullSubject() }
            },
        ]
    }
}
