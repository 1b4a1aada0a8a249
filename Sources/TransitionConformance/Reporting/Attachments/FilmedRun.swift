#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One run made again with a recorder, as a trace needs it: the window's size, the calls with
/// their times, what the scene noticed, how the clock ended, the samples, and the views left where
/// they should not be.
///
/// Every family makes one from its own run type: an animator's or an ensemble's
/// ``TransitionRun`` (the context's calls, and the leftovers read against what the context
/// handed over), a presentation controller's or a delegate's ``PresentationRun`` (the flow's
/// presents, dismissals and rotations), a custom container's ``ContainerSwitchRun`` (the calls
/// its context and the reference animator received).
@MainActor
struct FilmedRun {
    let windowSize: CGSize
    let events: [TransitionTrace.Event]
    let diagnostics: [String]
    let outcome: String
    let recorder: TransitionRecorder
    /// Views marked red in the filmstrip's last frame; empty where the family has no reading of
    /// what should be gone (the violations in the header say what is wrong).
    let leftovers: [TransitionTrace.Leftover]

    init(
        windowSize: CGSize, events: [TransitionTrace.Event], diagnostics: [String], outcome: String, recorder: TransitionRecorder,
        leftovers: [TransitionTrace.Leftover] = []
    ) {
        self.windowSize = windowSize
        self.events = events
        self.diagnostics = diagnostics
        self.outcome = outcome
        self.recorder = recorder
        self.leftovers = leftovers
    }

    /// An animator's or an ensemble's run.
    init(_ run: TransitionRun, recorder: TransitionRecorder) {
        self.init(
            windowSize: run.host.window.bounds.size,
            events: run.context.events.map { TransitionTrace.Event(time: TransitionRecorder.rounded($0.time), call: $0.call) },
            diagnostics: run.host.diagnostics, outcome: run.outcome.map(\.description) ?? "not run to the end", recorder: recorder,
            leftovers: recorder.leftovers(of: run))
    }

    /// A presentation flow: present, rotate, dismiss, as the run recorded them.
    init(_ run: PresentationRun, recorder: TransitionRecorder) {
        self.init(
            windowSize: run.host.window.bounds.size,
            events: run.flowEvents.map { TransitionTrace.Event(time: TransitionRecorder.rounded($0.time), call: $0.call) },
            diagnostics: run.host.diagnostics, outcome: run.flowOutcome, recorder: recorder)
    }

    /// A custom container's switch.
    init(_ run: ContainerSwitchRun, recorder: TransitionRecorder) {
        self.init(
            windowSize: run.host.window.bounds.size,
            events: run.log.calls.map { TransitionTrace.Event(time: TransitionRecorder.rounded($0.time), call: $0.call) },
            diagnostics: run.host.diagnostics, outcome: run.outcome.map(\.description) ?? "not run to the end", recorder: recorder)
    }
}

extension FailureAttachments {
    /// The traces and filmstrips of a failing report, when the check call asked for them
    /// (``CheckContext/Settings/filmstrips``): each picked violation (``picks(_:sameRun:)``)'s run
    /// made again by `film` with a fresh recorder attached before it starts. `film` returns nil
    /// for a violation whose run it cannot make again. What the re-runs notice is not added to the
    /// report (UIKit misuse is counted once, in the check's own runs).
    static func filmstrips(
        _ report: ConformanceReport, sameRun: (Violation, Violation) -> Bool = { $0.scenario == $1.scenario },
        name: (Violation) -> String = { $0.scenario.testDescription },
        film: (Violation, TransitionRecorder) -> FilmedRun?
    ) -> [FailureAttachment] {
        guard CheckContext.settings.filmstrips, !report.violations.isEmpty else { return [] }
        let record = CheckContext.current?.record
        let notes = record?.misuseNotes
        defer { record?.misuseNotes = notes }
        return picks(report, sameRun: sameRun).flatMap { violation -> [FailureAttachment] in
            guard let filmed = film(violation, TransitionRecorder()) else { return [] }
            let found = report.violations.filter { sameRun($0, violation) }
            return attachments(for: violation, named: name(violation), filmed: filmed, subject: report.subject, found: found)
        }
    }

    /// The key a suite files a run's scenario under for filming, from the label its violations
    /// carry: the label without its exploration origin (a shrunk violation names the case it was
    /// shrunk from, and runs as the smaller scenario).
    static func runKey(_ label: TransitionScenario) -> TransitionScenario {
        var key = label
        key.explored = nil
        return key
    }

    /// Runs a `check…` call's `verify…` so that its report carries the filmstrips of its failing
    /// runs, when attachments are on (`setting`, or the test's trait when nil).
    static func asking<Result>(_ setting: ConformanceAttachments? = nil, _ body: () -> Result) -> Result {
        guard (setting ?? ConformanceAttachments.current) == .onFailure else { return body() }
        return CheckContext.with({ $0.filmstrips = true }, body)
    }
}

extension FailureAttachments {
    /// An ensemble checker's run of `scenario` made again with `recorder`, through UIKit's
    /// machinery with the app's objects `cast` makes. Nil for a round trip or anything else that
    /// is not one ensemble run.
    static func filmEnsemble(_ scenario: TransitionScenario, recorder: TransitionRecorder, cast: (TransitionScenario) -> EnsembleCast) -> FilmedRun? {
        guard EnsembleChecks.canRun(scenario) else { return nil }
        return film(TransitionRun(scenario: scenario, ensemble: cast(scenario)), recorder: recorder)
    }

    /// `run`, not started yet, run to its end with `recorder` attached, then closed.
    static func film(_ run: TransitionRun, recorder: TransitionRecorder) -> FilmedRun {
        defer { run.close() }
        run.recorder = recorder
        run.start()
        run.runToEnd()
        return FilmedRun(run, recorder: recorder)
    }
}
