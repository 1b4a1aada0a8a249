/// What a finding established, as a value: the evidence other findings are weighed against.
///
/// A verdict never depends on a message's wording. Where one finding explains another (the
/// interaction controller left the transition hanging, so the animator's "never completed" is a
/// consequence), the decision reads these causes, the requirement IDs and the run's record —
/// never the text of `Violation/observed`, which can be reworded freely. ``Precedence`` is the
/// one table of those decisions.
enum FindingCause: String, Sendable, Hashable, CaseIterable {
    /// The interaction controller called neither `finish()` nor `cancel()` after the gesture ended.
    case noEndCallAfterGesture
    /// The interaction controller called `finish()` or `cancel()`, and the transition then
    /// completed the wrong way, or more than once.
    case endCallThenWrongCompletion
    /// The interaction controller called `finish()` or `cancel()`, and nothing completed the
    /// transition by the deadline.
    case endCallThenNoCompletion
    /// The handler ended the transition on the context (`finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`) instead of through the percent-driven controller's
    /// `finish()`/`cancel()`, which never ran.
    case endedThroughContext
    /// The animator vended by `animationController(forPresented:presenting:source:)` was shown to
    /// have run a dismissal: it asked its context only for the `.from` side, and the presented view
    /// never reached the container.
    case presentationAnimatorRanDismissal
    /// The animator vended by `animationController(forDismissed:)` was shown to have run a
    /// presentation: it asked its context only for the `.to` side, and put the presenting view
    /// controller's view above the presented view or left the presented view where nobody moved it.
    case dismissalAnimatorRanPresentation
    /// Found by the animator rules in one transition of a delegate checker's present-and-dismiss
    /// flow, not in an animator run: the same finding of an animator run in the same scenario
    /// explains it (``Precedence``).
    case inFlowTransition
    /// A cancelled dismissal left only frames changed (a view's `frame` or `center`), which a
    /// presentation controller's layout may put back on UIKit (open point F11): the finding's text
    /// ends with ``AnimatorRules/containerLayoutNote`` until ``DismissalContainerLayout`` says what
    /// the other answer showed.
    case onlyFramesLeftInDismissal
}
