#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Everything one conformance check found: the violations, the scenarios run and skipped, and
/// any misuse of the kit itself.
public struct ConformanceReport: Sendable, CustomStringConvertible {
    /// What was checked, e.g. the animator's type name.
    public internal(set) var subject: String
    /// Every violation found, at most ``maximumViolations`` of them, and past that cap still the
    /// first of each requirement (and object) not yet kept: a cap limits examples, never
    /// requirements (see ``truncatedViolationCount``).
    public internal(set) var violations: [Violation] = []
    /// Violations of requirements declared as known deviations, with the declared reason, at most
    /// ``maximumViolations`` and past that the first of each requirement (see
    /// ``truncatedSuppressedCount``).
    public internal(set) var suppressed: [(violation: Violation, reason: String)] = []
    /// The scenarios that ran.
    public internal(set) var scenariosRun: [TransitionScenario] = []
    /// Scenarios that were not run, with why (they are never silently passed).
    public internal(set) var scenariosSkipped: [(scenario: TransitionScenario, reason: String)] = []
    /// Problems with how the kit was called (not the subject's fault), each saying what to fix.
    ///
    /// A check that ran no scenario — none given (`scenarios: []`, `.exploring(count: 0, …)`) or
    /// every one skipped — has one, saying why: a check that runs nothing checks nothing, and never
    /// passes.
    public internal(set) var configurationErrors: [String] {
        get { nothingRan.map { recordedConfigurationErrors + [$0] } ?? recordedConfigurationErrors }
        set {
            let nothingRan = nothingRan
            recordedConfigurationErrors = newValue.filter { $0 != nothingRan }
        }
    }
    /// The configuration errors the check recorded, without the one a check that ran nothing has.
    /// The checkers read this one while they run (before any scenario has run).
    private(set) var recordedConfigurationErrors: [String] = []
    /// Requirements the check could not judge in the scenarios it ran, with why — never passed
    /// silently (e.g. a presentation controller's requirement that needs the moment an animator
    /// starts, when the delegate vends no animator).
    public internal(set) var notChecked: [(requirement: String, reason: String)] = []
    /// UIKit misuse the check's scenes noticed while the subject ran (each once, with the scenario
    /// it was first seen in and how often), whether or not a requirement judges it: see
    /// ``UIKitMisuseNote``. Empty on real UIKit, which raises or logs itself.
    public internal(set) var uikitMisuse: [UIKitMisuseNote] = []
    /// The real seconds the check's runs waited for work the virtual clock cannot reach — a `Timer`
    /// or a `RunLoop.perform` block on the thread's run loop, within
    /// ``RunLimits/realRunLoopBudget`` — once nothing else was scheduled; 0 when every run was on
    /// virtual time alone. On real UIKit, where every run is in real time, always 0.
    public internal(set) var realTimeWaited: TimeInterval = 0
    /// How many violations were found beyond ``maximumViolations`` and not kept: each of a
    /// requirement (and object) the report already holds a violation of.
    public internal(set) var truncatedViolationCount = 0
    /// How many suppressed violations were found beyond ``maximumViolations`` and not kept.
    public internal(set) var truncatedSuppressedCount = 0
    /// Whether the animator checked turned out to implement `interruptibleAnimator(using:)`; nil
    /// when no run could tell (no interactive scenario ran). Not encoded: a fact a checker that
    /// pairs the animator with something else reads, instead of a configuration error's text.
    var detectedInterruptible: Bool?
    /// The traces and filmstrips of the failing runs, re-run with a recorder, when the check call
    /// asked for them (``CheckContext/Settings/filmstrips``); recorded on the test by the one
    /// funnel that records a report. Not encoded.
    var filmstrips: [FailureAttachment] = []

    /// The most violations a report keeps, beyond the first violation of each requirement (and
    /// object), which it always keeps.
    public static let maximumViolations = 100

    /// The most suppressed violations and skipped scenarios the description lists one by one
    /// (then a count; the properties keep them all).
    static let maximumListed = 20

    init(subject: String) {
        self.subject = subject
    }

    /// A report with the given contents, as a check would have made it: for rebuilding a report
    /// elsewhere (one decoded from an exit test's child is made with `Decodable`) and for testing
    /// code that reads reports. `configurationErrors` should not include the error of a check that
    /// ran nothing: the report adds that one itself when `scenariosRun` is empty.
    public init(
        subject: String, violations: [Violation] = [], suppressed: [(violation: Violation, reason: String)] = [],
        scenariosRun: [TransitionScenario] = [], scenariosSkipped: [(scenario: TransitionScenario, reason: String)] = [],
        configurationErrors: [String] = [], notChecked: [(requirement: String, reason: String)] = [], uikitMisuse: [UIKitMisuseNote] = [],
        truncatedViolationCount: Int = 0, truncatedSuppressedCount: Int = 0
    ) {
        self.subject = subject
        self.violations = violations
        self.suppressed = suppressed
        self.scenariosRun = scenariosRun
        self.scenariosSkipped = scenariosSkipped
        self.recordedConfigurationErrors = configurationErrors
        self.notChecked = notChecked
        self.uikitMisuse = uikitMisuse
        self.truncatedViolationCount = truncatedViolationCount
        self.truncatedSuppressedCount = truncatedSuppressedCount
    }

