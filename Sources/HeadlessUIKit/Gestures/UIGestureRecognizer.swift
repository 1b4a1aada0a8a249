import Foundation

/// A headless model of UIKit's `UIGestureRecognizer`: the state machine of a continuous or a
/// discrete gesture, the values its handlers read, and a driver a test uses to perform the gesture.
///
/// ## The model
///
/// There are no fingers headlessly. A test *performs* a gesture with the driver methods, which
/// exist only in HeadlessUIKit and are named `headless…`: ``headlessBegin(at:numberOfTouches:)``,
/// ``headlessChange(location:)``, ``headlessEnd()``, ``headlessCancel()`` and ``headlessFail()``
/// (subclasses add typed variants, such as
/// ``UIPanGestureRecognizer/headlessChange(translation:velocity:location:)``). Each call moves
/// ``state`` the way UIKit moves a continuous recognizer — `.possible` → `.began` → `.changed`* →
/// `.ended` or `.cancelled`, or `.possible` → `.failed` — sets the values the handlers read
/// (``location(in:)``, ``numberOfTouches``, a pan's translation and velocity, a pinch's scale),
/// and then calls the handlers synchronously, in the order they were added, once per state
/// change, as UIKit sends the action to each target. Like UIKit, it sends no action for `.failed`.
/// A discrete recognizer (``UITapGestureRecognizer``, ``UISwipeGestureRecognizer``) goes from
/// `.possible` to `.ended` (`.recognized`) with one action, or to `.failed`.
///
/// A pan, like UIKit's, is recognized only once its touches have moved: `headlessBegin` puts its
/// touches down and the first change that moves them
/// ``HeadlessScene/Configuration/panBeginDistance`` begins it (see ``UIPanGestureRecognizer``).
/// A long press begins once its touches have been down for its `minimumPressDuration`, on the
/// scene's clock (see ``UILongPressGestureRecognizer``); a tap is recognized when its touches
/// are lifted.
/// A recognizer that failed while its touches are down (its delegate refused to begin) ignores
/// the driver's changes until they are lifted, as UIKit's ignores the rest of its touches.
///
/// Locations, translations and velocities are kept in window coordinates, as UIKit's touches
/// are, and converted to the view you ask about when you ask, so a view transformed mid-gesture
/// reports values in its current coordinate system.
///
/// A recognizer that finished (`.ended`, `.cancelled` or `.failed`) returns to `.possible`, and
/// ``reset()`` is called, when the next gesture is driven; UIKit does it shortly after the last
/// action.
///
/// A driver call the state machine does not allow (changing before beginning, ending twice,
/// driving a disabled recognizer or one that is on no view) does not trap: the state is left
/// unchanged, no handler is called, and a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic
/// saying what to call instead is recorded on the scene of the recognizer's view.
///
/// ## Handlers instead of selectors
///
/// Without the Objective-C runtime there is no `Selector`, `#selector` or `@objc`, so
/// `init(target:action:)` does not exist headlessly. Attach the code UIKit would call through the
/// selector as a typed closure, with ``init(headlessHandler:)`` or ``addHeadlessHandler(_:)``;
/// the closure gets the recognizer as its concrete type, so the UIKit action method's body works
/// unchanged.
///
/// ## Why a gesture did not begin
///
/// A driven gesture that does not begin — the recognizer is disabled, on no view or on a view in no
/// window (UIKit delivers
/// no touches then), its delegate declined the touches or the beginning,
/// or the touches did not make its gesture — leaves the reason in ``headlessLastRefusal``.
///
/// ## What it does not model
///
/// Hit-testing (a driven gesture reaches the recognizer even if its view is hidden or not
/// interactive; only a view in no window gets no touches), `UIEvent`, `UIView`'s own `gestureRecognizerShouldBegin(_:)`, and the
/// touch-delaying and -cancelling flags, which are stored only. Simultaneous recognition and
/// failure requirements are modelled between the recognizers a test drives
/// (<doc:CoordinatingGestures>); a recognizer the test does not drive saw no gesture of its own.
///
/// ```swift
/// let pinch = UIPinchGestureRecognizer(headlessHandler: { (g: UIPinchGestureRecognizer) in
///     controller.handlePinch(g)   // the body of UIKit's @objc action method
/// })
/// view.addGestureRecognizer(pinch)
/// pinch.headlessBegin()                 // handlePinch sees .began, scale 1
/// pinch.headlessChange(scale: 0.5)      // handlePinch sees .changed, scale 0.5
/// pinch.headlessEnd()                   // handlePinch sees .ended
/// ```
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a gesture recognizer, with UIKit's raw values.
    ///
    /// UIKit does not make the states `Comparable`; compare `rawValue`s (`state.rawValue >=
    /// UIGestureRecognizer.State.ended.rawValue`) to ask whether a gesture is over.
    public enum State: Int, Sendable {
        /// No gesture has been recognized yet; the initial state.
        case possible = 0
        /// A continuous gesture was recognized; its handlers get this state first.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (the fingers were lifted).
        case ended = 3
        /// The gesture was cancelled, for example by disabling the recognizer.
        case cancelled = 4
        /// The recognizer did not recognize its gesture; no action is sent.
        case failed = 5

        /// A discrete gesture was recognized: the same state as ``ended``.
        public static let recognized = State.ended
    }

    /// The recognizer's current state.
    ///
    /// UIKit lets only subclasses set it; setting it here stores the value and nothing else (no
    /// handler is called, nothing is checked). To perform a gesture, use the `headless…` drivers.
    open var state: State = .possible

    /// The view the recognizer is attached to, set by `UIView.addGestureRecognizer(_:)`.
    open var view: UIView? { storedView }

    /// Whether the recognizer receives touches. Disabling it while its gesture is in progress
    /// moves it to `.cancelled` and calls its handlers, as UIKit does; the drivers do nothing
    /// while it is disabled.
    open var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            if state == .began || state == .changed {
                finishGesture(as: .cancelled)
            } else if touchesAreDown || !awaitedFailures.isEmpty {
                // Touches down but no gesture recognized: the recognizer lets go of them, and
                // recognizers waiting for it to fail no longer wait for it.
                touchesAreDown = false
                touchesDeclined = false
                storedNumberOfTouches = 0
                awaitedFailures = []
                headlessReleaseFailureWaiters()
            }
        }
    }

    /// Whether touches are cancelled in the view when the gesture is recognized. Stored only:
    /// touch delivery is not modelled.
    open var cancelsTouchesInView = true
    /// Whether touches are delivered to the view only after the gesture fails. Stored only.
    open var delaysTouchesBegan = false
    /// Whether the end of touches is delivered to the view only after the gesture fails. Stored only.
    open var delaysTouchesEnded = true
    /// Whether the recognizer requires all its touches to be of one type. Stored only.
    open var requiresExclusiveTouchType = true
    /// A name for the recognizer, for debugging; HeadlessUIKit also uses it in diagnostics.
    open var name: String?

    /// The recognizer's delegate, held weakly; asked whether the gesture should begin.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// The number of touches of the gesture: what the driver began with while the gesture is in
    /// progress, 0 when no gesture is in progress.
    open var numberOfTouches: Int { storedNumberOfTouches }

    weak final var storedView: UIView?
    final var storedNumberOfTouches = 0
    /// Whether the driver's touches are down: from ``headlessBegin(at:numberOfTouches:)`` until
    /// they are lifted or cancelled, including while a pan waits to be recognized (`.possible`)
    /// and after the recognizer failed (`.failed`), when it ignores the rest of the touches.
    final var touchesAreDown = false
    /// The gesture's location in window coordinates (the root's, for a view in no window).
    final var windowLocation: CGPoint?
    final var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []
    /// The recognizers passed to ``require(toFail:)``, held weakly.
    final var failureRequirements: [() -> UIGestureRecognizer?] = []
    /// Why the last driven gesture did not begin (``headlessLastRefusal``).
    final var storedLastRefusal: HeadlessGestureRefusal?
    /// Whether the delegate declined every touch of the gesture whose touches are down: the
    /// recognizer stays `.possible` and ignores them until they are lifted.
    final var touchesDeclined = false
    /// The recognizers this one recognized its gesture ahead of and now waits for to fail
    /// (``headlessAwaitedFailures``), held weakly.
    final var awaitedFailures: [() -> UIGestureRecognizer?] = []
    /// The recognizers waiting for this one to fail, held weakly.
    final var failureWaiters: [() -> UIGestureRecognizer?] = []

    /// Makes a recognizer with no handlers.
    public override init() {
        super.init()
    }

    /// Makes a recognizer whose handler is called for each state change the driver makes.
    ///
    /// HeadlessUIKit's stand-in for `init(target:action:)`: the handler is the body of the action
    /// method, and it gets the recognizer as its own type.
    public convenience init(headlessHandler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addHeadlessHandler(headlessHandler)
    }

    /// Adds a handler, called after the handlers added before it; HeadlessUIKit's stand-in for
    /// `addTarget(_:action:)`.
    public func addHeadlessHandler(_ handler: @escaping @MainActor (Self) -> Void) {
        handlers.append { recognizer in
            if let typed = recognizer as? Self { handler(typed) }
        }
    }

    /// Removes every handler; HeadlessUIKit's stand-in for `removeTarget(nil, action: nil)`.
    public func removeHeadlessHandlers() {
        handlers.removeAll()
    }

    /// The location of the gesture in `view`'s coordinates, or in window coordinates when `view`
    /// is nil: where the driver put it (the centroid of the touches, in UIKit). `.zero` before any
    /// gesture was driven.
    @discardableResult
    open func location(in view: UIView?) -> CGPoint {
        guard let windowLocation else { return .zero }
        return UIGestureRecognizer.point(windowLocation, toCoordinatesOf: view)
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes its
    /// gesture, when both receive the same touches (see <doc:CoordinatingGestures>).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0() == nil || $0() === otherGestureRecognizer }
        failureRequirements.append { [weak otherGestureRecognizer] in otherGestureRecognizer }
    }

    // MARK: Coordination overrides (UIKit's UIGestureRecognizerSubclass members)

    /// Whether this recognizer, once recognized, may prevent `preventedGestureRecognizer` from
    /// recognizing. Override it for a class-wide rule; the default returns true.
    @discardableResult
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, once recognized, may prevent this recognizer from
    /// recognizing. Override it for a class-wide rule; the default returns true.
    @discardableResult
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail, as a class-wide
    /// failure requirement. The default returns false.
    @discardableResult
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this recognizer to fail, as a class-wide failure
    /// requirement. The default returns false.
    @discardableResult
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Called when the recognizer returns to `.possible` after a gesture finished; override it
    /// to clear per-gesture state, as UIKit subclasses do. The default does nothing.
    open func reset() {}

    // MARK: Subclass hooks (internal; in the class body so that subclasses can override them)

    /// The number of touches a driven gesture begins with when the test does not say.
    var headlessDefaultNumberOfTouches: Int { 1 }

    /// Where a driven gesture begins, in `view`'s coordinates, when the test does not say.
    func headlessDefaultLocation(in view: UIView) -> CGPoint {
        CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    /// Sets the subclass's values to their start-of-gesture values.
    func headlessPrepareToBegin() {}

    /// Whether the recognizer is recognized when its touches go down. False for a pan (recognized
    /// once its touches have moved, contract §7 F7), a long press (once held long enough), a tap
    /// (when lifted) and a swipe (by its driver): ``headlessBegin(at:numberOfTouches:)`` then only
    /// puts the touches down, and the subclass recognizes the gesture.
    var headlessBeginsAtTouchDown: Bool { true }

    /// Whether the gesture is discrete (a tap, a swipe): recognized, it goes straight to `.ended`
    /// (`.recognized`) with one action, and its touches are lifted.
    var headlessIsDiscrete: Bool { false }

    /// Why the subclass does not recognize a gesture of `numberOfTouches` touches (nil: it does);
    /// the gesture then fails with that reason.
    func headlessRefusal(ofTouches numberOfTouches: Int) -> String? { nil }

    /// Called once the touches of a new gesture are down and accepted, not recognized yet (a long
    /// press starts its timer here).
    func headlessTouchesWentDown() {}

    /// Called when touches down and not recognized yet moved with ``headlessChange(location:)``
    /// (a long press fails if they moved too far).
    func headlessTouchesMoved() {}

    /// Called when touches down and not recognized yet are lifted: the default fails, saying
    /// ``headlessLiftedTooSoon``; a tap recognizes here.
    func headlessTouchesLifted() {
        headlessFailTouches(.gestureNotMade, headlessLiftedTooSoon)
    }

    /// Why touches lifted before the gesture was recognized made no gesture, in words.
    var headlessLiftedTooSoon: String { "the touches were lifted before the gesture was recognized" }
}
