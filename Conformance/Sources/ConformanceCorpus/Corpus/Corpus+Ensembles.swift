import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension Corpus {
    /// Apps' transition code as apps ship it (Samples/Ensembles, EXPECTED.md): a delegate with the
    /// view controllers, presentation controller, animators and interaction controller it vends,
    /// checked together by the ensemble checkers — correct, and with one realistic defect each
    /// (role `.mutant`), every defect caught with its ID and named on the object that broke it.
    static var ensembleSamples: [CorpusSample] {
        bottomSheetSamples + photoZoomSamples + receiptCardSamples + slideOverSamples + slidingTabSamples
            + pullDownCardSamples
    }

    // MARK: Bottom sheet: delegate + presentation controller + animators + a pull-down made in .began

    /// The bottom sheet checked as its screen brings it (`SheetContentViewController` sets its own
    /// `.custom` style and delegate), its pull-down driven through its own handler.
    @MainActor
    static func verifyBottomSheet(_ defect: BottomSheetDefect?) -> ConformanceReport {
        bottomSheet(defect).verify()
    }

    static func bottomSheet(_ defect: BottomSheetDefect?) -> CorpusEnsemble {
        CorpusEnsemble(defect.map { "bottom sheet (\($0.rawValue))" } ?? "bottom sheet") {
            .presentedViewController(
                { _ in (UIViewController(), SheetContentViewController(defect: defect)) },
                interactiveDismissal: .pan(toward: .down) { ($0 as? SheetContentViewController)?.dismissPan })
        }
    }

    /// The bottom sheet's presentation controller checked alone, with the sheet's own animators
    /// (the pieces of the ensemble that `defect` breaks).
    @MainActor
    static func verifyBottomSheetPresentationController(
        _ name: String, _ defect: BottomSheetDefect, features: Set<AnimatorFeature>
    ) -> ConformanceReport {
        let delegate = BottomSheetTransitioningDelegate(defect: defect)
        return verifyPresentationController(
            name, features: features,
            animator: { scenario in
                let placeholder = UIViewController()
                return scenario.kind == .presentation
                    ? delegate.animationController(forPresented: placeholder, presenting: placeholder, source: placeholder)!
                    : delegate.animationController(forDismissed: placeholder)!
            },
            knownDeviations: [.cardAnimatorsIgnoreReduceMotion]
        ) { presented, presenting in
            delegate.presentationController(forPresented: presented, presenting: presenting, source: presenting)!
        }
    }

    static var bottomSheetSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "ensemble/bottom sheet",
                origin:
                    "pattern: a sheet screen with its delegate, dimming presentation controller, animators and a pull-down handler that makes the interaction controller in .began and dismisses",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation:
                    "presented and dismissed from code, animated or not, interrupted, and pulled down past half (finished) or a little and back (cancelled) through its own handler: every piece does its part. Beside its point, its animators slide the sheet up and down whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)",
                ensemble: bottomSheet(nil)),
            CorpusSample(
                id: "ensemble/bottom sheet/dismissalCompletesWithFinishedFlag",
                origin: "the bottom sheet whose dismissal animator completes with UIView.animate's finished flag",
                role: .mutant, expectedViolations: ["ANIM-COMPLETE-FLAG", "ANIM-FROM-VIEW-REMOVED"],
                expectation: """
                    a pull-down let go early is cancelled, but the percent-driven cancel ends the animations with finished == true, so \
                    the dismissal animator commits the dismissal (ANIM-COMPLETE-FLAG, named on BottomSheetDismissAnimator); an \
                    interrupted dismissal completes with false although nothing cancelled it. The committed dismissal leaves the \
                    sheet in the container (ANIM-FROM-VIEW-REMOVED, a should)
                    """,
                ensemble: bottomSheet(.dismissalCompletesWithFinishedFlag).declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "ensemble/bottom sheet/handlerKeepsInteractionController",
                origin: "the bottom sheet whose pan handler never resets the delegate's interaction controller",
                role: .mutant, expectedViolations: ["INT-NOT-VENDED-WITHOUT-GESTURE"],
                expectation:
                    "after a pull-down let go early, the Close button's dismissal is vended the finished controller by the delegate and would wait for it for ever: INT-NOT-VENDED-WITHOUT-GESTURE, naming interactionControllerForDismissal(using:)",
                ensemble: bottomSheet(.handlerKeepsInteractionController).declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "ensemble/bottom sheet/interactionCancelsThroughStoredContext",
                origin: "the bottom sheet whose interaction controller cancels by telling the context it stored",
                role: .mutant, expectedViolations: ["INT-GESTURE-END"],
                expectation: """
                    a short pull-down calls the stored context's cancelInteractiveTransition() instead of cancel(): nothing runs the \
                    frozen animations back and the sheet hangs half-way. The kit records the controller's own calls apart from direct \
                    calls on the context, so this is the gesture's end not reaching the controller (INT-GESTURE-END on \
                    ContextKeepingSheetInteraction), no longer a cancel() that completed nothing (INT-COMPLETES, before); the frozen \
                    animator is not blamed
                    """,
                ensemble: bottomSheet(.interactionCancelsThroughStoredContext).declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "ensemble/bottom sheet/presentationControllerSkipsCancelCleanup",
                origin: "the bottom sheet's presentation controller with nothing in presentationTransitionDidEnd(false), with its animators",
                role: .mutant, expectedViolations: ["PRES-CANCEL-REMOVES-CHROME"],
                expectation: """
                    only a cancelled presentation shows it, and the app presents from code only: the presentation controller is \
                    checked with its own animators (verifyPresentationController(animator:)), whose cancelled presentations leave the \
                    presenting view receded
                    """
            ) {
                verifyBottomSheetPresentationController(
                    "BottomSheetPresentationController (skips cancel clean-up)", .presentationControllerSkipsCancelCleanup,
                    features: [.presentation, .dismissal, .interactivePresentation])
            },
            CorpusSample(
                id: "ensemble/bottom sheet/dimmingSizedOnce",
                origin: "the bottom sheet whose dimming view is sized once from the container, with no autoresizing and no re-layout",
                role: .mutant, expectedViolations: ["PRES-RESIZE"],
                expectation: """
                    checked as the app brings it (verifyPresentedViewController): the rotations the delegate flows run — after the \
                    presentation, in the middle of the presentation and of the dismissal — leave the dimming view at its old size, \
                    so a strip of the presenting screen shows (PRES-RESIZE, named on the dimming view); the same as the presentation \
                    controller checked alone below
                    """,
                ensemble: bottomSheet(.dimmingSizedOnce).declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "ensemble/bottom sheet/dimmingSizedOnce (presentation controller alone)",
                origin: "the same presentation controller, checked alone with the sheet's own animators",
                role: .mutant, expectedViolations: ["PRES-RESIZE"],
                expectation: "the presentation-controller checker's rotations show the same uncovered strip: one verdict whichever checker is called"
            ) {
                verifyBottomSheetPresentationController(
                    "BottomSheetPresentationController (dimming sized once)", .dimmingSizedOnce, features: [.presentation, .dismissal])
            },
            CorpusSample(
                id: "ensemble/bottom sheet/presentationControllerSkipsDismissalCancelCleanup",
                origin: "the bottom sheet whose presentation controller handles only dismissalTransitionDidEnd(true), as tutorials write it",
                role: .mutant, expectedViolations: ["PRES-DISMISS-CANCEL-KEEPS-CHROME"],
                expectation: """
                    a pull-down let go early cancels the dismissal, and the dimming view keeps the alpha 0 the presentation \
                    controller's alongside fade set (UIKit only runs it back on screen), so the sheet sits undimmed: \
                    PRES-DISMISS-CANCEL-KEEPS-CHROME, on the presentation controller, in the ensemble's own cancelled pull-down. The \
                    receded presenting view left at its identity is the presentation controller's too: the dismissal animator, \
                    which never touched either, is not blamed (ANIM-CANCEL-RESTORES-STATE named it before the kit told the \
                    presentation controller's changes from the animator's)
                    """,
                ensemble: bottomSheet(.presentationControllerSkipsDismissalCancelCleanup).declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "ensemble/bottom sheet/presentationControllerSkipsDismissalCancelCleanup (presentation controller alone)",
                origin: "the same presentation controller, checked alone with the sheet's own animators",
                role: .mutant, expectedViolations: ["PRES-DISMISS-CANCEL-KEEPS-CHROME"],
                expectation: """
                    the presentation-controller checker's cancelled interactive dismissals show the same undimmed sheet, and its \
                    composed runs of the sheet's dismissal animator do not blame the animator for it: one verdict whichever checker \
                    is called
                    """
            ) {
                verifyBottomSheetPresentationController(
                    "BottomSheetPresentationController (skips dismissal cancel clean-up)", .presentationControllerSkipsDismissalCancelCleanup,
                    features: [.presentation, .dismissal, .interactive])
            },
            CorpusSample(
                id: "ensemble/bottom sheet/presentationControllerRemovesDimmingOnCancel",
                origin: "the bottom sheet whose presentation controller removes its dimming view in dismissalTransitionDidEnd(_:) whatever it is told",
                role: .mutant, expectedViolations: ["PRES-DISMISS-CANCEL-KEEPS-CHROME"],
                expectation: """
                    a pull-down let go early leaves the sheet up with no dimming view behind it: \
                    PRES-DISMISS-CANCEL-KEEPS-CHROME, on the presentation controller, in the ensemble's own cancelled pull-down. The \
                    dismissal animator never touched the dimming view and is not blamed (ANIM-CANCEL-RESTORES-HIERARCHY named it \
                    before the kit read who moved each view); the presentation-controller checker alone gives the same verdict
                    """,
                ensemble: bottomSheet(.presentationControllerRemovesDimmingOnCancel).declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "ensemble/bottom sheet/presentationControllerRemovesDimmingOnCancel (presentation controller alone)",
                origin: "the same presentation controller, checked alone with the sheet's own animators",
                role: .mutant, expectedViolations: ["PRES-DISMISS-CANCEL-KEEPS-CHROME"],
                expectation: """
                    every cancelled dismissal the presentation-controller checker runs removes the dimming view, and only the \
                    presentation controller is named
                    """
            ) {
                verifyBottomSheetPresentationController(
                    "BottomSheetPresentationController (removes dimming on cancel)", .presentationControllerRemovesDimmingOnCancel,
                    features: [.presentation, .dismissal, .interactive])
            },
        ]
    }

}

