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
/// (`transitionDuration(using:)`), but at least ``minimumDeadline`` seconds, after the start — after
/// the end of the interaction in an interactive scenario (the gesture's time is not the
/// animator's), so a 1× deadline fits a correct transition. A
/// reported duration is believed up to ``longestBelievableDuration`` (60 s): no transition takes
/// longer on a human time scale, and `.greatestFiniteMagnitude` must not make the deadline
/// infinite. A NaN, infinite or negative duration is not believed at all: the deadline then comes
/// from the animations the transition actually scheduled (on HeadlessUIKit; 0 where they cannot
/// be seen). Either way the duration itself is reported as `ANIM-DURATION`. A transition that
/// never completes is noticed at the deadline in microseconds, and reported as an
/// `ANIM-COMPLETE-ONCE` violation that says what was still scheduled.
///
/// Only one thing waits in real time, and only when nothing is left on the virtual clock before
/// the deadline: a `Timer` or a `RunLoop.perform(_:)` block, which the clock cannot reach, is
/// given up to ``realRunLoopBudget`` real seconds a run (`HeadlessScene.Configuration.realRunLoopBudget`);
/// a run with nothing there waits not at all, and the report says when a run used it.
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
    /// How long, in virtual seconds, the kit runs the clock for a step it takes itself around the
    /// judged transition — setting the stage up (a non-animated presentation before a dismissal),
    /// letting a resize settle, a transition of a round trip, tearing down — before it goes on
    /// without it. The clock stops as soon as the scene is idle, so this costs nothing when the
    /// step ends; the judged transition has its own deadline. The kit's value: 10 s.
    public var settleTimeout: TimeInterval
    /// How many real seconds a run may spend, in all, letting the thread's run loop run a `Timer`
    /// or a `RunLoop.perform(_:)` block the virtual clock cannot reach, once nothing else is
    /// scheduled before the deadline (`HeadlessScene.Configuration.realRunLoopBudget`). The kit's
    /// value: 1 s; 0 never waits.
    public var realRunLoopBudget: TimeInterval
    /// How much motion an animator may keep while Reduce Motion is on (ANIM-REDUCE-MOTION).
    /// The kit's value: ``ReducedMotion/standard`` (40 pt, 10 %, 10°).
    public var reducedMotion: ReducedMotion

    /// Makes limits; each parameter defaults to the kit's value.
    public init(
        deadlineMultiple: Double = 4, minimumDeadline: TimeInterval = 1,
        maximumWorkItemsPerInstant: Int = 1_000, maximumClockStepsPerRun: Int = 1_000, settleTimeout: TimeInterval = 10,
        realRunLoopBudget: TimeInterval = 1, reducedMotion: ReducedMotion = .standard
    ) {
        self.settleTimeout = settleTimeout
        self.realRunLoopBudget = realRunLoopBudget
        self.reducedMotion = reducedMotion
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

    /// The longest duration, in seconds, a deadline is worked out from: 60. A transition that
    /// says it takes longer is given 60 s × ``deadlineMultiple``.
    public static let longestBelievableDuration: TimeInterval = 60

    /// The virtual time by which a transition started at `start`, reporting `duration`, must be over.
    public func deadline(start: TimeInterval, duration: TimeInterval) -> TimeInterval {
        deadline(start: start, duration: duration, scheduled: nil)
    }

    /// The deadline of a transition started at `start` that reported `duration` and, as far as the
    /// host can see, scheduled work lasting `scheduled` seconds: from the reported duration when it
    /// is a finite number ≥ 0, else from what was scheduled (else 0); at most
    /// ``longestBelievableDuration``.
    func deadline(start: TimeInterval, duration: TimeInterval, scheduled: TimeInterval?) -> TimeInterval {
        start + max(deadlineMultiple * Self.basisSeconds(duration: duration, scheduled: scheduled), minimumDeadline)
    }

    /// The seconds of ``basis(duration:scheduled:)`` without its words: deadlines are read on every
    /// step of every run, the words only by a report.
    private static func basisSeconds(duration: TimeInterval, scheduled: TimeInterval?) -> TimeInterval {
        let seconds: TimeInterval
        if duration.isFinite && duration >= 0 {
            seconds = duration
        } else if let scheduled, scheduled.isFinite, scheduled > 0 {
            seconds = scheduled
        } else {
            seconds = 0
        }
        return min(seconds, longestBelievableDuration)
    }

    /// The duration a deadline is worked out from, what it is in words, and why, when it is not
    /// the reported duration.
    private static func basis(duration: TimeInterval, scheduled: TimeInterval?) -> (seconds: TimeInterval, words: String, note: String?) {
        var basis: (seconds: TimeInterval, words: String, note: String?)
        if duration.isFinite && duration >= 0 {
            basis = (duration, "the \(seconds(duration)) s duration", nil)
        } else if let scheduled, scheduled.isFinite, scheduled > 0 {
            basis = (scheduled, "the \(seconds(scheduled)) s the scheduled work takes", "the reported duration, \(duration), is not a time")
        } else {
            basis = (0, "the duration \(duration) taken as 0", nil)
        }
        if basis.seconds > longestBelievableDuration {
            basis = (longestBelievableDuration, "\(seconds(longestBelievableDuration)) s", "\(basis.words) is longer than any transition is given")
        }
        return basis
    }

    /// Seconds for messages: two decimals ("0.30"), or a power of ten for a huge number
    /// ("1.79769e+308", not 309 digits).
    static func seconds(_ value: TimeInterval) -> String {
        abs(value) < 1e6 || !value.isFinite ? String(format: "%.2f", value) : String(format: "%g", value)
    }

    /// How the deadline is worked out, for messages: "4 × the 0.30 s duration, at least 1 s".
    /// `counting` says from when, if not from the start ("after the interaction ended at t=0.20").
    func explainDeadline(duration: TimeInterval, scheduled: TimeInterval? = nil, counting: String? = nil) -> String {
        let basis = Self.basis(duration: duration, scheduled: scheduled)
        return deadlineRule(of: basis.words + (counting.map { " \($0)" } ?? "")) + (basis.note.map { "; \($0)" } ?? "")
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
        if !(realRunLoopBudget.isFinite && (0...60).contains(realRunLoopBudget)) {
            problems.append(
                "RunLimits.realRunLoopBudget is \(realRunLoopBudget); give a number of real seconds in 0…60 (the kit's value is 1): 0 never lets a Timer or a RunLoop.perform block run, more only costs time when one never fires."
            )
        }
        if !(settleTimeout.isFinite && (1...86_400).contains(settleTimeout)) {
            problems.append(
                "RunLimits.settleTimeout is \(settleTimeout); give a number of seconds in 1…86,400 (the kit's value is 10): shorter, the kit can go on before a set-up step has ended; longer only costs time when a step never ends."
            )
        }
        // The two cut-offs checked one by one, not as a list of tuples walked: a debug build built
        // that list's type at run time, and walked it with a generic iterator, at every check.
        if !Self.usableWorkItemsPerInstant.contains(maximumWorkItemsPerInstant) {
            problems.append(Self.cutOffProblem("maximumWorkItemsPerInstant", maximumWorkItemsPerInstant, said: "100…10,000"))
        }
        if !Self.usableClockStepsPerRun.contains(maximumClockStepsPerRun) {
            problems.append(Self.cutOffProblem("maximumClockStepsPerRun", maximumClockStepsPerRun, said: "100…100,000"))
        }
        let reducedMotionProblems = reducedMotion.problems
        if reducedMotionProblems.count > 0 { problems += reducedMotionProblems }  // `count`: `isEmpty` is a generic call in a debug build
        return problems
    }

    /// What ``problems`` says of the cut-off `name` at `value`, outside the values `said` to work.
    private static func cutOffProblem(_ name: String, _ value: Int, said: String) -> String {
        "RunLimits.\(name) is \(value); give a number in \(said) (the kit's value is 1,000): fewer can cut off a correct transition, more lets a runaway subject run for minutes."
    }

    public var description: String {
        "deadline \(deadlineRule(of: "the duration")); "
            + "at most \(maximumWorkItemsPerInstant) work items an instant and \(maximumClockStepsPerRun) clock wake-ups a call"
    }
}
