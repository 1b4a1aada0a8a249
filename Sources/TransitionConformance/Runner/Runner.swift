/// Runs every checker: one loop for every ``Subject``, so that a fix to how a check admits, skips,
/// runs, shrinks, names or films lands in every checker at once.
///
/// ## What it does, in order
///
/// 1. Inside a ``CheckScope`` (the caller's `UIView.areAnimationsEnabled` kept apart, UIKit misuse
///    noted into the report): the subject's own configuration errors end the check at once.
/// 2. Known deviations are checked; the scenarios the caller gave are admitted once
///    (``ConformanceReport/admit(_:)``), and a problem with the ``RunLimits`` ends the check.
/// 3. Each pass (``ScenarioPass``) in order: each of its scenarios is skipped with its reason, or
///    run once; the outcome names the subject (unless the caller did), ends the check, reports a
///    configuration error, is skipped, or is counted as run with its violations. An explored
///    scenario's violations are shrunk (``ExplorationShrinker``) over the candidates the pass
///    would run. Then the pass's `finish`.
/// 4. When the call asked for them (``CheckContext/Settings/filmstrips``), up to three of the
///    check's first failing runs, whichever pass found them, are made again on film
///    (``FailureAttachments/filmstrips(_:sameRun:name:film:)``) — not in a check inside another
///    (a partner's), whose findings the outer check re-files.
///
/// A checker that judges a partner's subject too (the presentation-controller checker, your
/// animator) runs it with ``run(partner:knownDeviations:)`` from a step of its own: the partner's
/// passes, in this check, into a report of their own.
@MainActor
enum Runner {
    /// Checks `subject` over the scenarios the caller gave (nil: each pass's standard ones) and
    /// returns every problem found.
    static func check(_ subject: Subject, given: [TransitionScenario]?, knownDeviations: [KnownDeviation]) -> ConformanceReport {
        // A check inside another (a partner's) is re-filed by the outer one, which films its own.
        let films = !CheckScope.isInsideCheck
        return CheckScope.run {
            var report = ConformanceReport(subject: subject.name)
            guard subject.configurationErrors.isEmpty else {
                report.configurationErrors = subject.configurationErrors
                return report
            }
            report.checkKnownDeviations(knownDeviations)
            let limitsHold = RunLimits.current.problems.isEmpty
            let admitted = report.admit(given ?? [])  // says the limits' problems too
            guard limitsHold else { return report }
            var state = State(report: report, named: subject.named)
            for step in subject.steps {
                guard step(given.map { _ in admitted }, knownDeviations, &state) else { break }
            }
            report = state.report
            // The check's first failing runs, whichever pass found them, made again on film.
            guard films else { return report }
            report.filmstrips += FailureAttachments.filmstrips(report, name: { state.films[$0]?.name ?? $0.scenario.testDescription }) { violation, recorder in
                state.films[violation]?.film(recorder)
            }
            return report
        }
    }

    /// Runs `partner`'s passes inside the check running now — a partner's checker composed into
    /// this one, as the presentation-controller checker judges your animator with it — into a
    /// report of the partner's own: its passes read only what they found, not the outer passes'
    /// findings. Nothing is admitted again and no scope is opened: the outer check's are in force.
    /// Returns the report and how to film each of its violations' runs (``Filming``), for the outer
    /// check to re-file both.
    static func run(partner: Subject, knownDeviations: [KnownDeviation]) -> (report: ConformanceReport, films: [Violation: Filming]) {
        var state = State(report: ConformanceReport(subject: partner.name), named: partner.named)
        guard partner.configurationErrors.isEmpty else {
            state.report.configurationErrors = partner.configurationErrors
            return (state.report, [:])
        }
        for step in partner.steps {
            guard step(nil, knownDeviations, &state) else { break }
        }
        return (state.report, state.films)
    }

    /// What a check has found so far, across its passes.
    struct State {
        var report: ConformanceReport
        /// Whether the subject is named (by the caller, or by a run).
        var named: Bool
        /// How to film each violation's run again.
        var films: [Violation: Filming] = [:]
    }

    /// How to film a violation's run again: the filmstrip's name and the run made again with a
    /// recorder.
    struct Filming {
        let name: String
        let film: (TransitionRecorder) -> FilmedRun?
    }