extension KnownDeviation {
    /// The bottom sheet's and the pull-down card's own animators slide the card whatever Reduce
    /// Motion says (the bottom sheet's both ways, the pull-down card's on the way down). Declared
    /// where those samples check their presentation controller with those animators, the point of
    /// the sample, as an app would declare a `should` it knowingly leaves.
    static let cardAnimatorsIgnoreReduceMotion = KnownDeviation(
        "ANIM-REDUCE-MOTION",
        reason: "the card's own animators slide it whatever Reduce Motion says; the sample is about its presentation controller")

    /// The animators of an ensemble mutant's correct sample move views far whatever Reduce Motion
    /// says (that sample expects ANIM-REDUCE-MOTION, with the reason beside it), and the mutant,
    /// one defect away from it, keeps them. The ensemble checkers run the Reduce Motion scenario as
    /// the animator checker does; declared on those mutants, as an app would declare a `should` it
    /// knowingly leaves, so that each is caught by its own defect's requirements alone.
    static let ignoresReduceMotionBesideTheDefect = KnownDeviation(
        "ANIM-REDUCE-MOTION",
        reason: "the animators move views whatever Reduce Motion says, as in the correct sample; the mutant is about its one defect")
}

extension Corpus {
    // MARK: Photo zoom: an animator that casts to the app's view controllers

