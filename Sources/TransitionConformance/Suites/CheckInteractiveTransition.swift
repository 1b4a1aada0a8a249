#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// Runs an interaction controller through gesture scripts and returns every problem found.
///
/// For each kind in `kinds` and each script, the factory makes a fresh subject; the kit starts the
/// transition with `MinimalAnimator` under the subject's controller, begins the gesture, moves it
/// in four steps to the script's progress, ends or cancels it, and runs the clock to a virtual
/// deadline. It checks INT-GESTURE-END, INT-COMPLETES, INT-PROGRESS-RANGE, INT-FINISH-AT-FULL and
/// INT-COMPLETION-SPEED, and — when the subject says when it is vended — INT-NOT-VENDED-WITHOUT-GESTURE
/// in a programmatic scenario with no gesture.
@MainActor
@discardableResult
public func verifyInteractiveTransition(
    _ subject: String? = nil, kinds: [TransitionScenario.Kind] = [.dismissal, .pop],
    scripts: [GestureScript] = GestureScript.standard, knownDeviations: [KnownDeviation] = [],
    factory: (TransitionScenario) -> InteractionSubject
) -> ConformanceReport {
    var report = ConformanceReport(subject: subject ?? "interaction controller")
    if kinds.isEmpty || scripts.isEmpty {
        report.configurationErrors.append(
            "no \(kinds.isEmpty ? "kinds" : "scripts") to run; pass at least one (the defaults are [.dismissal, .pop] and GestureScript.standard).")
        return report
    }
    var named = subject != nil
    for kind in kinds {
        // A programmatic transition: nothing drives a gesture, so no interaction controller may be vended.
        let programmatic = TransitionScenario(kind: kind, mode: .animated)
        let idle = factory(programmatic)
        if let isVended = idle.isVended {
            report.scenariosRun.append(programmatic)
            if isVended() {
                report.add(
                    Violation(
                        requirement: .intNotVendedWithoutGesture, scenario: programmatic,
                        observed:
                            "with no gesture in progress, the controller says it would be vended; a \(kind.rawValue) started from a button would wait for a gesture that never comes",
                        trace: []), knownDeviations: knownDeviations)
            }
        } else {
            report.scenariosSkipped.append(
                (programmatic, "INT-NOT-VENDED-WITHOUT-GESTURE: the subject does not say when it is vended; pass `isVended:` to InteractionSubject"))
        }
        var found: [(requirement: Requirement, script: GestureScript, scenario: TransitionScenario, observed: String, trace: [String])] = []
        for script in scripts {
            let scenario = TransitionScenario(kind: kind, mode: .interactiveFinished(at: script.progress))
            let made = factory(scenario)
            if !named {
                report.subject = "\(type(of: made.interactionController))"
                named = true
            }
            let run = TransitionRun(scenario: scenario, animator: MinimalAnimator(), interactionController: made.interactionController)
            if made.gesture.view == nil { run.container.addGestureRecognizer(made.gesture) }
            made.gesture.headlessBegin()
            run.start()
            for step in 1...4 {
                run.scene.advance(by: 0.05)
                made.move(CGFloat(script.progress * Double(step) / 4))
            }
            if case .cancelledAt = script { made.gesture.headlessCancel() } else { made.gesture.headlessEnd() }
            run.runToEnd()
            report.scenariosRun.append(scenario)
            for (requirement, observed) in InteractionChecks.observe(run, script: script, subject: made) {
                found.append((requirement, script, scenario, "\(script): \(observed)", run.trace))
            }
        }
        // A controller that ignores every gesture end does not fail at full progress in particular:
        // its silence there is the same INT-GESTURE-END, not INT-FINISH-AT-FULL.
        let ignoresOrdinaryEnds = found.contains { entry in
            if case .endsAt = entry.script { return entry.requirement == .intGestureEnd }
            return false
        }
        if ignoresOrdinaryEnds {
            found = found.map { entry in
                var entry = entry
                if entry.requirement == .intFinishAtFull && entry.observed.contains("neither finish() nor cancel() followed") {
                    entry.requirement = .intGestureEnd
                }
                return entry
            }
        }
        for (requirement, _, scenario, observed, trace) in found {
            report.add(Violation(requirement: requirement, scenario: scenario, observed: observed, trace: trace), knownDeviations: knownDeviations)
        }
    }
    return report
}

