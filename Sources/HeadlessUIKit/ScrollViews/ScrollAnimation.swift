import Foundation

/// An animated scroll in progress: `setContentOffset(_:animated: true)` or the settle after a
/// drag. It moves the offset on the virtual clock every
/// ``HeadlessScene/Configuration/scrollViewFrameInterval`` along an ease-in-out curve for
/// ``HeadlessScene/Configuration/scrollAnimationDuration``, then tells the delegate it ended.
@MainActor
final class ScrollAnimation {
    let from: CGPoint
    let to: CGPoint
    let start: TimeInterval
    let duration: TimeInterval
    let interval: TimeInterval
    /// Whether this is the settle after a drag (ends with `scrollViewDidEndDecelerating(_:)`).
    let settling: Bool
    var isStopped = false

    init(from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval, interval: TimeInterval, settling: Bool) {
        (self.from, self.to, self.start, self.duration, self.interval, self.settling) = (from, to, start, duration, interval, settling)
    }

    /// The offset at `time`.
    func offset(at time: TimeInterval) -> CGPoint {
        guard duration > 0 else { return to }
        let fraction = CGFloat(TimingCurve.easeInOut.progress(min(max((time - start) / duration, 0), 1)))
        return CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    }
}

extension UIScrollView {
    /// Starts moving the offset to `target` on the virtual clock (at once when there is no scene).
    func startScrollAnimation(to target: CGPoint, settling: Bool) {
        guard let scene = window?.headlessScene ?? HeadlessScene.currentIfAny else {
            setOffset(target)
            finishScrollAnimation(settling: settling)
            return
        }
        let configuration = scene.configuration
        let animation = ScrollAnimation(
            from: contentOffset, to: target, start: scene.now, duration: max(configuration.scrollAnimationDuration, 0),
            interval: max(configuration.scrollViewFrameInterval, 1.0 / 1000), settling: settling)
        scrollAnimation = animation
        scheduleScrollStep(animation, in: scene, at: min(scene.now + animation.interval, animation.start + animation.duration))
    }

    private func scheduleScrollStep(_ animation: ScrollAnimation, in scene: HeadlessScene, at time: TimeInterval) {
        scene.schedule(at: time, label: "an animated scroll of \(self.headlessDisplayName)") { [weak self, weak scene] in
            guard let self, let scene, !animation.isStopped else { return }
            let end = animation.start + animation.duration
            self.setOffset(animation.offset(at: time))
            if time >= end {
                self.scrollAnimation = nil
                self.finishScrollAnimation(settling: animation.settling)
            } else {
                self.scheduleScrollStep(animation, in: scene, at: min(time + animation.interval, end))
            }
        }
    }

    private func finishScrollAnimation(settling: Bool) {
        if settling {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Stops an animated scroll or settle where it is, with no end call.
    func stopScrollAnimation() {
        guard let animation = scrollAnimation else { return }
        animation.isStopped = true
        scrollAnimation = nil
        isDecelerating = false
    }
}
