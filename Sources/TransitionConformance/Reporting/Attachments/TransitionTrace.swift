import Foundation

/// One failing scenario, re-run with recording on: what the checker found, what the transition
/// context was told, and where every participating view was at each sampled instant.
///
/// ## The model
///
/// A trace is written for a scenario that a `check…` function found violations in. The run is
/// deterministic, so the kit runs the scenario again with a `TransitionRecorder` attached; the
/// violations are the ones the check reported for that scenario. Frames are in window
/// coordinates and come from the *presentation* layers (what is on screen, mid-animation
/// included); `alpha` is the view's own presentation opacity. The trace does not record views
/// that are neither the from-view, the to-view, the container nor added to the window during
/// the run (the subviews of an added view are drawn as part of it).
///
/// ## The JSON schema (`transition-conformance.trace/1`)
///
/// Keys are sorted, times are virtual seconds since the scene was created.
///
/// ```
/// { "schema": "transition-conformance.trace/1",
///   "subject": "MutantAnimator", "scenario": "presentation, interactive, cancelled at 40 %, …",
///   "window": {"x": 0, "y": 0, "width": 390, "height": 844},
///   "violations": [{"id": "ANIM-CANCEL-RESTORES-STATE", "level": "must", "observed": "…"}],
///   "events": [{"time": 0.3, "call": "completeTransition(false)"}],
///   "diagnostics": ["…"], "outcome": "idle at t=0.55",
///   "interval": 0.05, "views": [{"key": "v1", "name": "PresentedViewController.view", "role": "to-view"}],
///   "samples": [{"time": 0.05, "moment": "step", "views": [
///       {"key": "v1", "frame": {…}, "alpha": 0.2, "isHidden": false, "inWindow": true, "superview": "containerView"}]}],
///   "leftovers": [{"key": "v2", "problem": "alpha 0 after the end: invisible"}] }
/// ```
///
/// `moment` is `start` (right after the transition started), `step` (a regular sample),
/// `completeTransition` (inside the first call) or `end` (after the run, when the scene is idle
/// or the deadline passed). In each sample, views in the window come first, back to front.
///
/// ```swift
/// let trace = try JSONDecoder().decode(TransitionTrace.self, from: data)
/// print(trace.violations.map(\.id))
/// ```
public struct TransitionTrace: Codable, Sendable, Equatable {
    /// The schema this trace follows.
    public var schema = "transition-conformance.trace/1"
    /// What was checked, e.g. the animator's type name.
    public var subject: String
    /// The scenario, as in the issue's `Scenario:` line.
    public var scenario: String
    /// The window (and the container's initial frame), in points.
    public var window: Rect
    /// The violations the check reported in this scenario.
    public var violations: [ViolationRecord]
    /// The calls the transition context received, with virtual times.
    public var events: [Event]
    /// What the scene noticed: UIKit misuse, runaway work, invalid arguments.
    public var diagnostics: [String]
    /// How the clock ended: idle at a time, or timed out with what was pending.
    public var outcome: String
    /// The views the samples follow, in the order they were first seen.
    public var views: [TracedView]
    /// The virtual seconds between regular samples.
    public var interval: Double
    /// The samples, in time order.
    public var samples: [Sample]
    /// Views left where they should not be after the end, with what is wrong.
    public var leftovers: [Leftover]

    /// A rectangle in points.
    public struct Rect: Codable, Sendable, Equatable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
    }

    /// A violation as reported: its ID, level and what was observed.
    public struct ViolationRecord: Codable, Sendable, Equatable {
        public var id: String
        public var level: String
        public var observed: String
    }

    /// One call the transition context received.
    public struct Event: Codable, Sendable, Equatable {
        public var time: Double
        public var call: String
    }

    /// A view the samples follow: a short key, its name and its part in the transition
    /// (`from-view`, `to-view`, `container` or `added`).
    public struct TracedView: Codable, Sendable, Equatable {
        public var key: String
        public var name: String
        public var role: String
    }

    /// The state of the participating views at one virtual instant.
    public struct Sample: Codable, Sendable, Equatable {
        public var time: Double
        public var moment: String
        public var views: [ViewState]
    }

    /// One view at one instant, as displayed.
    public struct ViewState: Codable, Sendable, Equatable {
        public var key: String
        /// The frame in window coordinates from the presentation values (in the coordinates of
        /// its topmost superview when it is not in the window).
        public var frame: Rect
        public var alpha: Double
        public var isHidden: Bool
        public var inWindow: Bool
        /// The superview's name, nil when the view has none.
        public var superview: String?
    }

    /// A view left where it should not be after the end.
    public struct Leftover: Codable, Sendable, Equatable {
        public var key: String
        public var problem: String
    }

    /// The trace as pretty-printed JSON with sorted keys (stable from run to run).
    public func jsonString() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
