import ConformanceCorpus
import Foundation
import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Runs the corpus' correct animators and presentation controllers bare and through the checker,
/// and times them.
@MainActor
struct BenchRunner {
    /// Scenario runs and their cost, summed over passes.
    struct Tally {
        var runs = 0
        var seconds = 0.0
        /// Virtual seconds the runs' scenes moved through (bare runs only).
        var simulatedSeconds = 0.0
    }

    let subjects: [CorpusSubject]
    /// What went wrong: a bare run that never ended, a correct subject the checker flagged.
    private(set) var problems: [String] = []

    init(subjects: [CorpusSubject] = Corpus.benchSubjects) {
        self.subjects = subjects
    }

    static func isAnimator(_ subject: CorpusSubject) -> Bool {
        if case .animator = subject.factory { return true }
        return false
    }

    /// Every scenario of every subject, bare: the subject on HeadlessUIKit with no checks.
    mutating func barePass(into tallies: inout [String: Tally]) {
        for subject in subjects {
            var tally = tallies[subject.id, default: Tally()]
            let start = BenchClock.now
            var simulated = 0.0
            for scenario in subject.scenarios {
                switch subject.factory {
                case .animator(let make):
                    let run = BareAnimatorRun(scenario: scenario, animator: make(scenario))
                    run.run()
                    simulated += run.scene.now
                    if !run.completed { note("bare run of \(subject.id) in \(scenario.testDescription) did not complete exactly once") }
                case .presentationController(let make):
                    let run = BarePresentationRun(scenario: scenario, dismisses: subject.features.contains(.dismissal), presentationController: make)
                    run.run()
                    simulated += run.scene.now
                    if !run.ended { note("bare run of \(subject.id) in \(scenario.testDescription) left a transition pending") }
                }
            }
            tally.seconds += Self.seconds(since: start)
            tally.runs += subject.scenarios.count
            tally.simulatedSeconds += simulated
            tallies[subject.id] = tally
        }
    }

    /// Every subject through its checker (`verifyAnimator`, `verifyPresentationController`).
    mutating func fullPass(into tallies: inout [String: Tally]) {
        for subject in subjects {
            let start = BenchClock.now
            let report = subject.verify()
            tallies[subject.id, default: Tally()].seconds += Self.seconds(since: start)
            tallies[subject.id, default: Tally()].runs += report.scenariosRun.count
            check(report, of: subject)
        }
    }

    /// Repeats `pass` until at least `minimumSeconds` of it were measured (at least once).
    mutating func repeated(minimumSeconds: Double, _ pass: (inout BenchRunner, inout [String: Tally]) -> Void) -> [String: Tally] {
        var tallies: [String: Tally] = [:]
        repeat { pass(&self, &tallies) } while tallies.values.map(\.seconds).reduce(0, +) < minimumSeconds
        return tallies
    }

    /// The median time of `verifyAnimator` over `MinimalAnimator` with modal and interactive
    /// features, in seconds, and its scenario count.
    mutating func suiteTime(repetitions: Int) -> (seconds: Double, scenarios: Int) {
        var times: [Double] = []
        var scenarios = 0
        for _ in 0..<max(repetitions, 1) {
            let start = BenchClock.now
            let report = verifyAnimator(features: [.presentation, .dismissal, .interactive]) { _ in MinimalAnimator() }
            times.append(Self.seconds(since: start))
            scenarios = report.scenariosRun.count
            if !report.passed { note("verifyAnimator flagged MinimalAnimator: \(report.violatedIDs.joined(separator: ", "))") }
        }
        return (times.sorted()[times.count / 2], scenarios)
    }

    /// The median time of a full ensemble check (``Corpus/benchEnsembleCheck()``), in seconds, and
    /// its scenario count.
    mutating func ensembleTime(repetitions: Int) -> (seconds: Double, scenarios: Int) {
        var times: [Double] = []
        var scenarios = 0
        for _ in 0..<max(repetitions, 1) {
            let start = BenchClock.now
            let report = Corpus.benchEnsembleCheck()
            times.append(Self.seconds(since: start))
            scenarios = report.scenariosRun.count
            if !report.passed || !report.violations.isEmpty {
                note("the ensemble check flagged the correct bottom sheet: \(report.violatedIDs.joined(separator: ", "))")
            }
        }
        return (times.sorted()[times.count / 2], scenarios)
    }

    /// Runs whole checker passes over every subject — the mix of the table's "all" row — until at
    /// least `count` scenario runs were made, and returns the runs and each pass's CPU seconds.
    ///
    /// Whole passes, so that every step of the series runs the same mix: cycling through the
    /// subjects in order made the first hundred runs the cheap reference animators, which read
    /// as a cost per run growing with the number of runs.
    mutating func scaling(atLeast count: Int) -> (runs: Int, passSeconds: [Double]) {
        var runs = 0
        var passSeconds: [Double] = []
        while runs < count {
            var tallies: [String: Tally] = [:]
            fullPass(into: &tallies)
            runs += tallies.values.map(\.runs).reduce(0, +)
            passSeconds.append(tallies.values.map(\.seconds).reduce(0, +))
        }
        return (runs, passSeconds)
    }

    private mutating func check(_ report: ConformanceReport, of subject: CorpusSubject) {
        guard report.violations.isEmpty && report.configurationErrors.isEmpty else {
            return note("the checker flagged \(subject.id), a correct sample: \((report.violatedIDs + report.configurationErrors).joined(separator: "; "))")
        }
    }

    mutating func note(_ problem: String) {
        if !problems.contains(problem) { problems.append(problem) }
    }

    /// CPU seconds since `start`, a reading of ``BenchClock/now``.
    static func seconds(since start: Double) -> Double {
        BenchClock.now - start
    }
}
