#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// An interaction controller under test, with the gesture recognizer its handler reads and a way
/// to move that gesture to a given progress.
///
/// The kit drives the gesture — begin, moves towards the scenario's progress, then end or cancel —
/// and your handler, attached to the recognizer, decides what to call (`update`, `finish`,
/// `cancel`), exactly as in the app.
@MainActor
public struct InteractionSubject {
    /// The interaction controller the transition is handed to.
    public let interactionController: any UIViewControllerInteractiveTransitioning
    /// The recognizer whose handler drives the controller; the kit adds it to the container if it
    /// is on no view.
    public let gesture: UIGestureRecognizer
    /// Moves the gesture (e.g. `pan.headlessChange(translation: …)`) to where your handler reads
    /// `progress` (0 = start, 1 = done).
    public let move: (CGFloat) -> Void
    /// Whether your transitioning delegate would vend the controller right now — typically
    /// `{ controller.isInteracting }`. The kit asks it with no gesture in progress (a programmatic
    /// transition: a close button); it must say no, or the transition would never end. Without it,
    /// that scenario is skipped, and the report says so.
    public let isVended: (() -> Bool)?

    public init(
        interactionController: any UIViewControllerInteractiveTransitioning, gesture: UIGestureRecognizer,
        isVended: (() -> Bool)? = nil, move: @escaping (CGFloat) -> Void
    ) {
        self.interactionController = interactionController
        self.gesture = gesture
        self.isVended = isVended
        self.move = move
    }
}

/// How the kit drives the gesture in one interaction scenario.
public enum GestureScript: Sendable, Hashable, CustomStringConvertible {
    /// Moves to the progress, then the gesture ends (`.ended`); the controller decides.
    case endsAt(Double)
    /// Moves to the progress, then the system cancels the gesture (`.cancelled`).
    case cancelledAt(Double)
    /// Moves all the way (progress 1.0), then ends.
    case endsAtFull
    /// A script drawn by ``exploring(count:seed:)``, with its seed and case index; the kit runs the
    /// wrapped script and names the case in every message.
    indirect case explored(GestureScript, ExploredCase)

    public var description: String {
        switch self {
        case .endsAt(let p): "gesture ended at \(TransitionScenario.percent(p)) %"
        case .cancelledAt(let p): "gesture cancelled at \(TransitionScenario.percent(p)) %"
        case .endsAtFull: "gesture moved to 100 % and ended"
        case .explored(let script, let origin): "\(script) (\(origin))"
        }
    }

    var progress: Double {
        switch self {
        case .endsAt(let p), .cancelledAt(let p): p
        case .endsAtFull: 1
        case .explored(let script, _): script.progress
        }
    }

    /// The standard scripts: ended early and late, cancelled mid-way, and ended at full progress.
    public static let standard: [GestureScript] = [.endsAt(0.2), .endsAt(0.8), .cancelledAt(0.5), .endsAtFull]
}
