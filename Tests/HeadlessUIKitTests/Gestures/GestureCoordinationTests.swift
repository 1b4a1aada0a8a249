import Testing
@testable import HeadlessUIKit

/// A delegate that answers the coordination questions as told and logs them.
@MainActor
private final class CoordinatingDelegate: NSObject, UIGestureRecognizerDelegate {
    var simultaneous = false
    var requiresFailureOf: UIGestureRecognizer?
    var requiredToFailBy: UIGestureRecognizer?
    private(set) var asked: [String] = []

    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        asked.append("simultaneously")
        return simultaneous
    }

    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        asked.append("requireFailureOf")
        return other === requiresFailureOf
    }

    func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        asked.append("requiredToFailBy")
        return other === requiredToFailBy
    }
}

/// A sheet: a pan on the sheet's view and a scroll view inside it, each logging its handler's
/// states, in a new scene's window.
@MainActor
private final class SheetWithScrollView {
    let scene = makeScene()
    let sheet = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 644))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 644))
    let sheetPan = UIPanGestureRecognizer()
    private(set) var sheetStates: [UIGestureRecognizer.State] = []

    init() {
        scene.window.addSubview(sheet)
        sheet.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        sheet.addGestureRecognizer(sheetPan)
        sheetPan.addHeadlessHandler { [weak self] g in self?.sheetStates.append(g.state) }
    }
}

@MainActor
@Suite("Coordinating gestures: simultaneous recognition and failure requirements between driven recognizers")
struct GestureCoordinationTests {
    @Test("a sheet's pan is prevented while the scroll view inside it pans, when no delegate allows both")
    func panPreventedByScrollView() {
        let sheet = SheetWithScrollView()
        sheet.scrollView.panGestureRecognizer.headlessBegin(translation: CGPoint(x: 0, y: -40))
        #expect(sheet.scrollView.panGestureRecognizer.state == .began)

        sheet.sheetPan.headlessBegin(translation: CGPoint(x: 0, y: -40))

        #expect(sheet.sheetPan.state == .failed)
        #expect(sheet.sheetStates.isEmpty)
        #expect(sheet.sheetPan.headlessLastRefusal?.reason == .preventedByOtherGesture)
        #expect(sheet.sheetPan.headlessLastRefusal?.description.contains("UIPanGestureRecognizer recognized its gesture first") == true)
        #expect(sheet.scrollView.panGestureRecognizer.state == .began)
    }

    @Test("a delegate's shouldRecognizeSimultaneouslyWith returning true lets the sheet's pan and the scroll view's pan both run")
    func simultaneousAllowed() {
        let sheet = SheetWithScrollView()
        let delegate = CoordinatingDelegate()
        delegate.simultaneous = true
        sheet.sheetPan.delegate = delegate
        sheet.scrollView.panGestureRecognizer.headlessBegin(translation: CGPoint(x: 0, y: 40))

        sheet.sheetPan.headlessBegin(translation: CGPoint(x: 0, y: 40))
        sheet.sheetPan.headlessChange(translation: CGPoint(x: 0, y: 80))

        #expect(sheet.sheetStates == [.began, .changed])
        #expect(sheet.scrollView.panGestureRecognizer.state == .began)
        #expect(delegate.asked.contains("simultaneously"))
    }

    @Test("the other recognizer's delegate alone may allow simultaneous recognition, as UIKit asks both")
    func otherDelegateAllows() {
        let sheet = SheetWithScrollView()
        let first = UIPanGestureRecognizer()
        let delegate = CoordinatingDelegate()
        delegate.simultaneous = true
        first.delegate = delegate
        sheet.sheet.addGestureRecognizer(first)
        first.headlessBegin(translation: CGPoint(x: 0, y: 40))

        sheet.sheetPan.headlessBegin(translation: CGPoint(x: 0, y: 40))

        #expect(sheet.sheetStates == [.began])
    }

    @Test("a pan recognized first prevents an undecided one whose touches are down: that one fails without a handler call")
    func recognizedFirstPreventsUndecided() {
        let sheet = SheetWithScrollView()
        let scrollPan = sheet.scrollView.panGestureRecognizer
        scrollPan.headlessBegin(at: CGPoint(x: 100, y: 100))  // touches down, not moved yet
        #expect(scrollPan.state == .possible)

        sheet.sheetPan.headlessBegin(translation: CGPoint(x: 0, y: 40))

        #expect(sheet.sheetStates == [.began])
        #expect(scrollPan.state == .failed)
        #expect(scrollPan.headlessLastRefusal?.reason == .preventedByOtherGesture)
    }

    @Test("a recognizer the test does not drive neither blocks nor waits: the sheet's pan alone begins")
    func undrivenRecognizersDoNotTakePart() {
        let sheet = SheetWithScrollView()
        sheet.sheetPan.require(toFail: sheet.scrollView.panGestureRecognizer)

        sheet.sheetPan.headlessBegin(translation: CGPoint(x: 0, y: 40))

        #expect(sheet.sheetStates == [.began])
        #expect(sheet.scrollView.panGestureRecognizer.state == .possible)
    }

