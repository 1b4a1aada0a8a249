#if canImport(UIKit) || UIKIT_TYPECHECK
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation

/// How a host's ``TransitionHost/runUntilIdle(timeout:)`` ended (on HeadlessUIKit this is
/// HeadlessUIKit's `IdleResult`, with the same cases).
public enum RunOutcome: Sendable, Equatable, CustomStringConvertible {
    /// Nothing was animating or pending any more, at the given time.
    case idle(at: TimeInterval)
    /// The timeout passed with work still going on; what it was.
    case timedOut(at: TimeInterval, pending: [String])

    /// Whether the host became idle before the timeout.
    public var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .idle(let time): "idle at t=\(ReportValue.number(time))"
        case .timedOut(let time, let pending): "timed out at t=\(ReportValue.number(time)) with \(pending.count) pending: " + pending.joined(separator: "; ")
        }
    }
}

/// The window a run happens in and the clock that drives it — on real UIKit, a key window of the
/// scenario's size, driven by the main run loop in real time.
///
/// ## The model
///
/// Every harness makes one host and drives time only through it; this file and
/// `TransitionHost+HeadlessUIKit.swift` hold everything about time and windows that differs
/// between the two platforms. Here:
/// - **Time is real.** ``advance(by:)`` runs the main run loop for that long; a run costs what the
///   transition costs on a device (the deadline of ``RunLimits`` is in real seconds).
/// - **Idle** means no layer in the window has an animation and ``waitsFor`` names nothing (the
///   harness says what it still waits for, e.g. a transition not yet completed). UIKit does not
///   expose its scheduled work, so work with no animation (a timer, a dispatched block) is
///   invisible until it happens.
/// - **Changes are sampled.** At every run-loop turn the host drives, it compares each view's
///   frame, transform, alpha, `isHidden`, `isUserInteractionEnabled` and superview with the last
///   sample and records what changed (animated if the layer had animations): see
///   `ReportNames+UIKit.swift`. A change made and undone between two turns is not seen.
/// - **The window** comes from ``makeWindow``: by default a window on the test host app's
///   foreground window scene, else `UIWindow(frame:)`.
/// - **Not available:** HeadlessUIKit's diagnostics (misuse UIKit ignores, runaway cut-offs) and
///   calls to a percent-driven controller after its transition ended; ``resize(to:)`` changes the
///   window's frame and lays it out (no `viewWillTransition(to:with:)`).
///
/// This file is type-checked on Linux against HeadlessUIKit (`.ci/uikit-typecheck`); it is run
/// only on iOS, tvOS and Mac Catalyst.
///
/// ```swift
/// let run = TransitionRun(scenario: TransitionScenario(kind: .presentation), animator: MinimalAnimator())
/// run.start()
/// run.host.advance(by: 0.1)  // a tenth of a second into the transition
/// #expect(run.host.runUntilIdle(timeout: 1).isIdle)
/// ```
@MainActor
public final class TransitionHost {
    /// Makes the window of a host of the given size. Default: a window on the app's foreground
    /// window scene (its first window scene if none is in the foreground) — a window on no scene is
    /// not shown in a scene-based app, and `present` from it fails — else `UIWindow(frame:)`.
    /// Replace it if your test host needs a particular scene.
    public static var makeWindow: @MainActor (CGSize) -> UIWindow = { size in
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let scene = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: CGRect(origin: .zero, size: size))
        window.frame = CGRect(origin: .zero, size: size)
        return window
    }

    /// Lets the main run loop run for up to the given seconds. Internal: the kit's own checks of
    /// this file on Linux (`.ci/uikit-side`) drive a HeadlessUIKit scene with it instead.
    static var runLoopTurn: (TimeInterval) -> Void = { RunLoop.main.run(until: Date(timeIntervalSinceNow: $0)) }
    /// Reads the time: `CACurrentMediaTime()`. Internal, for the same checks.
    static var clock: () -> TimeInterval = { CACurrentMediaTime() }

    /// The last host made: its window is hidden when the next one is made, and its clock is the
    /// one ``now(near:)`` reads.
    private static weak var current: TransitionHost?

    /// The window transitions run in.
    public let window: UIWindow
    private let origin: TimeInterval
    /// What the harness still waits for, by name (empty: nothing): the host is not idle until it
    /// is empty, since UIKit's pending work cannot be seen.
    var waitsFor: () -> [String] = { [] }
    let sampler = ViewChangeSampler()

    /// The limits the host was made with (the kit's own steps wait ``RunLimits/settleTimeout``).
    let limits: RunLimits
    /// The filmstrip camera the clock stops for, while a failure is re-run for its attachments.
    weak var camera: (any HostCamera)?

    /// Makes a host with a window of `size`, key and visible.
    package init(size: CGSize, limits: RunLimits) {
        self.limits = limits
        TransitionHost.current?.window.isHidden = true
        window = TransitionHost.makeWindow(size)
        window.frame = CGRect(origin: .zero, size: size)
        window.makeKeyAndVisible()
        origin = TransitionHost.clock()
        TransitionHost.current = self
        ViewChangeSampler.current = sampler
        AnimationsEnabledIsolation.startRun()
    }

    /// Seconds since the host was made: real time.
    public var now: TimeInterval { TransitionHost.clock() - origin }

    /// A clock for a recorder that may outlive the run: ``now`` while the host lives, 0 after.
    func makeClock() -> () -> TimeInterval {
        { [weak self] in self?.now ?? 0 }
    }

    /// Makes this host's change record the one views report (``TransitionHost`` has one clock).
    func makeCurrent() {
        ViewChangeSampler.current = sampler
    }

    /// Samples the window (and `roots` outside it) now, so that a change made by a synchronous
    /// call — a getter the kit probes — is recorded before the next run-loop turn.
    func sampleChanges(alsoUnder roots: [UIView] = []) {
        for root in [window] + roots where root === window || root.window == nil { sampler.sample(root, at: now) }
    }

    /// Runs the main run loop for `interval` seconds (one turn for 0), sampling the window at
    /// every turn.
    func advanceClock(by interval: TimeInterval) {
        let end = now + (interval.isFinite ? max(interval, 0) : 0)
        repeat {
            TransitionHost.runLoopTurn(max(min(TransitionHost.frame, end - now), 0))
            sampler.sample(window, at: now)
        } while now < end - TransitionHost.tolerance
    }

    /// One frame at 60 Hz: the longest a turn of the run loop is asked to wait.
    static let frame: TimeInterval = 1.0 / 60
    /// Times closer than this are the same instant.
    static let tolerance: TimeInterval = 1e-9

    /// Runs the main run loop until nothing animates and nothing is waited for, or `timeout`
    /// seconds pass.
    func runClockUntilIdle(timeout: TimeInterval) -> RunOutcome {
        let end = now + (timeout.isFinite ? max(timeout, 0) : 0)
        advanceClock(by: 0)
        while true {
            let pending = animationsInFlight + waitsFor()
            if pending.isEmpty { return .idle(at: now) }
            if now >= end - TransitionHost.tolerance { return .timedOut(at: now, pending: pending) }
            advanceClock(by: min(TransitionHost.frame, end - now))
        }
    }

    /// Work still scheduled, by name: what the harness waits for (``waitsFor``); UIKit does not show its queue.
    var pendingWork: [String] { waitsFor() }

    /// Work still scheduled other than the transition the harness waits for: the animations.
    var pendingWorkOtherThanTransitions: [String] { animationsInFlight }

    /// Runs `body`: on UIKit every wait runs the real run loop.
    func awaiting<Result>(_ isAwaited: @escaping @MainActor () -> Bool, _ body: () -> Result) -> Result {
        body()
    }

    /// Not known on UIKit, whose run loop runs every timer in real time.
    var timerNotWaitedFor: String? { nil }

    /// Not known on UIKit: work started after the transition is not counted.
    var animationsStarted: Int? { nil }

    /// Not known on UIKit, which does not show its queue: deadlines come from the reported duration.
    var lastScheduledTime: TimeInterval? { nil }

    /// The views in the window whose layers are animating, with the animations' keys — those of
    /// the layers a view owns without being views (its mask, shape and gradient sublayers) as
    /// `mask.path`, `sublayer.strokeEnd`. An animation kept on its layer after its end
    /// (`isRemovedOnCompletion` false) is not running.
    var animationsInFlight: [String] { animationsInFlight(excluding: []) }

    /// The animations in flight but those of `views`' layers (another party's views).
    func animationsInFlight(excluding excludedViews: Set<ObjectIdentifier>) -> [String] {
        let views = ViewTreeSnapshot.views(under: window)
        var viewLayers = Set<ObjectIdentifier>()
        for view in views { viewLayers.insert(ObjectIdentifier(view.layer)) }
        return views.compactMap { view in
            guard !excludedViews.contains(ObjectIdentifier(view)) else { return nil }
            var keys = Self.runningKeys(of: view.layer)
            Self.collectOwnLayerKeys(of: view.layer, skipping: viewLayers, into: &keys)
            guard !keys.isEmpty else { return nil }
            return "\(view.reportName): \(keys.joined(separator: ", "))"
        }
    }

    /// The keys of `layer`'s animations that are still running.
    private static func runningKeys(of layer: CALayer) -> [String] {
        guard let keys = layer.animationKeys() else { return [] }
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        return keys.filter { key in
            guard let animation = layer.animation(forKey: key), !animation.isRemovedOnCompletion else { return true }
            let passes = animation.repeatDuration > 0 ? 0 : Double(max(animation.repeatCount, 1))
            let active = animation.repeatDuration > 0 ? animation.repeatDuration : passes * animation.duration * (animation.autoreverses ? 2 : 1)
            guard active.isFinite, animation.speed > 0 else { return true }
            return now < animation.beginTime + (active - animation.timeOffset) / Double(animation.speed)
        }
    }

    /// Adds the running keys of the layers under `layer` that are no view's — its mask and
    /// sublayers, recursively, stopping at views' layers — prefixed `mask.` or `sublayer.`.
    private static func collectOwnLayerKeys(of layer: CALayer, skipping viewLayers: Set<ObjectIdentifier>, into keys: inout [String]) {
        if let mask = layer.mask {
            keys += runningKeys(of: mask).map { "mask.\($0)" }
            collectOwnLayerKeys(of: mask, skipping: viewLayers, into: &keys)
        }
        for sublayer in layer.sublayers ?? [] where !viewLayers.contains(ObjectIdentifier(sublayer)) {
            keys += runningKeys(of: sublayer).map { "sublayer.\($0)" }
            collectOwnLayerKeys(of: sublayer, skipping: viewLayers, into: &keys)
        }
    }

    /// None on UIKit: it reports misuse in the console, not to the kit.
    var diagnostics: [String] { [] }

    /// The screen's size.
    var screenSize: CGSize { UIScreen.main.bounds.size }

    /// Unknown on UIKit, which does not count reads of `UIScreen.main`.
    var screenBoundsReads: Int? { nil }

    /// None on UIKit: runaway work is not cut off, the deadline ends the run.
    var runaways: [(time: TimeInterval, message: String)] { [] }

    /// None on UIKit: a call UIKit raises on crashes the app (the test process) instead.
    var raisingMisuse: [(time: TimeInterval, api: String, message: String)] { [] }

    /// ``runaways`` and ``raisingMisuse`` at once: none on UIKit.
    var runawaysAndRaisingMisuse: (runaways: [(time: TimeInterval, message: String)], raisingMisuse: [(time: TimeInterval, api: String, message: String)]) {
        ([], [])
    }

    /// Not observable on UIKit (UIKit ignores such calls silently).
    var lateInteractiveCalls: [(call: String, time: TimeInterval)] { [] }

    /// Dismisses the presentations above `root` without animation and runs the main run loop
    /// until UIKit is done: a presented view controller and its presentation controller hold each
    /// other until a dismissal ends, and UIKit has no other way to let them go.
    func releasePresentations(above root: UIViewController) {
        root.dismiss(animated: false)
        _ = runUntilIdle(timeout: limits.settleTimeout)
    }

    /// Empties and hides the window, so that it keeps nothing of the run alive: UIKit keeps a
    /// visible window, and with it every view and view controller still in it.
    func close() {
        window.rootViewController = nil
        for view in window.subviews { view.removeFromSuperview() }
        window.isHidden = true
    }

    /// Gives the window a new size and lays it out.
    func resize(to size: CGSize) {
        window.frame = CGRect(origin: window.frame.origin, size: size)
        window.layoutIfNeeded()
    }

    /// A ``resize(to:)`` is immediate on UIKit.
    var resizeDuration: TimeInterval { 0 }

    /// Why the host cannot run `scenario` faithfully, or nil. A resize is a rotation, and UIKit
    /// gives a test no way to rotate a window (no `viewWillTransition(to:with:)`, no size
    /// transition for the presentation controller): a frame change alone would report false
    /// problems.
    nonisolated static func cannotRun(_ scenario: TransitionScenario) -> String? {
        if scenario.reduceMotion {
            return "Reduce Motion is the device's accessibility setting, which a test cannot turn on or off; HeadlessUIKit runs this scenario"
        }
        return scenario.resize == nil
            ? nil : "a resize is a rotation, which UIKit does not let a test perform on its window; HeadlessUIKit runs this scenario"
    }

    /// Nothing: Reduce Motion is the device's setting (``cannotRun(_:)`` skips the scenarios that
    /// ask for it).
    func turnOnReduceMotion() {}

    /// Why the host cannot move a subject's gesture recognizer so that its handler runs, or nil:
    /// UIKit sends a recognizer's actions during touch delivery, which a test cannot make.
    nonisolated static var cannotDeliverGestures: String? {
        "UIKit does not let a test deliver a gesture recognizer's state changes to its handler; HeadlessUIKit runs the gesture scripts"
    }

    /// Whether the change record tells which code made each change: no — UIKit's is sampled
    /// between run-loop turns (``sampleChanges(alsoUnder:)``), so a change made while the
    /// animator's own code ran reads the same as one its presentation controller's alongside
    /// animations made in the same turn.
    nonisolated static let recordsWhoChanged = false

    /// The time a context reads: the current host's clock.
    static func now(near view: UIView?) -> TimeInterval {
        current?.now ?? 0
    }
}
#endif
