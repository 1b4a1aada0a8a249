import TransitionConformance

/// The kit's own corpus: every sample with the verdict the kit must give it.
public enum Corpus {
    /// Every sample: the source material's implementations (published and corrected) and one
    /// mutant per requirement ID, in a stable order.
    public static var all: [CorpusSample] {
        seedSamples + mutantSamples + ensembleSamples + realWorldSamples
            + snapshotCardSamples
    }

    /// Runs every sample.
    @MainActor
    public static func run(_ samples: [CorpusSample]? = nil) -> CorpusSummary {
        CorpusSummary((samples ?? all).map { CorpusVerdict($0) })
    }
}
