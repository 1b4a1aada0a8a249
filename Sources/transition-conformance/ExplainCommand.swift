import ConformanceCorpus
import Foundation
import TransitionConformance

/// `explain <ID>`: one requirement in full, with a correct and a broken sample from the corpus
/// and what the kit reports for the broken one.
enum ExplainCommand {
    @MainActor
    static func run(_ id: String) -> Int32 {
        guard let requirement = Requirement.withID(id.uppercased()) else {
            let close = Requirement.catalogue.map(\.id).filter { $0.contains(id.uppercased()) || id.uppercased().contains($0) }
            FileHandle.standardError.write(
                Data(
                    "transition-conformance: no requirement '\(id)'\(close.isEmpty ? "" : "; did you mean \(close.joined(separator: ", "))?"); see `transition-conformance list`.\n"
                        .utf8))
            return 2
        }
        print(
            """
            \(requirement.id) (\(requirement.level.rawValue)) — \(requirement.family.rawValue)

            \(requirement.statement).

            Why: \(requirement.rationale)

            Source: \(requirement.source)

            Checked in: \(requirement.appliesTo), by \(RequirementDocuments.checkers(of: requirement).joined(separator: ", ")).

            How to satisfy: \(requirement.hint).
            """)
        let correct = Corpus.all.first { $0.role == .correct && $0.expectedViolations.isEmpty && family(of: $0) == requirement.family }
        if let correct {
            print("\nCorrect example: \(correct.id) — \(correct.origin).")
            printCode(CorpusSource.excerpts(forType: typeName(correct.verify().subject)))
        }
        // The mutant made for this requirement, else any mutant the requirement also catches.
        let mutants = Corpus.all.filter { $0.role == .mutant && $0.expectedViolations.contains(requirement.id) }
        if let broken = mutants.first(where: { $0.id.hasPrefix("mutant/\(requirement.id)/") }) ?? mutants.first {
            let verdict = CorpusVerdict(broken)
            print("\nBroken example: \(broken.id) — \(broken.origin). The kit reports:\n")
            if let violation = verdict.report.violations.first(where: { $0.requirement == requirement }) {
                print(violation.message.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            } else {
                print("    (nothing — the corpus test would fail)")
            }
            // A mutant of one of the corpus's mutant types: the lines that test its defect; any
            // other: its type's declaration.
            let type = typeName(verdict.report.subject)
            let defect = CorpusSource.excerpts(forDefect: String(broken.id.split(separator: "/").last ?? ""), ofType: type)
            print("\nIts code\(defect.isEmpty ? "" : " (the lines that make it broken)"):")
            printCode(defect.isEmpty ? CorpusSource.excerpts(forType: type) : defect)
        }
        return 0
    }

    /// The type a report's subject names: "MutantAnimator(.keepsFromView)" → "MutantAnimator".
    static func typeName(_ subject: String) -> String {
        String(subject.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// Prints each excerpt indented, or where to look when the sources are not next to the tool.
    static func printCode(_ excerpts: [CorpusSource.Excerpt]) {
        guard !excerpts.isEmpty else {
            print("    (its code is not available: run the tool from a checkout of the package, where Conformance/Sources is)")
            return
        }
        for excerpt in excerpts {
            print("")
            print(excerpt.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
        }
    }

    /// The family a correct sample demonstrates, from its ID.
    static func family(of sample: CorpusSample) -> Requirement.Family? {
        let id = sample.id
        if id.contains("Delegate") { return .transitioningDelegate }
        if id.contains("PresentationController") { return .presentationController }
        if id.contains("Interaction") { return .interactionController }
        if id.contains("Container") { return .transitionContext }
        if id.contains("Animator") { return .animator }
        return nil
    }
}
