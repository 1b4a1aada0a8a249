import Testing
import TransitionConformance
import TransitionConformanceXCTest

@testable import ConformanceCorpus

/// The XCTest adapter called from a Swift Testing test records Swift Testing issues: an `XCTFail`
/// there would not fail the test.
@MainActor
@Suite("The XCTest adapter inside a Swift Testing test")
struct SwiftTestingCallerTests {
    @Test("a broken animator checked with assertAnimatorConforms from a Swift Testing test fails the test")
    func brokenAnimatorFailsTheTest() {
        withKnownIssue {
            assertAnimatorConforms(features: Defect.neverAddsToView.features) { _ in Defect.neverAddsToView.makeAnimator() }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("[ANIM-TO-VIEW-ADDED]") }
        }
    }

    @Test("kit misuse through the adapter from a Swift Testing test fails the test")
    func misuseFailsTheTest() {
        withKnownIssue {
            assertInteractiveTransitionConforms(knownDeviations: [KnownDeviation("NO-SUCH-ID", reason: "typo")]) { _ in
                MinimalInteractionController.subject()
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Kit misuse: known deviation \"NO-SUCH-ID\"") }
        }
    }

    @Test("a correct animator checked through the adapter records nothing")
    func correctAnimatorRecordsNothing() {
        #expect(assertAnimatorConforms { _ in MinimalAnimator() }.passed)
    }
}
