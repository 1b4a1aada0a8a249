import Foundation

/// A transition UIKit's machinery is running: modal, navigation or tab switch. View controllers
/// taking part point at it, so `transitionCoordinator` can return its coordinator.
@MainActor
protocol TransitionInFlight: AnyObject {
    var coordinator: HeadlessTransitionCoordinator! { get }
    var isComplete: Bool { get }
    /// "presentation", "push", …
    var kindDescription: String { get }
}
