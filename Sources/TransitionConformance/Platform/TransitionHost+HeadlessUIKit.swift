#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// How a host's ``TransitionHost/runUntilIdle(timeout:)`` ended: HeadlessUIKit's `IdleResult`.
public typealias RunOutcome = IdleResult

/// The window a run happens in and the clock that drives it — on HeadlessUIKit, a
/// `HeadlessScene` of the scenario's size, on virtual time.
///
/// ## The model
///
/// Every harness (``TransitionRun``, ``PresentationRun``, the container and context runs) makes
/// one host and drives time only through it, so this file and its UIKit counterpart
/// (`TransitionHost+UIKit.swift`) hold everything about time and windows that differs between
/// the two. Here nothing runs until the host advances the scene's clock; ``runUntilIdle(timeout:)``
/// stops when the scene has no work left, and names what is still scheduled when it times out;
/// the scene's cut-offs come from ``RunLimits``. Static UIKit calls (`UIView.animate` touching no
/// view, `CACurrentMediaTime()`) go to the current scene, so each step makes this one current.
///
/// ```swift
/// let run = TransitionRun(scenario: TransitionScenario(kind: .presentation), animator: MinimalAnimator())
/// run.start()
/// run.host.advance(by: 0.1)  // a tenth of a second into the transition
/// #expect(run.host.runUntilIdle(timeout: 1).isIdle)
/// ```
@MainActor
public final class TransitionHost {
    /// The scene behind the host (HeadlessUIKit only).
    public let scene: HeadlessScene
    /// The limits the host was made with: its scene's cut-offs, and how long the kit's own steps
    /// may take (``RunLimits/settleTimeout``).
    let limits: RunLimits
    /// The filmstrip camera the clock stops for, while a failure is re-run for its attachments.
    weak var camera: (any HostCamera)?

    /// Makes a host with a window of `size` and the cut-offs of `limits`.
    package init(size: CGSize, limits: RunLimits) {
        self.limits = limits
        scene = HeadlessScene(size: size, configuration: OpenPoints.applied(to: limits.sceneConfiguration))
        window = scene.window
        var realTimeNoted: TimeInterval = 0
        scene.diagnosticHandler = { [unowned scene] diagnostic in
            if diagnostic.kind == .realTimeWait {
                CheckScope.noteRealTimeWait(scene.realRunLoopTimeSpent - realTimeNoted)
                realTimeNoted = scene.realRunLoopTimeSpent
            }
            guard diagnostic.kind == .uikitMisuse else { return }
            CheckScope.noteMisuse(api: diagnostic.api, message: diagnostic.message, raisesInUIKit: diagnostic.raisesInUIKit, time: diagnostic.time)
        }
        scene.makeCurrent()
        AnimationsEnabledIsolation.startRun()
    }

    /// The window transitions run in: the scene's, which it keeps for its lifetime (a `let`, held
    /// here too: a run reads it hundreds of times, and reading it through the scene retained both).
    public let window: UIWindow

    /// Seconds since the host was made: virtual time.
    public var now: TimeInterval { scene.now }

    /// A clock for a recorder that may outlive the run: ``now`` while the host's scene lives, 0
    /// after. It holds the scene weakly, not the host: a weak reference gives an object a side
    /// table, and then every retain of it takes the slow path — the host is retained over a
    /// thousand times in a suite (the scene has one already, for the views that refer to it).
    func makeClock() -> () -> TimeInterval {
        { [weak scene] in scene?.now ?? 0 }
    }

    /// What the harness still waits for, by name. Not needed here — the scene sees all its
    /// scheduled work — and kept for the UIKit host, which cannot.
    var waitsFor: () -> [String] = { [] }

    /// Sends HeadlessUIKit's static calls to this host's scene.
    func makeCurrent() {
        scene.makeCurrent()
    }

    /// Brings the change record up to date. Nothing to do here: HeadlessUIKit records every change
    /// as it happens (the UIKit host samples).
    func sampleChanges(alsoUnder roots: [UIView] = []) {}

    /// Moves the clock forward by `interval` seconds, running what falls due.
    func advanceClock(by interval: TimeInterval) {
        scene.advance(by: interval)
    }

    /// Runs the clock until nothing is scheduled or `timeout` seconds pass.
    func runClockUntilIdle(timeout: TimeInterval) -> RunOutcome {
        scene.runUntilIdle(timeout: timeout)
    }

    /// Work still scheduled, by name: everything the scene has queued.
    var pendingWork: [String] { scene.pendingWork }

    /// Work still scheduled other than view-controller transitions waiting for their completion.
    var pendingWorkOtherThanTransitions: [String] { scene.pendingWork(includingTransitions: false) }

    /// Runs `body` telling the scene that `isAwaited` says whether the run still waits for work the
    /// virtual clock may not reach (a `Timer`, a `RunLoop.perform` block): the scene gives the
    /// thread's run loop its real-time chance only then.
    func awaiting<Result>(_ isAwaited: @escaping @MainActor () -> Bool, _ body: () -> Result) -> Result {
        scene.headlessAwaitsWork = isAwaited
        defer { scene.headlessAwaitsWork = nil }
        return body()
    }

