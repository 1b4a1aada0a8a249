/// Shrinks the violations found in explored cases and reports each distinct smallest case once —
/// the one piece both ``verifyAnimator(_:features:knownDeviations:scenarios:presentationController:viewControllers:factory:)`` and
/// ``verifyInteractiveTransition(_:kinds:scripts:knownDeviations:animator:viewControllers:factory:)`` use.
///
/// ## The model
///
/// For each violation of an explored case, greedy shrinking: run the case's simpler candidates
/// (simplest first, each one change smaller); keep the first that still violates the same
/// requirement ID and start again from it; stop when no candidate does or after
/// ``maximumRuns`` runs. Candidates must be strictly simpler, so it ends even without the bound.
/// Runs are cached per case, so violations that shrink along the same path cost one run per case.
/// The violation is then reported on the smallest case, with the drawn case as `shrunk from` in
/// its scenario's ``ExploredCase``. Violations that shrink to the same requirement and case are
/// reported once, their other cases listed in `Observed` (the first ``maximumListedCases``, then a
/// count). Violations of known deviations are not shrunk. Cases are handled in the order they are
/// added, so a seed gives the same report.
///
/// The work is bounded whatever the count: at most ``maximumShrunkPerRequirement`` violations of
/// one requirement are shrunk; later ones are counted on the requirement's first finding ("… more
/// explored cases violated it too, not shrunk"), so a 100,000-case exploration that fails
/// everywhere costs about what the runs cost, and its report stays short.
///
/// ```swift
/// var shrinker = ExplorationShrinker<TransitionScenario>(knownDeviations: []) { $0.shrinkCandidates(features: features) } describe: { $0.testDescription }
/// shrinker.add(violation, case: drawn, origin: origin) { candidate in violations(of: candidate) }
/// shrinker.flush(into: &report)
/// ```
@MainActor
struct ExplorationShrinker<Case: Hashable> {
    /// The most runs spent shrinking one violation.
    static var maximumRuns: Int { 100 }
    /// The most violations of one requirement shrunk; later ones are counted.
    static var maximumShrunkPerRequirement: Int { 20 }
    /// The most other cases listed by number in a finding's `Observed`.
    static var maximumListedCases: Int { 20 }

    let knownDeviations: [KnownDeviation]
    /// Simpler cases than the given one, simplest first; each must be strictly simpler.
    let candidates: (Case) -> [Case]
    /// The case's description, for `shrunk from`.
    let describe: (Case) -> String

    private var cache: [Case: [Violation]] = [:]
    private var findings: [Finding] = []
    private var indexByKey: [Key: Int] = [:]
    private var suppressed: [Violation] = []
    private var suppressedOverflow = 0
    /// Per requirement ID: how many of its violations were shrunk, and where its first finding is.
    private var shrunkByRequirement: [String: (count: Int, firstFinding: Int)] = [:]

    private struct Key: Hashable {
        let requirementID: String
        let smallest: Case
    }

    private struct Finding {
        var violation: Violation
        var others: [ExploredCase]
        /// Later violations of the same requirement, not shrunk (over ``maximumShrunkPerRequirement``).
        var notShrunk = 0
    }

    init(knownDeviations: [KnownDeviation], candidates: @escaping (Case) -> [Case], describe: @escaping (Case) -> String) {
        self.knownDeviations = knownDeviations
        self.candidates = candidates
        self.describe = describe
    }

