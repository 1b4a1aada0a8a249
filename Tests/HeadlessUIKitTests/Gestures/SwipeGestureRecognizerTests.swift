import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("UISwipeGestureRecognizer: a discrete swipe in the directions it recognizes")
struct SwipeGestureRecognizerTests {
    @Test("Direction has UIKit's raw values, and a swipe recognizes .right with one finger by default")
    func defaults() {
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
    }

    @Test("a swipe in a direction it recognizes calls the handler once with .recognized, at where the swipe began")
    func recognized() {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.down, .left]
        let log = AttachedGesture(swipe)

        swipe.headlessSwipe(.down, at: CGPoint(x: 50, y: 60))
        swipe.headlessSwipe(.left)

        #expect(log.states == [.ended, .ended])
        #expect(log.values.first == CGPoint(x: 50, y: 60))
        #expect(swipe.numberOfTouches == 0)
    }

    @Test("a swipe in another direction fails, with no handler called, and the refusal names both directions")
    func otherDirection() {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .down
        let log = AttachedGesture(swipe)

        swipe.headlessSwipe(.up)

        #expect(swipe.state == .failed)
        #expect(log.states.isEmpty)
        #expect(swipe.headlessLastRefusal?.description.contains("the fingers swiped up, and its direction is [.down]") == true)
    }

    @Test("a two-finger swipe needs two fingers")
    func touchesRequired() {
        let swipe = UISwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 2
        let log = AttachedGesture(swipe)

        swipe.headlessSwipe(.right, numberOfTouches: 1)
        #expect(swipe.state == .failed)
        swipe.headlessSwipe(.right)  // two fingers, the required number, by default
        #expect(log.states == [.ended])
    }

    @Test("a swipe in no single direction is an invalid argument: nothing happens")
    func invalidDirection() {
        let swipe = UISwipeGestureRecognizer()
        let log = AttachedGesture(swipe)

        swipe.headlessSwipe([.right, .up])

        #expect(swipe.state == .possible)
        #expect(log.states.isEmpty)
        #expect(log.scene.diagnostics.map(\.kind) == [.invalidArgument])
    }

    @Test("fingers put down and lifted with the generic driver make no swipe: .failed")
    func genericDriverMakesNoSwipe() {
        let swipe = UISwipeGestureRecognizer()
        let log = AttachedGesture(swipe)

        swipe.headlessBegin()
        swipe.headlessEnd()

        #expect(swipe.state == .failed)
        #expect(log.states.isEmpty)
        #expect(swipe.headlessLastRefusal?.reason == .gestureNotMade)
    }
}
