import Foundation

/// A headless model of UIKit's `UILongPressGestureRecognizer`: a continuous gesture that begins
/// once fingers have been held still long enough, on the scene's virtual clock.
///
/// ## The model
///
/// ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)`` puts the fingers down (with
/// ``numberOfTouchesRequired`` fingers; another number fails) and the recognizer stays
/// `.possible`. When the scene's clock has moved ``minimumPressDuration`` seconds with the fingers
/// still down, the delegate's `gestureRecognizerShouldBegin(_:)` is asked and the handlers are
/// called with `.began` — from the clock, as UIKit's timer fires. Before that,
/// ``UIGestureRecognizer/headlessChange(location:)`` moves the fingers, and moving them more than
/// ``allowableMovement`` points from where they went down makes the gesture fail, as does lifting
/// them (``UIGestureRecognizer/headlessEnd()``); ``UIGestureRecognizer/headlessLastRefusal`` says
/// which. Once it began, each change is `.changed`, wherever the fingers go, and lifting them ends
/// it with `.ended`.
///
/// ## What it does not model
///
/// ``numberOfTapsRequired`` is stored only: the taps before the press are not driven. Everything
/// listed on ``UIGestureRecognizer``.
///
/// ```swift
/// let press = UILongPressGestureRecognizer(headlessHandler: { (g: UILongPressGestureRecognizer) in
///     if g.state == .began { controller.showPreview() }
/// })
/// view.addGestureRecognizer(press)
/// press.headlessBegin()             // the finger is down; .possible
/// scene.advance(by: 0.5)            // minimumPressDuration passed: the handler sees .began
/// press.headlessChange(location: CGPoint(x: 40, y: 300))   // .changed
/// press.headlessEnd()               // .ended
/// ```
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long, in seconds, the fingers must be held before the gesture begins; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers must be held; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How many taps come before the press; 0 by default. Stored only: the taps are not driven.
    open var numberOfTapsRequired = 0
    /// How far, in points, the fingers may move before the gesture begins without making it fail;
    /// 10 by default.
    open var allowableMovement: CGFloat = 10

    /// Where, in window coordinates, and when the fingers of the press went down.
    private final var pressStart: (location: CGPoint, time: TimeInterval)?
    /// Counts presses, so that the timer of a press already lifted does nothing.
    private final var pressNumber = 0

    // MARK: Driver hooks

    override var headlessDefaultNumberOfTouches: Int { max(1, numberOfTouchesRequired) }

    override var headlessBeginsAtTouchDown: Bool { false }

    override func headlessRefusal(ofTouches numberOfTouches: Int) -> String? {
        guard numberOfTouches != numberOfTouchesRequired else { return nil }
        return "\(numberOfTouches) finger(s) pressed, and its numberOfTouchesRequired is \(numberOfTouchesRequired)"
    }

    override func headlessTouchesWentDown() {
        let scene = view?.window?.headlessScene ?? HeadlessScene.current
        pressNumber &+= 1
        let press = pressNumber
        pressStart = (windowLocation ?? .zero, scene.now)
        let duration = minimumPressDuration.isFinite ? max(minimumPressDuration, 0) : 0
        scene.schedule(
            at: scene.now + duration,
            label: "\(self.headlessDisplayName)'s minimumPressDuration (\(HeadlessFormat.time(duration)) s)"
        ) { [weak self] in
            guard let self, self.pressNumber == press, self.state == .possible, self.touchesAreDown, !self.touchesDeclined,
                self.isEnabled
            else { return }
            self.headlessRecognize()
        }
    }

    override func headlessTouchesMoved() {
        guard let start = pressStart, let location = windowLocation else { return }
        let moved = hypot(location.x - start.location.x, location.y - start.location.y)
        guard moved > allowableMovement else { return }
        pressNumber &+= 1
        headlessFailTouches(
            .gestureNotMade,
            "the fingers moved \(HeadlessFormat.value(Double(moved))) pt, more than its allowableMovement (\(HeadlessFormat.value(Double(allowableMovement))) pt), before its minimumPressDuration passed"
        )
    }

    override var headlessLiftedTooSoon: String {
        let held = pressStart.map { HeadlessScene.time(for: view) - $0.time } ?? 0
        return "the fingers were lifted after \(HeadlessFormat.time(held)) s, before its minimumPressDuration (\(HeadlessFormat.time(minimumPressDuration)) s)"
    }

    override func headlessTouchesLifted() {
        pressNumber &+= 1
        super.headlessTouchesLifted()
    }
}