    /// True when no `must` requirement was violated and the kit was configured correctly
    /// (`should` violations are warnings).
    public var passed: Bool {
        configurationErrors.isEmpty && !violations.contains { $0.requirement.level == .must }
    }

    /// The IDs violated, in catalogue order, each once.
    public var violatedIDs: [String] {
        let ids = Set(violations.map(\.requirement.id))
        return Requirement.catalogue.map(\.id).filter(ids.contains)
    }

    /// The configuration error of a check that ran no scenario and recorded no other; nil when a
    /// scenario ran or another error explains why none did.
    private var nothingRan: String? {
        guard scenariosRun.isEmpty, recordedConfigurationErrors.isEmpty else { return nil }
        guard let first = scenariosSkipped.first else {
            return
                "no scenario ran: none was given (`scenarios: []`, `scripts: []` or `.exploring(count: 0, …)`); pass at least one, or leave the argument out for the standard set — a check that runs nothing checks nothing."
        }
        let others = scenariosSkipped.count > 1 ? " (and \(scenariosSkipped.count - 1) more skipped)" : ""
        return
            "no scenario ran: every one was skipped — \(first.scenario.testDescription): \(first.reason)\(others); a check that runs nothing checks nothing: declare the features those scenarios need, pass scenarios the subject supports, or run it where the kit can run them (HeadlessUIKit runs every scenario)."
    }

    /// Records a configuration error for each known deviation that names no catalogued requirement.
    mutating func checkKnownDeviations(_ knownDeviations: [KnownDeviation]) {
        for id in knownDeviations.map(\.id) where Requirement.withID(id) == nil {
            configurationErrors.append("known deviation \"\(id)\" is not a requirement ID; see `transition-conformance list` for the IDs.")
        }
    }

    mutating func add(_ violation: Violation, knownDeviations: [KnownDeviation]) {
        // Past the cap, a violation is kept only when it is the first of its requirement (and
        // object): a cap limits examples, never requirements.
        if let deviation = knownDeviations.first(where: { $0.id == violation.requirement.id }) {
            if suppressed.count < Self.maximumViolations || !suppressed.contains(where: { violation.isSameGroup(as: $0.violation) }) {
                suppressed.append((violation, deviation.reason))
            } else {
                truncatedSuppressedCount += 1
            }
        } else if violations.count < Self.maximumViolations || !violations.contains(where: violation.isSameGroup) {
            violations.append(violation)
        } else {
            truncatedViolationCount += 1
        }
    }

    /// The line saying how many violations the cap dropped (none of a requirement the report
    /// does not name), or nil when it dropped none.
    var truncationNote: String {
        "… and \(truncatedViolationCount) more violations of the requirements above not kept (cap \(Self.maximumViolations) examples; every violated requirement is listed)."
    }

    public var description: String {
        var lines = [
            "\(subject): \(passed ? "passed" : "FAILED") — \(scenariosRun.count) scenarios run, \(scenariosSkipped.count) skipped, \(violations.count) violations"
        ]
        lines += configurationErrors.map { "Configuration error: \($0)" }
        lines += violations.map(\.message)
        if truncatedViolationCount > 0 { lines.append(truncationNote) }
        lines += suppressed.prefix(Self.maximumListed).map {
            "Suppressed [\($0.violation.requirement.id)] in \($0.violation.scenario.testDescription): \($0.reason)"
        }
        let moreSuppressed = suppressed.count - min(suppressed.count, Self.maximumListed) + truncatedSuppressedCount
        if moreSuppressed > 0 { lines.append("… and \(moreSuppressed) more suppressed.") }
        lines += scenariosSkipped.prefix(Self.maximumListed).map { "Skipped \($0.scenario.testDescription): \($0.reason)" }
        if scenariosSkipped.count > Self.maximumListed {
            lines.append("… and \(scenariosSkipped.count - Self.maximumListed) more skipped (all in `scenariosSkipped`).")
        }
        lines += notChecked.map { "Not checked [\($0.requirement)]: \($0.reason)" }
        lines += uikitMisuse.map(\.description)
        if realTimeWaited > 0 {
            lines.append(
                "Waited \(ReportValue.number(realTimeWaited)) s of real time for a Timer or RunLoop.perform block the virtual clock cannot reach (RunLimits.realRunLoopBudget): those runs were not on virtual time alone."
            )
        }
        return lines.joined(separator: "\n")
    }
}
