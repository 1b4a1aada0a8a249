import TransitionConformance

/// What the kit said about one sample, against what it should have said.
public struct CorpusVerdict: Sendable {
    public let sample: CorpusSample
    public let report: ConformanceReport
    /// How long the check took, in seconds of wall time.
    public let seconds: Double

    /// The IDs the kit reported.
    public var reported: Set<String> { Set(report.violatedIDs) }
    /// IDs reported but not expected: false alarms on a sample, collateral on a mutant. Known kit
    /// issues are not counted here; see ``knownKitIssuesReported``.
    public var unexpected: Set<String> {
        reported.subtracting(sample.expectedViolations).subtracting(sample.knownKitIssues.keys)
    }
    /// The sample's known kit issues the kit still reports.
    public var knownKitIssuesReported: Set<String> {
        reported.subtracting(sample.expectedViolations).intersection(sample.knownKitIssues.keys)
    }
    /// IDs expected but not reported: missed defects.
    public var missed: Set<String> { sample.expectedViolations.subtracting(reported) }
    /// Whether the verdict is exactly the expected one and the kit was used correctly.
    public var matches: Bool { unexpected.isEmpty && missed.isEmpty && report.configurationErrors.isEmpty }

    /// Runs the sample's check.
    @MainActor
    public init(_ sample: CorpusSample) {
        let clock = ContinuousClock()
        let start = clock.now
        let report = sample.verify()
        let elapsed = clock.now - start
        self.sample = sample
        self.report = report
        seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

/// The corpus' measure of the kit: detection (mutants caught) and false alarms.
public struct CorpusSummary: Sendable, CustomStringConvertible {
    public let verdicts: [CorpusVerdict]

    public init(_ verdicts: [CorpusVerdict]) {
        self.verdicts = verdicts
    }

    public var mutants: [CorpusVerdict] { verdicts.filter { $0.sample.role == .mutant } }
    /// Mutants whose expected IDs were all reported.
    public var caught: Int { mutants.filter { $0.missed.isEmpty }.count }
    /// Unexpected IDs reported on samples that are not mutants.
    public var falseAlarms: Int { verdicts.filter { $0.sample.role != .mutant }.map(\.unexpected.count).reduce(0, +) }
    /// Verdicts that differ from the expectation, in either direction.
    public var mismatches: [CorpusVerdict] { verdicts.filter { !$0.matches } }
    public var allMatch: Bool { mismatches.isEmpty }

    public var description: String {
        "\(verdicts.count) samples, \(verdicts.count - mismatches.count) verdicts as expected; "
            + "detection \(caught)/\(mutants.count) mutants caught; false alarms \(falseAlarms)"
    }
}
