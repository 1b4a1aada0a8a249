import Foundation

/// A window of a given size with its own virtual clock: the world a headless transition runs in.
///
/// ## The model
///
/// Time is virtual. ``now`` starts at 0 and moves only when you call ``advance(by:)`` or
/// ``runUntilIdle(timeout:)``; nothing runs on its own and no real time passes. Everything
/// UIKit would run "later" — an animation's completion, the end of an animation, work queued
/// for the next run-loop turn — is queued on this clock and runs only when you advance it,
/// never inline in the call that queued it (a zero-duration animation completes on the next
/// tick, not inside `UIView.animate`). Work due at the same instant runs in the order it was
/// submitted.
///
/// Each run-loop turn ends with a layout pass over ``window`` (views marked with
/// `setNeedsLayout()` get `layoutSubviews()`), as UIKit's display cycle does.
///
/// Static UIKit calls that have no view to tell them which scene they belong to
/// (`UIView.animate` with nothing animated, `CACurrentMediaTime()`) use the *current* scene:
/// the most recently created one, or the one you made current with ``makeCurrent()``.
/// Animations on views inside a scene's window always run on that scene's clock.
///
/// ## What it does not model
///
/// Real time, `Timer` and the main queue's other forms are not routed through the clock: work a
/// subject schedules with them is not run by ``advance(by:)``. `DispatchQueue.main.async` and
/// `asyncAfter(deadline:)` with a closure are (see the `DispatchQueue` extension), so is
/// `OperationQueue.main` (``HeadlessMainOperationQueue``), the body of a `Task { @MainActor in … }`
/// up to its first suspension (see the `Task` extension), and ``CADisplayLink``: it fires at
/// each frame of the virtual clock. A `Timer` or a `RunLoop.perform(_:)` block runs in
/// ``runUntilIdle(timeout:)`` only within ``Configuration/realRunLoopBudget``, in real time; so do
/// a `DispatchWorkItem` and `RunLoop.main.perform` when the scene runs on the main thread and not
/// as a job of the main queue (a synchronous XCTest method).
///
/// ```swift
/// let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
/// scene.window.addSubview(view)
/// var finished: Bool?
/// UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished = $0 })
/// scene.advance(by: 0.29)   // finished == nil
/// scene.advance(by: 0.01)   // finished == true
/// ```
@preconcurrency @MainActor
public final class HeadlessScene {
    /// The scene's window, sized like the scene, at the origin of the screen.
    public let window: UIWindow
    /// The window scene the window is on: the one `UIApplication.shared.connectedScenes` hands
    /// out while this scene is current.
    let windowScene = UIWindowScene(.unattached)

    /// The named defaults this scene uses where UIKit's behaviour is undocumented.
    public let configuration: Configuration

    /// The current virtual time in seconds; starts at 0 and never goes back.
    public internal(set) var now: TimeInterval = 0

    /// What this scene noticed that UIKit would have raised or that stopped a run:
    /// UIKit API misuse, runaway rescheduling, invalid arguments.
    public private(set) var diagnostics: [HeadlessDiagnostic] = []

    /// How many times code read `UIScreen.main.headlessBounds` (or `nativeBounds`) while this scene was
    /// current: sizing from the screen instead of the container is a classic transition bug.
    public internal(set) var screenBoundsReads = 0

    /// Called with each diagnostic as the scene records it (after adding it to ``diagnostics``),
    /// for a harness that reports them as they happen; nil by default.
    public var diagnosticHandler: ((HeadlessDiagnostic) -> Void)?

    /// A harness's observer of the transitions this scene runs with app-vended animators (see
    /// ``HeadlessTransitionObserving``); nil by default. Held weakly.
    public weak var transitionObserver: (any HeadlessTransitionObserving)?

    var queue = WorkQueue()
    /// The simulated device, traits and accessibility settings (see HeadlessScene+Environment.swift).
    var environment = SceneEnvironment()
    /// Animations and property animators whose ends the clock must wake up for, in start order.
    var timelines: [any SceneTimeline] = []
    /// How many animations, property-animator runs and transitions have been started on this
    /// scene's clock so far: work still being started long after a transition ended is work that
    /// never ends.
    public internal(set) var timelinesStarted = 0
    /// The real seconds this scene has spent letting the current thread's run loop run timers and
    /// `RunLoop.perform(_:)` blocks, out of ``Configuration/realRunLoopBudget``; 0 when it never
    /// had to (see `HeadlessScene+RealRunLoop.swift`).
    public internal(set) var realRunLoopTimeSpent: TimeInterval = 0
    /// The timer of the thread's run loop the last ``runUntilIdle(timeout:)`` found and did not
    /// wait for (due after its deadline or beyond ``Configuration/realRunLoopBudget``): what it was
    /// and when it is due; nil when there was none.
    public internal(set) var realRunLoopTimerNotWaitedFor: String?
    /// Whether a harness is waiting for work the virtual clock may not reach (a transition's
    /// completion): ``runUntilIdle(timeout:)`` polls the thread's run loop only while this says so,
    /// or while a transition UIKit's machinery runs waits for `completeTransition(_:)` — a poll
    /// costs tens of microseconds, too much for every call. Nil by default.
    public var headlessAwaitsWork: (@MainActor () -> Bool)?

