import Foundation

/// Something a ``HeadlessScene`` noticed that real UIKit would not let pass silently.
///
/// UIKit raises an Objective-C exception (and the app crashes) when code misuses certain APIs,
/// for example starting a stopped `UIViewPropertyAnimator`. HeadlessUIKit never traps on such
/// misuse: it leaves the object's state unchanged, as if the call had not happened, and records
/// a diagnostic on the scene so a test or the conformance kit can report it.
public struct HeadlessDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem a diagnostic reports.
    public enum Kind: String, Sendable, Equatable {
        /// The code under test misused a UIKit API: UIKit would raise an exception, or refuse the
        /// call with a console warning (presenting while a presentation is in progress, presenting
        /// from a view controller that is already presenting or not in a window). Nothing happened.
        case uikitMisuse
        /// Work kept rescheduling itself at one instant; the scene dropped the rest.
        case runaway
        /// A HeadlessUIKit API was called with arguments it cannot honour (NaN, negative time).
        case invalidArgument
        /// The code under test made a call that UIKit silently ignores because the object's work
        /// had already ended — `update(_:)`, `finish()` or `cancel()` on a percent-driven
        /// transition that was already finished or cancelled, or an interactive call on a transition
        /// context after `completeTransition(_:)`
        /// (``HeadlessScene/Configuration/completedContextIgnoresInteractiveCalls``). Nothing happened.
        case ignoredCall
        /// Auto Layout could not satisfy the required constraints together: UIKit logs "Unable to
        /// simultaneously satisfy constraints" to the console, lists the constraints involved and
        /// lays out without one of them ("breaking" it); it does not raise. HeadlessUIKit breaks
        /// the constraint whose addition made the layout unsatisfiable (see <doc:AutoLayout>).
        case unsatisfiableConstraints
        /// Not a problem of the code under test: with nothing left on the virtual clock, the scene
        /// waited in real time for the current thread's run loop to run a `Timer` or a
        /// `RunLoop.perform(_:)` block the clock cannot reach, within
        /// ``HeadlessScene/Configuration/realRunLoopBudget``, and moved the clock on by the time
        /// waited. Says that the run was not on virtual time alone.
        case realTimeWait
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// The scene's virtual time when it was noticed.
    public let time: TimeInterval
    /// The API involved, e.g. `UIViewPropertyAnimator.startAnimation()`.
    public let api: String
    /// What happened, what UIKit does in that case, and what to do instead.
    public let message: String
    /// Whether UIKit raises an Objective-C exception for this call, so that an app making it
    /// crashes (contract F12): true only for ``Kind/uikitMisuse`` that UIKit raises on, false for
    /// misuse it refuses with a console warning or whose result it leaves undefined. The calls
    /// are listed, with their sources, in <doc:WhereUIKitRaises>.
    public let raisesInUIKit: Bool

    init(kind: Kind, time: TimeInterval, api: String, message: String, raisesInUIKit: Bool = false) {
        self.kind = kind
        self.time = time
        self.api = api
        self.message = message
        self.raisesInUIKit = raisesInUIKit
    }

    public var description: String {
        "[\(kind.rawValue)] \(api) at t=\(HeadlessFormat.time(time)): \(message)"
    }
}
