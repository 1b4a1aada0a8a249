#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import Testing

/// One file a failing check attaches: its name and its text.
package struct FailureAttachment: Sendable, Equatable {
    package let name: String
    package let contents: String
}

/// What a failing `check…` call attaches: it picks the failing scenarios, runs each again with a
/// ``TransitionRecorder`` and turns the run into a trace and a filmstrip.
///
/// Requirements that are not about one run of one scenario are not re-run: ANIM-REUSABLE,
/// ANIM-RELEASES, ANIM-ROUND-TRIP and INT-REUSABLE (several transitions, or none recorded) and
/// INT-NOT-VENDED-WITHOUT-GESTURE (no transition runs).
@MainActor
package enum FailureAttachments {
    /// The most scenarios one check call re-runs.
    static let maximumScenarios = 3
    static let notReRun: Set<String> = ["ANIM-REUSABLE", "ANIM-RELEASES", "ANIM-ROUND-TRIP", "INT-NOT-VENDED-WITHOUT-GESTURE", "INT-REUSABLE"]

    /// The violations to re-run: the first one of each violated ID (in the order found), skipping
    /// a scenario already picked (`sameRun` says whether two violations come from the same run),
    /// at most ``maximumScenarios``.
    static func picks(_ report: ConformanceReport, sameRun: (Violation, Violation) -> Bool) -> [Violation] {
        var picked: [Violation] = []
        var seenIDs: Set<String> = []
        for violation in report.violations where !notReRun.contains(violation.requirement.id) {
            guard seenIDs.insert(violation.requirement.id).inserted, !picked.contains(where: { sameRun($0, violation) }) else { continue }
            picked.append(violation)
            if picked.count == maximumScenarios { break }
        }
        return picked
    }

    /// Records each attachment on the current test; nothing outside a test.
    nonisolated static func record(_ attachments: [FailureAttachment], sourceLocation: SourceLocation) {
        guard Test.current != nil else { return }
        for attachment in attachments {
            Attachment.record(attachment.contents, named: attachment.name, sourceLocation: sourceLocation)
        }
    }

    /// The trace (JSON) and filmstrip (SVG) of one filmed run, named for `violation`.
    static func attachments(for violation: Violation, named scenario: String, filmed: FilmedRun, subject: String, found: [Violation]) -> [FailureAttachment] {
        let recorder = filmed.recorder
        let trace = TransitionTrace(
            subject: subject, scenario: scenario,
            window: TransitionTrace.Rect(x: 0, y: 0, width: Double(filmed.windowSize.width), height: Double(filmed.windowSize.height)),
            violations: found.map { TransitionTrace.ViolationRecord(id: $0.requirement.id, level: $0.requirement.level.rawValue, observed: $0.observed) },
            events: filmed.events, diagnostics: filmed.diagnostics, outcome: filmed.outcome,
            views: recorder.views, interval: TransitionRecorder.rounded(recorder.interval), samples: recorder.samples, leftovers: filmed.leftovers)
        let base = shortName(violation.requirement.id, subject: subject, scenario: scenario)
        return [FailureAttachment(name: base + ".json", contents: trace.jsonString()), FailureAttachment(name: base + ".svg", contents: trace.filmstripSVG())]
    }

    /// The report of a check that found something, as JSON (``ConformanceReport`` is `Codable`):
    /// every violation with its scenario and trace, for every checker.
    nonisolated package static func forReport(_ report: ConformanceReport) -> FailureAttachment {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return FailureAttachment(name: shortName("report", subject: report.subject, scenario: "") + ".json", contents: json)
    }

    /// A short name, unique per test: `ANIM-COMPLETE-ONCE-3f9a1c2e`, the hash over the current test,
    /// the subject and the scenario (so the same requirement failing in two tests, or in two
    /// scenarios of one, gives two names; attachments saved to one folder do not collide).
    nonisolated static func shortName(_ prefix: String, subject: String, scenario: String) -> String {
        let test = Test.current.map { "\($0.id)" } ?? ""
        var hash: UInt32 = 2_166_136_261  // FNV-1a
        for byte in "\(test)|\(subject)|\(scenario)".utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return "\(prefix)-\(String(repeating: "0", count: 8 - hex.count))\(hex)"
    }
}
