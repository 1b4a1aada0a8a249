import HeadlessUIKit
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

/// ANIM-FINAL-FRAME on pushes: a pushed view the animator never framed keeps its load-time size.
/// Whether `UINavigationController` lays it out once the push completes is undocumented;
/// HeadlessUIKit's default says it does not (the app shows the wrong frame: a must), and the
/// animator checker tries the other answer and says in the message what the user sees under it.
@MainActor
@Suite("Pushed views never framed")
struct PushedViewFrameVerdictTests {
    private let push = TransitionScenario(kind: .push, containerSize: TransitionScenario.phonePortrait)

    private func verifyFade(_ variant: CrossFadeNavigationAnimator.Variant, scenarios: [TransitionScenario]? = nil) -> ConformanceReport {
        verifyAnimator(
            features: [.push, .pop], scenarios: scenarios, viewControllers: { _ in (UIViewController(), NibSizedDetailViewController()) }
        ) { scenario in CrossFadeNavigationAnimator(operation: scenario.kind == .push ? .push : .pop, variant: variant) }
    }

    @Test("a pushed view left at its nib's 320 × 480 in a 390 × 844 window is ANIM-FINAL-FRAME, a must naming the other answer")
    func neverFramedIsAMust() throws {
        let report = verifyFade(.pushedViewNeverFramed, scenarios: [push])
        #expect(report.violatedIDs == ["ANIM-FINAL-FRAME"], "\(report)")
        #expect(!report.passed)
        let observed = try #require(report.violations.first?.observed)
        #expect(observed.contains("320.0×480.0"), "\(observed)")
        #expect(observed.contains("390.0×844.0"), "\(observed)")
        #expect(observed.contains("whether it lays its top view out when the push completes is undocumented"), "\(observed)")
        #expect(observed.contains("the wrong frame shows only during the push"), "\(observed)")
    }

    @Test("where the navigation controller lays its top view out after the push, the same animator meets ANIM-FINAL-FRAME")
    func otherAnswerFramesIt() throws {
        let report = try #require(OpenPoints.withNavigationControllerLayingOutTopView { verifyFade(.pushedViewNeverFramed, scenarios: [push]) })
        #expect(report.violations.isEmpty, "\(report)")
    }

    @Test("an animator that sets finalFrame(for:) meets ANIM-FINAL-FRAME in every container size, landscape included")
    func framedPasses() {
        let report = verifyFade(.correct)
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.scenariosRun.contains { $0.kind == .push && $0.containerSize == TransitionScenario.phoneLandscape })
    }

    @Test("the navigation delegate checked whole reports the pushed view's frame where its animator alone does")
    func ensembleAgreesWithItsAnimator() {
        let whole = Corpus.verifyCrossFadeNavigation(.pushedViewNeverFramed)
        let ran = whole.scenariosRun.filter { $0.kind == .push && !$0.mode.isInteractive && EnsembleChecks.canRun($0) }
        #expect(!ran.isEmpty)
        let pieces = verifyFade(.pushedViewNeverFramed, scenarios: ran)
        let found = { (report: ConformanceReport) in Set(report.violations.map { "\($0.requirement.id) in \($0.scenario.testDescription)" }) }
        #expect(!found(pieces).isEmpty, "\(pieces)")
        #expect(found(pieces).isSubset(of: found(whole)), "pieces: \(found(pieces).sorted()); whole: \(found(whole).sorted())")
    }
}
