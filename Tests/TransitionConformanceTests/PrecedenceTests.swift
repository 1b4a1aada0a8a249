#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import Testing
@testable import TransitionConformance

/// Which finding explains which is decided from causes and IDs: rewording a message changes no verdict.
@MainActor
@Suite("Precedence")
struct PrecedenceTests {
    private let scenario = TransitionScenario(kind: .dismissal, mode: .interactiveFinished(at: 0.7))

    private func violation(_ requirement: Requirement, _ observed: String, _ causes: Set<FindingCause> = []) -> Violation {
        Violation(requirement: requirement, scenario: scenario, observed: observed, causes: causes)
    }

    @Test("silence at full progress is re-filed as INT-GESTURE-END by its cause, whatever the message says")
    func silenceAtFullProgress() {
        let worded = violation(.intFinishAtFull, "any wording at all", [.noEndCallAfterGesture])
        #expect(Precedence.silentAtFullProgress(worded).requirement == .intGestureEnd)
        let oldWordingNoCause = violation(.intFinishAtFull, "neither finish() nor cancel() followed; …")
        #expect(Precedence.silentAtFullProgress(oldWordingNoCause).requirement == .intFinishAtFull)
    }

    @Test("ANIM-COMPLETE-FLAG explains INT-COMPLETES only for a wrong completion, and only when the transition completed once")
    func completionFlag() {
        var found = [
            violation(.animCompleteFlag, "completed with false"),
            violation(.intCompletes, "reworded", [.endCallThenWrongCompletion]),
            violation(.intCompletes, "reworded too", [.endCallThenNoCompletion]),
        ]
        var twice = found
        Precedence.completionFlagIsTheAnimators(&found, completions: 1)
        #expect(found.map(\.requirement.id) == ["ANIM-COMPLETE-FLAG", "INT-COMPLETES"])
        #expect(found.last?.causes == [.endCallThenNoCompletion])
        Precedence.completionFlagIsTheAnimators(&twice, completions: 2)
        #expect(twice.count == 3)
    }

    @Test("a misdirected animator is found by the direction it ran, not by the method named in the message")
    func misdirected() {
        let found = [violation(.delegateAnimatorDirection, "no method named here", [.dismissalAnimatorRanPresentation])]
        #expect(Precedence.animatorRunsOtherDirection(.dismissal, in: found))
        #expect(!Precedence.animatorRunsOtherDirection(.presentation, in: found))
    }

    @Test("causes are evidence, not report: a violation equals its decoded copy and its JSON has no causes")
    func causesAreNotReported() throws {
        let original = violation(.intCompletes, "cancel() was called, then …", [.endCallThenWrongCompletion])
        let data = try JSONEncoder().encode(original)
        #expect(!String(decoding: data, as: UTF8.self).contains("causes"))
        #expect(try JSONDecoder().decode(Violation.self, from: data) == original)
    }
}
