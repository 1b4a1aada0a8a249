import Foundation

extension UIView {
    /// Animates the keyframes added with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// inside `animations`, over `duration` seconds after `delay`.
    ///
    /// Changes made in the block outside any keyframe animate over the whole duration. Each
    /// keyframe animates from the value the previous keyframe left to its own value, within its
    /// part of the timeline. The whole timeline follows the curve in the options' curve bits
    /// (ease-in-out by default, as in UIKit); keyframes interpolate linearly within it. The
    /// completion runs as for `animate(withDuration:…)`.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: (@Sendable (Bool) -> Void)? = nil
    ) {
        let blockOptions = AnimationOptions(rawValue: options.rawValue)
        runAnimationBlock(
            api: "UIView.animateKeyframes(withDuration: \(HeadlessFormat.time(duration)))", duration: duration, delay: delay,
            curve: TimingCurve(blockOptions.curve), options: blockOptions, isKeyframeTimeline: true,
            animations: animations, completion: completion.map { handler in { handler($0) } })
    }

    /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes in `animations` animate from `frameStartTime` for `frameDuration`, both relative
    /// (0…1) to the whole keyframe animation.
    ///
    /// Called outside a keyframe animation, the changes apply at once and the misuse is recorded.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let outer = AnimationContext.current, outer.isKeyframeTimeline else {
            let context = AnimationContext.nonAnimating()
            context.run(animations)
            (context.touchedScene ?? HeadlessScene.current).record(
                .uikitMisuse, api: "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)",
                "called outside UIView.animateKeyframes; the changes were applied without animation. Call it inside the animations block of animateKeyframes.")
            return
        }
        guard outer.animates else {
            AnimationContext.nonAnimating().run(animations)
            return
        }
        let start = min(max(frameStartTime.isFinite ? frameStartTime : 0, 0), 1)
        let length = min(max(frameDuration.isFinite ? frameDuration : 0, 0), 1 - start)
        let window = (start: outer.window.start + start * outer.window.length, length: length * outer.window.length)
        AnimationContext(
            group: outer.group, duration: outer.duration, delay: outer.delay, curve: outer.curve,
            options: outer.options, isKeyframeTimeline: true, window: window
        ).run(animations)
    }
}
