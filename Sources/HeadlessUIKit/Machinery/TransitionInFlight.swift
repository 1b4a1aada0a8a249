import Foundation

/// A transition UIKit's machinery is running: modal, navigation or tab switch. View controllers
/// taking part point at it, so `transitionCoordinator` can return its coordinator.
@MainActor
protocol TransitionInFlight: AnyObject {
    var coordinator: HeadlessTransitionCoordinator! { get }
    var isComplete: Bool { get }
    /// "presentation", "push", …
    var kindDescription: String { get }
    /// The transition, for what refers to it without keeping it alive.
    var inFlightLink: TransitionInFlightLink { get }
    /// Its context's interaction ended: finished (`cancelled` false) or cancelled.
    func transitionContextInteractionChanged(cancelled: Bool)
    /// Its context's first `completeTransition(_:)`.
    func transitionContextCompleted(_ completed: Bool)
}

/// A transition in flight as what takes part in it refers to it — its view controllers, its own
/// context's callbacks — without keeping it alive: a ``LifetimeLink`` for the protocol's
/// conformers (a transition is retained at every step of the clock, so it must have no side table).
final class TransitionInFlightLink {
    /// The transition, until its `deinit` begins.
    private(set) unowned var transition: (any TransitionInFlight)?

    init() {}

    /// Points the link at its transition; called once, by the transition, when it is made.
    func attach(_ transition: any TransitionInFlight) {
        self.transition = transition
    }

    /// Clears the link; called by the transition's `deinit`, first.
    func sever() {
        transition = nil
    }
}
