#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The one place a ``PresentationRun`` becomes the ``PresentationTranscript`` its rules judge.
@MainActor
extension PresentationRun {
    /// The record of the finished flow, read once: call it after ``run()`` and
    /// ``checkReleases()``, and judge what it returns. Reading it again reads the views as they
    /// are then; the suites do not.
    func transcript() -> PresentationTranscript {
        // Compared with the baseline only where a rule judges it: after a cancelled presentation
        // (PRES-CANCEL-REMOVES-CHROME) and a completed dismissal (PRES-ROUND-TRIP).
        let judgesPresenter = presentationOutcome == .cancelled || dismissalOutcomes.last == .completed
        let differences = judgesPresenter ? presenterDifferences : nil
        return PresentationTranscript(
            scenario: scenario,
            presentationOutcome: presentationOutcome,
            dismissalOutcomes: dismissalOutcomes,
            probes: watch.recordedProbes,
            willBeginChanges: watch.willBeginChanges,
            presentedViewIsEmbedded: watch.presentedViewIsEmbedded,
            afterResize: afterResize,
            screenSize: host.screenSize,
            screenBoundsReads: host.screenBoundsReads,
            presenterRemovedByPresentationController: watch.presenterRemovedByPresentationController,
            addedOutside: watch.addedOutside,
            chrome: watch.chrome.map(PresentationTranscript.Chrome.init),
            presenterDifferences: differences?.unattributed,
            // After a cancelled presentation what the animator left is its cancel's business
            // (ANIM-CANCEL-RESTORES-STATE, judged on the flow's transitions), not a round trip's.
            presenterLeftByAnimators: dismissalOutcomes.last == .completed ? differences?.byAnimator ?? [] : [],
            chromeChangedByCancelledDismissal: watch.chromeChangedByCancelledDismissal,
            chromeOutlivingDismissal: chromeOutlivingDismissal,
            presentedViewInContainer: presentedViewInContainer,
            presentedViewLeftInContainer: presentedViewLeftInContainer,
            presentedViewAnimatedWhilePresenting: presentedViewAnimatedWhilePresenting,
            presentedViewAnimatedWhileDismissing: presentedViewAnimatedWhileDismissing,
            presentationAnimatorReads: presentationAnimatorReads,
            dismissalAnimatorReads: dismissalAnimatorReads,
            dismissalAnimatorCoveredPresentedView: dismissalAnimatorCoveredPresentedView,
            presentingView: ReportedView(presentingViewController.view),
            vendedAnimators: delegate.vendedAnimators.map { vended in
                PresentationTranscript.VendedAnimator(direction: vended.direction, type: vended.animator.map { type(of: $0) })
            },
            vendedInteractionControllers: delegate.vendedInteractionControllers,
            presentationControllerVended: !delegate.presentationControllers.isEmpty,
            presentationControllerReleased: presentationControllerReleased,
            presentedViewControllerReleased: presentedViewControllerReleased,
            appearance: appearanceMark.map { AppearanceChecks.observed(appearanceParticipants, since: $0) },
            raisingMisuse: host.raisingMisuse)
    }

    /// The flow's view controllers for ANIM-APPEARANCE-BALANCED: the presenter, whose view the
    /// presentation controller may keep in the window (`shouldRemovePresentersView` false: it
    /// gets no callbacks at all), and the presented view controller while the run holds it.
    private var appearanceParticipants: [AppearanceChecks.Participant] {
        let presenter = presentingViewController
        let presenterType = type(of: presenter)
        var participants = [
            AppearanceChecks.Participant(
                viewController: presenter, name: "the presenter \(presenterType)",
                role: watch.presenterRemovedByPresentationController == true ? .disappearing : .staying)
        ]
        if let presented = presentedViewController {
            let presentedType = type(of: presented)
            participants.append(AppearanceChecks.Participant(viewController: presented, name: "the presented \(presentedType)", role: .appearing))
        }
        return participants
    }
}
