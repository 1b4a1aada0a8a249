#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The rules only the delegate suite judges (see ``Rule``): an animator vended for one direction
/// running the other, the presented view left where it should not be, and an interaction
/// controller vended for a programmatic transition.
@MainActor
enum DelegateRules {
    /// The rules, DELEGATE-ANIMATOR-DIRECTION first (its causes decide whether the animator runs
    /// that follow are judged, ``Precedence``).
    static let all: [Rule<PresentationTranscript>] = [
        // Judged from what the animator did (PresentationTranscript+Readings): only an animator shown to
        // have run the other direction is found, so its causes may skip that direction's animator runs.
        Rule(.delegateAnimatorDirection) { t in
            var problems: [String] = []
            var causes: Set<FindingCause> = []
            if let evidence = t.presentationAnimatorRanDismissal {
                problems.append(evidence)
                causes.insert(.presentationAnimatorRanDismissal)
            }
            if let evidence = t.dismissalAnimatorRanPresentation {
                problems.append(evidence)
                causes.insert(.dismissalAnimatorRanPresentation)
            }
            return problems.isEmpty ? nil : Finding(.delegateAnimatorDirection, problems.joinedBounded(), causes: causes)
        },
        // What the vended animators' own code left changed on the presenting screen after present
        // and dismiss is their round trip, not the presentation controller's (PRES-ROUND-TRIP
        // judges the rest); reported on the dismissal animator, the way back that did not undo it.
        Rule(requirement: .animRoundTrip) { t in
            guard t.dismissed, !t.presenterLeftByAnimators.isEmpty else { return nil }
            let made = Set(t.presenterLeftByAnimators.map(\.direction))
            var by = "your animators"
            if made.count == 1, let direction = made.first { by = "your \(direction.rawValue) animator \(t.vendedAnimatorName(direction))" }
            return t.presenterLeftByAnimators.map(\.difference).joinedBounded()
                + " after present and dismiss; \(by) made the last change to each, and the dismissal did not put it back"
        },
        // An animator that runs the right direction but leaves the view where it should not be
        // breaks an animator requirement, not the delegate's.
        Rule(requirement: .animToViewAdded) { t in
            guard t.presentedViewInContainer == false, t.presentedViewAnimatedWhilePresenting else { return nil }
            return "after the presentation completed the presented view, which \(t.vendedAnimatorName(.presentation)) animated, is not in the container"
        },
        Rule(requirement: .animFromViewRemoved) { t in
            guard t.presentedViewLeftInContainer == true, t.presentedViewAnimatedWhileDismissing else { return nil }
            // Animated during the dismissal, by the animator or alongside it (the presentation
            // controller): removing it is the dismissing animator's part either way.
            return
                "after the dismissal completed the presented view, animated during it, is still in the container: the animator from animationController(forDismissed:) (\(t.vendedAnimatorName(.dismissal))) did not remove it"
        },
        Rule(requirement: .intNotVendedWithoutGesture) { t in
            let outcomes = [t.presentationOutcome].compactMap { $0 } + t.dismissalOutcomes
            guard outcomes.contains(where: { if case .pending = $0 { true } else { false } }) else { return nil }
            guard let vended = t.vendedInteractionControllers.first else { return nil }
            let method = vended.direction == .presentation ? "interactionControllerForPresentation(using:)" : "interactionControllerForDismissal(using:)"
            return "\(method) returned a \(vended.type) for a programmatic \(vended.direction.rawValue) that no gesture drives; the transition never ended"
        },
    ]
}
