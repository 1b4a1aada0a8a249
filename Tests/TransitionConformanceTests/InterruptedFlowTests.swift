#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import TransitionConformance

/// A presentation-controller flow in an interrupted scenario is interrupted: every animation in
/// the window is removed at the scenario's progress, as in the animator suite, so the transition
/// ends then — not a plain animated flow under the interrupted label.
@MainActor
@Suite("Interrupted presentation flows")
struct InterruptedFlowTests {
    private func presentationEnd(_ mode: TransitionScenario.Mode) -> (end: TimeInterval, start: TimeInterval)? {
        let scenario = TransitionScenario(kind: .presentation, mode: mode, referenceAnimator: .fade)
        let delegate = PresentationSuiteDelegate(
            presentationController: { MinimalPresentationController(presentedViewController: $0, presenting: $1) },
            animator: { _ in ReferenceAnimator.fade.makeAnimator() })
        let run = PresentationRun(scenario: scenario, delegate: delegate, prepareInteraction: nil)
        run.dismisses = false
        run.run()
        guard let start = run.flowEvents.first(where: { $0.call.hasPrefix("present(") })?.time,
            let end = run.flowEvents.first(where: { $0.call.contains("completed") })?.time
        else { return nil }
        return (end, start)
    }

    @Test("an interrupted presentation ends at its progress, an animated one at its duration")
    func interruptedEndsEarly() throws {
        let animated = try #require(presentationEnd(.animated))
        let interrupted = try #require(presentationEnd(.interrupted(at: 0.5)))
        let duration = animated.end - animated.start
        #expect(duration > 0.1)
        #expect(abs((interrupted.end - interrupted.start) - duration / 2) < 0.05, "\(interrupted) vs \(animated)")
    }
}
