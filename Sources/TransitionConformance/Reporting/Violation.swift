#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One requirement broken in one scenario, with what was observed.
public struct Violation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The requirement broken; its `id` is the catalogue ID.
    public let requirement: Requirement
    /// Where it showed.
    public let scenario: TransitionScenario
    /// What happened, with virtual times.
    public let observed: String
    /// The calls the transition context received and what the scene noticed.
    public let trace: [String]
    /// In an ensemble check (a delegate's animators and interaction controllers), the app's object
    /// that broke the requirement as the message names it, e.g. "your presentation animator
    /// FadeAnimator"; nil where the check has one subject. Recorded issues are grouped by
    /// requirement and this object (see ``ConformanceReport/violationGroups``).
    public internal(set) var object: String? = nil
    /// Which transition of the scenario the problem showed in, when not the one the scenario names
    /// (a presentation scenario also dismisses): e.g. "in the animated dismissal that follows the
    /// presentation"; nil otherwise.
    public internal(set) var moment: String? = nil
    /// What the finding established, for weighing it against other findings (``Precedence``);
    /// not part of the report's text or its encoding.
    var causes: Set<FindingCause> = []
    /// In a delegate checker's flow, the transition the finding was judged in (its kind, mode,
    /// container size and whether the presenter's view was handed over), when not the one the
    /// scenario names: what ``moment`` says in words. Not part of the report's text or its encoding.
    var transition: TransitionScenario? = nil

    private enum CodingKeys: String, CodingKey {
        case requirement, scenario, observed, trace, object, moment
    }

    /// A violation as a check records it; public so that a report can be rebuilt elsewhere (a
    /// report decoded from an exit test's child, a test of a reporter).
    public init(
        requirement: Requirement, scenario: TransitionScenario, observed: String, trace: [String] = [], object: String? = nil,
        moment: String? = nil
    ) {
        self.init(requirement: requirement, scenario: scenario, observed: observed, trace: trace, object: object, moment: moment, causes: [])
    }

    /// A violation with the evidence it established (``FindingCause``).
    init(
        requirement: Requirement, scenario: TransitionScenario, observed: String, trace: [String] = [], object: String? = nil,
        moment: String? = nil, causes: Set<FindingCause>
    ) {
        self.causes = causes
        self.requirement = requirement
        self.scenario = scenario
        self.observed = observed
        self.trace = trace
        self.object = object
        self.moment = moment
    }

    /// This violation re-filed: under `requirement` and with `observed` where given, its scenario,
    /// trace, object, moment, causes and transition kept (a precedence that re-files it, a note an open point
    /// or a style adds to what was observed).
    func refiled(as requirement: Requirement? = nil, observed: String? = nil) -> Violation {
        var refiled = Violation(
            requirement: requirement ?? self.requirement, scenario: scenario, observed: observed ?? self.observed, trace: trace, object: object,
            moment: moment, causes: causes)
        refiled.transition = transition
        return refiled
    }

    /// The hint from the catalogue.
    public var hint: String { requirement.hint }

    /// Equal when the report says the same: the causes and the transition are evidence for weighing
    /// findings inside a check, not part of what is reported (a decoded report equals the one encoded).
    public static func == (lhs: Violation, rhs: Violation) -> Bool {
        lhs.requirement == rhs.requirement && lhs.scenario == rhs.scenario && lhs.observed == rhs.observed && lhs.trace == rhs.trace
            && lhs.object == rhs.object && lhs.moment == rhs.moment
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(requirement)
        hasher.combine(scenario)
        hasher.combine(observed)
        hasher.combine(trace)
        hasher.combine(object)
        hasher.combine(moment)
    }

    /// The report text, in four short lines: `[ID] statement`, `Scenario:`, `Observed:`, `Hint:`.
    public var message: String {
        """
        [\(requirement.id)] \(requirement.statement)
        Scenario: \(scenario.testDescription)\(moment.map { " — \($0)" } ?? "")
        Observed: \(observed)
        Hint: \(requirement.hint)
        """
    }

    public var description: String { message }

    /// Whether `other` broke the same requirement, by the same object: the two belong to one
    /// ``ViolationGroup``.
    func isSameGroup(as other: Violation) -> Bool {
        requirement.id == other.requirement.id && object == other.object
    }
}

/// A requirement the subject is known not to meet, with the reason; its violations are kept in
/// the report as suppressed instead of failing the test.
public struct KnownDeviation: Sendable, Hashable, Codable {
    /// The catalogue ID.
    public let id: String
    /// Why the subject deviates (shown in the report).
    public let reason: String

    public init(_ id: String, reason: String) {
        self.id = id
        self.reason = reason
    }
}
