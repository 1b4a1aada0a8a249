import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// The recognizers here are made with `init()` and configured; real code wires their actions with
// `init(target:action:)` and `#selector`, which needs the Objective-C runtime: the one change
// PortingTransitionCode.md describes (a handler closure on Linux). Everything else is unchanged.

/// 44. An edge pan for a swipe back, on the left edge, one finger.
@MainActor
func usageEdgePan(on view: UIView) -> UIScreenEdgePanGestureRecognizer {
    let edgePan = UIScreenEdgePanGestureRecognizer()
    edgePan.edges = .left
    edgePan.maximumNumberOfTouches = 1
    view.addGestureRecognizer(edgePan)
    return edgePan
}

/// 45. A dimming view's tap that waits for the sheet's pan to fail.
@MainActor
func usageTapRequiresPanToFail(_ dimmingView: UIView, pan: UIPanGestureRecognizer) -> UITapGestureRecognizer {
    let tap = UITapGestureRecognizer()
    tap.require(toFail: pan)
    tap.cancelsTouchesInView = false
    dimmingView.addGestureRecognizer(tap)
    dimmingView.isUserInteractionEnabled = true
    return tap
}

/// 46. Whether a pan inside a scroll view should move the sheet: only at the top, downwards.
@MainActor
func usageShouldDragSheet(_ pan: UIPanGestureRecognizer, scrollView: UIScrollView) -> Bool {
    let velocity = pan.velocity(in: pan.view)
    let atTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top
    return atTop && velocity.y > 0 && !scrollView.isDecelerating
}

/// 47. A pinch to close a photo, reading the scale, and a long press with haptics for a peek.
@MainActor
func usagePinchAndLongPress(_ pinch: UIPinchGestureRecognizer, _ press: UILongPressGestureRecognizer, on view: UIView) {
    press.minimumPressDuration = 0.3
    press.allowableMovement = 12
    view.addGestureRecognizer(pinch)
    view.addGestureRecognizer(press)
    if pinch.state == .changed { view.transform = CGAffineTransform(scaleX: pinch.scale, y: pinch.scale) }
    if press.state == .began { UIImpactFeedbackGenerator(style: .medium).impactOccurred() }
}
