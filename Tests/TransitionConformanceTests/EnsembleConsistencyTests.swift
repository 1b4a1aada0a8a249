#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

/// The same code gets the same verdict whichever checker is called: an ensemble checked whole
/// reports every requirement its pieces' checkers report, in the scenarios the ensemble runs,
/// under the same scenario label, on the same object — and the pieces' checkers report every
/// requirement the ensemble reports on them in the scenarios they ran.
///
/// Every sample of the corpus checked by an ensemble checker (``CorpusEnsemble``: correct and
/// broken, delegates, presented view controllers, navigation and tab bar delegates) is checked
/// whole, and as its pieces (``EnsemblePieces``): the animators and presentation controller its
/// delegate vends, with `verifyAnimator(presentationController:viewControllers:)` and
/// `verifyPresentationController(animator:viewControllers:)`, on the app's own screens, in exactly
/// the scenarios the ensemble check ran — and in the Reduce Motion run the animator checker makes
/// for each direction, should the ensemble check not have made it
/// (``EnsemblePieces/reduceMotionRunsMissing(from:ran:)``). Every (ID, scenario, object) the pieces
/// report must be in the ensemble's report (reported, or found and declared a known deviation), or
/// listed in ``exceptions`` with its reason. The other way, every (ID, scenario, object) the
/// ensemble reports on a piece in a scenario that piece's checker ran (a flow's dismissal under
/// that dismissal's own label) must be in the piece's report, or listed in ``reverseExceptions``.
@MainActor
@Suite("Ensemble and pieces agree")
struct EnsembleConsistencyTests {
    /// One ensemble sample of the corpus.
    struct Sample: CustomTestStringConvertible, Sendable {
        let id: String
        let ensemble: CorpusEnsemble
        var testDescription: String { id }
    }

    /// Every sample of the corpus an ensemble checker checks.
    nonisolated static let samples: [Sample] = Corpus.all.compactMap { sample in sample.ensemble.map { Sample(id: sample.id, ensemble: $0) } }

    /// A finding a piece's checker reports that the ensemble checker does not, for a reason
    /// written here: each is a difference between the checkers the test knows of, not a filter.
    struct Exception: Sendable {
        let reason: String
        /// The samples it is for; every sample when nil (then it need not show in each).
        let samples: Set<String>?
        let covers: @Sendable (_ finding: EnsemblePieces.Finding, _ whole: Whole) -> Bool
    }

    /// What the ensemble's check showed: its findings, the labels of its animator runs, and the
    /// scenarios it skipped with their reasons.
    struct Whole: Sendable {
        let findings: Set<EnsemblePieces.Finding>
        let animatorRuns: Set<String>
        let skipped: [String: String]
    }

    static let exceptions: [Exception] = [
        Exception(
            reason: """
                the delegate checker does not make an animator run that UIKit would not make with the app's objects, and \
                says why in its report: a non-animated transition in a style for which UIKit asks the delegate for no \
                animator (it runs its own, contract §2.5, F5), or a direction whose animator the delegate checker found \
                running the other way (DELEGATE-ANIMATOR-DIRECTION). The animator checker, handed that animator, runs it \
                in the scenario all the same
                """, samples: nil
        ) { finding, whole in
            finding.id.hasPrefix("ANIM-") && finding.scenario.map { !whole.animatorRuns.contains($0) && whole.skipped[$0] != nil } == true
        },
        Exception(
            reason: """
                the delegate checker's round trip (push, pop, push, pop through the app's delegate) does not see which \
                animator UIKit ran, so its reuse, release and round-trip findings name the delegate's animators together \
                (no object); the animator checker, holding one animator, names it. The requirement agrees
                """, samples: nil
        ) { finding, whole in
            EnsemblePieces.lifecycle.contains(finding.id) && whole.findings.contains { $0.id == finding.id && $0.object == EnsemblePieces.noObject }
        },
        Exception(
            reason: """
                a delegate that vends an interaction controller for a programmatic transition leaves UIKit waiting for it: \
                the delegate checker reports that (INT-NOT-VENDED-WITHOUT-GESTURE) and does not judge the animator of that \
                direction, which never runs to its end; the animator checker runs it without that controller
                """,
            samples: ["seed-000/CustomTransitionViewController as delegate (published)", "mutant/INT-NOT-VENDED-WITHOUT-GESTURE/alwaysInteractiveDelegate"]
        ) { finding, whole in
            finding.scenario?.hasPrefix("dismissal") == true && whole.findings.contains { $0.id == Requirement.intNotVendedWithoutGesture.id }
        },
        Exception(
            reason: """
                the backdrop the presenting animator leaves in the container is removed by the same delegate's dismissing \
                animator: the delegate checker judges the two as a pair (Precedence.leftoversThePairDismisses), the animator \
                checker has the presenting animator alone and reports the leftover
                """, samples: ["legal/AnimatorOwnedBackdrop"]
        ) { finding, _ in finding.id == Requirement.animTempViewsRemoved.id && finding.object == "animator BackdropPopupAnimator" },
    ]

