#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The appearance callbacks of a flow's view controllers, read once at its end, for a transcript
/// to keep and ANIM-APPEARANCE-BALANCED to judge later (``AppearanceChecks/observeBalanced(_:)``).
@MainActor
extension AppearanceChecks {
    /// A participant (or a child whose view it shows) with the callbacks it got: no reference to
    /// the view controller; its name is made only when a report asks.
    struct ObservedParticipant {
        let role: Role
        let calls: [AppearanceCall]
        private let naming: () -> String
        var name: String { naming() }

        init(_ participant: Participant, calls: [AppearanceCall]) {
            role = participant.role
            naming = participant.naming
            self.calls = calls
        }
    }

    /// `participants` and the children whose views they show, each with the callbacks it got
    /// since `mark` (``AppearanceRecord``).
    static func observed(_ participants: [Participant], since mark: Int) -> [ObservedParticipant] {
        var observed: [ObservedParticipant] = []
        for participant in withShownChildren(participants) {
            observed.append(ObservedParticipant(participant, calls: AppearanceRecord.calls(of: participant.viewController, since: mark)))
        }
        return observed
    }
}
