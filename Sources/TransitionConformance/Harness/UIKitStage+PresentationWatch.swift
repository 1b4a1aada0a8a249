#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a modal ensemble run records of the app's presentation controller, when one is in force
/// (the `.custom` style, and the app's delegate made it): the moments a presentation flow watches
/// (``PresentationWatch``), told by the stage as UIKit reaches them, so that the
/// presentation-controller rules that judge one transition (``PresentationRules/inOneTransition``)
/// judge the ensemble's animator runs too.
///
/// A presentation is watched from `present` to its end; a dismissal, from the presentation that
/// sets it up (without animation, the app's presenting animator observed only for the views it
/// adds) to its start.
@MainActor
extension UIKitStage {
    /// A watch of `presented`'s presentation from the window as it is now, when the run is modal
    /// and `presented` has the `.custom` style; nil otherwise.
    func watchPresentation(of presented: UIViewController) -> PresentationWatch? {
        guard scenario.kind.isModal, presented.modalPresentationStyle == .custom else { return nil }
        let watch = PresentationWatch(host: host, presenting: root, presented: presented)
        watch.madePresentationController = { [weak self] in self?.appPresentationController }
        return watch
    }

    /// The machinery asked the app's delegate for a presentation controller for `presented` and
    /// got `presentationController`.
    func noteMade(_ presentationController: UIPresentationController?, for presented: UIViewController) {
        guard let presentationController, let watch = presentationWatch, presented === watch.presentedViewController else { return }
        appPresentationController = presentationController
        madePresentationController = true
    }

    /// The setup of a dismissal (a presentation) is about to start, returned, and ended.
    func setUpWillStart() {
        if scenario.kind == .dismissal { presentationWatch?.willPresent() }
    }

    func setUpReturned() {
        if scenario.kind == .dismissal { presentationWatch?.presentReturned() }
    }

    func setUpEnded() {
        guard scenario.kind == .dismissal, let watch = presentationWatch, let presented = watch.presentedViewController else { return }
        watch.noteAddedViews()
        if presented.presentingViewController != nil && !presented.isBeingPresented { watch.probe("when the presentation had ended") }
    }

    /// In a dismissal's setup, the app's presenting animator wrapped so that the watch sees the
    /// transition start and the views the animator's own code adds; nil in any other transition.
    func watchedSetUp(_ animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerAnimatedTransitioning)? {
        guard scenario.kind == .dismissal, let watch = presentationWatch else { return nil }
        let observation = AnimatorObservation(animator) { [weak watch] _ in watch?.transitionStarted(presenting: true) }
        observation.onAnimatorCall = { [weak watch] entering in watch?.noteAnimatorCall(entering: entering, direction: .presentation) }
        return observation.makeProxy()
    }

    /// The judged transition is about to be asked for: a presentation's presented view counts its
    /// changes from here; a dismissal notes the views the presentation added, and the window and
    /// the chrome as they are before it.
    func judgedTransitionWillStart() {
        guard let watch = presentationWatch else { return }
        if scenario.kind == .presentation {
            watch.willPresent()
        } else {
            watch.noteAddedViews()
            watch.noteDismissalStarting()
        }
    }

    /// The judged transition has ended (the run was driven to its end): a presentation notes the
    /// views added, and, when it completed, the presentation controller's answers, or that it
    /// was cancelled (PRES-CANCEL-REMOVES-CHROME); a dismissal that was cancelled, what it changed
    /// of the chrome (PRES-DISMISS-CANCEL-KEEPS-CHROME).
    func judgedTransitionEnded() {
        guard let watch = presentationWatch else { return }
        let presented = watch.presentedViewController
        if scenario.kind == .dismissal {
            if let presented, presented.presentingViewController != nil && !presented.isBeingDismissed {
                watch.chromeChangedByCancelledDismissal = watch.chromeChangedSinceDismissalStarted()
            }
            return
        }
        // A presented view controller no one holds any more was not presented: a presented one is
        // held by its presenter.
        guard let presented, presented.presentingViewController != nil else {
            watch.cancelledPresentation = (
                watch.presenterDifferences(resized: false, animatorsChangesAreTheirs: true).unattributed,
                watch.chrome.map(PresentationTranscript.Chrome.init)
            )
            return
        }
        watch.noteAddedViews()
        if !presented.isBeingPresented { watch.probe("when the presentation had ended") }
    }

    /// The record of the presentation controller in this run, when the app's delegate made one.
    func presentationTranscript(as scenario: TransitionScenario) -> PresentationTranscript? {
        guard madePresentationController, let watch = presentationWatch else { return nil }
        return watch.transcript(of: scenario)
    }
}
