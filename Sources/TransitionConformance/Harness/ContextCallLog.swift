#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One call a transition context received, with the virtual time.
public struct TransitionContextEvent: Sendable, Equatable, CustomStringConvertible {
    public let time: TimeInterval
    /// The call, e.g. `updateInteractiveTransition(0.5)`.
    public var call: String {
        switch recorded {
        case .call(let call): call
        case .update(let percentComplete): "updateInteractiveTransition(\(percentComplete))"
        }
    }
    /// Whether UIKit would not honour the call: it came after the transition completed.
    public internal(set) var isIgnored = false
    public var description: String {
        "\(call) at t=\(String(format: "%.2f", time))\(isIgnored ? " — ignored: after completeTransition" : "")"
    }

    /// What was called: an update's progress is put into words only when ``call`` is read (an
    /// interactive run records an update at every step, and few are ever read as text).
    private enum Recorded: Sendable {
        case call(String)
        case update(CGFloat)
    }
    private let recorded: Recorded

    init(time: TimeInterval, call: String) {
        self.time = time
        recorded = .call(call)
    }

    /// `updateInteractiveTransition(percentComplete)`.
    init(time: TimeInterval, updateInteractiveTransition percentComplete: CGFloat) {
        self.time = time
        recorded = .update(percentComplete)
    }

    /// Whether the call is `finishInteractiveTransition()` or `cancelInteractiveTransition()`
    /// (an update, never: its text is not made to tell).
    var endsInteraction: Bool {
        guard case .call(let call) = recorded else { return false }
        return call == "finishInteractiveTransition()" || call == "cancelInteractiveTransition()"
    }

    /// Equal when at the same time, the same call as read, and as ignored.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.time == rhs.time && lhs.call == rhs.call && lhs.isIgnored == rhs.isIgnored
    }
}

extension [TransitionContextEvent] {
    /// Whether the events hold the interaction's end: `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`. (An index loop, not `contains(where:)`, whose closure paid
    /// an isolation check per event: an interactive run records every update.)
    var includeInteractionEnd: Bool {
        var index = 0
        while index < count {
            if self[index].endsInteraction { return true }
            index += 1
        }
        return false
    }
}

/// A transition context whose calls the kit records: the kit's own ``TestTransitionContext``, or —
/// when UIKit stages the transition — UIKit's context seen through a forwarding recorder. The
/// animator suite's checks read a run's context through this protocol only.
@MainActor
public protocol RecordingTransitionContext: UIViewControllerContextTransitioning {
    /// The arguments of every `completeTransition(_:)` call, with their virtual times.
    var completions: [(time: TimeInterval, didComplete: Bool)] { get }
    /// Every call the context received, in order.
    var events: [TransitionContextEvent] { get }
    /// Calls that UIKit would not honour (a second completion, interactive calls after it).
    var misuses: [TransitionContextEvent] { get }
    /// What `transitionWasCancelled` answered when the first `completeTransition(_:)` came — the
    /// value the animator should have passed the negation of; nil before, or where unknown.
    var transitionWasCancelledAtFirstCompletion: Bool? { get }
}

extension RecordingTransitionContext {
    /// Whether the transition has completed (a `completeTransition(_:)` call was received).
    public var isComplete: Bool { completions.count > 0 }  // `count`, not `isEmpty`: a debug build calls that generically
    /// Unknown by default.
    public var transitionWasCancelledAtFirstCompletion: Bool? { nil }
}

/// What a recording context keeps of the calls it received; ``TestTransitionContext`` and the
/// forwarding `ObservedContext` share it, so both record a call the same way.
struct ContextCallLog {
    private(set) var completions: [(time: TimeInterval, didComplete: Bool)] = []
    /// The first of ``completions``: kept, as a run asks for it at every step.
    private(set) var firstCompletion: (time: TimeInterval, didComplete: Bool)?
    private(set) var events: [TransitionContextEvent] = []
    private(set) var misuses: [TransitionContextEvent] = []

    var isComplete: Bool { completions.count > 0 }  // `count`, not `isEmpty`: a debug build calls that generically

    /// Records a call other than a completion; false when UIKit would not honour it (it came after
    /// the first completion), and then it is also kept in ``misuses``.
    mutating func note(_ call: String, at time: TimeInterval) -> Bool {
        // `completions.count == 0`, not `isComplete`: a computed property of a mutating method's
        // `self` copied the whole log in a debug build, for every call recorded (and not
        // `isEmpty`, which a debug build calls generically).
        let honoured = completions.count == 0
        append(TransitionContextEvent(time: time, call: call), honoured: honoured)
        return honoured
    }

    /// Records `updateInteractiveTransition(percentComplete)` as ``note(_:at:)`` records a call,
    /// its text made only when read.
    mutating func noteUpdate(_ percentComplete: CGFloat, at time: TimeInterval) -> Bool {
        let honoured = completions.count == 0  // not `isComplete`: see note(_:at:)
        append(TransitionContextEvent(time: time, updateInteractiveTransition: percentComplete), honoured: honoured)
        return honoured
    }

    /// What `transitionWasCancelled` answered when the first completion came.
    private(set) var cancelledAtFirstCompletion: Bool?
    /// Where the first completion was called from.
    private(set) var callerOfFirstCompletion: CompletionCaller = .unknown

    /// Records a `completeTransition(_:)` call, and whether the transition was cancelled then;
    /// true for the first, the only one UIKit honours.
    @MainActor
    mutating func noteCompletion(_ didComplete: Bool, at time: TimeInterval, cancelled: Bool? = nil) -> Bool {
        let first = completions.count == 0  // not `isComplete`: see note(_:at:)
        if first {
            cancelledAtFirstCompletion = cancelled
            callerOfFirstCompletion = CompletionCaller.current
            firstCompletion = (time, didComplete)
        }
        // Literals, not interpolation: every run records one.
        append(TransitionContextEvent(time: time, call: didComplete ? "completeTransition(true)" : "completeTransition(false)"), honoured: first)
        completions.append((time, didComplete))
        return first
    }

    private mutating func append(_ event: TransitionContextEvent, honoured: Bool) {
        var event = event
        event.isIgnored = !honoured
        // Room for a run's few calls made at once: grown one by one, the list was reallocated
        // (its storage type looked up at run time) at the first, second and third call of every run.
        if events.count == 0 { events.reserveCapacity(4) }
        events.append(event)
        if !honoured { misuses.append(event) }
    }
}
