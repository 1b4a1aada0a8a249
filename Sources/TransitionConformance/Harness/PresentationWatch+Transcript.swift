#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a ``PresentationWatch`` puts in a ``PresentationTranscript``.
@MainActor
extension PresentationWatch {
    /// The presentation controller's answers at each moment, as the transcript holds them.
    var recordedProbes: [PresentationTranscript.Probe] {
        probes.map { probe in
            PresentationTranscript.Probe(
                moment: probe.moment, time: probe.time, containerBounds: probe.containerBounds, frames: probe.frames,
                presentedViews: (probe.presentedViews.0.map(ReportedView.init), probe.presentedViews.1.map(ReportedView.init)),
                sideEffects: probe.sideEffects, containsPresentedViewControllerView: probe.containsPresentedViewControllerView)
        }
    }

    /// The record of one transition an ensemble's animator run made with the app's presentation
    /// controller in force, read when the run has ended: what the watch recorded at the moments
    /// it was told of — and, when the judged transition was cancelled, what the presentation left
    /// on the presenting screen and the chrome (a presentation) or what the dismissal changed of
    /// the chrome — and nothing a flow alone records (a resize, a completed dismissal's chrome,
    /// the presenter's round trip, releases, what the vended animators did, the appearance
    /// callbacks and UIKit misuse, which the animator rules judge in the same run). The rules that
    /// judge it are ``PresentationRules/inOneTransition``.
    func transcript(of scenario: TransitionScenario) -> PresentationTranscript {
        PresentationTranscript(
            scenario: scenario, presentationOutcome: cancelledPresentation == nil ? nil : .cancelled, dismissalOutcomes: [], probes: recordedProbes,
            willBeginChanges: willBeginChanges, presentedViewIsEmbedded: presentedViewIsEmbedded, afterResize: nil, screenSize: host.screenSize,
            screenBoundsReads: host.screenBoundsReads, presenterRemovedByPresentationController: presenterRemovedByPresentationController,
            addedOutside: addedOutside, chrome: cancelledPresentation?.chrome ?? chrome.map(PresentationTranscript.Chrome.init),
            presenterDifferences: cancelledPresentation?.presenterLeft,
            presenterLeftByAnimators: [],
            chromeChangedByCancelledDismissal: chromeChangedByCancelledDismissal,
            chromeOutlivingDismissal: nil, presentedViewInContainer: nil, presentedViewLeftInContainer: nil, presentedViewAnimatedWhilePresenting: false,
            presentedViewAnimatedWhileDismissing: false, presentationAnimatorReads: nil, dismissalAnimatorReads: nil,
            dismissalAnimatorCoveredPresentedView: false, presentingView: ReportedView(presentingViewController.view), vendedAnimators: [],
            vendedInteractionControllers: [], presentationControllerVended: true, presentationControllerReleased: nil,
            presentedViewControllerReleased: nil, appearance: nil, raisingMisuse: [])
    }
}
