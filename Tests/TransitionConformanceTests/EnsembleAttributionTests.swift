import HeadlessUIKit
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

/// The corpus checks each ensemble's IDs; these check that each violation names the object that
/// broke the requirement — the piece an app developer has to open.
@MainActor
@Suite("Ensemble violations name the object that broke the requirement")
struct EnsembleAttributionTests {
    /// Each broken ensemble, the ID its defect breaks, and what that violation must name.
    nonisolated static let cases: [(sample: String, id: String, names: String)] = [
        ("ensemble/bottom sheet/dismissalCompletesWithFinishedFlag", "ANIM-COMPLETE-FLAG", "your dismissal animator BottomSheetDismissAnimator"),
        (
            "ensemble/bottom sheet/handlerKeepsInteractionController", "INT-NOT-VENDED-WITHOUT-GESTURE",
            "by your transitioning delegate's interactionControllerForDismissal(using:)"
        ),
        ("ensemble/bottom sheet/interactionCancelsThroughStoredContext", "INT-GESTURE-END", "your interaction controller ContextKeepingSheetInteraction"),
        ("ensemble/photo zoom/keepsSnapshotWhenInterrupted", "ANIM-TEMP-VIEWS-REMOVED", "your presentation animator PhotoZoomAnimator"),
        ("ensemble/receipt card/animatorHardCodesCardFrame", "ANIM-FINAL-FRAME", "your presentation animator ReceiptCardAnimator"),
        ("ensemble/slide-over navigation/popLeavesFromViewShiftedOnCancel", "ANIM-CANCEL-RESTORES-STATE", "your pop animator SlideOverPopAnimator"),
        ("ensemble/slide-over navigation/popAlwaysCompletesTrue", "ANIM-COMPLETE-FLAG", "your pop animator SlideOverPopAnimator"),
        ("ensemble/sliding tabs/durationDisagreesWithAnimation", "ANIM-DURATION", "your tab switch animator TabSlideAnimator"),
        ("ensemble/sliding tabs/neverAddsToView", "ANIM-TO-VIEW-ADDED", "your tab switch animator TabSlideAnimator"),
    ]

    @Test("every violation of the defect's ID names the broken object", arguments: cases.indices)
    func namesTheObject(_ index: Int) throws {
        let entry = Self.cases[index]
        let sample = try #require(Corpus.ensembleSamples.first { $0.id == entry.sample })
        let report = sample.verify()
        let matching = report.violations.filter { $0.requirement.id == entry.id }
        #expect(!matching.isEmpty, "\(report)")
        for violation in matching {
            #expect(violation.observed.contains(entry.names), "\(violation.observed)")
        }
    }
}

@MainActor
@Suite("Ensemble checkers explore seeded scenarios and shrink what fails")
struct EnsembleExplorationTests {
    @Test("an explored edge-swipe pop that commits a cancel is reported once per shrunk scenario, with its seed")
    func exploredNavigationShrinks() {
        let explored = TransitionScenario.exploring(count: 30, seed: 7, for: [.push, .pop, .interactivePop])
        let report = verifyNavigationControllerDelegate(
            scenarios: explored,
            viewControllers: { _ in (UINavigationController(rootViewController: ArticleListViewController()), ArticleViewController()) },
            interactivePop: .pan(toward: .right) { ($0 as? ArticleViewController)?.edgePan }
        ) { _ in SlideOverNavigationDelegate(defect: .popAlwaysCompletesTrue) }
        let flag = report.violations.filter { $0.requirement.id == "ANIM-COMPLETE-FLAG" }
        #expect(!flag.isEmpty, "\(report)")
        #expect(flag.allSatisfy { $0.scenario.explored?.seed == 7 }, "\(report)")
        #expect(flag.contains { $0.scenario.testDescription.contains("shrunk from") }, "\(report)")
        // A shrunk finding keeps the object it names, so it is grouped with the same object's others.
        #expect(flag.allSatisfy { $0.object == "your pop animator SlideOverPopAnimator" }, "\(flag.map(\.object))")
        let correct = verifyNavigationControllerDelegate(
            scenarios: explored,
            viewControllers: { _ in (UINavigationController(rootViewController: ArticleListViewController()), ArticleViewController()) },
            interactivePop: .pan(toward: .right) { ($0 as? ArticleViewController)?.edgePan }
        ) { _ in SlideOverNavigationDelegate() }
        #expect(correct.violations.isEmpty, "\(correct)")
    }
}
