import Testing
import TransitionConformance

@testable import ConformanceCorpus

/// `verifyAnimator(presentationController:)` checks an animator with the presentation controller
/// it ships with, through UIKit's own `present` and `dismiss`.
@MainActor
@Suite("The animator suite with the subject's own presentation controller")
struct AnimatorPairingTests {
    private let interactiveModal: Set<AnimatorFeature> = [.presentation, .dismissal, .interactive]

    @Test("an animator that relies on its presentation controller to add the presented view fails alone and passes with it")
    func reliesOnItsPresentationController() {
        let alone = verifyAnimator(features: interactiveModal) { InstalledCardAnimator(isPresenting: $0.kind == .presentation) }
        #expect(alone.violatedIDs.contains("ANIM-TO-VIEW-ADDED"), "alone, nobody adds the card: \(alone.violatedIDs)")
        let paired = verifyAnimator(
            features: interactiveModal, presentationController: { SelfInstallingCardPresentationController(presentedViewController: $0, presenting: $1) }
        ) {
            InstalledCardAnimator(isPresenting: $0.kind == .presentation)
        }
        // Every requirement holds but the should it breaks with or without its presentation
        // controller: it slides the card whatever Reduce Motion says.
        #expect(paired.violatedIDs == ["ANIM-REDUCE-MOTION"], "\(paired)")
        #expect(paired.violations.allSatisfy { $0.requirement.level == .should })
        #expect(paired.configurationErrors.isEmpty)
        #expect(!paired.scenariosRun.isEmpty && paired.scenariosRun.allSatisfy { !$0.presenterRemoved })
        #expect(paired.scenariosSkipped.contains { $0.reason.contains("shouldRemovePresentersView decides") })
    }

    @Test("a broken animator is still caught with its presentation controller")
    func brokenPairIsCaught() {
        let report = verifyAnimator(
            features: interactiveModal, presentationController: { MinimalPresentationController(presentedViewController: $0, presenting: $1) }
        ) { _ in
            Defect.doesNotRestoreAlphaOnCancel.makeAnimator()
        }
        #expect(report.violatedIDs == ["ANIM-CANCEL-RESTORES-STATE"], "\(report)")
    }

    @Test("push or pop with a presentation controller is kit misuse, saying what to fix")
    func navigationIsMisuse() {
        let report = verifyAnimator(
            features: [.push, .pop], presentationController: { MinimalPresentationController(presentedViewController: $0, presenting: $1) }
        ) { _ in
            MinimalAnimator()
        }
        #expect(report.configurationErrors.first?.contains("takes part only in modal transitions") == true, "\(report.configurationErrors)")
        #expect(report.scenariosRun.isEmpty)
    }
}
