import Testing
@testable import TransitionConformance
@testable import ConformanceCorpus

/// A call site that sets no `modalPresentationStyle` gets UIKit's `.automatic`, a sheet that keeps
/// the presenter's view in the window, and UIKit still runs the delegate's animators: the delegate
/// suite runs that style too unless the style is declared.
@MainActor
@Suite("The delegate suite in UIKit's default style")
struct DefaultStyleTests {
    private func screens(_: TransitionScenario) -> (presenting: UIViewController, presented: UIViewController) {
        (UIViewController(), SlideUpSheetViewController())
    }

    @Test("with no style declared, a dismissal that inserts the presenter's view through its view controller is ANIM-NIL-VIEWS in the sheet only")
    func sheetExposesThePresenterInserted() {
        let report = verifyTransitioningDelegate(knownDeviations: [.slidesWhateverReduceMotion], viewControllers: screens) { _ in
            SlideUpTransitioningDelegate(.insertsPresenterThroughViewController)
        }
        #expect(report.violatedIDs == ["ANIM-NIL-VIEWS"], "\(report)")
        // Dismissal animated, interrupted, in portrait, in the split-view container and with Reduce
        // Motion on, all in the sheet.
        #expect(report.violations.count == 5)
        for violation in report.violations {
            #expect(violation.scenario.kind == .dismissal && !violation.scenario.presenterRemoved)
            #expect(violation.observed.hasPrefix("with the style UIKit uses when your call site sets none (SlideUpSheetViewController."))
            #expect(violation.observed.contains("modalPresentationStyle is .automatic: UIKit presents a sheet"))
            #expect(violation.observed.hasSuffix("moved it to containerView, out of the window when the transition ended: the screen is left empty (black)"))
        }
    }

    @Test("declared .fullScreen, the same delegate passes: UIKit hands the presenter's view back to the dismissal")
    func fullScreenDeclaredPasses() {
        let report = verifyTransitioningDelegate(knownDeviations: [.slidesWhateverReduceMotion], presentationStyle: .fullScreen, viewControllers: screens) {
            _ in
            SlideUpTransitioningDelegate(.insertsPresenterThroughViewController)
        }
        #expect(report.violations.isEmpty, "\(report)")
        // Animated, interrupted, portrait, split view and Reduce Motion, each direction (UIKit runs
        // no delegate animator for a non-animated full-screen presentation).
        #expect(report.scenariosRun.count == TransitionScenario.standardDelegateFlows().count + 10)
    }

    @Test("with no style declared the animator runs are made full screen and again as a sheet, where a non-animated run has no delegate animator")
    func bothStylesRun() {
        let report = verifyTransitioningDelegate(knownDeviations: [.slidesWhateverReduceMotion], viewControllers: screens) { _ in
            SlideUpTransitioningDelegate(.correct)
        }
        #expect(report.violations.isEmpty, "\(report)")
        // Animated, interrupted, portrait, split view and Reduce Motion, each direction, in each style.
        #expect(report.scenariosRun.count == TransitionScenario.standardDelegateFlows().count + 10 + 10)
        let split = report.scenariosRun.filter { $0.kind == .dismissal && $0.containerSize == TransitionScenario.compactSplit }
        #expect(split.map(\.presenterRemoved).sorted { !$0 && $1 } == [false, true])
    }

    @Test("a presented view controller that sets its own full-screen style gets no sheet runs")
    func ownFullScreenStyleIsKept() {
        let report = verifyTransitioningDelegate(
            viewControllers: { _ in
                let sheet = SlideUpSheetViewController()
                sheet.modalPresentationStyle = .overFullScreen
                return (UIViewController(), sheet)
            }
        ) { _ in SlideUpTransitioningDelegate(.insertsPresenterThroughViewController) }
        #expect(report.scenariosRun.count == TransitionScenario.standardDelegateFlows().count + 10, "\(report)")
    }

    @Test("the animator checker alone, presenter kept, finds the same ANIM-NIL-VIEWS in the same scenarios as the sheet runs")
    func sameFindingAsTheAnimatorAlone() {
        let whole = verifyTransitioningDelegate(viewControllers: screens) { _ in SlideUpTransitioningDelegate(.insertsPresenterThroughViewController) }
        // Not the non-animated one: a sheet runs no delegate animator there (the flows' is `.custom`).
        let ran = whole.scenariosRun.filter { $0.kind == .dismissal && $0.mode != .notAnimated && !$0.presenterRemoved && EnsembleChecks.canRun($0) }
        let alone = verifyAnimator(features: [.dismissal, .presenterKept], scenarios: ran) { _ in
            SlideDownDismissAnimator(.insertsPresenterThroughViewController)
        }
        func findings(_ violations: [Violation]) -> Set<String> { Set(violations.map { "\($0.requirement.id) in \($0.scenario)" }) }
        #expect(!ran.isEmpty)
        #expect(findings(alone.violations).isSubset(of: findings(whole.violations)), "alone: \(alone)\nwhole: \(whole)")
        // And, in the Reduce Motion run both make, the slide both report.
        #expect(alone.violatedIDs == ["ANIM-NIL-VIEWS", "ANIM-REDUCE-MOTION"], "\(alone)")
    }
}
