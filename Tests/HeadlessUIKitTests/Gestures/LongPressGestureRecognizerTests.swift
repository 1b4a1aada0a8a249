import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("UILongPressGestureRecognizer: held for minimumPressDuration on the virtual clock")
struct LongPressGestureRecognizerTests {
    @Test("UIKit's defaults: 0.5 s, one finger, no taps, 10 pt of allowable movement")
    func defaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.allowableMovement == 10)
    }

    @Test("the press begins when the clock reaches minimumPressDuration, not before: .began at t = 0.50, then .changed and .ended")
    func beginsOnTheClock() {
        let press = UILongPressGestureRecognizer()
        let log = AttachedGesture(press)
        var beganAt: TimeInterval?
        press.addHeadlessHandler { g in if g.state == .began { beganAt = log.scene.now } }

        press.headlessBegin(at: CGPoint(x: 100, y: 100))
        #expect(press.state == .possible)
        log.scene.advance(by: 0.49)
        #expect(log.states.isEmpty)
        log.scene.advance(by: 0.01)
        #expect(log.states == [.began])
        #expect(beganAt.map { close($0, 0.5) } == true)

        press.headlessChange(location: CGPoint(x: 100, y: 300))  // far, but the press already began
        press.headlessEnd()
        #expect(log.states == [.began, .changed, .ended])
        #expect(log.values.last == CGPoint(x: 100, y: 300))
    }

    @Test("a custom minimumPressDuration of 1.2 s begins the press at t = 1.20")
    func customDuration() {
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 1.2
        let log = AttachedGesture(press)

        press.headlessBegin()
        log.scene.advance(by: 1.19)
        #expect(log.states.isEmpty)
        log.scene.advance(by: 0.01)
        #expect(log.states == [.began])
    }

    @Test("lifting the finger before minimumPressDuration fails the press: no handler, and the timer that would have begun it does nothing")
    func liftedTooSoon() {
        let press = UILongPressGestureRecognizer()
        let log = AttachedGesture(press)

        press.headlessBegin()
        log.scene.advance(by: 0.2)
        press.headlessEnd()
        log.scene.advance(by: 1)

        #expect(press.state == .failed)
        #expect(log.states.isEmpty)
        #expect(press.headlessLastRefusal?.reason == .gestureNotMade)
        #expect(press.headlessLastRefusal?.description.contains("lifted after 0.20 s, before its minimumPressDuration (0.50 s)") == true)
    }

    @Test("moving more than allowableMovement before the press began fails it; moving less does not")
    func allowableMovement() {
        let press = UILongPressGestureRecognizer()
        let log = AttachedGesture(press)

        press.headlessBegin(at: CGPoint(x: 100, y: 100))
        press.headlessChange(location: CGPoint(x: 106, y: 108))  // 10 pt: allowed
        #expect(press.state == .possible)
        press.headlessChange(location: CGPoint(x: 100, y: 111))  // 11 pt
        #expect(press.state == .failed)
        log.scene.advance(by: 1)
        #expect(log.states.isEmpty)
        #expect(press.headlessLastRefusal?.description.contains("moved 11.0 pt, more than its allowableMovement (10.0 pt)") == true)

        press.headlessEnd()  // the fingers are lifted; the next press works
        press.headlessBegin()
        log.scene.advance(by: 0.5)
        #expect(log.states == [.began])
    }

    @Test("a press whose fingers were lifted and put down again begins 0.5 s after the second touch-down, once")
    func secondPress() {
        let press = UILongPressGestureRecognizer()
        let log = AttachedGesture(press)

        press.headlessBegin()
        log.scene.advance(by: 0.3)
        press.headlessEnd()
        press.headlessBegin()
        log.scene.advance(by: 0.3)  // t = 0.6: the first press's timer is past, and does nothing
        #expect(log.states.isEmpty)
        log.scene.advance(by: 0.2)
        #expect(log.states == [.began])
    }

    @Test("the delegate's gestureRecognizerShouldBegin is asked when the press is due; false fails it, with the reason kept")
    func delegateRefuses() {
        let press = UILongPressGestureRecognizer()
        let log = AttachedGesture(press)
        let delegate = AnsweringGestureDelegate(begins: false)
        press.delegate = delegate

        press.headlessBegin()
        #expect(delegate.questions == ["shouldReceive"])
        log.scene.advance(by: 0.5)

        #expect(delegate.questions == ["shouldReceive", "shouldBegin"])
        #expect(press.state == .failed)
        #expect(log.states.isEmpty)
        #expect(press.headlessLastRefusal?.reason == .delegateDeclinedBegin)
    }

    @Test("two fingers do not make a one-finger long press: .failed at once")
    func touchesRequired() {
        let press = UILongPressGestureRecognizer()
        let log = AttachedGesture(press)

        press.headlessBegin(numberOfTouches: 2)
        log.scene.advance(by: 1)

        #expect(press.state == .failed)
        #expect(log.states.isEmpty)
    }

    @Test("the pending press is scheduled work on the scene, named by its duration")
    func pendingWork() {
        let press = UILongPressGestureRecognizer()
        press.name = "peek"
        let log = AttachedGesture(press)

        press.headlessBegin()

        #expect(log.scene.pendingWork == ["UILongPressGestureRecognizer \"peek\"'s minimumPressDuration (0.50 s) due at t=0.50"])
    }
}