    @Test("a single tap that requires a double tap to fail waits, and is recognized when the double tap fails")
    func tapWaitsForDoubleTapToFail() {
        let single = UITapGestureRecognizer()
        let log = AttachedGesture(single)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        log.view.addGestureRecognizer(double)
        single.require(toFail: double)

        double.headlessBegin()  // the first finger is down for the double tap too
        single.headlessTap()
        #expect(log.states.isEmpty)
        #expect(single.state == .possible)
        #expect(single.headlessAwaitedFailures.count == 1 && single.headlessAwaitedFailures[0] === double)

        double.headlessEnd()  // one tap only: the double tap fails

        #expect(double.state == .failed)
        #expect(log.states == [.recognized])
        #expect(single.headlessAwaitedFailures.isEmpty)
    }

    @Test("a tap that stopped waiting (its next gesture began) is not recognized when the one it waited for fails later")
    func staleWaiterIsNotRecognized() {
        let single = UITapGestureRecognizer()
        let log = AttachedGesture(single)
        let pan = UIPanGestureRecognizer()
        log.view.addGestureRecognizer(pan)
        single.require(toFail: pan)
        pan.headlessBegin()
        single.headlessTap()  // waits for the pan
        pan.headlessEnd()  // the pan fails: the tap is recognized
        #expect(log.states == [.recognized])

        pan.headlessBegin()
        single.headlessTap()  // waits again
        single.headlessBegin()  // a new gesture of its own: it no longer waits
        #expect(single.headlessAwaitedFailures.isEmpty)
        pan.headlessEnd()
        #expect(log.states == [.recognized])
        single.headlessEnd()
        #expect(log.states == [.recognized, .recognized])
    }

    @Test("a recognizer waiting for another to fail fails when that one is recognized instead")
    func waiterFailsWhenAwaitedRecognizes() {
        let sheet = SheetWithScrollView()
        let scrollPan = sheet.scrollView.panGestureRecognizer
        sheet.sheetPan.require(toFail: scrollPan)
        scrollPan.headlessBegin(at: CGPoint(x: 100, y: 100))

        sheet.sheetPan.headlessBegin(translation: CGPoint(x: 0, y: 40))
        #expect(sheet.sheetPan.state == .possible)
        #expect(sheet.sheetPan.headlessAwaitedFailures.count == 1)

        scrollPan.headlessChange(translation: CGPoint(x: 0, y: 40))

        #expect(scrollPan.state == .changed)  // began 10 pt in, then changed to 40
        #expect(sheet.sheetPan.state == .failed)
        #expect(sheet.sheetStates.isEmpty)
        #expect(sheet.sheetPan.headlessLastRefusal?.reason == .requiredFailureDidNotHappen)
    }

    @Test("a recognizer that requires one already recognized fails at once")
    func requiredRecognizerAlreadyRecognized() {
        let sheet = SheetWithScrollView()
        let scrollPan = sheet.scrollView.panGestureRecognizer
        scrollPan.headlessBegin(translation: CGPoint(x: 0, y: 40))
        let delegate = CoordinatingDelegate()
        delegate.simultaneous = true  // simultaneous recognition does not lift a failure requirement
        delegate.requiresFailureOf = scrollPan
        sheet.sheetPan.delegate = delegate

        sheet.sheetPan.headlessBegin(translation: CGPoint(x: 0, y: 40))

        #expect(sheet.sheetPan.state == .failed)
        #expect(sheet.sheetPan.headlessLastRefusal?.reason == .requiredFailureDidNotHappen)
        #expect(delegate.asked.contains("requireFailureOf"))
    }

    @Test("the other delegate's shouldBeRequiredToFailBy sets up the failure requirement too")
    func requiredToFailByOtherDelegate() {
        let sheet = SheetWithScrollView()
        let first = UIPanGestureRecognizer()
        let delegate = CoordinatingDelegate()
        delegate.requiredToFailBy = sheet.sheetPan
        first.delegate = delegate
        sheet.sheet.addGestureRecognizer(first)
        first.headlessBegin(at: CGPoint(x: 10, y: 10))

        sheet.sheetPan.headlessBegin(translation: CGPoint(x: 0, y: 40))
        #expect(sheet.sheetPan.headlessAwaitedFailures.first === first)

        first.headlessEnd()  // lifted before it moved: it fails, and the sheet's pan begins

        #expect(sheet.sheetStates == [.began])
    }

    @Test("canBePrevented(by:) overridden to return false lets a subclass begin beside a recognized gesture")
    func subclassOverrides() {
        final class Unpreventable: UIPanGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let sheet = SheetWithScrollView()
        let pan = Unpreventable()
        sheet.sheet.addGestureRecognizer(pan)
        sheet.scrollView.panGestureRecognizer.headlessBegin(translation: CGPoint(x: 0, y: 40))

        pan.headlessBegin(translation: CGPoint(x: 0, y: 40))

        #expect(pan.state == .began)
    }

    @Test("recognizers on views beside each other do not share touches: both begin")
    func siblingsDoNotShare() {
        let scene = makeScene()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        scene.window.addSubview(left)
        scene.window.addSubview(right)
        let a = UIPanGestureRecognizer()
        let b = UIPanGestureRecognizer()
        left.addGestureRecognizer(a)
        right.addGestureRecognizer(b)

        a.headlessBegin(translation: CGPoint(x: 20, y: 0))
        b.headlessBegin(translation: CGPoint(x: 20, y: 0))

        #expect(a.state == .began)
        #expect(b.state == .began)
    }
}