    private static weak var explicitCurrent: HeadlessScene?
    private static var fallback: HeadlessScene?

    /// Makes a scene whose window has the given size and whose clock reads 0.
    ///
    /// The new scene becomes the current scene.
    ///
    /// A window's size is finite and at least 1×1 point (``isUsable(_:)``). Given another size
    /// (zero, negative, NaN, infinite, half a point), the scene never traps: it records an
    /// `invalidArgument` diagnostic saying what to pass and makes its window
    /// ``fallbackSize`` (390×844) instead.
    public init(size: CGSize, configuration: Configuration = .init()) {
        self.configuration = configuration
        self.window = UIWindow(frame: CGRect(origin: .zero, size: Self.isUsable(size) ? size : Self.fallbackSize))
        window.storedScene = self
        windowScene.sceneReference = self
        window.makeKey()
        HeadlessScene.explicitCurrent = self
        if !Self.isUsable(size) {
            record(
                .invalidArgument, api: "HeadlessScene(size:)",
                "needs a finite size of at least 1×1 point; got \(Self.describe(size)). The window is \(Self.describe(Self.fallbackSize)) instead; pass the container size you want to test, e.g. CGSize(width: 390, height: 844)."
            )
        }
    }

    /// The window's size when a scene is made with a size it cannot have: 390×844 (an iPhone in portrait).
    public static let fallbackSize = CGSize(width: 390, height: 844)

    /// Whether a window can have `size`: finite, at least 1×1 point.
    public static func isUsable(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 1 && size.height >= 1
    }

    /// "390×844", "0.5×0.5", "nan×844": each dimension exactly, whole numbers without a fraction.
    static func describe(_ size: CGSize) -> String {
        func dimension(_ value: CGFloat) -> String {
            value.isFinite && abs(value) < 1e12 && value == value.rounded() ? "\(Int(value))" : "\(Double(value))"
        }
        return "\(dimension(size.width))×\(dimension(size.height))"
    }

    deinit {
        // The window may outlive its scene (see `UnretainedBackReferences`).
        window.storedScene = nil
        windowScene.sceneReference = nil
    }

    /// Whether the interface is landscape: the window wider than tall (see
    /// ``UIWindowScene/interfaceOrientation``).
    var isInterfaceLandscape: Bool {
        let size = window.bounds.size
        return size.width > size.height
    }

    /// The scene static UIKit calls use when no view tells them otherwise.
    ///
    /// This is the most recently created scene, or the one made current with
    /// ``makeCurrent()``, while it is alive. If there is none, a scene sized like
    /// `UIScreen.main` is created for the purpose; its clock still moves only when advanced.
    public static var current: HeadlessScene {
        if let scene = explicitCurrent { return scene }
        if let scene = fallback { return scene }
        // Outside any animation block: the new window's own frame write asks for the current
        // scene again, which would recurse while no scene exists.
        var made: HeadlessScene?
        AnimationContext.nonAnimating().run { made = HeadlessScene(size: UIScreen.main.headlessBounds.size) }
        let scene = made!
        fallback = scene
        return scene
    }

    /// The current scene if one exists, without creating one.
    static var currentIfAny: HeadlessScene? { explicitCurrent ?? fallback }

    /// Makes this scene the one static UIKit calls schedule on.
    public func makeCurrent() {
        HeadlessScene.explicitCurrent = self
    }

    /// The size of the scene's window.
    public var size: CGSize { window.bounds.size }

    // MARK: Diagnostics

    func record(_ kind: HeadlessDiagnostic.Kind, api: String, _ message: String, raises: Bool = false) {
        let diagnostic = HeadlessDiagnostic(kind: kind, time: now, api: api, message: message, raisesInUIKit: raises)
        diagnostics.append(diagnostic)
        diagnosticHandler?(diagnostic)
    }

    /// Records misuse of a UIKit API by the code under test; `raises` when UIKit raises an
    /// exception for it (the app crashes), not when it only logs or leaves the result undefined.
    static func recordMisuse(api: String, _ message: String, near view: UIView? = nil, raises: Bool = false) {
        let scene = view?.window?.headlessScene ?? currentIfAny ?? current
        scene.record(.uikitMisuse, api: api, message, raises: raises)
    }

    /// The virtual time to stamp on a change to `view`: its window's clock, else the current one.
    static func time(for view: UIView?) -> TimeInterval {
        (view?.window?.headlessScene ?? currentIfAny)?.now ?? 0
    }
}
