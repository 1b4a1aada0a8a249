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
        /// The callbacks it got, as recorded when it was observed: read into ``calls`` only when
        /// a check asks for them (``AppearanceRecord/Calls``).
        let record: AppearanceRecord.Calls
        private let naming: Naming
        var name: String { naming.text }
        var calls: [AppearanceCall] { record.calls }

        init(_ participant: Participant, calls: AppearanceRecord.Calls) {
            role = participant.role
            naming = participant.naming
            record = calls
        }

        init(role: Role, naming: Naming, calls: AppearanceRecord.Calls) {
            self.role = role
            self.naming = naming
            record = calls
        }
    }

    /// `participants` and, after each, the children whose views it shows (to any depth: UIKit
    /// forwards the callbacks to them, so they get the same), each with the callbacks it got since
    /// `mark` (``AppearanceRecord``).
    static func observed(_ participants: [Participant], since mark: Int) -> [ObservedParticipant] {
        var observed: [ObservedParticipant] = []
        // Index loops: `for in` makes a generic iterator, costly in a debug build; this runs for
        // every participant of every run.
        var index = 0
        while index < participants.count {
            add(participants[index], since: mark, to: &observed)
            index += 1
        }
        return observed
    }

    /// Adds `participant`, then the children whose views it shows, to `observed`. (A function with
    /// an `inout` array, not a nested function capturing it: its box was allocated and each
    /// access checked at run time.)
    private static func add(_ participant: Participant, since mark: Int, to observed: inout [ObservedParticipant]) {
        observed.append(ObservedParticipant(participant, calls: AppearanceRecord.calls(of: participant.viewController, since: mark)))
        guard let view = participant.viewController.viewIfLoaded else { return }
        let children = participant.viewController.children
        var index = 0
        while index < children.count {
            let child = children[index]
            index += 1
            guard child.viewIfLoaded?.isDescendant(of: view) == true else { continue }
            let byHand =
                participant.viewController.shouldAutomaticallyForwardAppearanceMethods
                ? "" : " (forwarded by hand: shouldAutomaticallyForwardAppearanceMethods is false)"
            // Named from the parent's name and the child's type: no view controller kept for it.
            let (parentName, childType) = (participant.naming, type(of: child))
            add(
                Participant(viewController: child, name: "\(parentName.text)'s child \(childType)\(byHand)", role: participant.role), since: mark,
                to: &observed)
        }
    }
}
