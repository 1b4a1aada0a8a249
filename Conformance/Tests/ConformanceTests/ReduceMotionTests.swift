import Testing
import TransitionConformance

@testable import ConformanceCorpus

/// ANIM-REDUCE-MOTION: large motion under Reduce Motion is reported with the threshold it broke;
/// a cross-fade and a small slide pass; the thresholds are the limits in force.
@MainActor
@Suite("Reduce Motion")
struct ReduceMotionTests {
    @Test("the standard scenarios run each direction once with Reduce Motion on, labelled so")
    func scenarios() {
        let scenarios = TransitionScenario.standard(for: AnimatorFeature.modal).filter(\.reduceMotion)
        #expect(scenarios.map(\.kind) == [.presentation, .dismissal])
        #expect(scenarios.allSatisfy { $0.mode == .animated && $0.testDescription.hasSuffix(", Reduce Motion on") })
    }

    @Test("a zoom kept under Reduce Motion is a warning naming the view, the change and the threshold")
    func zoomIsReported() throws {
        let report = verifyAnimator(features: AnimatorFeature.modal) { _ in MutantAnimator(.zoomsDespiteReduceMotion) }
        #expect(report.violatedIDs == ["ANIM-REDUCE-MOTION"])
        let violation = try #require(report.violations.first)
        #expect(violation.requirement.level == .should)
        #expect(violation.scenario.reduceMotion)
        #expect(violation.observed.contains("scaled by 50 % (transform scale(0.5) → identity at t=0.00)"))
        #expect(violation.observed.contains("beyond RunLimits.reducedMotion (moves of up to 40 pt, scales of up to 10 %, rotations of up to 10°)"))
    }

    @Test("a 20-point slide with a cross-fade passes at the kit's 40 pt and is reported under a 10 pt threshold")
    func smallSlideAndConfiguredThreshold() {
        let navigation = AnimatorFeature.navigation
        let standard = verifyAnimator(features: navigation) { _ in CorrectedObjcIODefaultAnimator() }
        #expect(standard.violations.isEmpty, "\(standard)")
        let strict = RunLimits(reducedMotion: .init(translation: 10)).withValue {
            verifyAnimator(features: navigation) { _ in CorrectedObjcIODefaultAnimator() }
        }
        #expect(strict.violatedIDs == ["ANIM-REDUCE-MOTION"])
        #expect(strict.violations.first?.observed.contains("moved 20 pt") == true)
        #expect(strict.violations.first?.observed.contains("moves of up to 10 pt") == true)
    }

    @Test("a slide that cross-fades in place under Reduce Motion passes; the same slide without the check does not")
    func crossFadePasses() {
        let fading = verifyAnimator(features: AnimatorFeature.modal) { _ in MinimalSlideAnimator() }
        #expect(!fading.violatedIDs.contains("ANIM-REDUCE-MOTION"), "\(fading)")
        let sliding = verifyAnimator(features: AnimatorFeature.modal) { DiagonalAnimator(presenting: $0.kind == .presentation) }
        #expect(sliding.violatedIDs.contains("ANIM-REDUCE-MOTION"))
    }
}
