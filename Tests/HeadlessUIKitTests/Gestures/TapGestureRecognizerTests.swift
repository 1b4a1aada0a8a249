import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("UITapGestureRecognizer: a discrete tap, recognized once")
struct TapGestureRecognizerTests {
    @Test("a tap requires one tap of one finger by default, as in UIKit")
    func defaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.state == .possible)
    }

    @Test("headlessTap() recognizes the tap: the handler sees .recognized (.ended) once, at the tapped location")
    func tapRecognizes() {
        let tap = UITapGestureRecognizer()
        let log = AttachedGesture(tap)

        tap.headlessTap(at: CGPoint(x: 30, y: 40))

        #expect(log.states == [.recognized])
        #expect(log.values == [CGPoint(x: 30, y: 40)])
        #expect(tap.state == .ended)
        #expect(tap.numberOfTouches == 0)
        #expect(tap.headlessLastRefusal == nil)
    }

    @Test("each tap is a new gesture: three taps call the handler three times and reset() between them")
    func repeatedTaps() {
        final class CountingTap: UITapGestureRecognizer {
            var resets = 0
            override func reset() { resets += 1 }
        }
        let tap = CountingTap()
        let log = AttachedGesture(tap)

        tap.headlessTap()
        tap.headlessTap()
        tap.headlessTap()

        #expect(log.states == [.ended, .ended, .ended])
        #expect(tap.resets == 2)
    }

    @Test("a double-tap recognizer fails on one tap, with no handler called, and is recognized by two")
    func doubleTap() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let log = AttachedGesture(tap)

        tap.headlessTap(numberOfTaps: 1)
        #expect(tap.state == .failed)
        #expect(log.states.isEmpty)
        #expect(tap.headlessLastRefusal?.reason == .gestureNotMade)
        #expect(tap.headlessLastRefusal?.description.contains("1 tap(s) were made, and its numberOfTapsRequired is 2") == true)

        tap.headlessTap()
        #expect(log.states == [.ended])
        #expect(tap.headlessLastRefusal == nil)
    }

    @Test("a single-tap recognizer recognizes each tap of a double tap, as UIKit does without a failure requirement")
    func singleTapSeesADoubleTap() {
        let tap = UITapGestureRecognizer()
        let log = AttachedGesture(tap)

        tap.headlessTap(numberOfTaps: 2)

        #expect(log.states == [.ended, .ended])
    }

    @Test("a two-finger tap is not made by one finger: .failed, and the refusal names numberOfTouchesRequired")
    func touchesRequired() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let log = AttachedGesture(tap)

        tap.headlessTap(numberOfTouches: 1)
        #expect(tap.state == .failed)
        #expect(tap.headlessLastRefusal?.description.contains("numberOfTouchesRequired is 2") == true)

        tap.headlessTap()  // two fingers, the required number, by default
        #expect(log.states == [.ended])
    }

    @Test("the generic driver taps too: headlessBegin puts the finger down (.possible), headlessEnd lifts it and recognizes")
    func genericDriver() {
        let tap = UITapGestureRecognizer()
        let log = AttachedGesture(tap)

        tap.headlessBegin()
        #expect(tap.state == .possible)
        #expect(tap.numberOfTouches == 1)
        #expect(log.states.isEmpty)

        tap.headlessEnd()
        #expect(log.states == [.ended])
    }

    @Test("a tap whose touches are cancelled before they are lifted fails, with no handler called")
    func cancelledTap() {
        let tap = UITapGestureRecognizer()
        let log = AttachedGesture(tap)

        tap.headlessBegin()
        tap.headlessCancel()

        #expect(tap.state == .failed)
        #expect(log.states.isEmpty)
        #expect(tap.headlessLastRefusal?.reason == .gestureNotMade)
    }

    @Test("a disabled tap recognizer never recognizes: no handler, a misuse diagnostic and the refusal .disabled")
    func disabled() {
        let tap = UITapGestureRecognizer()
        let log = AttachedGesture(tap)
        tap.isEnabled = false

        tap.headlessTap()

        #expect(log.states.isEmpty)
        #expect(tap.state == .possible)
        #expect(tap.headlessLastRefusal?.reason == .disabled)
        #expect(misuses(log.scene).count == 1)
    }
}