    /// A finding the ensemble checker reports on a piece that the piece's own checker, in the same
    /// scenario, does not: each is a difference in what the two checkers stage, written here with
    /// its reason, for the samples it shows in.
    struct ReverseException: Sendable {
        let reason: String
        let samples: Set<String>
        let covers: @Sendable (_ finding: EnsemblePieces.Finding) -> Bool
    }

    static let reverseExceptions: [ReverseException] = [
        ReverseException(
            reason: """
                the delegate checker's round trip presents and dismisses through the app's own delegate in the app's own \
                window, under its root view controller (seed-004: a tab bar controller, whose bar the dismissal animator \
                moves and does not put back; the mutant: one animator the delegate shares between both directions); the \
                animator checker's round trip shows the app's two screens in a window of its own, with the animator its \
                factory makes for each direction
                """,
            samples: ["seed-004/DetailCardViewController delegate (published)", "mutant/DELEGATE-ANIMATOR-DIRECTION/controllerDrivenCardSharedAnimator"]
        ) { $0.id == Requirement.animRoundTrip.id },
        ReverseException(
            reason: """
                the delegate checker presents with the app's own modalPresentationStyle: the app sets none (.automatic), so \
                it also runs the sheet UIKit shows then (open point), whose finalFrame(for:) is inset from the top at \
                390×844. The animator checker presents with the scenario's .custom style, whose finalFrame(for:) is the \
                container's bounds — where this animator's frame, the screen's, happens to be right
                """, samples: ["seed-000/CustomTransitionViewController as delegate (published)"]
        ) { $0.id == Requirement.animFinalFrame.id && $0.scenario == "presentation, animated, 390×844, presenter kept" },
        ReverseException(
            reason: """
                the delegate checker sets a dismissal up by presenting through the app's own delegate, whose presenting \
                animator scales the presenter's view down; the dismissing animator then scales it back, which the finding \
                reports. The animator checker sets the dismissal up with UIKit's own presentation (its delegate vends the \
                animator for the judged direction only), so the presenter's view is untouched when that dismissal starts
                """, samples: ["mutant/ANIM-COMPLETE-FLAG/completesFromPresenterAnimation"]
        ) { $0.id == Requirement.animPresenterViewUntouched.id && $0.scenario?.hasPrefix("dismissal") == true },
    ]

