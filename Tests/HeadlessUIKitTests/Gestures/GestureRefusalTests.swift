import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("Why a gesture did not begin: the delegate's questions and headlessLastRefusal")
struct GestureRefusalTests {
    @Test("the delegate is asked shouldReceive for each finger when it goes down, then shouldBegin when the gesture is recognized")
    func questionOrder() {
        let pinch = UIPinchGestureRecognizer()
        let log = AttachedGesture(pinch)
        let delegate = AnsweringGestureDelegate()
        pinch.delegate = delegate

        pinch.headlessBegin(at: CGPoint(x: 20, y: 30))

        #expect(delegate.questions == ["shouldReceive", "shouldReceive", "shouldBegin"])
        #expect(log.states == [.began])
        let touch = delegate.touches.first
        #expect(touch?.phase == .began)
        #expect(touch?.tapCount == 1)
        #expect(touch?.view === log.view)
        #expect(touch?.location(in: log.view) == CGPoint(x: 20, y: 30))
    }

    @Test("touches the delegate declines never reach the recognizer: it stays .possible, ignores the rest of the gesture and says why")
    func declinedTouches() {
        let pan = UIPanGestureRecognizer()
        let log = AttachedGesture(pan)
        let delegate = AnsweringGestureDelegate(receives: false)
        pan.delegate = delegate

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 0, y: 100))
        pan.headlessEnd()

        #expect(pan.state == .possible)
        #expect(log.states.isEmpty)
        #expect(delegate.questions == ["shouldReceive"])
        #expect(log.scene.diagnostics.isEmpty)
        #expect(pan.headlessLastRefusal?.reason == .delegateDeclinedTouch)
        #expect(
            pan.headlessLastRefusal?.description
                == "UIPanGestureRecognizer did not begin at t=0.00: its delegate's gestureRecognizer(_:shouldReceive:) returned false for the touch")

        delegate.receives = true
        pan.headlessBegin(translation: CGPoint(x: 0, y: 20))
        #expect(log.states == [.began])
        #expect(pan.headlessLastRefusal == nil)
    }

    @Test("a tap whose delegate declines shouldReceive (a dimming view ignoring touches on the card) is not recognized")
    func dimmingTapIgnoresTheCard() {
        final class DimmingDelegate: NSObject, UIGestureRecognizerDelegate {
            let card: UIView
            init(card: UIView) { self.card = card }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                !card.frame.contains(touch.location(in: gestureRecognizer.view))
            }
        }
        let tap = UITapGestureRecognizer()
        let log = AttachedGesture(tap)
        let card = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        log.view.addSubview(card)
        let delegate = DimmingDelegate(card: card)
        tap.delegate = delegate

        tap.headlessTap(at: CGPoint(x: 100, y: 600))  // on the card
        #expect(log.states.isEmpty)
        #expect(tap.headlessLastRefusal?.reason == .delegateDeclinedTouch)
        tap.headlessTap(at: CGPoint(x: 100, y: 100))  // on the dimming view
        #expect(log.states == [.ended])
    }

    @Test("a pan refused by gestureRecognizerShouldBegin keeps the reason, with its name and time")
    func panDelegateRefuses() {
        let pan = UIPanGestureRecognizer()
        pan.name = "dismiss"
        let log = AttachedGesture(pan)
        let delegate = AnsweringGestureDelegate(begins: false)
        pan.delegate = delegate
        log.scene.advance(by: 0.1)

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 0, y: 40))

        #expect(pan.state == .failed)
        #expect(
            pan.headlessLastRefusal?.description
                == "UIPanGestureRecognizer \"dismiss\" did not begin at t=0.10: its delegate's gestureRecognizerShouldBegin(_:) returned false")
        #expect(pan.headlessLastRefusal?.time == 0.1)
    }

    @Test("a pan lifted before it moved far enough did not begin because the gesture was not made")
    func panLiftedTooSoon() {
        let pan = UIPanGestureRecognizer()
        let log = AttachedGesture(pan)

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 4, y: 0))
        pan.headlessEnd()

        #expect(pan.headlessLastRefusal?.reason == .gestureNotMade)
        #expect(pan.headlessLastRefusal?.description.contains("lifted before moving the 10.0 pt a pan needs to begin") == true)
        #expect(log.states.isEmpty)
    }

    @Test("a disabled screen-edge pan never begins, and says so")
    func disabledEdgePan() {
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        let log = AttachedGesture(edgePan)
        edgePan.isEnabled = false

        edgePan.headlessBegin(translation: CGPoint(x: 40, y: 0))

        #expect(log.states.isEmpty)
        #expect(edgePan.headlessLastRefusal?.reason == .disabled)
        #expect(edgePan.headlessLastRefusal?.description.contains("isEnabled is false") == true)
    }

    @Test("a screen-edge pan with no edges fails at touch-down, and says its edges are empty")
    func edgePanWithoutEdges() {
        let edgePan = UIScreenEdgePanGestureRecognizer()
        let log = AttachedGesture(edgePan)

        edgePan.headlessBegin()

        #expect(edgePan.state == .failed)
        #expect(edgePan.headlessLastRefusal?.description.contains("its edges are empty") == true)
        #expect(log.states.isEmpty)
    }

    @Test("a recognizer on no view never begins: the refusal is .noView")
    func noView() {
        let scene = makeScene()
        let pan = UIPanGestureRecognizer()

        pan.headlessBegin(translation: CGPoint(x: 0, y: 40))

        #expect(pan.state == .possible)
        #expect(pan.headlessLastRefusal?.reason == .noView)
        #expect(misuses(scene).count == 1)
    }

    @Test("a recognizer on a view in no window never begins, as UIKit delivers no touches there: the refusal is .notInWindow")
    func notInWindow() {
        let scene = makeScene()
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = UIPanGestureRecognizer()
        loose.addGestureRecognizer(pan)

        pan.headlessBegin(translation: CGPoint(x: 0, y: 40))
        #expect(pan.state == .possible)
        #expect(pan.headlessLastRefusal?.reason == .notInWindow)
        #expect(misuses(scene).count == 1)

        scene.window.addSubview(loose)
        pan.headlessBegin(translation: CGPoint(x: 0, y: 40))
        #expect(pan.state == .began)
    }

    @Test("a gesture that began clears the last refusal; an untouched recognizer has none")
    func clearedOnBegin() {
        let pinch = UIPinchGestureRecognizer()
        let log = AttachedGesture(pinch)
        #expect(pinch.headlessLastRefusal == nil)

        pinch.headlessBegin(numberOfTouches: 1)
        #expect(pinch.headlessLastRefusal?.description.contains("1 touch, and a pinch needs two") == true)
        pinch.headlessEnd()
        pinch.headlessBegin()
        #expect(pinch.state == .began)
        #expect(pinch.headlessLastRefusal == nil)
        #expect(log.states == [.began])
    }
}