    /// Shrinks `violation`, found in `drawn` (the case without its origin), with `run` — which runs
    /// one case and returns its violations — and keeps the result for ``flush(into:)``.
    mutating func add(_ violation: Violation, case drawn: Case, origin: ExploredCase, run: (Case) -> [Violation]) {
        if knownDeviations.contains(where: { $0.id == violation.requirement.id }) {
            if suppressed.count < ConformanceReport.maximumViolations {
                suppressed.append(violation)
            } else {
                suppressedOverflow += 1  // the report keeps no more: counted, not held
            }
            return
        }
        if let shrunk = shrunkByRequirement[violation.requirement.id], shrunk.count >= Self.maximumShrunkPerRequirement {
            findings[shrunk.firstFinding].notShrunk += 1
            return
        }
        shrunkByRequirement[violation.requirement.id, default: (0, findings.count)].count += 1
        var smallest = drawn
        var found = violation
        var runs = 0
        search: while true {
            for candidate in candidates(smallest) {
                if runs == Self.maximumRuns { break search }
                runs += 1
                let violations = cache[candidate] ?? run(candidate)
                cache[candidate] = violations
                if let same = violations.first(where: { $0.requirement.id == violation.requirement.id }) {
                    smallest = candidate
                    found = same
                    continue search
                }
            }
            break
        }
        let key = Key(requirementID: violation.requirement.id, smallest: smallest)
        if let index = indexByKey[key] {
            findings[index].others.append(origin)
            return
        }
        var scenario = found.scenario
        scenario.explored = ExploredCase(seed: origin.seed, index: origin.index, shrunkFrom: smallest == drawn ? nil : describe(drawn))
        indexByKey[key] = findings.count
        // The violation as found in the smallest case, relabelled with its origin: its object,
        // moment and causes stay (an ensemble's finding is grouped by its object).
        findings.append(
            Finding(
                violation: Violation(
                    requirement: found.requirement, scenario: scenario, observed: found.observed, trace: found.trace, object: found.object,
                    moment: found.moment, causes: found.causes), others: []))
    }

    /// Adds what was found to the report, in the order the cases were added.
    func flush(into report: inout ConformanceReport) {
        for violation in suppressed {
            report.add(violation, knownDeviations: knownDeviations)
        }
        report.truncatedSuppressedCount += suppressedOverflow
        for finding in findings {
            var violation = finding.violation
            var observed = violation.observed
            if !finding.others.isEmpty {
                observed += " (also shrunk to this scenario: \(Self.describeOthers(finding.others, seed: violation.scenario.explored?.seed)))"
            }
            if finding.notShrunk > 0 {
                let cases = finding.notShrunk == 1 ? "1 more explored case" : "\(finding.notShrunk) more explored cases"
                observed += " (\(cases) violated it too, not shrunk: the kit shrinks \(Self.maximumShrunkPerRequirement) violations a requirement)"
            }
            if observed != violation.observed { violation = violation.refiled(observed: observed) }
            report.add(violation, knownDeviations: knownDeviations)
        }
    }

    /// "explored case 9 of seed 42", "explored cases 9, 12 and 30 of seed 42", or with each seed
    /// named when they differ.
    static func describeOthers(_ others: [ExploredCase], seed: UInt64?) -> String {
        let sameSeed = others.allSatisfy { $0.seed == seed }
        var names = others.prefix(maximumListedCases).map { sameSeed ? "\($0.index)" : "seed \($0.seed) case \($0.index)" }
        if others.count > maximumListedCases { names.append("\(others.count - maximumListedCases) more") }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        let noun = others.count == 1 ? "case" : "cases"
        return sameSeed ? "explored \(noun) \(list) of seed \(seed.map { "\($0)" } ?? "?")" : "explored \(noun) \(list)"
    }
}

extension ExplorationShrinker where Case == TransitionScenario {
    /// Adds the violations of a scenario written by hand to the report at once, and hands those of
    /// an explored scenario to ``add(_:case:origin:run:)`` (`run` runs one scenario).
    mutating func take(
        _ violations: [Violation], from scenario: TransitionScenario, into report: inout ConformanceReport, run: (TransitionScenario) -> [Violation]
    ) {
        guard let origin = scenario.explored else {
            for violation in violations { report.add(violation, knownDeviations: knownDeviations) }
            return
        }
        var drawn = scenario
        drawn.explored = nil
        for violation in violations { add(violation, case: drawn, origin: origin, run: run) }
    }
}
