#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

/// The same code gets the same verdict whichever checker is called: an ensemble checked whole
/// reports every requirement its pieces' checkers report, in the scenarios the ensemble runs,
/// under the same scenario label.
///
/// For each modal ensemble of the corpus (correct and broken), the pieces are what its delegate
/// vends — the presentation controller and the two animators — checked with
/// `verifyAnimator(presentationController:)` and `verifyPresentationController(animator:)` on the
/// app's own screens, in exactly the scenarios the ensemble check ran. Every (ID, scenario) the
/// pieces report must be in the ensemble's report.
@MainActor
@Suite("Ensemble and pieces agree")
struct EnsembleConsistencyTests {
    /// One modal ensemble: its screens (the presented one brings or is given its delegate) and how
    /// to check it whole.
    struct ModalEnsemble: CustomTestStringConvertible, Sendable {
        let name: String
        let features: Set<AnimatorFeature>
        let screens: @MainActor @Sendable () -> (presenting: UIViewController, presented: UIViewController)
        var testDescription: String { name }
    }

    nonisolated static let ensembles: [ModalEnsemble] =
        ([nil] + BottomSheetDefect.allCases).map { defect in
            ModalEnsemble(name: "bottom sheet \(defect.map { "\($0)" } ?? "(correct)")", features: [.presentation, .dismissal, .presenterKept]) {
                (UIViewController(), SheetContentViewController(defect: defect))
            }
        }
        + ([nil] + ReceiptCardDefect.allCases).map { defect in
            ModalEnsemble(name: "receipt card \(defect.map { "\($0)" } ?? "(correct)")", features: [.presentation, .dismissal, .presenterKept]) {
                (UIViewController(), ReceiptCardViewController(defect: defect))
            }
        }
        // The broken snapshot cards are left out: the ensemble judges PRES- requirements only in its
        // flows and ANIM- requirements only in its animator runs, so a label that ran as one only
        // (an animated dismissal; a 390×844 presentation) misses what the other piece's checker finds there.
        + [
            ModalEnsemble(name: "snapshot card (correct)", features: [.presentation, .dismissal, .presenterKept]) {
                (UIViewController(), SnapshotCardViewController())
            }
        ]

    @Test("every (ID, scenario) the pieces' checkers report, the ensemble checker reports too", arguments: ensembles)
    func ensembleReportsWhatPiecesReport(_ ensemble: ModalEnsemble) {
        let whole = verifyPresentedViewController(ensemble.name) { _ in ensemble.screens() }
        let ran = whole.scenariosRun.filter { $0.referenceAnimator == nil && !$0.mode.isInteractive }
        // The app's delegate of each presented screen, kept before the kit stages the pieces (their
        // checkers put a delegate of their own on the presented view controller).
        let delegates = AppDelegates()
        func screens() -> (presenting: UIViewController, presented: UIViewController) {
            let made = ensemble.screens()
            delegates.keep(made.presented)
            return made
        }
        func animator(_ scenario: TransitionScenario) -> any UIViewControllerAnimatedTransitioning {
            let (presenting, presented) = screens()
            let delegate = delegates.of(presented)
            return scenario.kind == .presentation
                ? delegate.animationController(forPresented: presented, presenting: presenting, source: presenting)!
                : delegate.animationController(forDismissed: presented)!
        }
        func presentationController(_ presented: UIViewController, _ presenting: UIViewController) -> UIPresentationController {
            delegates.of(presented).presentationController(forPresented: presented, presenting: presenting, source: presenting)!
        }
        let animators = verifyAnimator(
            features: ensemble.features, scenarios: ran.filter(EnsembleChecks.canRun), presentationController: presentationController,
            viewControllers: { _ in
                let made = screens()
                return (made.presenting, made.presented)
            }, factory: animator)
        let presentation = verifyPresentationController(
            features: ensemble.features, animator: animator, scenarios: ran, viewControllers: { _ in screens() }, factory: presentationController)
        let wholeFindings = Set(whole.violations.map { "\($0.requirement.id) in \($0.scenario.testDescription)" })
        let labels = Set(ran.map(\.testDescription))
        let pieceFindings = (animators.violations + presentation.violations).filter { labels.contains($0.scenario.testDescription) }
        let missing = Set(pieceFindings.map { "\($0.requirement.id) in \($0.scenario.testDescription)" }).subtracting(wholeFindings)
        #expect(missing.isEmpty, "the pieces report, the ensemble does not: \(missing.sorted()); ensemble: \(wholeFindings.sorted())")
    }

