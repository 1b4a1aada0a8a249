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
///
/// The gesture begins as in UIKit: the kit puts its touches down, and a pan reaches `.began` only
/// once the first ``move`` has dragged it a few points (10 pt on HeadlessUIKit), with that
/// translation and a velocity in the direction `move` drags — so a handler that picks its
/// direction at `.began` (`if pan.velocity(in: view).y > 0 { … }`) and a delegate's
/// `gestureRecognizerShouldBegin(_:)` see the drag. To begin with a movement of your own, pass
/// ``begin``. The kit starts the transition when the gesture reaches `.began`, right after your
/// handler saw it, as your handler's `present` or `dismiss` would in the app; a script whose
/// gesture never begins (it moved too little, or the delegate refused it) starts no transition,
/// as in UIKit, and is reported as skipped.
@MainActor
public struct InteractionSubject {
    /// The interaction controller the transition is handed to.
    public let interactionController: any UIViewControllerInteractiveTransitioning
    /// The recognizer whose handler drives the controller; the kit adds it to the container if it
    /// is on no view, and puts its view's tree at the back of the window if that view is in no
    /// window (UIKit delivers touches only to views on screen).
    public let gesture: UIGestureRecognizer
    /// Moves the gesture (e.g. `pan.headlessChange(translation: …)`) to where your handler reads
    /// `progress` (0 = start, 1 = done).
    public let move: (CGFloat) -> Void
    /// Whether your transitioning delegate would vend the controller right now — typically
    /// `{ controller.isInteracting }`. The kit asks it with no gesture in progress (a programmatic
    /// transition: a close button); it must say no, or the transition would never end. Without it,
    /// that scenario is skipped, and the report says so.
    public let isVended: (() -> Bool)?
    /// Begins the gesture your way, e.g. with the translation and velocity it has when recognized:
    /// `{ pan.headlessBegin(translation: CGPoint(x: 0, y: 12), velocity: CGPoint(x: 0, y: 900)) }`.
    /// Without it the kit puts the touches down and the first ``move`` begins a pan in its own
    /// direction.
    public let begin: (() -> Void)?

    public init(
        interactionController: any UIViewControllerInteractiveTransitioning, gesture: UIGestureRecognizer,
        isVended: (() -> Bool)? = nil, begin: (() -> Void)? = nil, move: @escaping (CGFloat) -> Void
    ) {
        self.interactionController = interactionController
        self.gesture = gesture
        self.isVended = isVended
        self.begin = begin
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
