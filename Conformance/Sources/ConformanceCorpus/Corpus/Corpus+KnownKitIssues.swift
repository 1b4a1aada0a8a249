import TransitionConformance

extension Corpus {
    /// Samples whose expected verdict the kit does not give yet, by sample ID, with what the kit
    /// gets wrong. The corpus test records their mismatch as a known issue (and fails once the kit
    /// is fixed, so the entry can go); they are the corpus' known false alarms and misses.
    public static let knownKitIssues: [String: String] = [
        "seed-004/DetailCardViewController delegate (published)": delegateSuiteKeepsPresented,
        "seed-004/DetailCardViewController delegate (corrected)": delegateSuiteKeepsPresented,
    ]

    private static let delegateSuiteKeepsPresented = """
        false alarm PRES-RELEASES: verifyTransitioningDelegate(viewControllers:) keeps the view controllers \
        it was given alive while the run checks that the presented one was freed, so every subject checked \
        with viewControllers: is reported (SheetTransitioningDelegate too)
        """
}
