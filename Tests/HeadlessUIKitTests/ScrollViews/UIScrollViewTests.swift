import Testing
@testable import HeadlessUIKit

/// A scroll view delegate that records its calls in order.
@MainActor
final class ScrollLog: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var endVelocity: CGPoint?
    var proposedTarget: CGPoint?
    var retarget: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        endVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

@MainActor
@Suite("UIScrollView: content offset, insets, dragging and animated scrolls")
struct UIScrollViewTests {
    /// A 300 × 400 scroll view at the window's origin with 1,000 pt of content.
    private func scrollView(in scene: HeadlessScene) -> (UIScrollView, ScrollLog) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 1000)
        let log = ScrollLog()
        scrollView.delegate = log
        scene.window.addSubview(scrollView)
        return (scrollView, log)
    }

    @Test("contentOffset is the bounds origin: setting it moves the bounds, keeps the frame and calls scrollViewDidScroll")
    func offsetIsBoundsOrigin() {
        let scene = makeScene()
        let (scrollView, log) = scrollView(in: scene)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.bounds == CGRect(x: 0, y: 120, width: 300, height: 400))
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(log.calls == ["didScroll"])
        scrollView.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(log.offsets == [CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 50)])
    }

    @Test("a subview placed at y = 500 in content coordinates sits at y = 380 in the window when the offset is 120")
    func subviewsMoveWithTheOffset() {
        let scene = makeScene()
        let (scrollView, _) = scrollView(in: scene)
        let row = UIView(frame: CGRect(x: 10, y: 500, width: 100, height: 44))
        scrollView.addSubview(row)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(row.frame == CGRect(x: 10, y: 500, width: 100, height: 44))
        #expect(row.convert(row.bounds, to: nil) == CGRect(x: 10, y: 380, width: 100, height: 44))
        #expect(scene.window.convert(CGPoint(x: 10, y: 380), to: row) == .zero)
    }

    @Test("adjustedContentInset equals contentInset; with a 20 pt top inset a drag down from the top is clamped at −20 when bounces is false")
    func insetsAndClamping() {
        let scene = makeScene()
        let (scrollView, _) = scrollView(in: scene)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        scrollView.bounces = false
        let pan = scrollView.panGestureRecognizer
        pan.headlessBegin(at: CGPoint(x: 100, y: 100), translation: CGPoint(x: 0, y: 12))
        pan.headlessChange(translation: CGPoint(x: 0, y: 200))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        pan.headlessChange(translation: CGPoint(x: 0, y: -2000))
        // 1,000 + 30 − 400 = 630
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 630))
        pan.headlessEnd()
    }

    @Test("a drag moves the offset against the translation, with the delegate calls in UIKit's order and isDragging true only during it")
    func panScrollsWithDelegateOrder() {
        let scene = makeScene()
        let (scrollView, log) = scrollView(in: scene)
        let pan = scrollView.panGestureRecognizer
        #expect(pan.view === scrollView)
        pan.headlessBegin(at: CGPoint(x: 100, y: 300))
        pan.headlessChange(translation: CGPoint(x: 0, y: -150), velocity: CGPoint(x: 0, y: -800))
        #expect(scrollView.isDragging && scrollView.isTracking)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 150))
        pan.headlessEnd()
        #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isDecelerating)
        #expect(log.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        // UIKit's velocity is in points per millisecond, the way the offset moves.
        #expect(log.endVelocity == CGPoint(x: 0, y: 0.8))
        #expect(log.proposedTarget == CGPoint(x: 0, y: 150))
    }

    @Test("content that fits does not scroll vertically unless alwaysBounceVertical; a pull down at the top then rubber-bands and settles back to 0")
    func bounceAndSettle() {
        let scene = makeScene()
        let (scrollView, log) = scrollView(in: scene)
        scrollView.contentSize = CGSize(width: 300, height: 200)
        let pan = scrollView.panGestureRecognizer
        pan.headlessBegin(at: CGPoint(x: 100, y: 100), translation: CGPoint(x: 0, y: 100))
        #expect(scrollView.contentOffset == .zero)
        pan.headlessEnd()

        scrollView.alwaysBounceVertical = true
        log.calls = []
        pan.headlessBegin(at: CGPoint(x: 100, y: 100), translation: CGPoint(x: 0, y: 100))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -50))  // half the movement past the edge
        pan.headlessEnd()
        #expect(scrollView.isDecelerating)
        #expect(log.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        scene.advance(by: 0.15)
        #expect(scrollView.contentOffset.y > -50 && scrollView.contentOffset.y < 0)
        scene.advance(by: 0.2)
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.isDecelerating)
        #expect(log.calls.suffix(2) == ["didScroll", "didEndDecelerating"])
    }

    @Test("a target moved by scrollViewWillEndDragging is where the scroll view settles")
    func delegateRetargets() {
        let scene = makeScene()
        let (scrollView, log) = scrollView(in: scene)
        log.retarget = CGPoint(x: 0, y: 400)
        scrollView.panGestureRecognizer.headlessBegin(at: CGPoint(x: 100, y: 300), translation: CGPoint(x: 0, y: -100))
        scrollView.panGestureRecognizer.headlessEnd()
        #expect(scene.runUntilIdle(timeout: 1).isIdle)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400))
        #expect(log.calls.last == "didEndDecelerating")
    }

    @Test(
        "setContentOffset(_:animated: true) moves over 0.3 s on the virtual clock, calling scrollViewDidScroll each frame, then scrollViewDidEndScrollingAnimation"
    )
    func animatedSetContentOffset() {
        let scene = makeScene()
        let (scrollView, log) = scrollView(in: scene)
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == .zero)
        scene.advance(by: 0.15)
        #expect(close(Double(scrollView.contentOffset.y), 150, tolerance: 1))  // ease-in-out: half way at half time
        scene.advance(by: 0.15)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(log.calls == ["didScroll", "didEndScrollingAnimation"])
        #expect(log.offsets.count == 18)  // one per 1/60 s frame
    }

    @Test("setting contentOffset during an animated scroll stops it with no end call; isScrollEnabled = false disables the pan")
    func stopAndDisable() {
        let scene = makeScene()
        let (scrollView, log) = scrollView(in: scene)
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        scene.advance(by: 0.1)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(scene.runUntilIdle(timeout: 1).isIdle)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
        #expect(!log.calls.contains("didEndScrollingAnimation"))
        scrollView.isScrollEnabled = false
        #expect(!scrollView.panGestureRecognizer.isEnabled)
    }

    @Test("scrollRectToVisible scrolls the least distance that shows the rect, clamped to the content")
    func scrollRectToVisible() {
        let scene = makeScene()
        let (scrollView, _) = scrollView(in: scene)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 950, width: 10, height: 200), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == .zero)
    }
}
