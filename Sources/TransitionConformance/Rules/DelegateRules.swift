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
    static let all: [Rule<PresentationRun>] = [
        // Judged from what the animator did (PresentationRun+Direction): only an animator shown to
        // have run the other direction is found, so its causes may skip that direction's animator runs.
        Rule(.delegateAnimatorDirection) { run in
            var problems: [String] = []
            var causes: Set<FindingCause> = []
            if let evidence = run.presentationAnimatorRanDismissal {
                problems.append(evidence)
                causes.insert(.presentationAnimatorRanDismissal)
            }
            if let evidence = run.dismissalAnimatorRanPresentation {
                problems.append(evidence)
                causes.insert(.dismissalAnimatorRanPresentation)
            }
            return problems.isEmpty ? nil : Finding(.delegateAnimatorDirection, problems.joinedBounded(), causes: causes)
        },
        // An animator that runs the right direction but leaves the view where it should not be
        // breaks an animator requirement, not the delegate's.
        Rule(requirement: .animToViewAdded) { run in
            guard run.presentedViewInContainer == false, run.presentedViewAnimatedWhilePresenting else { return nil }
            return "after the presentation completed the presented view, which \(run.vendedAnimatorName(.presentation)) animated, is not in the container"
        },
        Rule(requirement: .animFromViewRemoved) { run in
            guard run.presentedViewLeftInContainer == true, run.presentedViewAnimatedWhileDismissing else { return nil }
            // Animated during the dismissal, by the animator or alongside it (the presentation
            // controller): removing it is the dismissing animator's part either way.
            return
                "after the dismissal completed the presented view, animated during it, is still in the container: the animator from animationController(forDismissed:) (\(run.vendedAnimatorName(.dismissal))) did not remove it"
        },
        Rule(requirement: .intNotVendedWithoutGesture) { run in
            let outcomes = [run.presentationOutcome].compactMap { $0 } + run.dismissalOutcomes
            guard outcomes.contains(where: { if case .pending = $0 { true } else { false } }) else { return nil }
            guard let vended = run.delegate.vendedInteractionControllers.first else { return nil }
            let method = vended.direction == .presentation ? "interactionControllerForPresentation(using:)" : "interactionControllerForDismissal(using:)"
            return "\(method) returned a \(vended.type) for a programmatic \(vended.direction.rawValue) that no gesture drives; the transition never ended"
        },
    ]
}
