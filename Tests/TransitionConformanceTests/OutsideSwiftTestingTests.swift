import Foundation
import Testing
import TransitionConformance

@testable import ConformanceCorpus

/// `check…` with no Swift Testing test to record in — inside an `XCTestCase`, where Swift Testing
/// drops issues silently on Linux — stops the process with a message instead of passing.
///
/// An exit test's body runs in a child process with no current test, which the first test
/// establishes, so the others see exactly what an `XCTestCase` would.
@Suite("check… outside a Swift Testing test")
struct OutsideSwiftTestingTests {
    @Test("in an exit test's child process no Swift Testing test is current")
    func exitTestChildHasNoCurrentTest() async {
        await #expect(processExitsWith: .exitCode(3)) {
            exit(Test.current == nil ? 3 : 4)
        }
    }

    @Test("checkAnimator with no current test stops the process, even for a passing animator, and says what to use")
    func passingAnimatorStillStops() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = checkAnimator(features: [.push], scenarios: [TransitionScenario(kind: .push)]) { _ in MinimalAnimator() } }
        }
        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("outside a Swift Testing test (e.g. inside an XCTestCase), where its issues would be dropped silently; its report: passed."))
        #expect(output.contains("In XCTest use the assert…Conforms functions of TransitionConformanceXCTest (e.g. assertAnimatorConforms)"))
        #expect(output.contains("OutsideSwiftTestingTests.swift:"), "the message names the caller's location")
    }

    @Test("every check… function stops the process for a broken subject with no current test", arguments: 0..<5)
    func brokenSubjectsStop(_ checker: Int) async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) { [checker] in
            await MainActor.run {
                switch checker {
                case 0: _ = checkAnimator(features: [.push]) { _ in Defect.completesTwice.makeAnimator() }
                case 1: _ = checkInteractiveTransition { _ in MutantInteractionController.subject(.ignoresCancelledGesture) }
                case 2: _ = checkPresentationController { MutantPresentationController(.removesChromeOnCancelledDismissal, presented: $0, presenting: $1) }
                case 3: _ = checkTransitioningDelegate { _ in SharedAnimatorDelegate() }
                default: _ = checkTransitionContext { SampleContainerViewController.subject(.defect(.swapsViewControllerKeys), animator: $1) }
                }
            }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("its report: FAILED."))
    }
}