    /// The timer of the thread's run loop the last wait found and did not wait for (past the
    /// deadline or the real-time budget), in words; nil when there was none.
    var timerNotWaitedFor: String? { scene.realRunLoopTimerNotWaitedFor }

    /// The latest time something now scheduled is due (the end of the longest animation in
    /// flight), or nil when nothing is scheduled.
    var lastScheduledTime: TimeInterval? { scene.lastScheduledEventTime }

    /// How many animations have been started on the host's clock so far.
    var animationsStarted: Int? { scene.timelinesStarted }

    /// Block animations running now, by name.
    var animationsInFlight: [String] { scene.animationsInFlight }

    /// The animations in flight but those of `views`' layers (another party's views).
    func animationsInFlight(excluding views: Set<ObjectIdentifier>) -> [String] { scene.animationsInFlight(excluding: views) }

    /// The screen's size, read without counting as the code's read.
    var screenSize: CGSize { UIScreen.main.headlessBounds.size }

    /// How many times the code read `UIScreen.main.bounds` during the run (HeadlessUIKit counts
    /// them); nil where it cannot be known (UIKit).
    var screenBoundsReads: Int? { scene.screenBoundsReads }

    /// What the model noticed (API misuse, cut-offs), for a report's trace.
    var diagnostics: [String] { scene.diagnostics.map(\.description) }

    /// The diagnostics of work cut off for running away (``RunLimits``).
    var runaways: [(time: TimeInterval, message: String)] { Self.runaways(in: scene.diagnostics) }

    /// The calls UIKit raises an exception on (the app crashes, contract F12) that the scene
    /// refused: when, the API, and what HeadlessUIKit said.
    var raisingMisuse: [(time: TimeInterval, api: String, message: String)] { Self.raisingMisuse(in: scene.diagnostics) }

    /// ``runaways`` and ``raisingMisuse`` at once, the diagnostics read once: a transcript records both.
    var runawaysAndRaisingMisuse: (runaways: [(time: TimeInterval, message: String)], raisingMisuse: [(time: TimeInterval, api: String, message: String)]) {
        let diagnostics = scene.diagnostics
        return (Self.runaways(in: diagnostics), Self.raisingMisuse(in: diagnostics))
    }

    // Most runs have no diagnostics: `count` first (not `isEmpty`, which a debug build calls
    // generically), and no key path or closures handed over for an empty list.

    private static func runaways(in diagnostics: [HeadlessDiagnostic]) -> [(time: TimeInterval, message: String)] {
        guard diagnostics.count > 0 else { return [] }
        return diagnostics.filter { $0.kind == .runaway }.map { ($0.time, $0.message) }
    }

    private static func raisingMisuse(in diagnostics: [HeadlessDiagnostic]) -> [(time: TimeInterval, api: String, message: String)] {
        guard diagnostics.count > 0 else { return [] }
        return diagnostics.filter(\.raisesInUIKit).map { ($0.time, $0.api, $0.message) }
    }

    /// Calls to a `UIPercentDrivenInteractiveTransition` that came after its transition had ended
    /// (UIKit ignores them): the call and when.
    var lateInteractiveCalls: [(call: String, time: TimeInterval)] {
        let prefix = "UIPercentDrivenInteractiveTransition."
        return scene.diagnostics.filter { $0.kind == .ignoredCall && $0.api.hasPrefix(prefix) }
            .map { (String($0.api.dropFirst(prefix.count)), $0.time) }
    }

    /// Nothing to do: the scene, and everything in its window, goes with the host.
    func close() {}

    /// Lets go of the presentations above `root` without a
    /// transition (``HeadlessScene/discardPresentations(above:)``): the run is over and read, and a
    /// non-animated dismissal through UIKit's machinery — what a UIKit host must do — would only
    /// run the app's and UIKit's dismissal code again for nothing but the release, in every run.
    func releasePresentations(above root: UIViewController) {
        scene.discardPresentations(above: root)
    }

    /// Resizes the window as a rotation does: a size transition of ``resizeDuration`` seconds.
    func resize(to size: CGSize) {
        scene.resize(to: size)
    }

    /// How long a ``resize(to:)`` takes to settle.
    var resizeDuration: TimeInterval { scene.configuration.resizeDuration }

    /// Turns Reduce Motion on for the host's scene: `UIAccessibility.isReduceMotionEnabled` is
    /// true while it is current.
    func turnOnReduceMotion() {
        scene.isReduceMotionEnabled = true
    }

    /// Why the host cannot run `scenario`: nil, HeadlessUIKit runs every scenario.
    nonisolated static func cannotRun(_ scenario: TransitionScenario) -> String? { nil }

    /// Why the host cannot move a subject's gesture recognizer: nil, HeadlessUIKit drives it.
    nonisolated static var cannotDeliverGestures: String? { nil }

    /// Whether the change record tells which code made each change: yes — HeadlessUIKit records
    /// every change as it is made, so the changes made while the animator's own code ran are
    /// told from the presentation controller's.
    nonisolated static let recordsWhoChanged = true

    /// The time a context made on `view`'s window reads: its scene's clock, else the current one.
    static func now(near view: UIView?) -> TimeInterval {
        view?.window?.headlessScene?.now ?? HeadlessScene.current.now
    }
}
#endif
