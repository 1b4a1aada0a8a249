import ConformanceCorpus
import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The bench's size figures: how the checkers' cost grows with the views a subject has and with
/// the cases an exploration draws.
extension BenchRunner {
    /// The least CPU seconds of `repetitions` runs of `body`.
    private static func best(_ repetitions: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<max(repetitions, 1) {
            let start = BenchClock.now
            body()
            best = min(best, seconds(since: start))
        }
        return best
    }

    /// One presentation through the animator suite (`verifyAnimator`, its reuse, release and round
    /// trip runs included) with a to-view holding a chain of `views` nested views, and one through
    /// the presentation suite with `views` chrome views and as many in the presented view.
    mutating func viewStep(views: Int, repetitions: Int) -> BenchResult.ViewStep {
        let presentation = [TransitionScenario(kind: .presentation)]
        var problem: String?
        let animator = Self.best(repetitions) {
            let report = verifyAnimator(scenarios: presentation) { _ in ManyViewsAnimator(views: views, nested: true) }
            if !report.passed || report.scenariosRun.count != 1 { problem = "verifyAnimator flagged ManyViewsAnimator(views: \(views)): \(report)" }
        }
        let presentationController = Self.best(repetitions) {
            let report = verifyPresentationController(
                scenarios: [TransitionScenario(kind: .presentation, referenceAnimator: .fade)],
                viewControllers: { _ in (UIViewController(), TiledPresentationController.presentedViewController(views: views)) }
            ) { TiledPresentationController(views: views, presentedViewController: $0, presenting: $1) }
            if !report.passed || report.scenariosRun.count != 1 {
                problem = "verifyPresentationController flagged TiledPresentationController(views: \(views)): \(report)"
            }
        }
        if let problem { note(problem) }
        return .init(views: views, animatorSeconds: animator, presentationControllerSeconds: presentationController)
    }

    /// `count` explored cases of modal and interactive scenarios through `verifyAnimator`: a correct
    /// animator (`MinimalAnimator`), or one that leaves a view in the container after every
    /// presentation (every explored presentation fails ANIM-TEMP-VIEWS-REMOVED).
    mutating func explorationStep(count: Int, failing: Bool) -> BenchResult.ExplorationStep {
        let features: Set<AnimatorFeature> = [.presentation, .dismissal, .interactive]
        let scenarios = [TransitionScenario].exploring(count: count, seed: 7, for: features)
        var report: ConformanceReport?
        let seconds = Self.best(1) {
            report = verifyAnimator(features: features, scenarios: scenarios) { _ -> any UIViewControllerAnimatedTransitioning in
                if failing { return ManyViewsAnimator(views: 1, leavingTiles: true) }
                return MinimalAnimator()
            }
        }
        guard let report else { return .init(cases: count, subject: "", seconds: seconds, violations: 0, reportCharacters: 0, residentBytesAfter: nil) }
        if report.scenariosRun.count != count || report.passed == failing {
            note(
                "the \(failing ? "failing" : "passing") exploration of \(count) cases ran \(report.scenariosRun.count) and \(report.passed ? "passed" : "failed")"
            )
        }
        return .init(
            cases: count, subject: failing ? "leaves a view behind (failing)" : "MinimalAnimator (passing)", seconds: seconds,
            violations: report.violations.count + report.truncatedViolationCount, reportCharacters: "\(report)".count,
            residentBytesAfter: ProcessMemory.residentBytes)
    }
}
