import Foundation

/// How the scroll view's own pan moves its content (see ``UIScrollView``).
extension UIScrollView {
    /// The smallest content offset: the insets' top-left, negated.
    var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest content offset on each axis (never below the smallest).
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// `offset` clamped to the content's range.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// The offset nearest the current one that shows `rect` (content coordinates), clamped.
    func offsetMakingVisible(_ rect: CGRect) -> CGPoint {
        var offset = contentOffset
        let size = bounds.size
        if rect.minX < offset.x { offset.x = rect.minX } else if rect.maxX > offset.x + size.width { offset.x = min(rect.minX, rect.maxX - size.width) }
        if rect.minY < offset.y { offset.y = rect.minY } else if rect.maxY > offset.y + size.height { offset.y = min(rect.minY, rect.maxY - size.height) }
        return clampedContentOffset(offset)
    }

    /// Sets the bounds origin (the offset) without stopping an animated scroll.
    func setOffset(_ offset: CGPoint) {
        var newBounds = bounds
        newBounds.origin = offset
        bounds = newBounds
    }

    // MARK: Dragging

    /// The scroll view's action for its pan recognizer.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopScrollAnimation()
            dragStartOffset = contentOffset
            isTracking = true
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            endDragging(velocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
        default:
            break
        }
    }

    /// Moves the offset against the pan's translation, axis by axis.
    private func follow(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        let offset = CGPoint(
            x: followedOffset(
                dragStartOffset.x - translation.x, current: contentOffset.x, axisScrolls: scrollsHorizontally,
                minimum: minimumContentOffset.x, maximum: maximumContentOffset.x),
            y: followedOffset(
                dragStartOffset.y - translation.y, current: contentOffset.y, axisScrolls: scrollsVertically,
                minimum: minimumContentOffset.y, maximum: maximumContentOffset.y))
        if offset != contentOffset { setOffset(offset) }
    }

    private func followedOffset(_ wanted: CGFloat, current: CGFloat, axisScrolls: Bool, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        guard axisScrolls else { return current }
        if wanted >= minimum && wanted <= maximum { return wanted }
        let edge = wanted < minimum ? minimum : maximum
        guard bounces else { return edge }
        return edge + (wanted - edge) * scrollConfiguration.scrollViewRubberBandFactor
    }

    /// Whether a drag moves the content vertically: it is taller than the room for it, or the
    /// scroll view always bounces vertically.
    var scrollsVertically: Bool {
        maximumContentOffset.y > minimumContentOffset.y || (bounces && alwaysBounceVertical)
    }

    /// Whether a drag moves the content horizontally.
    var scrollsHorizontally: Bool {
        maximumContentOffset.x > minimumContentOffset.x || (bounces && alwaysBounceHorizontal)
    }

    /// Ends a drag: asks the delegate for the target, reports whether the scroll view moves on
    /// and settles there.
    private func endDragging(velocity: CGPoint) {
        // UIKit reports the velocity in points per millisecond, in the direction the offset moves.
        let scrollVelocity = CGPoint(x: -velocity.x / 1000, y: -velocity.y / 1000)
        var target = clampedContentOffset(contentOffset)
        delegate?.scrollViewWillEndDragging(self, withVelocity: scrollVelocity, targetContentOffset: &target)
        let decelerate = target != contentOffset
        isTracking = false
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startScrollAnimation(to: target, settling: true)
    }

    /// The configuration of the scroll view's scene (the defaults when there is none).
    var scrollConfiguration: HeadlessScene.Configuration {
        (window?.headlessScene ?? HeadlessScene.currentIfAny)?.configuration ?? HeadlessScene.Configuration()
    }
}