    @Test(
        "every (ID, scenario) the animator checker reports on a navigation delegate's animators, the navigation delegate checker reports too",
        arguments: [nil] + SlideOverDefect.allCases)
    func navigationEnsembleReportsWhatItsAnimatorsReport(_ defect: SlideOverDefect?) {
        let whole = verifyNavigationControllerDelegate(
            viewControllers: { _ in (UINavigationController(rootViewController: ArticleListViewController()), ArticleViewController()) }
        ) { _ in SlideOverNavigationDelegate(defect: defect) }
        let ran = whole.scenariosRun.filter { !$0.mode.isInteractive && EnsembleChecks.canRun($0) }
        let animators = verifyAnimator(
            features: [.push, .pop], scenarios: ran, viewControllers: { _ in (ArticleListViewController(), ArticleViewController()) }
        ) { scenario in
            SlideOverNavigationDelegate(defect: defect).navigationController(
                UINavigationController(), animationControllerFor: scenario.kind == .push ? .push : .pop, from: UIViewController(),
                to: UIViewController())!
        }
        // Reuse and release are judged on a flow of their own: the animator alone runs the same
        // direction twice, an ensemble the round trip its delegate makes (push, pop, push, pop), each
        // labelled with the flow that ran. They must agree on the ID, under either label.
        let lifecycle: Set<String> = [Requirement.animReusable.id, Requirement.animReleases.id, Requirement.animRoundTrip.id]
        func finding(_ violation: Violation) -> String {
            lifecycle.contains(violation.requirement.id)
                ? "\(violation.requirement.id) (a lifecycle flow)" : "\(violation.requirement.id) in \(violation.scenario.testDescription)"
        }
        let wholeFindings = Set(whole.violations.map(finding))
        let labels = Set(ran.map(\.testDescription))
        let pieceFindings = animators.violations.filter { labels.contains($0.scenario.testDescription) }
        let missing = Set(pieceFindings.map(finding)).subtracting(wholeFindings)
        #expect(
            missing.isEmpty, "the animator checker reports, the navigation delegate checker does not: \(missing.sorted()); ensemble: \(wholeFindings.sorted())")
    }

    @Test(
        "every (ID, scenario) the animator checker reports on the photo zoom's animators with the app's screens, the delegate checker reports too",
        arguments: [nil] + PhotoZoomDefect.allCases)
    func photoZoomReportsWhatItsAnimatorsReport(_ defect: PhotoZoomDefect?) {
        let whole = Corpus.verifyPhotoZoom(defect)
        let ran = whole.scenariosRun.filter { $0.referenceAnimator == nil && !$0.mode.isInteractive && EnsembleChecks.canRun($0) }
        let animators = verifyAnimator(
            features: [.presentation, .dismissal, .presenterKept], scenarios: ran,
            viewControllers: { _ in (PhotoListViewController(zoomTransition: PhotoZoomTransitioningDelegate(defect: defect)), PhotoDetailViewController()) }
        ) { scenario in
            let delegate = PhotoZoomTransitioningDelegate(defect: defect)
            let placeholder = UIViewController()
            return scenario.kind == .presentation
                ? delegate.animationController(forPresented: placeholder, presenting: placeholder, source: placeholder)!
                : delegate.animationController(forDismissed: placeholder)!
        }
        expectEnsemble(whole, reports: animators.violations, in: ran)
    }

    @Test(
        "every (ID, scenario) the animator checker reports on the sliding tabs' animator, the tab bar delegate checker reports too",
        arguments: [nil] + SlidingTabDefect.allCases)
    func slidingTabsReportWhatTheirAnimatorReports(_ defect: SlidingTabDefect?) {
        let whole = Corpus.verifySlidingTabs(defect)
        let ran = whole.scenariosRun.filter { !$0.mode.isInteractive && EnsembleChecks.canRun($0) }
        let animators = verifyAnimator(features: [.push], scenarios: ran) { _ in TabSlideAnimator(towardsLeft: true, defect: defect) }
        expectEnsemble(whole, reports: animators.violations, in: ran)
    }

    /// Every (ID, scenario label) of `pieces` in the scenarios `ran` is in `whole`'s report; reuse,
    /// release and round trip by ID alone (each checker judges them on the flow it runs).
    private func expectEnsemble(
        _ whole: ConformanceReport, reports pieces: [Violation], in ran: [TransitionScenario], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lifecycle: Set<String> = [Requirement.animReusable.id, Requirement.animReleases.id, Requirement.animRoundTrip.id]
        func finding(_ violation: Violation) -> String {
            lifecycle.contains(violation.requirement.id)
                ? "\(violation.requirement.id) (a lifecycle flow)" : "\(violation.requirement.id) in \(violation.scenario.testDescription)"
        }
        #expect(!ran.isEmpty, "the ensemble ran no scenario the pieces can run", sourceLocation: sourceLocation)
        let labels = Set(ran.map(\.testDescription))
        let missing = Set(pieces.filter { labels.contains($0.scenario.testDescription) }.map(finding)).subtracting(whole.violations.map(finding))
        #expect(
            missing.isEmpty, "the pieces report, the ensemble does not: \(missing.sorted()); ensemble: \(whole.violations.map(finding).sorted())",
            sourceLocation: sourceLocation)
    }
}

/// The app's transitioning delegate of each presented screen a test made, held weakly (the checks
/// see whether the screens and their delegates are freed).
@MainActor
private final class AppDelegates {
    private struct Entry {
        weak var screen: UIViewController?
        weak var delegate: (any UIViewControllerTransitioningDelegate)?
    }
    private var entries: [Entry] = []

    func keep(_ presented: UIViewController) {
        entries.append(Entry(screen: presented, delegate: presented.transitioningDelegate))
    }

    func of(_ presented: UIViewController) -> any UIViewControllerTransitioningDelegate {
        entries.last { $0.screen === presented }!.delegate!
    }
}
