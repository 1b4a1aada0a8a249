import Foundation

/// A headless model of UIKit's `UIScrollViewDelegate`: what a scroll view tells the object that
/// follows its scrolling.
///
/// UIKit's members are optional; here they are requirements with UIKit's defaults (they do
/// nothing), so a delegate implements only what it needs. The order of the calls is UIKit's; see
/// ``UIScrollView`` for when each is made. The zooming members are not declared.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Called after the content offset changed, by a drag, an animated scroll or an assignment.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Called when a drag begins, before the offset follows the finger.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Called when the finger lifts, with the velocity in points per millisecond (the direction the
    /// content offset moves) and the offset the scroll view will settle at, which the delegate may
    /// change.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Called after a drag ended; `decelerate` says whether the scroll view keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Called when the scroll view starts moving on after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Called when the scroll view stopped moving after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Called when an animation started by `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` ends.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
