#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A report encodes as JSON-friendly keyed values, so it can be handed from one process to
/// another (an exit test's child to its parent, see ``ExitTestReport``) or kept as an artefact.
///
/// The pairs a report holds (a suppressed violation and its reason, a skipped scenario and why, a
/// requirement not checked and why) encode as objects with those two keys. A requirement encodes
/// with every field, so a report decodes the same in a process whose catalogue differs. Decoding
/// gives back an equal report: the same `description`, `passed` and ``violationGroups``.
extension ConformanceReport: Codable {
    private enum CodingKeys: String, CodingKey {
        case subject, violations, suppressed, scenariosRun, scenariosSkipped, configurationErrors, notChecked, uikitMisuse, realTimeWaited
        case truncatedViolationCount, truncatedSuppressedCount
    }

    private struct Suppressed: Codable {
        let violation: Violation
        let reason: String
    }

    private struct Skipped: Codable {
        let scenario: TransitionScenario
        let reason: String
    }

    private struct NotChecked: Codable {
        let requirement: String
        let reason: String
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            subject: try container.decode(String.self, forKey: .subject),
            violations: try container.decode([Violation].self, forKey: .violations),
            suppressed: try container.decode([Suppressed].self, forKey: .suppressed).map { ($0.violation, $0.reason) },
            scenariosRun: try container.decode([TransitionScenario].self, forKey: .scenariosRun),
            scenariosSkipped: try container.decode([Skipped].self, forKey: .scenariosSkipped).map { ($0.scenario, $0.reason) },
            configurationErrors: try container.decode([String].self, forKey: .configurationErrors),
            notChecked: try container.decode([NotChecked].self, forKey: .notChecked).map { ($0.requirement, $0.reason) },
            uikitMisuse: try container.decodeIfPresent([UIKitMisuseNote].self, forKey: .uikitMisuse) ?? [],
            truncatedViolationCount: try container.decode(Int.self, forKey: .truncatedViolationCount),
            truncatedSuppressedCount: try container.decode(Int.self, forKey: .truncatedSuppressedCount))
        realTimeWaited = try container.decodeIfPresent(TimeInterval.self, forKey: .realTimeWaited) ?? 0
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(subject, forKey: .subject)
        try container.encode(violations, forKey: .violations)
        try container.encode(suppressed.map { Suppressed(violation: $0.violation, reason: $0.reason) }, forKey: .suppressed)
        try container.encode(scenariosRun, forKey: .scenariosRun)
        try container.encode(scenariosSkipped.map { Skipped(scenario: $0.scenario, reason: $0.reason) }, forKey: .scenariosSkipped)
        // The recorded ones: a decoded report adds the "no scenario ran" error itself, as this one did.
        try container.encode(recordedConfigurationErrors, forKey: .configurationErrors)
        try container.encode(notChecked.map { NotChecked(requirement: $0.requirement, reason: $0.reason) }, forKey: .notChecked)
        try container.encode(uikitMisuse, forKey: .uikitMisuse)
        try container.encode(realTimeWaited, forKey: .realTimeWaited)
        try container.encode(truncatedViolationCount, forKey: .truncatedViolationCount)
        try container.encode(truncatedSuppressedCount, forKey: .truncatedSuppressedCount)
    }
}
