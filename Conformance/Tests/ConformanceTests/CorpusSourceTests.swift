import Testing

@testable import ConformanceCorpus

/// `transition-conformance explain` shows the corpus's code: the declaration of a correct sample,
/// the lines that make a mutant broken.
@Suite("The corpus's code, as explain shows it")
struct CorpusSourceTests {
    @Test("a type's excerpt starts at its doc comment, names its path and ends with its closing brace")
    func typeExcerpt() throws {
        let excerpt = try #require(CorpusSource.excerpts(forType: "SharedAnimatorDelegate").first)
        #expect(excerpt.path == "Conformance/Sources/ConformanceCorpus/Samples/SheetTransitioningDelegates.swift")
        #expect(excerpt.lines.first?.hasPrefix("/// The classic direction bug") == true)
        #expect(excerpt.lines.contains { $0.contains("final class SharedAnimatorDelegate") })
        #expect(excerpt.lines.last == "}")
        #expect(excerpt.text.hasPrefix("\(excerpt.path):\(excerpt.firstLine)\n"))
    }

    @Test("a kit's reference subject is found among the kit's fakes")
    func referenceSubject() {
        #expect(CorpusSource.excerpts(forType: "MinimalAnimator").first?.path == "Sources/TransitionConformance/Fakes/MinimalAnimator.swift")
    }

    @Test("a defect's excerpt is the line of its own type's file that tests for it, with its comment — not a same-named defect elsewhere")
    func defectExcerpt() throws {
        let excerpts = CorpusSource.excerpts(forDefect: "sizesFromScreen", ofType: "MutantPresentationController")
        #expect(excerpts.map(\.path) == ["Conformance/Sources/ConformanceCorpus/Mutants/MutantPresentationController.swift"])
        #expect(excerpts.first?.lines.contains { $0.contains("defect == .sizesFromScreen ? UIScreen.main.bounds") } == true)
        let early = try #require(CorpusSource.excerpts(forDefect: "returnsEarlyWithoutCompleting", ofType: "MutantAnimator").first)
        #expect(early.lines.first?.contains("// The classic early return") == true)
        #expect(early.lines.last?.contains("defect == .returnsEarlyWithoutCompleting") == true)
        #expect(CorpusSource.excerpts(forDefect: "noSuchDefect", ofType: "MutantAnimator").isEmpty)
    }

    @Test("every mutant made from a defect enum has code to show")
    func everyMutantHasCode() {
        for defect in Defect.allCases where defect != .vendsNewInterruptibleAnimatorEachTime {
            #expect(!CorpusSource.excerpts(forDefect: "\(defect)", ofType: "MutantAnimator").isEmpty, "\(defect)")
        }
        for defect in ContextDefect.allCases {
            #expect(!CorpusSource.excerpts(forDefect: "\(defect)", ofType: "SampleContainerViewController").isEmpty, "\(defect)")
        }
    }
}
