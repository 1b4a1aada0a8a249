import ConformanceCorpus
import Foundation
import TransitionConformance

/// The main job: the kit over the bundled corpus, a verdict per sample, a summary line.
enum CorpusCommand {
    @MainActor
    static func run(verbose: Bool) -> Int32 {
        print("transition-conformance — checking the corpus (Conformance/): \(Corpus.all.count) samples, \(Requirement.catalogue.count) requirements\n")
        let clock = ContinuousClock()
        let start = clock.now
        var verdicts: [CorpusVerdict] = []
        for sample in Corpus.all {
            let verdict = CorpusVerdict(sample)
            verdicts.append(verdict)
            print(line(for: verdict) + (verbose ? String(format: " — %.1f ms", verdict.seconds * 1000) : ""))
            if verbose || !verdict.matches {
                for violation in verdict.report.violations where verbose || verdict.unexpected.contains(violation.requirement.id) {
                    print(violation.message.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
                }
                for error in verdict.report.configurationErrors { print("      Kit misuse: \(error)") }
                if verbose { for note in verdict.report.uikitMisuse { print("      " + note.description) } }
                if !verdict.missed.isEmpty {
                    print("      expected but not reported: \(verdict.missed.sorted().joined(separator: ", ")) — \(sample.expectation)")
                }
            }
        }
        let elapsed = clock.now - start
        let summary = CorpusSummary(verdicts)
        let scenarios = verdicts.map(\.report.scenariosRun.count).reduce(0, +)
        print("\n\(summary) — \(scenarios) scenarios in \(elapsed.formatted(.units(allowed: [.milliseconds], width: .narrow)))")
        print(summary.allMatch ? "Every verdict matches its expectation." : "\(summary.mismatches.count) verdicts differ from their expectation.")
        return summary.allMatch ? 0 : 1
    }

    /// One line per sample: mark, name, what it violates (with the first scenario of each ID) or
    /// that it meets every requirement checked.
    static func line(for verdict: CorpusVerdict) -> String {
        let mark = verdict.matches ? "✓" : "✗"
        let sample = verdict.sample
        let role = sample.role == .mutant ? "" : " [\(sample.role.rawValue)]"
        guard !verdict.report.violations.isEmpty else {
            return "\(mark) \(sample.id)\(role): meets every requirement checked (\(verdict.report.scenariosRun.count) scenarios)"
        }
        let ids = verdict.report.violatedIDs.map { id in
            let first = verdict.report.violations.first { $0.requirement.id == id }!
            let count = verdict.report.violations.filter { $0.requirement.id == id }.count
            return "\(id) in \(first.scenario.testDescription)\(count > 1 ? " (+\(count - 1))" : "")"
        }
        return "\(mark) \(sample.id)\(role): violates " + ids.joined(separator: "; ")
    }
}
