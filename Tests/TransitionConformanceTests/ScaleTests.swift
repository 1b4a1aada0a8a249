import ConformanceCorpus
import Foundation
import Testing
import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The kit's cost grows linearly with the views a subject has and the cases it explores, and what
/// it prints stays bounded (the "When the subject misbehaves" article).
@MainActor
@Suite("Cost linear in the work: thousands of views, thousands of explored cases")
struct ScaleTests {
    /// The CPU time `body` takes on this thread, the least of `repetitions` tries: other tests
    /// running in parallel do not count, and one slow try does not decide.
    private func seconds(repetitions: Int = 3, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repetitions {
            let start = Self.threadTime
            body()
            best = min(best, Self.threadTime - start)
        }
        return best
    }

    private static var threadTime: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// 4× the views may cost at most 8× the time: linear cost makes it about 4×, a cost that grows
    /// with the square of the views 16×.
    private static let allowedGrowth = 8.0

    private let presentation = [TransitionScenario(kind: .presentation)]

    @Test("a to-view holding a chain of 2,000 nested views costs about 4× one of 500, not 16×")
    func nestedViewsScaleLinearly() {
        let small = seconds { _ = verifyAnimator(scenarios: presentation) { _ in ManyViewsAnimator(views: 500, nested: true) } }
        let large = seconds { _ = verifyAnimator(scenarios: presentation) { _ in ManyViewsAnimator(views: 2_000, nested: true) } }
        #expect(large / small < Self.allowedGrowth, "500 views: \(small) s, 2,000 views: \(large) s")
    }

    @Test("a presentation with 2,000 chrome views and 2,000 presented subviews costs about 4× one with 500 each, not 16×")
    func presentationViewsScaleLinearly() {
        func check(_ views: Int) {
            let report = verifyPresentationController(
                scenarios: [TransitionScenario(kind: .presentation, referenceAnimator: .fade)],
                viewControllers: { _ in (UIViewController(), TiledPresentationController.presentedViewController(views: views)) }
            ) { TiledPresentationController(views: views, presentedViewController: $0, presenting: $1) }
            #expect(report.passed && report.scenariosRun.count == 1, "\(report)")
        }
        let small = seconds { check(500) }
        let large = seconds { check(2_000) }
        #expect(large / small < Self.allowedGrowth, "500 views: \(small) s, 2,000 views: \(large) s")
    }

    @Test("a correct animator with 2,000 views passes, and one that leaves 2,000 tiles behind gets a bounded report")
    func leftoversAreListedBounded() {
        #expect(verifyAnimator { _ in ManyViewsAnimator(views: 2_000) }.passed)
        let report = verifyAnimator(scenarios: presentation) { _ in ManyViewsAnimator(views: 2_000, leavingTiles: true) }
        let observed = report.violations.first { $0.requirement.id == "ANIM-TEMP-VIEWS-REMOVED" }?.observed ?? ""
        #expect(observed.contains("; … and 1980 more after completeTransition(true) at t=0.30"), "\(observed.prefix(300))")
        #expect(observed.count < 1_000)
    }

    @Test("a failing exploration of 1,000 cases shrinks 20 violations a requirement and counts the rest in a short report")
    func failingExplorationIsBounded() {
        let features = AnimatorFeature.modal.union([.push, .pop])
        let report = verifyAnimator(features: features, scenarios: .exploring(count: 1_000, seed: 7, for: features)) { _ in
            ScreenSizedAnimator()
        }
        #expect(report.scenariosRun.count == 1_000)
        let finalFrame = report.violations.filter { $0.requirement.id == "ANIM-FINAL-FRAME" }
        #expect(!finalFrame.isEmpty)
        #expect(finalFrame.contains { $0.observed.contains("more explored cases violated it too, not shrunk: the kit shrinks 20 violations a requirement") })
        #expect(report.violations.allSatisfy { $0.message.count < 1_500 }, "\(report.violations.map(\.message.count))")
        #expect("\(report)".count < 20_000)
    }

    @Test("a report lists 20 skipped scenarios one by one, then how many more")
    func skippedAreListedBounded() {
        let pushes = Array(repeating: TransitionScenario(kind: .push), count: 30)
        let report = verifyAnimator(features: [.presentation], scenarios: presentation + pushes) { _ in MinimalAnimator() }
        #expect(report.scenariosSkipped.count == 30)
        let text = "\(report)"
        #expect(text.components(separatedBy: "\nSkipped ").count - 1 == 20)
        #expect(text.contains("… and 10 more skipped (all in `scenariosSkipped`)."))
    }
}

/// An animator that sizes the to-view from a fixed screen instead of `finalFrame(for:)`: every
/// explored container size but one fails ANIM-FINAL-FRAME.
@MainActor
private final class ScreenSizedAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let fade = MinimalAnimator()
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        fade.transitionDuration(using: transitionContext)
    }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        fade.animateTransition(using: context)
        context.view(forKey: .to)?.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    }
}