    /// Both directions from one check of the whole and one of the pieces (each runs every
    /// scenario of the sample: the two comparisons share them).
    @Test("the ensemble checker and its pieces' checkers report the same (ID, scenario, object), both ways", arguments: samples)
    func ensembleAndPiecesAgree(_ sample: Sample) {
        let whole = sample.ensemble.verify()
        #expect(whole.recordedConfigurationErrors.isEmpty, "\(whole.recordedConfigurationErrors)")
        let ran = EnsemblePieces.comparable(whole)
        #expect(!ran.isEmpty, "the ensemble ran no scenario the pieces can run")
        // The pieces also run the Reduce Motion scenario the animator checker runs, should the ensemble not have.
        let pieces = EnsemblePieces.check(sample.ensemble, ran: ran + EnsemblePieces.reduceMotionRunsMissing(from: sample.ensemble, ran: ran))

        // Every (ID, scenario, object) the pieces' checkers report, the ensemble checker reports too.
        let animatorRuns = EnsemblePieces.animatorRunLabels(of: sample.ensemble, ran: ran)
        let wholeFindings = EnsemblePieces.findings(ofWhole: whole)
        let differing = pieces.findings.subtracting(wholeFindings)
        let exceptions = Self.exceptions.filter { $0.samples?.contains(sample.id) ?? true }
        let skipped = Dictionary(whole.scenariosSkipped.map { ($0.scenario.testDescription, $0.reason) }) { first, _ in first }
        let shown = Whole(findings: wholeFindings, animatorRuns: animatorRuns, skipped: skipped)
        let missing = differing.filter { finding in !exceptions.contains { $0.covers(finding, shown) } }
        #expect(
            missing.isEmpty,
            """
            the pieces report, the ensemble does not: \(missing.sorted().map(\.description))
            ensemble: \(wholeFindings.sorted().map(\.description))
            """)
        // An exception listed for this sample that no longer shows is removed.
        for exception in exceptions where exception.samples != nil && !differing.contains(where: { exception.covers($0, shown) }) {
            Issue.record("listed exception no longer differs: \(exception.reason)")
        }

        // Every (ID, scenario, object) the ensemble checker reports on a piece, in a scenario that
        // piece's checker ran, the piece's checker reports too.
        let differingTheOtherWay = EnsemblePieces.findings(ofWhole: whole, ranBy: pieces).subtracting(pieces.findings)
        let reverseExceptions = Self.reverseExceptions.filter { $0.samples.contains(sample.id) }
        let unreported = differingTheOtherWay.filter { finding in !reverseExceptions.contains { $0.covers(finding) } }
        #expect(
            unreported.isEmpty,
            """
            the ensemble reports, the pieces do not: \(unreported.sorted().map(\.description))
            pieces: \(pieces.findings.sorted().map(\.description))
            """)
        for exception in reverseExceptions where !differingTheOtherWay.contains(where: exception.covers) {
            Issue.record("listed exception no longer differs: \(exception.reason)")
        }
    }

    /// Every call of an ensemble checker in the corpus goes through ``CorpusEnsemble``, so that a
    /// new ensemble sample is in ``samples`` (and checked above) as soon as it is in the corpus.
    @Test("every ensemble sample of the corpus is made from a CorpusEnsemble")
    func everyEnsembleSampleIsCovered() throws {
        let corpus = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Conformance/Sources/ConformanceCorpus").standardized
        let checkers = try Regex(
            #"(verify|check)(TransitioningDelegate|PresentedViewController|NavigationControllerDelegate|NavigationController|TabBarControllerDelegate|TabBarController)\("#
        )
        var calls: [String] = []
        for case let file as URL in FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" && file.lastPathComponent != "CorpusEnsemble.swift" {
            for (number, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(checkers) {
                calls.append("\(file.lastPathComponent):\(number + 1)")
            }
        }
        #expect(calls.isEmpty, "ensemble checkers called outside CorpusEnsemble (make the sample with ensemble: instead): \(calls)")
        let listed = Set(Self.exceptions.flatMap { $0.samples ?? [] } + Self.reverseExceptions.flatMap(\.samples))
        #expect(listed.subtracting(Self.samples.map(\.id)).isEmpty, "exceptions listed for samples that are not ensemble samples")
    }
}
