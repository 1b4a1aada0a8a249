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
        #expect(
            verdict.unexpected.isEmpty,
            "unexpected \(verdict.unexpected.sorted()) — \(sample.role == .mutant ? "collateral" : "false alarm")\n\(verdict.report)")
        #expect(verdict.missed.isEmpty, "missed \(verdict.missed.sorted()) — \(sample.expectation)\n\(verdict.report)")
        for (id, reason) in sample.knownKitIssues.sorted(by: { $0.key < $1.key }) {
            withKnownIssue("kit defect: \(reason)") {
                #expect(!verdict.knownKitIssuesReported.contains(id), "the kit reports \(id), which the sample does not violate")
            }
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
        #expect(summary.falseAlarms == 0, "false alarms beyond the samples' declared known kit issues")
        #expect(Set(Corpus.all.map(\.id)).count == Corpus.all.count, "sample IDs are unique")
    }
}
