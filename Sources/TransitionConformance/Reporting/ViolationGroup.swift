#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Every violation of one requirement by one object: what a test records as one issue.
///
/// One bug usually breaks its requirement in many scenarios; a test records it once, its example
/// the simplest failing scenario (see ``TransitionScenario/isSimpler(than:)``), and lists the
/// others in one line. ``ConformanceReport/violations`` keeps every violation.
public struct ViolationGroup: Sendable {
    /// The requirement broken.
    public let requirement: Requirement
    /// In an ensemble check, the app's object that broke it (``Violation/object``); nil where the
    /// check has one subject.
    public let object: String?
    /// The violations, the simplest scenario's first, then the others in run order.
    public let violations: [Violation]

    /// The violation shown in full: the one in the simplest failing scenario.
    public var example: Violation { violations[0] }

    /// Labels listed after the example before the rest are counted.
    static let listedScenarios = 5

    /// The example's four lines, then, when it broke elsewhere too, one line naming the other
    /// scenarios (at most five, then a count), e.g.
    /// "Also in 7 other scenarios: push, animated, 390×844; …; and 2 more."
    public var message: String {
        var lines = [example.message]
        let sameScenario = violations.dropFirst().filter { $0.scenario == example.scenario }.count
        if sameScenario > 0 {
            lines.append("Also observed \(sameScenario) more \(sameScenario == 1 ? "time" : "times") in this scenario.")
        }
        var others: [String] = []
        for violation in violations.dropFirst() where violation.scenario != example.scenario {
            let label = violation.scenario.testDescription
            if !others.contains(label) { others.append(label) }
        }
        if !others.isEmpty {
            var listed = others.prefix(Self.listedScenarios).joined(separator: "; ")
            if others.count > Self.listedScenarios { listed += "; and \(others.count - Self.listedScenarios) more" }
            lines.append("Also in \(others.count) other \(others.count == 1 ? "scenario" : "scenarios"): \(listed).")
        }
        return lines.joined(separator: "\n")
    }
}

extension ConformanceReport {
    /// The violations grouped by requirement and, in ensemble checks, by the object that broke it:
    /// one group per issue a test records, in the order each was first found. Each group's
    /// example is its simplest failing scenario.
    public var violationGroups: [ViolationGroup] {
        struct Key: Hashable {
            let id: String
            let object: String?
        }
        var order: [Key] = []
        var members: [Key: [(index: Int, violation: Violation)]] = [:]
        for (index, violation) in violations.enumerated() {
            let key = Key(id: violation.requirement.id, object: violation.object)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append((index, violation))
        }
        return order.map { key in
            let group = members[key] ?? []
            let simplest = group.min { lhs, rhs in
                lhs.violation.scenario.isSimpler(than: rhs.violation.scenario)
                    || (!rhs.violation.scenario.isSimpler(than: lhs.violation.scenario) && lhs.index < rhs.index)
            }
            var ordered = group.map(\.violation)
            if let simplest {
                ordered.remove(at: group.firstIndex { $0.index == simplest.index } ?? 0)
                ordered.insert(simplest.violation, at: 0)
            }
            return ViolationGroup(requirement: ordered[0].requirement, object: key.object, violations: ordered)
        }
    }
}

extension TransitionScenario {
    /// Whether this scenario is simpler than `other`, for choosing the example a recorded issue
    /// shows. Compared in order, the first difference deciding:
    /// 1. not interactive before interactive (a grab reversed counts as interactive);
    /// 2. no resize before a resize;
    /// 3. fewer other features: a mode other than animated, a container size other than the
    ///    default (844×390), the presenter removed, a repetition, an alongside animation, the
    ///    dismissed view's current frame (open point F10), an explored case.
    ///
    /// Equally simple scenarios keep their run order.
    public func isSimpler(than other: TransitionScenario) -> Bool {
        simplicityKey.lexicographicallyPrecedes(other.simplicityKey)
    }

    private var simplicityKey: [Int] {
        let features = [
            mode != .animated, containerSize != Self.phoneLandscape, presenterRemoved, repeated, alongsideAnimation,
            dismissedFinalFrame != .zero, explored != nil,
        ]
        return [mode.isInteractive ? 1 : 0, resize == nil ? 0 : 1, features.filter { $0 }.count]
    }
}