/// Runs ``verifyInteractiveTransition(_:kinds:scripts:knownDeviations:factory:)`` and records one
/// test issue per violation at the caller's line.
///
/// Call it inside a Swift Testing test. Where no test is running (inside an `XCTestCase`, a
/// detached task, an executable) its issues would be dropped silently, so it stops the process
/// with a message saying so instead, whatever the report; in XCTest use `assertInteractiveTransitionConforms`
/// from TransitionConformanceXCTest, elsewhere `verifyInteractiveTransition` and assert on `report.passed`.
@MainActor
@discardableResult
public func checkInteractiveTransition(
    _ subject: String? = nil, kinds: [TransitionScenario.Kind] = [.dismissal, .pop],
    scripts: [GestureScript] = GestureScript.standard, knownDeviations: [KnownDeviation] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    factory: (TransitionScenario) -> InteractionSubject
) -> ConformanceReport {
    let report = verifyInteractiveTransition(subject, kinds: kinds, scripts: scripts, knownDeviations: knownDeviations, factory: factory)
    record(report, sourceLocation: sourceLocation)
    return report
}

/// The checks of the interaction-controller suite.
@MainActor
enum InteractionChecks {
    static func observe(_ run: TransitionRun, script: GestureScript, subject: InteractionSubject) -> [(Requirement, String)] {
        var found: [(Requirement, String)] = []
        let calls = run.context.events.map(\.call)
        let finished = calls.contains("finishInteractiveTransition()")
        let cancelled = calls.contains("cancelInteractiveTransition()")
        let completions = run.context.completions
        let describe = completions.map { "completeTransition(\($0.didComplete)) at t=\(run.format($0.time))" }.joined(separator: ", ")
        if script == .endsAtFull {
            // Counting completions is INT-COMPLETES's job; this one asks whether full progress finished.
            if !finished || !completions.contains(where: { $0.didComplete }) {
                found.append(
                    (
                        .intFinishAtFull,
                        finished
                            ? "finish() was called but the transition ended with \(describe.isEmpty ? "no completeTransition by the deadline" : describe)"
                            : "neither finish() nor cancel() followed; \(describe.isEmpty ? "the transition is still pending at the deadline" : describe)"
                    ))
            }
        } else if !finished && !cancelled {
            found.append(
                (
                    .intGestureEnd,
                    "neither finish() nor cancel() was called after the gesture \(script.isCancel ? "was cancelled" : "ended"); the transition is still pending at the deadline t=\(run.format(run.deadline))"
                ))
        }
        if finished || cancelled {
            let expected = finished && !cancelled
            if finished && cancelled {
                found.append((.intCompletes, "both finish() and cancel() were called"))
            } else if completions.count != 1 || completions[0].didComplete != expected {
                found.append(
                    (
                        .intCompletes,
                        "\(finished ? "finish()" : "cancel()") was called, then \(describe.isEmpty ? "no completeTransition by the deadline" : describe)"
                    ))
            }
        }
        var values: [CGFloat] = run.context.events.compactMap { event in
            guard event.call.hasPrefix("updateInteractiveTransition(") else { return nil }
            return Double(event.call.dropFirst("updateInteractiveTransition(".count).dropLast()).map { CGFloat($0) }
        }
        if let percentDriven = subject.interactionController as? UIPercentDrivenInteractiveTransition {
            values = percentDriven.headlessUpdateHistory
        }
        let outside = values.filter { !$0.isFinite || $0 < 0 || $0 > 1 }
        if !outside.isEmpty {
            found.append(
                (.intProgressRange, "update(_:) was given \(outside.prefix(5).map { "\($0)" }.joined(separator: ", "))\(outside.count > 5 ? " …" : "")"))
        }
        let speed = subject.interactionController.completionSpeed
        if !(speed.isFinite && speed > 0) {
            found.append((.intCompletionSpeed, "completionSpeed is \(speed)"))
        }
        return found
    }
}

extension GestureScript {
    var isCancel: Bool {
        if case .cancelledAt = self { return true }
        return false
    }
}
