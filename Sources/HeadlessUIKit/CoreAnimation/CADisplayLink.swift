import Foundation

/// A headless model of `CADisplayLink`: a timer that calls its handler once per frame of the
/// display, here on the scene's virtual clock.
///
/// ## The model
///
/// The display refreshes ``HeadlessScene/Configuration/displayFramesPerSecond`` times a second
/// (60 by default), frame `k` at virtual time `k / 60`. Once added to a run loop with
/// ``add(to:forMode:)`` — on the current ``HeadlessScene`` — the link calls its handler at every
/// frame after the current time, or every `n`th frame when a lower rate is preferred (the
/// divisor of the display's rate nearest ``preferredFrameRateRange``'s `preferred` value, else
/// ``preferredFramesPerSecond``; 0 means the display's rate). In the handler, ``timestamp`` is
/// the time of the frame being handled (the scene's `now`, and `CACurrentMediaTime()`),
/// ``targetTimestamp`` the time of the next frame the link will be called for, and ``duration``
/// the display's frame interval (`1 / 60`), whatever the preferred rate — Apple: "the time
/// interval between screen refresh updates", undefined before the first call
/// ([duration](https://developer.apple.com/documentation/quartzcore/cadisplaylink/duration)); it
/// is 0 here until then. ``isPaused`` stops the calls until it is cleared; ``invalidate()``
/// stops them for good and releases the target (a link retains its target until then, as
/// UIKit's does). A running link is pending work: ``HeadlessScene/runUntilIdle(timeout:)``
/// runs to its deadline and lists it.
///
/// Without the Objective-C runtime there is no `Selector`, so `init(target:selector:)` cannot
/// exist: ``init(target:headlessSelector:)`` takes the method itself (`Self.step`), and
/// ``init(headlessHandler:)`` a closure.
///
/// ## What it does not model
///
/// Dropped frames (every frame is on time), run-loop modes (a link added in any mode fires,
/// including during a scroll), `UIScreen.displayLink(withTarget:selector:)`.
@preconcurrency @MainActor
public final class CADisplayLink {
    private let handler: @MainActor (CADisplayLink) -> Void
    /// The target, retained until ``invalidate()``.
    private var target: AnyObject?
    private weak var scene: HeadlessScene?
    private var modes: Set<RunLoop.Mode> = []
    private var isInvalidated = false
    /// Bumped whenever the scheduled frame is abandoned (pause, invalidate, removal).
    private var generation = 0
    private var isScheduled = false

    /// The time of the frame being handled; 0 before the first call.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame the link will be called for; 0 before the first call.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between two refreshes of the display (`1 / displayFramesPerSecond`); 0 before the first call.
    public private(set) var duration: CFTimeInterval = 0

    /// Whether the calls are suspended; false by default.
    public var isPaused = false {
        didSet {
            if isPaused {
                cancelScheduledFrame()
            } else {
                scheduleNextFrame()
            }
        }
    }

    /// The rate at which to be called, in frames per second; 0 (the default) is the display's.
    public var preferredFramesPerSecond = 0
    /// The range of rates to be called at; its `preferred` value, when set, wins over
    /// ``preferredFramesPerSecond``. `.default` by default.
    public var preferredFrameRateRange = CAFrameRateRange.default

    /// Makes a link that calls `headlessSelector` on `target` — the method itself, as in
    /// `CADisplayLink(target: self, headlessSelector: Self.step)` — where UIKit takes a selector.
    /// The target is retained until ``invalidate()``.
    public init<Target: AnyObject>(target: Target, headlessSelector: @escaping @MainActor (Target) -> (CADisplayLink) -> Void) {
        handler = { link in
            guard let target = link.target as? Target else { return }
            headlessSelector(target)(link)
        }
        self.target = target
    }

    /// Makes a link that calls `headlessHandler` once per frame. HeadlessUIKit only.
    public init(headlessHandler: @escaping @MainActor (CADisplayLink) -> Void) {
        handler = headlessHandler
    }

    /// Starts the calls on the current ``HeadlessScene``'s clock, from the next frame.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else { return }
        modes.insert(mode)
        if scene == nil { scene = HeadlessScene.current }
        scheduleNextFrame()
    }

    /// Removes the link from `mode`; the calls stop once it is in no mode.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { cancelScheduledFrame() }
    }

    /// Stops the calls for good and releases the target.
    public func invalidate() {
        isInvalidated = true
        modes.removeAll()
        target = nil
        cancelScheduledFrame()
    }

    // MARK: Frames

    /// How many display frames pass between two calls.
    private func frameStride(displayRate: Int) -> Int {
        var preferred = preferredFramesPerSecond
        if let rangePreferred = preferredFrameRateRange.preferred, rangePreferred > 0 { preferred = Int(rangePreferred.rounded()) }
        guard preferred > 0, preferred < displayRate else { return 1 }
        return max(1, Int((Double(displayRate) / Double(preferred)).rounded()))
    }

    private func cancelScheduledFrame() {
        generation += 1
        isScheduled = false
    }

    private func scheduleNextFrame(after previous: CFTimeInterval? = nil) {
        guard !isInvalidated, !isPaused, !modes.isEmpty, !isScheduled, let scene else { return }
        let rate = max(1, scene.configuration.displayFramesPerSecond)
        let interval = 1 / Double(rate)
        let stride = frameStride(displayRate: rate)
        let time: CFTimeInterval
        if let previous {
            time = previous + Double(stride) * interval
        } else {
            let frame = (scene.now / interval + HeadlessScene.timeTolerance).rounded(.down) + 1
            time = frame * interval
        }
        isScheduled = true
        let expected = generation
        scene.schedule(at: time, label: "CADisplayLink frame at t=\(HeadlessFormat.time(time))") { [weak self] in
            guard let self, self.generation == expected else { return }
            self.isScheduled = false
            self.timestamp = time
            self.duration = interval
            self.targetTimestamp = time + Double(stride) * interval
            self.handler(self)
            self.scheduleNextFrame(after: time)
        }
    }
}

/// The range of frame rates a display link or animation prefers, UIKit's members.
public struct CAFrameRateRange: Sendable, Equatable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The rate wanted, nil for none.
    public var preferred: Float?

    /// Makes a range.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
