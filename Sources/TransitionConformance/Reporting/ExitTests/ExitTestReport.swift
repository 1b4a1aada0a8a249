#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import Testing

/// Confines a subject that may trap (a force unwrap, `fatalError`, an index out of range) to an
/// exit test's child process, and shows the parent test what the child found: the child's report,
/// recorded as `check…` records one, or — when the subject trapped — the scenario the kit was
/// running and the fatal-error line.
///
/// ```swift
/// @Test func zoomAnimatorConforms() async {
///     let confined = ExitTestReport()
///     await #expect(processExitsWith: .success) { [confined = confined as ExitTestReport] in
///         await confined.run { verifyAnimator { _ in ZoomAnimator() } }
///     }
///     confined.record()   // one issue per broken requirement, or where and how the child trapped
/// }
/// ```
///
/// ## The model
///
/// An exit test's parent learns only how its child exited, and `#expect(processExitsWith:)`
/// returns nothing when the exit is not the expected one; so the two share files instead, named by
/// ``path`` (the value is captured into the child). In the child, ``run(_:)`` sends the child's
/// standard error to `path + ".log"` (Swift prints a fatal error there before it stops the
/// process), writes one line there as each scenario starts, runs the check, writes the report to
/// `path + ".json"`, prints it to standard output in one piece and exits with its verdict. In the
/// parent, ``outcome()`` reads the files and ``record(sourceLocation:)`` records what they say and
/// removes them. Nothing here depends on exit tests as such: any parent that waits for the child
/// works.
public struct ExitTestReport: Sendable, Codable, Hashable {
    /// Where the child writes: `path + ".log"` (its standard error, with a line per scenario
    /// started) and `path + ".json"` (its report).
    public let path: String

    /// A unique path in the temporary directory.
    public init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("transition-conformance-\(UUID().uuidString)").path
    }

    /// Files at `path` (the directory must exist).
    public init(path: String) {
        self.path = path
    }

    var logPath: String { path + ".log" }
    var reportPath: String { path + ".json" }

    /// The line written to the log as each scenario starts, before its description.
    static let scenarioPrefix = "TransitionConformance: running scenario: "

    /// What the child left for the parent.
    public enum Outcome: Sendable {
        /// The check ran to the end: its report.
        case report(ConformanceReport)
        /// The child stopped before writing its report (a trap, `exit`, a signal): the scenario
        /// the kit was running then (nil when none had started), the first fatal-error line of its
        /// standard error (nil when there is none), and all of its standard error.
        case stopped(scenario: String?, fatalError: String?, standardError: String)
        /// The child left nothing: ``run(_:)`` was not called with this value.
        case nothing
    }

    /// In the child: runs `check` with the child's standard error going to the log, writes its
    /// report for the parent, prints it and exits — `EXIT_SUCCESS` when it passed,
    /// `EXIT_FAILURE` otherwise. Call it as the exit test's body; it never returns.
    @MainActor
    public func run(_ check: @MainActor () -> ConformanceReport) -> Never {
        let log = open(logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if log >= 0 {
            dup2(log, STDERR_FILENO)
            close(log)
        }
        let report = ScenarioProgress.reporting(to: { description in
            FileHandle.standardError.write(Data((Self.scenarioPrefix + description + "\n").utf8))
        }) { check() }
        do {
            try JSONEncoder().encode(report).write(to: URL(fileURLWithPath: reportPath), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("TransitionConformance: could not write the report to \(reportPath): \(error)\n".utf8))
        }
        fflush(nil)  // what the subject printed first
        FileHandle.standardOutput.write(Data((report.description + "\n").utf8))
        exit(report.passed ? EXIT_SUCCESS : EXIT_FAILURE)
    }

    /// In the parent, after the child ended: what it left.
    public func outcome() -> Outcome {
        if let data = FileManager.default.contents(atPath: reportPath), let report = try? JSONDecoder().decode(ConformanceReport.self, from: data) {
            return .report(report)
        }
        guard let data = FileManager.default.contents(atPath: logPath) else { return .nothing }
        let standardError = String(decoding: data, as: UTF8.self)
        let lines = standardError.split(separator: "\n").map(String.init)
        let scenario = lines.last { $0.hasPrefix(Self.scenarioPrefix) }.map { String($0.dropFirst(Self.scenarioPrefix.count)) }
        let fatalError = lines.first { line in Self.fatalMarkers.contains { line.contains($0) } }
        return .stopped(scenario: scenario, fatalError: fatalError, standardError: standardError)
    }

    /// How Swift's runtime starts the line it prints when it stops a process.
    static let fatalMarkers = ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil"]

    /// In the parent, after the child ended: records what the child left on the current test, at
    /// the caller's line, then removes the files. A report is recorded as `check…` records one
    /// (one issue per broken requirement); a child that stopped gives one issue naming the scenario
    /// and the fatal-error line, with the child's standard error attached.
    public func record(sourceLocation: SourceLocation = #_sourceLocation) {
        defer { remove() }
        switch outcome() {
        case .report(let report):
            TransitionConformance.record(report, sourceLocation: sourceLocation)
        case .stopped(let scenario, let fatalError, let standardError):
            Issue.record(Comment(rawValue: Self.stoppedMessage(scenario: scenario, fatalError: fatalError)), sourceLocation: sourceLocation)
            if Test.current != nil {
                Attachment.record(standardError, named: "child-stderr.txt", sourceLocation: sourceLocation)
            }
        case .nothing:
            Issue.record(
                Comment(
                    rawValue:
                        "Kit misuse: the exit test's child left no trace at \(path).log: call `run(_:)` of this ExitTestReport as the exit test's body, capturing it (`[confined = confined as ExitTestReport]`), and call `record()` after `#expect(processExitsWith:)`."
                ), sourceLocation: sourceLocation)
        }
    }

    /// The message for a child that stopped before writing its report.
    static func stoppedMessage(scenario: String?, fatalError: String?) -> String {
        """
        The subject stopped the exit test's child before the check ended\(scenario.map { ", in the scenario \"\($0)\"" } ?? ", before any scenario started").
        Observed: \(fatalError ?? "no fatal-error line on the child's standard error (attached): it exited or was killed")
        Likely cause: a trap in the subject — a force unwrap of nil, `fatalError`, a failed `precondition`, an index out of range — while the kit ran that scenario.
        Fix: run that scenario alone (pass `scenarios: [...]`) under a debugger, or read the line above; the kit reports misbehaviour, but a trap stops the process.
        """
    }

    /// Removes the files the child wrote.
    public func remove() {
        try? FileManager.default.removeItem(atPath: logPath)
        try? FileManager.default.removeItem(atPath: reportPath)
    }
}
