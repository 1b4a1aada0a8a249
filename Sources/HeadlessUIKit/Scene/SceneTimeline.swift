import Foundation

/// Something on a scene whose future events the clock must wake up for: a running animation,
/// a property animator.
///
/// The clock asks every active timeline for the virtual time of its next event, jumps to the
/// earliest one, and lets the timelines whose events are due fire them. Event times are asked
/// again after every step, because layer timing (`speed`, `timeOffset`) can change at any time.
@MainActor
protocol SceneTimeline: AnyObject {
    /// The scene time of the next event, or `nil` if none will come without outside help
    /// (for example an animation frozen by a layer whose `speed` is 0).
    func nextEventTime(in scene: HeadlessScene) -> TimeInterval?
    /// Fires every event due at or before `time`, and does nothing when ``nextEventTime(in:)``
    /// is nil or later than `time` (the clock calls it at every step without checking first).
    func fireEvents(upTo time: TimeInterval, in scene: HeadlessScene)
    /// Whether the timeline has nothing left to do and can be dropped.
    var isFinished: Bool { get }
    /// A one-line description for "still pending" reports.
    var pendingDescription: String { get }
}
