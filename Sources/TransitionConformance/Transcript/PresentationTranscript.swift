#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The immutable record of one finished presentation flow (a ``PresentationRun``): what the
/// presentation-controller and delegate rules judge (``PresentationRules``, ``DelegateRules``),
/// and what ``FlowMoment`` and ``FlowBlame`` read to place and blame a finding.
///
/// The run makes it once, with ``PresentationRun/transcript()``, after the flow has ended and the
/// release check has run (``PresentationRun/checkReleases()``); the suites judge it, never the run.
/// Everything in it was read from the run then or recorded by the run at the moments it watched:
/// how each transition ended, the presentation controller's answers at each moment, the views the
/// presentation added and where they were left, what the vended animators did, what was freed,
/// the appearance callbacks, the raising misuse the scene refused.
///
/// It holds no reference to the run, its host or scene, the delegate or a view controller. Views
/// appear as ``ReportedView`` or ``AddedView`` (identity and report name, held weakly); the
/// objects a message names by type (the vended animators) as their types, named only when a
/// message is written. The presenter's differences from the baseline are read at the end only
/// when a rule judges them (a cancelled presentation, a completed dismissal).
@MainActor
struct PresentationTranscript {
    /// How one transition of the flow ended.
    enum Outcome: Equatable {
        case completed, cancelled
        case pending([String])
    }

    /// One reading of the presentation controller's frame and presented view, twice in a row.
    struct Probe {
        let moment: String
        let time: TimeInterval
        let containerBounds: CGRect
        let frames: (CGRect, CGRect)
        let presentedViews: (ReportedView?, ReportedView?)
        /// What the two reads changed, described.
        let sideEffects: [String]
        /// Whether the presented view controller's view is the presented view or inside it (first
        /// read); nil at moments where a wrapper may not exist yet.
        let containsPresentedViewControllerView: Bool?
    }

    /// A view the presentation added inside the container, as the flow left it.
    struct Chrome {
        let view: ReportedView
        /// Its superview at the end, if any.
        let superview: ReportedView?
        let isInWindow: Bool
        /// Its last recorded hierarchy change, read only when it has no superview (where it was
        /// last put).
        let lastSuperviewChange: RecordedChange?
    }

    /// An animator the delegate returned for a direction: its type, nil when it returned none
    /// (UIKit runs its own).
    struct VendedAnimator {
        let direction: ObservingTransitioningDelegate.Direction
        let type: Any.Type?
    }

    let scenario: TransitionScenario

    // How the flow went.
    /// How the judged presentation ended; nil when it never started.
    let presentationOutcome: Outcome?
    /// How each dismissal of the judged flow ended, in order.
    let dismissalOutcomes: [Outcome]

    // The presentation controller's moments.
    let probes: [Probe]
    /// The presented view's changes between `present` and the animator's start (nil when they
    /// cannot be told apart from its getters'), and whether by then it was embedded.
    let willBeginChanges: [RecordedChange]?
    let presentedViewIsEmbedded: Bool
    /// The presentation controller and presented view after a resize had settled.
    let afterResize: (expected: CGRect, actual: CGRect?, bounds: CGRect, uncovered: [(String, CGRect)])?
    /// The screen's size, and how many times the code read `UIScreen.main.bounds` (nil where
    /// that cannot be known, on UIKit).
    let screenSize: CGSize
    let screenBoundsReads: Int?
    /// The presentation controller's `shouldRemovePresentersView`, when read.
    let presenterRemovedByPresentationController: Bool?

    // The views the presentation added.
    /// Views added outside the container, with when they were seen.
    let addedOutside: [(view: AddedView, time: TimeInterval)]
    /// The chrome still known at the end (none after a completed dismissal, which lets go of it).
    let chrome: [Chrome]
    /// How the presenting views differ from the baseline, described; read only after a cancelled
    /// presentation or a completed dismissal, nil otherwise.
    let presenterDifferences: [String]?
    /// How the presenting views differ from the baseline after a completed dismissal where a
    /// vended animator's own code made the last change, with that animator's direction — when
    /// the animators' changes are told apart (the delegate suite's flows); empty otherwise.
    let presenterLeftByAnimators: [(difference: String, direction: ObservingTransitioningDelegate.Direction)]
    let chromeChangedByCancelledDismissal: [String]?
    let chromeOutlivingDismissal: [String]?

    // What the vended animators did.
    let presentedViewInContainer: Bool?
    let presentedViewLeftInContainer: Bool?
    let presentedViewAnimatedWhilePresenting: Bool
    let presentedViewAnimatedWhileDismissing: Bool
    let presentationAnimatorReads: ContextKeyReads?
    let dismissalAnimatorReads: ContextKeyReads?
    let dismissalAnimatorCoveredPresentedView: Bool
    /// The presenting view controller's view.
    let presentingView: ReportedView

    // What the delegate vended, and what was freed.
    let vendedAnimators: [VendedAnimator]
    let vendedInteractionControllers: [(direction: ObservingTransitioningDelegate.Direction, type: String)]
    /// Whether the delegate made a presentation controller.
    let presentationControllerVended: Bool
    let presentationControllerReleased: Bool?
    let presentedViewControllerReleased: Bool?

    // What UIKit saw.
    /// Each view controller of the flow (and the children whose views it shows) with the
    /// appearance callbacks it got; nil where they are not recorded (UIKit).
    let appearance: [AppearanceChecks.ObservedParticipant]?
    /// The calls UIKit raises on that the scene refused.
    let raisingMisuse: [(time: TimeInterval, api: String, message: String)]
}
