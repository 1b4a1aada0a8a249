#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Which of the app's objects a delegate flow's animator finding is on, named as the delegate
/// checker's animator runs name it ("your presentation animator FadeAnimator"), so that one
/// object's findings are one group in the report whichever run found them.
///
/// Read from the flow's transcript, never from the message: a transition that never completed is the
/// animator UIKit was running for the direction still pending; the presented view left out of the
/// container after the presentation, the presentation animator; left in it after the dismissal,
/// the dismissal animator; the presenting screen left changed by the animators after the round
/// trip, the dismissal animator (the way back). Nil when the delegate vended no animator for
/// that direction (UIKit ran its own) and for every other finding, which the flows judge on the
/// presentation controller or the delegate.
enum FlowBlame {
    @MainActor static func object(of requirement: Requirement, in transcript: PresentationTranscript) -> String? {
        let direction: ObservingTransitioningDelegate.Direction
        switch requirement.id {
        case Requirement.animCompleteOnce.id:
            if case .pending? = transcript.presentationOutcome { direction = .presentation } else { direction = .dismissal }
        case Requirement.animToViewAdded.id: direction = .presentation
        case Requirement.animFromViewRemoved.id, Requirement.animRoundTrip.id: direction = .dismissal
        default: return nil
        }
        guard let animator = transcript.vendedAnimators.last(where: { $0.direction == direction })?.type else { return nil }
        return "your \(direction.rawValue) animator \(animator)"
    }
}