    /// The photo zoom checked with the app's own list and detail screens.
    @MainActor
    static func verifyPhotoZoom(_ defect: PhotoZoomDefect?, appScreens: Bool = true) -> ConformanceReport {
        photoZoom(defect, appScreens: appScreens).verify()
    }

    static func photoZoom(_ defect: PhotoZoomDefect?, appScreens: Bool = true) -> CorpusEnsemble {
        CorpusEnsemble(defect.map { "photo zoom (\($0.rawValue))" } ?? "photo zoom") {
            let made = Latest<PhotoZoomTransitioningDelegate>()
            // The list presents the detail with `.custom` and no presentation controller: UIKit's own
            // keeps the list on screen, as the animator expects.
            return .transitioningDelegate(
                { _ in made.keep(PhotoZoomTransitioningDelegate(defect: defect)) },
                screens: appScreens
                    ? { _ in (PhotoListViewController(zoomTransition: made.value ?? PhotoZoomTransitioningDelegate()), PhotoDetailViewController()) }
                    : nil,
                presentationStyle: .custom)
        }
    }

    static var photoZoomSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "ensemble/photo zoom", origin: "pattern: a zoom animator that casts the context's view controllers to the app's list and detail types",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation:
                    "with the app's screens the zoom runs (snapshot in, removed, images unhidden); nothing is left behind. Beside its point, the snapshot zooms between the thumbnail and the detail image whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)",
                ensemble: photoZoom(nil)),
            CorpusSample(
                id: "ensemble/photo zoom/keepsSnapshotWhenInterrupted", origin: "the photo zoom removing its snapshot only when the animation finished",
                role: .mutant, expectedViolations: ["ANIM-TEMP-VIEWS-REMOVED"],
                expectation:
                    "an interrupted presentation succeeds but the snapshot stays over the detail screen (ANIM-TEMP-VIEWS-REMOVED, named on PhotoZoomAnimator)",
                ensemble: photoZoom(.keepsSnapshotWhenInterrupted).declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "ensemble/photo zoom/returnsEarlyWhenCastFails (app screens)",
                origin: "the photo zoom returning early when the cast fails, with the app's screens",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation:
                    "with the app's own screens the casts succeed and the early return is never taken: judged as it ships, it passes. Beside its point, the snapshot zooms between the thumbnail and the detail image whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)",
                ensemble: photoZoom(.returnsEarlyWhenCastFails)),
            CorpusSample(
                id: "ensemble/photo zoom/returnsEarlyWhenCastFails (plain screens)", origin: "the same, checked with the kit's plain view controllers",
                role: .mutant, expectedViolations: ["ANIM-COMPLETE-ONCE"],
                expectation:
                    "with plain view controllers the cast fails and the animator returns without completing: every transition hangs (ANIM-COMPLETE-ONCE) — why the checkers take the app's own view controllers",
                ensemble: photoZoom(.returnsEarlyWhenCastFails, appScreens: false)),
        ]
    }

    // MARK: Receipt card: a view controller that is its own transitioning delegate

    static var receiptCardSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "ensemble/receipt card",
                origin: "pattern: a card screen that is its own transitioning delegate, with its presentation controller and one animator for both directions",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation:
                    "checked in one line as the screen brings itself; the card ends at the presentation controller's frame in any container. Beside its point, presenting, it scales the card from 80 % (past 104 %) whatever Reduce Motion says, its dismissal's shrink to 90 % being within the limit: ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)",
                ensemble: CorpusEnsemble("receipt card") { .presentedViewController { _ in (UIViewController(), ReceiptCardViewController()) } }),
            CorpusSample(
                id: "ensemble/receipt card/animatorHardCodesCardFrame", origin: "the receipt card whose animator puts the card at a hard-coded frame",
                role: .mutant, expectedViolations: ["ANIM-FINAL-FRAME", "PRES-RESIZE"],
                expectation: """
                    in a landscape container the card ends at its portrait frame, not finalFrame(for:) (ANIM-FINAL-FRAME, named on \
                    ReceiptCardAnimator). A consequence the delegate flows' rotation in the middle of the presentation shows: the \
                    misplaced card's flexible margins carry it to (4.68, 696) in portrait, half off the bottom, and the presentation \
                    controller, which lays out only outside transitions, leaves it there (PRES-RESIZE). On UIKit the card would stay \
                    there too; the correct card, centred by the animator, is carried to the centre by the same margins
                    """,
                ensemble: CorpusEnsemble("receipt card (hard-coded frame)") {
                    .presentedViewController { _ in (UIViewController(), ReceiptCardViewController(defect: .animatorHardCodesCardFrame)) }
                }.declaring(.ignoresReduceMotionBesideTheDefect)),
        ]
    }

    // MARK: Slide-over navigation: a navigation delegate with an edge-pan interactive pop

    /// The slide-over coordinator with the app's article screens, its edge swipe driven through its
    /// own handler.
    @MainActor
    static func verifySlideOver(_ defect: SlideOverDefect?) -> ConformanceReport {
        slideOver(defect).verify()
    }

    static func slideOver(_ defect: SlideOverDefect?) -> CorpusEnsemble {
        CorpusEnsemble(defect.map { "slide-over navigation (\($0.rawValue))" } ?? "slide-over navigation") {
            .navigationDelegate(
                { _ in SlideOverNavigationDelegate(defect: defect) },
                screens: { _ in (UINavigationController(rootViewController: ArticleListViewController()), ArticleViewController()) },
                interactivePop: .pan(toward: .right) { ($0 as? ArticleViewController)?.edgePan })
        }
    }

    static var slideOverSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "ensemble/slide-over navigation", origin: "pattern: a navigation delegate vending slide-over animators and an edge-pan pop made in .began",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation:
                    "pushes and pops animated and interrupted, and edge swipes finished and cancelled, all end with the right screen and nothing moved. Beside its point, pushes and pops slide the screens across whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)",
                ensemble: slideOver(nil)),
            CorpusSample(
                id: "ensemble/slide-over navigation/popLeavesFromViewShiftedOnCancel",
                origin: "the slide-over pop animator not restoring the article after a cancelled swipe",
                role: .mutant, expectedViolations: ["ANIM-CANCEL-RESTORES-STATE"],
                expectation:
                    "a swipe let go early is cancelled and the article stays shifted off screen (ANIM-CANCEL-RESTORES-STATE, named on SlideOverPopAnimator)",
                ensemble: slideOver(.popLeavesFromViewShiftedOnCancel).declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "ensemble/slide-over navigation/popAlwaysCompletesTrue", origin: "the slide-over pop animator completing true whatever happened",
                role: .mutant, expectedViolations: ["ANIM-COMPLETE-FLAG", "ANIM-TO-VIEW-ADDED"],
                expectation:
                    "a cancelled swipe is committed as a pop (ANIM-COMPLETE-FLAG on SlideOverPopAnimator), with the list's view already taken out by the cancel path (ANIM-TO-VIEW-ADDED)",
                ensemble: slideOver(.popAlwaysCompletesTrue).declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "ensemble/slide-over navigation/pushLeavesCoveredScreenDimmed",
                origin: "the slide-over push dimming the covered screen by its alpha, which nothing puts back",
                role: .mutant, expectedViolations: ["ANIM-ROUND-TRIP"],
                expectation:
                    "each push and pop ends right on its own, but after a push and a pop the list is left at alpha 0.6 (ANIM-ROUND-TRIP, on the delegate's push and pop animators)",
                ensemble: slideOver(.pushLeavesCoveredScreenDimmed).declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "ensemble/slide-over navigation/storedPushAnimatorSetsUpOnce",
                origin: "the delegate keeping one push animator, which adds the pushed view only the first time",
                role: .mutant, expectedViolations: ["ANIM-REUSABLE"],
                expectation:
                    "the first push is right; the second, with the same animator, leaves the article out of the container (ANIM-REUSABLE, in the round trip)",
                ensemble: slideOver(.storedPushAnimatorSetsUpOnce).declaring(.ignoresReduceMotionBesideTheDefect)),
        ]
    }

    // MARK: Sliding tabs: a tab bar delegate whose animator reads the tab indices

    /// The sliding tabs with the app's three tabs, switching from Today to Account.
    @MainActor
    static func verifySlidingTabs(_ defect: SlidingTabDefect?) -> ConformanceReport {
        slidingTabs(defect).verify()
    }

    static func slidingTabs(_ defect: SlidingTabDefect?) -> CorpusEnsemble {
        CorpusEnsemble(defect.map { "sliding tabs (\($0.rawValue))" } ?? "sliding tabs") {
            .tabBarDelegate(
                { _ in SlidingTabBarDelegate(defect: defect) },
                tabs: { _ in
                    let controller = UITabBarController()
                    controller.viewControllers = SlidingTabs.makeTabs()
                    return (controller, 2)
                })
        }
    }

    static var slidingTabSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "ensemble/sliding tabs", origin: "pattern: a tab bar delegate vending a slide animator whose direction comes from the tab indices",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation:
                    "a switch from the first tab to the third slides the new tab in from the right and ends with only it in place. Beside its point, the tabs slide across the screen whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)",
                ensemble: slidingTabs(nil)),
            CorpusSample(
                id: "ensemble/sliding tabs/durationDisagreesWithAnimation", origin: "the sliding tabs' animator reporting 0.25 s for a 0.6 s slide",
                role: .mutant, expectedViolations: ["ANIM-DURATION"],
                expectation: "transitionDuration(using:) says 0.25 s but the switch completes after 0.6 s (ANIM-DURATION, a should, named on TabSlideAnimator)",
                ensemble: slidingTabs(.durationDisagreesWithAnimation).declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "ensemble/sliding tabs/neverAddsToView", origin: "the sliding tabs' animator never adding the selected tab's view",
                role: .mutant, expectedViolations: ["ANIM-TO-VIEW-ADDED"],
                expectation:
                    "the switch completes with the selected tab's view outside the container: a blank tab (ANIM-TO-VIEW-ADDED, named on TabSlideAnimator)",
                ensemble: slidingTabs(.neverAddsToView).declaring(.ignoresReduceMotionBesideTheDefect)),
        ]
    }
}