    /// Runs one pass into `state`; false when a run ended the check.
    static func run<Case: Hashable>(
        _ pass: Pass<Case>, given: [TransitionScenario]?, knownDeviations: [KnownDeviation], into state: inout State
    ) -> Bool {
        let before = state.report
        var report = state.report
        defer { state.report = report }
        var shrinker = ExplorationShrinker<Case>(
            knownDeviations: knownDeviations,
            candidates: { drawn in
                pass.shrinkCandidates(drawn).filter { pass.skipReason($0, before) == nil }
            }, describe: pass.describe)
        // The case each run was, by the label its violations carry without its exploration
        // origin (``FailureAttachments/runKey(_:)``), for filming. Filed as the runs go, the later
        // run of a key winning: a long exploration files as many entries as it has distinct
        // scenarios, not one a case (a list of every run held a 100,000-case exploration's cases
        // to its end, 50 MB).
        // Filed only when the check films its failures (``CheckContext/Settings/filmstrips``):
        // nothing reads `state.films` otherwise, and hashing every run's scenario is not free.
        var caseOf: [TransitionScenario: Case] = [:]
        let files = pass.film != nil && CheckContext.settings.filmstrips
        func runOnce(_ item: Case) -> ScenarioOutcome {
            var outcome = pass.run(item)
            pass.refine?(&outcome, before)
            if files {
                let label = outcome.scenario ?? pass.label(item)
                caseOf[FailureAttachments.runKey(label)] = item
                var index = 0  // index loops, here and below: `for in` makes a generic iterator, costly in a debug build, per run
                while index < outcome.violations.count {
                    // Most violations carry the run's own label, filed just above.
                    let scenario = outcome.violations[index].scenario
                    if scenario != label { caseOf[FailureAttachments.runKey(scenario)] = item }
                    index += 1
                }
            }
            return outcome
        }
        let cases = pass.cases(given, report)
        // Every case runs before any violation is reported: one run's finding may explain
        // another's (``Pass/refile``). An explored case's violations go to the shrinker at once
        // when nothing is re-filed — the shrinker keeps a bounded number — so that a long
        // exploration does not hold every run's violations until its end. What the cases kept
        // found is filed by each case's place in `cases`: arrays of concrete types, not one of
        // tuples holding the generic `Case`, whose type a debug build looked up at every append.
        var ranAt: [Int] = []
        var ranViolations: [[Violation]] = []
        func keep(_ index: Int, _ violations: [Violation]) {
            let item = cases[index]
            guard pass.refile == nil, let origin = pass.origin(item) else {
                ranAt.append(index)
                ranViolations.append(violations)
                return
            }
            let drawn = pass.drawn(item)
            for violation in violations { shrinker.add(violation, case: drawn, origin: origin) { runOnce($0).violations } }
        }
        var caseIndex = 0
        while caseIndex < cases.count {
            let index = caseIndex
            let item = cases[index]
            caseIndex += 1
            let scenario = pass.label(item)
            if let reason = pass.skipReason(item, report) {
                if pass.reportsSkips { report.scenariosSkipped.append((scenario, reason)) }
                continue
            }
            let outcome = runOnce(item)
            if !state.named, let subject = outcome.subject {
                report.subject = subject.text
                state.named = true
            }
            if let problem = outcome.endsCheck {
                report.configurationErrors.append(problem)
                return false
            }
            if outcome.notChecked.count > 0 {  // `count`, not `isEmpty`: a debug build called that generically, per case
                for entry in outcome.notChecked where !report.notChecked.contains(where: { $0.requirement == entry.requirement }) {
                    report.notChecked.append(entry)
                }
            }
            if let error = outcome.configurationError {
                if !report.configurationErrors.contains(error) { report.configurationErrors.append(error) }
            } else if let reason = outcome.skipReason {
                if pass.reportsSkips { report.scenariosSkipped.append((outcome.scenario ?? scenario, reason)) }
            } else {
                if pass.countsRuns { report.scenariosRun.append(outcome.scenario ?? scenario) }
                keep(index, outcome.violations)
            }
        }
        if let refile = pass.refile?(ranViolations.flatMap { $0 }) {
            ranViolations = ranViolations.map { $0.map(refile) }
        }
        var ranIndex = 0
        while ranIndex < ranAt.count {
            let item = cases[ranAt[ranIndex]]
            let violations = ranViolations[ranIndex]
            ranIndex += 1
            if let origin = pass.origin(item) {
                let drawn = pass.drawn(item)
                for violation in violations { shrinker.add(violation, case: drawn, origin: origin) { runOnce($0).violations } }
            } else {
                var position = 0  // an index loop: `for in` made a generic iterator per case, most with no violation
                while position < violations.count {
                    report.add(violations[position], knownDeviations: knownDeviations)
                    position += 1
                }
            }
        }
        shrinker.flush(into: &report)
        pass.finish?(&report)
        if files, let film = pass.film, !report.violations.isEmpty {
            let earlier = Set(before.violations)
            for violation in report.violations where !earlier.contains(violation) {
                guard let item = caseOf[FailureAttachments.runKey(violation.scenario)] else { continue }
                state.films[violation] = Filming(name: pass.filmName?(item) ?? violation.scenario.testDescription) { film(item, $0) }
            }
        }
        return true
    }
}
