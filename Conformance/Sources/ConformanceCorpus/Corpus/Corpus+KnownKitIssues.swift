import TransitionConformance

extension Corpus {
    /// Samples whose expected verdict the kit does not give yet, by sample ID, with what the kit
    /// gets wrong. The corpus test records their mismatch as a known issue (and fails once the kit
    /// is fixed, so the entry can go); they are the corpus' known false alarms and misses.
    public static let knownKitIssues: [String: String] = [:]
}
