#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Which transition of a presentation scenario's flow (present, then dismiss) a finding showed in,
/// when it is not the presentation the scenario names — read from the requirement, the flow's
/// record and the finding's causes, never from its message.
enum FlowMoment {
    /// Which transition of a presentation scenario's flow (present, then dismiss) a requirement
    /// is judged in, when it is not the presentation the scenario names: its dismissal, or the
    /// two together; nil for a requirement judged on the presentation or for any other scenario.
    static func moment(of requirement: Requirement, in scenario: TransitionScenario) -> String? {
        guard scenario.kind == .presentation else { return nil }
        switch requirement.id {
        case Requirement.presDismissRemovesChrome.id, Requirement.presDismissCancelKeepsChrome.id: return followingDismissal
        case Requirement.presReleases.id: return "after the dismissal that follows the presentation"
        case Requirement.presRoundTrip.id: return "after the presentation and the dismissal that follows"
        default: return nil
        }
    }

    // A flow's other transitions are animated whatever its scenario's mode (``PresentationRun``):
    // said, so that a finding of a not-animated scenario's flow in its dismissal is not read as
    // judged in a dismissal without animation.
    static let followingDismissal = "in the animated dismissal that follows the presentation"
    static let settingUpPresentation = "in the animated presentation that sets up the dismissal"

    /// Which of a flow's `transitions` (as they ran, in order) a finding whose moment is `moment`
    /// showed in: the dismissal that follows a presentation, or the presentation that sets up a
    /// dismissal; nil for any other moment (after the flow, or two transitions together).
    static func transition(at moment: String, in transitions: [TransitionScenario]) -> TransitionScenario? {
        switch moment {
        case followingDismissal: transitions.first { $0.kind == .dismissal }
        case settingUpPresentation: transitions.first { $0.kind == .presentation }
        default: nil
        }
    }

    /// Which transition of a flow of `scenario` a transition of `kind` is, when not the one the
    /// scenario names: the dismissal that follows a presentation, the presentation that sets up a
    /// dismissal, the dismissal that follows a cancelled one (`dismissalsBefore`: how many
    /// dismissals of the flow came before it).
    static func moment(ofTransition kind: TransitionScenario.Kind, in scenario: TransitionScenario, dismissalsBefore: Int) -> String? {
        switch (scenario.kind, kind) {
        case (.presentation, .dismissal): followingDismissal
        case (.dismissal, .presentation): settingUpPresentation
        case (.dismissal, .dismissal) where dismissalsBefore > 0: "in the animated dismissal that follows the cancelled one"
        default: nil
        }
    }

    /// Which transition of the flow `transcript` records a finding showed in, read from what
    /// happened: a transition that never completed is the one still pending; an animator that ran
    /// the wrong way, the direction it was vended for; a controller vended for nothing, the
    /// direction it was vended for. Otherwise the requirement's own moment (``moment(of:in:)``).
    @MainActor static func moment(of requirement: Requirement, in scenario: TransitionScenario, transcript: PresentationTranscript, causes: Set<FindingCause>)
        -> String?
    {
        switch requirement.id {
        case Requirement.animCompleteOnce.id:
            if case .pending? = transcript.presentationOutcome {
                return scenario.kind == .presentation ? nil : settingUpPresentation
            }
            return scenario.kind == .presentation ? followingDismissal : nil
        case Requirement.delegateAnimatorDirection.id where scenario.kind == .presentation:
            if causes == [.dismissalAnimatorRanPresentation] { return followingDismissal }
            if causes.count > 1 { return "in the presentation and the dismissal that follows" }
            return nil
        case Requirement.animFromViewRemoved.id where scenario.kind == .presentation:
            return followingDismissal
        case Requirement.intNotVendedWithoutGesture.id where scenario.kind == .presentation:
            return transcript.vendedInteractionControllers.first?.direction == .dismissal ? followingDismissal : nil
        default:
            return moment(of: requirement, in: scenario)
        }
    }
}

extension TransitionScenario {
    /// Whether the container is resized while the transition runs (a rotation part-way).
    var resizesDuringTransition: Bool {
        if case .midTransition? = resize { return true }
        return false
    }
}
