import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("UIView gesture recognizers: adding, moving, removing")
struct ViewGestureRecognizersTests {
    @Test("gestureRecognizers is nil for a view with none, as in UIKit")
    func nilWhenEmpty() {
        let view = UIView()
        #expect(view.gestureRecognizers == nil)

        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizers == [pan])
        #expect(pan.view === view)

        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers == nil)
        #expect(pan.view == nil)
    }

    @Test("adding a recognizer to a second view moves it there; adding it again keeps one entry")
    func addingMoves() {
        let first = UIView()
        let second = UIView()
        let pan = UIPanGestureRecognizer()
        let pinch = UIPinchGestureRecognizer()
        first.addGestureRecognizer(pan)
        first.addGestureRecognizer(pinch)

        second.addGestureRecognizer(pan)
        second.addGestureRecognizer(pan)

        #expect(first.gestureRecognizers == [pinch])
        #expect(second.gestureRecognizers == [pan])
        #expect(pan.view === second)
    }

    @Test("removing a recognizer from a view it is not on changes nothing")
    func removingFromAnotherView() {
        let first = UIView()
        let second = UIView()
        let pan = UIPanGestureRecognizer()
        first.addGestureRecognizer(pan)

        second.removeGestureRecognizer(pan)

        #expect(first.gestureRecognizers == [pan])
        #expect(pan.view === first)
    }

    @Test("setting gestureRecognizers detaches the old recognizers and attaches the new ones")
    func settingReplaces() {
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pan)

        view.gestureRecognizers = [pinch]
        #expect(view.gestureRecognizers == [pinch])
        #expect(pan.view == nil)
        #expect(pinch.view === view)

        view.gestureRecognizers = nil
        #expect(view.gestureRecognizers == nil)
        #expect(pinch.view == nil)
    }

    @Test("a view keeps its recognizers alive; a recognizer does not keep its view alive")
    func ownership() {
        weak var weakPan: UIPanGestureRecognizer?
        let view = UIView()
        do {
            let pan = UIPanGestureRecognizer()
            weakPan = pan
            view.addGestureRecognizer(pan)
        }
        #expect(weakPan != nil)

        let pinch = UIPinchGestureRecognizer()
        do {
            let temporary = UIView()
            temporary.addGestureRecognizer(pinch)
        }
        #expect(pinch.view == nil)
    }
}
