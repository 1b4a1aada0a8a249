import TransitionConformance

/// One implementation in the corpus, with the verdict the kit must give it.
///
/// A sample is either a transition implementation of the source material (as published, or as
/// corrected) or a mutant: a correct implementation with one deliberate defect. Each declares the
/// requirement IDs it is expected to violate — decided by reading it against the requirement
/// statements, and justified in ``expectation`` — and how the kit checks it (``verify``).
public struct CorpusSample: Sendable, Identifiable {
    /// What the sample is.
    public enum Role: String, Sendable, CaseIterable {
        /// An implementation from the source material, as published.
        case published
        /// An implementation from the source material after fixing what the kit reports, or a
        /// correct implementation the kit must not flag.
        case correct
        /// A correct implementation with one deliberate defect.
        case mutant
    }

    /// A stable name, e.g. `seed-000/ZoomAnimator` or `mutant/ANIM-COMPLETE-ONCE/returnsEarly`.
    public let id: String
    /// Where it comes from: the seed and the implementation, or what the mutant breaks.
    public let origin: String
    public let role: Role
    /// The requirement IDs the kit must report — no more, no fewer (warnings included).
    public let expectedViolations: Set<String>
    /// Why exactly those IDs, in a sentence or two.
    public let expectation: String
    /// IDs the kit reports although the sample does not violate them — a defect of the kit,
    /// with the reason. The corpus test records them as known issues, and fails once the kit
    /// stops reporting them, so the entry is removed when the kit is fixed.
    public let knownKitIssues: [String: String]
    /// Runs the suite that applies and returns its report.
    public let verify: @MainActor @Sendable () -> ConformanceReport
    /// The parts, when an ensemble checker checks the sample whole (``verify`` then checks them).
    public let ensemble: CorpusEnsemble?

    public init(
        id: String, origin: String, role: Role, expectedViolations: Set<String>, expectation: String,
        knownKitIssues: [String: String] = [:], verify: @escaping @MainActor @Sendable () -> ConformanceReport
    ) {
        self.init(
            id: id, origin: origin, role: role, expectedViolations: expectedViolations, expectation: expectation, knownKitIssues: knownKitIssues,
            ensemble: nil, verify: verify)
    }

    init(
        id: String, origin: String, role: Role, expectedViolations: Set<String>, expectation: String, knownKitIssues: [String: String],
        ensemble: CorpusEnsemble?, verify: @escaping @MainActor @Sendable () -> ConformanceReport
    ) {
        self.ensemble = ensemble
        self.id = id
        self.origin = origin
        self.role = role
        self.expectedViolations = expectedViolations
        self.expectation = expectation
        self.knownKitIssues = knownKitIssues
        self.verify = verify
    }
}
