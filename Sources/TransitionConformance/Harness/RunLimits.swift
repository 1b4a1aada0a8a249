#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The limits that keep every run of every checker from hanging: the virtual deadline by which a
/// transition must be over, and the cut-offs for work that reschedules itself without end.
///
/// ## The model
///
/// Each scenario runs on its own `HeadlessScene`, whose clock moves only when the kit advances it.
/// After starting the transition, the kit runs the clock until the scene is idle or a **virtual
/// deadline** passes: ``deadlineMultiple`` times the duration the subject reported
/// (`transitionDuration(using:)`; a NaN, infinite or negative duration counts as 0), but at least
/// ``minimumDeadline`` seconds after the start. Nothing waits in real time: a transition that
/// never completes is noticed at the deadline in microseconds, and reported as an
/// `ANIM-COMPLETE-ONCE` violation that says what was still scheduled.
///
/// Two cut-offs stop work that never lets the clock reach the deadline. A scene runs at most
/// ``maximumWorkItemsPerInstant`` work items at one instant (a completion that starts a
/// zero-duration animation whose completion starts another, forever) and wakes its clock at most
/// ``maximumClockStepsPerRun`` times in one call (a chain of animations a picosecond long). Past
/// either, the scene records a runaway diagnostic and drops or leaves the rest; the kit reports it
/// as `ANIM-NO-RUNAWAY`. The kit's values are far above what a transition needs — one
/// `UIView.animate` call wakes the clock once or twice — and low enough that a runaway subject
/// costs a few milliseconds per scenario.
///
/// The limits in force are ``current``: ``standard`` unless a test sets others with the
/// ``Testing/Trait/runLimits(_:)`` trait or ``withValue(operation:)``.
///
/// ```swift
/// @Test(.runLimits(RunLimits(minimumDeadline: 5)))  // a transition that legitimately waits 3 s
/// func slowRevealConforms() {
///     checkAnimator { _ in SlowRevealAnimator() }
/// }
/// ```
public struct RunLimits: Sendable, Hashable, CustomStringConvertible {
    /// How many times the reported duration a transition may take before it counts as never
    /// completed. The kit's value: 4.
    public var deadlineMultiple: Double
    /// The shortest deadline, in virtual seconds after the start, whatever the duration.
    /// The kit's value: 1 s (a non-animated transition completes on the next run-loop turn).
    public var minimumDeadline: TimeInterval
    /// How many work items a run's scene runs at one virtual instant before it calls it runaway
    /// (`HeadlessScene.Configuration.maximumWorkItemsPerInstant`). The kit's value: 1,000.
    public var maximumWorkItemsPerInstant: Int
    /// How many times one call that runs a run's clock may wake it before it calls it runaway
    /// (`HeadlessScene.Configuration.maximumClockStepsPerCall`). The kit's value: 1,000.
    public var maximumClockStepsPerRun: Int

    /// Makes limits; each parameter defaults to the kit's value.
    public init(
        deadlineMultiple: Double = 4, minimumDeadline: TimeInterval = 1,
        maximumWorkItemsPerInstant: Int = 1_000, maximumClockStepsPerRun: Int = 1_000
    ) {
        self.deadlineMultiple = deadlineMultiple
        self.minimumDeadline = minimumDeadline
        self.maximumWorkItemsPerInstant = maximumWorkItemsPerInstant
        self.maximumClockStepsPerRun = maximumClockStepsPerRun
    }

    /// The kit's limits: 4 × the duration, at least 1 s; 1,000 work items an instant; 1,000
    /// clock wake-ups a call.
    public static let standard = RunLimits()

    /// The limits the checkers use in the current task; ``standard`` unless set.
    @TaskLocal public static var current = RunLimits.standard

    /// Runs `operation` with these limits in force for every checker it calls.
    public func withValue<R>(operation: () throws -> R) rethrows -> R {
        try RunLimits.$current.withValue(self, operation: operation)
    }

    /// The virtual time by which a transition started at `start`, reporting `duration`, must be over.
    public func deadline(start: TimeInterval, duration: TimeInterval) -> TimeInterval {
        let duration = duration.isFinite ? max(duration, 0) : 0
        return start + max(deadlineMultiple * duration, minimumDeadline)
    }

    /// How the deadline is worked out, for messages: "4 × the 0.30 s duration, at least 1 s".
    func explainDeadline(duration: TimeInterval) -> String {
        deadlineRule(of: "the \(duration.isFinite ? String(format: "%.2f", max(duration, 0)) : "\(duration)") s duration")
    }

    /// "4 × <what>, at least 1 s".
    private func deadlineRule(of what: String) -> String {
        "\(String(format: "%g", deadlineMultiple)) × \(what), at least \(String(format: "%g", minimumDeadline)) s"
    }

    /// The values that work: deadlines long enough for a correct transition to complete in (a
    /// transition's completion runs a tick after its last animation ends) and bounded, and cut-offs
    /// far enough above what a transition needs and low enough that a runaway subject costs
    /// milliseconds, not minutes (10,000,000 work items an instant took 105 s; `Int.max` never ends).
    public static let usableDeadlineMultiples: ClosedRange<Double> = 2...1_000
    /// See ``usableDeadlineMultiples``: seconds of virtual time.
    public static let usableMinimumDeadlines: ClosedRange<TimeInterval> = 0.5...86_400
    /// See ``usableDeadlineMultiples``: work items at one instant (a runaway costs about 10 µs an item).
    public static let usableWorkItemsPerInstant: ClosedRange<Int> = 100...10_000
    /// See ``usableDeadlineMultiples``: clock wake-ups in one call (about 1 µs each).
    public static let usableClockStepsPerRun: ClosedRange<Int> = 100...100_000

    /// What is wrong with these limits, each saying what to fix and which values work; empty when
    /// they are usable.
    var problems: [String] {
        var problems: [String] = []
        if !Self.usableDeadlineMultiples.contains(deadlineMultiple) {
            problems.append(
                "RunLimits.deadlineMultiple is \(deadlineMultiple); give a number in 2…1,000 (the kit's value is 4): below 2 a correct transition can miss its deadline, above it a deadline stops meaning anything."
            )
        }
        if !Self.usableMinimumDeadlines.contains(minimumDeadline) {
            problems.append(
                "RunLimits.minimumDeadline is \(minimumDeadline); give a number of seconds in 0.5…86,400 (the kit's value is 1): shorter, a correct transition can miss it; longer, a hung one runs for days of virtual time."
            )
        }
        let cutOffs = [
            ("maximumWorkItemsPerInstant", maximumWorkItemsPerInstant, Self.usableWorkItemsPerInstant, "100…10,000"),
            ("maximumClockStepsPerRun", maximumClockStepsPerRun, Self.usableClockStepsPerRun, "100…100,000"),
        ]
        for (name, value, range, said) in cutOffs where !range.contains(value) {
            problems.append(
                "RunLimits.\(name) is \(value); give a number in \(said) (the kit's value is 1,000): fewer can cut off a correct transition, more lets a runaway subject run for minutes."
            )
        }
        return problems
    }

    public var description: String {
        "deadline \(deadlineRule(of: "the duration")); "
            + "at most \(maximumWorkItemsPerInstant) work items an instant and \(maximumClockStepsPerRun) clock wake-ups a call"
    }
}
