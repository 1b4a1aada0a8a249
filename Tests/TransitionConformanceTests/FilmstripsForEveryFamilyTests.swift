import Foundation
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Every checker family re-runs its failing runs with a recorder when a `check…` call asks
/// (``CheckContext/Settings/filmstrips``), through the one camera the host stops its clock for:
/// the presentation-controller, delegate, navigation, tab bar and container checkers as the animator
/// and interaction checkers do.
@MainActor
@Suite("Filmstrips for every checker family")
struct FilmstripsForEveryFamilyTests {
    /// `verify` run as a `check…` call runs it with attachments on.
    func filmed(_ verify: () -> ConformanceReport) -> ConformanceReport {
        CheckContext.with({ $0.filmstrips = true }, verify)
    }

    /// The report's first trace, decoded, after checking each trace has its filmstrip beside it.
    func firstTrace(of report: ConformanceReport, sourceLocation: SourceLocation = #_sourceLocation) throws -> TransitionTrace {
        let names = report.filmstrips.map(\.name)
        #expect(
            !names.isEmpty, "no filmstrip for \(report.violations.map { "\($0.requirement.id) in \($0.scenario.testDescription)" })",
            sourceLocation: sourceLocation)
        for json in names where json.hasSuffix(".json") {
            #expect(names.contains(String(json.dropLast(".json".count)) + ".svg"), sourceLocation: sourceLocation)
        }
        let attachment = try #require(report.filmstrips.first { $0.name.hasSuffix(".json") }, sourceLocation: sourceLocation)
        return try JSONDecoder().decode(TransitionTrace.self, from: Data(attachment.contents.utf8))
    }

    @Test("a presentation controller's failing flow is filmed: present, dismiss and their outcomes, with the chrome it added")
    func presentationController() throws {
        let report = filmed {
            verifyPresentationController { MutantPresentationController(.keepsChromeAfterDismissal, presented: $0, presenting: $1) }
        }
        let trace = try firstTrace(of: report)
        #expect(trace.violations.map(\.id).contains("PRES-DISMISS-REMOVES-CHROME"))
        #expect(trace.events.map(\.call).contains("dismiss(animated: true)"))
        #expect(trace.samples.map(\.moment).contains("presentation completed"))
        #expect(trace.samples.count > 4, "the clock stopped for the camera during the flow: \(trace.samples.map(\.moment))")
        #expect(trace.views.contains { $0.role == "added" }, "the dimming view the controller added is followed")
        #expect(trace.views.contains { $0.role == "presenter's view" })
    }

    @Test("a transitioning delegate's failing animator run is filmed through UIKit's machinery with the app's screens")
    func transitioningDelegate() throws {
        let report = filmed { Corpus.verifyPhotoZoom(.keepsSnapshotWhenInterrupted) }
        let trace = try firstTrace(of: report)
        #expect(trace.violations.contains { report.violatedIDs.contains($0.id) })
        #expect(trace.events.contains { $0.call.hasPrefix("completeTransition") })
        #expect(trace.samples.count > 4)
    }

    @Test("a navigation delegate's failing push or pop is filmed")
    func navigationDelegate() throws {
        let report = filmed { Corpus.verifySlideOver(.popLeavesFromViewShiftedOnCancel) }
        let trace = try firstTrace(of: report)
        #expect(trace.samples.count > 4)
        #expect(trace.views.contains { $0.role == "from-view" } && trace.views.contains { $0.role == "to-view" })
    }

    @Test("a tab bar delegate's failing switch is filmed")
    func tabBarDelegate() throws {
        let report = filmed { Corpus.verifySlidingTabs(.durationDisagreesWithAnimation) }
        let trace = try firstTrace(of: report)
        #expect(trace.samples.count > 4)
    }

    @Test("a custom container's failing switch is filmed: the reference animator's calls and the children's views")
    func container() throws {
        let report = filmed {
            verifyTransitionContext { _, animator in SampleContainerViewController.subject(.defect(.keepsOldChild), animator: animator) }
        }
        let trace = try firstTrace(of: report)
        #expect(trace.violations.map(\.id) == ["CTX-REFERENCE-ANIMATORS"])
        #expect(trace.events.contains { $0.call.hasPrefix("animateTransition") })
        #expect(trace.views.contains { $0.role == "from-view" })
        #expect(trace.samples.count > 4)
    }

    @Test("the animator a presentation-controller check judges with it is filmed with it: the pair is part of the check, not a check of its own")
    func presentationControllersAnimator() throws {
        let report = filmed {
            verifyPresentationController(animator: { _ in MutantAnimator(.leavesSnapshotBehind) }) {
                MinimalPresentationController(presentedViewController: $0, presenting: $1)
            }
        }
        #expect(report.violatedIDs.contains("ANIM-TEMP-VIEWS-REMOVED"), "\(report.violatedIDs)")
        let trace = try firstTrace(of: report)
        #expect(trace.violations.map(\.id).contains("ANIM-TEMP-VIEWS-REMOVED"), "\(trace.violations.map(\.id))")
        #expect(trace.events.contains { $0.call.hasPrefix("completeTransition") })
    }

    @Test("verify… alone films nothing, and filming changes no verdict")
    func verifyAloneFilmsNothing() {
        let plain = verifyPresentationController { MutantPresentationController(.keepsChromeAfterDismissal, presented: $0, presenting: $1) }
        let withFilm = filmed {
            verifyPresentationController { MutantPresentationController(.keepsChromeAfterDismissal, presented: $0, presenting: $1) }
        }
        #expect(plain.filmstrips.isEmpty)
        #expect(!withFilm.filmstrips.isEmpty)
        #expect(plain.violations == withFilm.violations)
        #expect(plain.uikitMisuse == withFilm.uikitMisuse)
    }

    @Test("a passing check films nothing")
    func passingFilmsNothing() {
        let report = filmed { verifyPresentationController { MinimalPresentationController(presentedViewController: $0, presenting: $1) } }
        #expect(report.passed)
        #expect(report.filmstrips.isEmpty)
    }
}
