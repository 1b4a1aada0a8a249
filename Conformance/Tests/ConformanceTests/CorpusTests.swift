import Testing
import TransitionConformance
@testable import ConformanceCorpus

@MainActor
@Suite("The corpus: the kit's verdict on every sample is the expected one")
struct CorpusTests {
    @Test("verdict", arguments: Corpus.all.map(\.id))
    func verdict(_ id: String) throws {
        let sample = try #require(Corpus.all.first { $0.id == id })
        let verdict = CorpusVerdict(sample)
        #expect(verdict.report.configurationErrors.isEmpty, "\(verdict.report.configurationErrors)")
        func expectVerdict() {
            #expect(verdict.unexpected.isEmpty, "unexpected \(verdict.unexpected.sorted()) — \(sample.role == .mutant ? "collateral" : "false alarm")\n\(verdict.report)")
            #expect(verdict.missed.isEmpty, "missed \(verdict.missed.sorted()) — \(sample.expectation)\n\(verdict.report)")
        }
        if let kitIssue = Corpus.knownKitIssues[id] {
            withKnownIssue(Comment(rawValue: kitIssue)) { expectVerdict() }
        } else {
            expectVerdict()
        }
    }

    @Test("every requirement ID is broken by at least one mutant, and the summary counts them")
    func detection() {
        let mutants = Corpus.all.filter { $0.role == .mutant }
        let broken = Set(mutants.flatMap(\.expectedViolations))
        #expect(Set(Requirement.catalogue.map(\.id)).subtracting(broken).isEmpty)
        let summary = Corpus.run()
        print("Corpus: \(summary)")
        #expect(summary.caught == summary.mutants.count)
        let known = summary.verdicts.filter { $0.sample.role != .mutant && Corpus.knownKitIssues[$0.sample.id] != nil }
        #expect(summary.falseAlarms == known.map(\.unexpected.count).reduce(0, +), "false alarms outside Corpus.knownKitIssues")
        #expect(Set(Corpus.all.map(\.id)).count == Corpus.all.count, "sample IDs are unique")
    }
}
