import Foundation

/// Animations are enabled unless switched off with `UIView.setAnimationsEnabled(false)`.
@MainActor private var animationsEnabled = true

extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds after `delay`.
    ///
    /// As in UIKit: the block runs at once and its changes are the new **model** values (a read
    /// right after this call returns them); each change of an animatable property (`frame`,
    /// `bounds`, `center`, `transform`, `alpha`, `backgroundColor`, `layer.cornerRadius`,
    /// `UIVisualEffectView.effect`) starts an
    /// animation from the value displayed now, visible through `layer.presentation()`. The
    /// completion runs on the scene's clock — never inside this call — when the last of those
    /// animations stops: with `true` if they all ran to their end, `false` if one was removed
    /// early (its view left the window, `layer.removeAllAnimations()`).
    ///
    /// With `duration <= 0` or animations disabled, the changes apply without animating and the
    /// completion runs on the next run-loop turn. A block that changes nothing animatable also
    /// completes on the next turn. Nested inside another animation block, the call inherits that
    /// block's duration and curve unless `options` contain `.overrideInheritedDuration` /
    /// `.overrideInheritedCurve`. `.repeat` animations never complete on their own;
    /// `.autoreverse` runs forwards then backwards (twice the duration) and then shows the model
    /// value, as in UIKit.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            api: animateName(duration: duration), duration: duration, delay: delay,
            curve: TimingCurve(options.curve), options: options, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds with the ease-in-out curve.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: .init(rawValue: 0), animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds with the ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: .init(rawValue: 0), animations: animations, completion: nil)
    }

    /// Animates the changes made in `animations` along a damped spring that settles at the end of
    /// `duration`; `dampingRatio` below 1 overshoots.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            api: "UIView.animate(withDuration: \(HeadlessFormat.time(duration)), usingSpringWithDamping: \(HeadlessFormat.value(Double(dampingRatio))))",
            duration: duration, delay: delay,
            // UIKit's velocity is in distances per second; the curve's is per duration.
            curve: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity) * (duration.isFinite ? max(duration, 0) : 0)),
            options: options.union(.overrideInheritedCurve), animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` along a spring of the given duration and bounce
    /// (iOS 17); `bounce` 0 is critically damped, higher values overshoot.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            api: "UIView.animate(springDuration: \(HeadlessFormat.time(duration)))", duration: duration, delay: delay,
            curve: .spring(dampingRatio: Double(1 - max(min(bounce, 1), 0)), initialVelocity: Double(initialSpringVelocity)),
            options: options.union(.overrideInheritedCurve), animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled: its changes apply at once, even
    /// inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wasEnabled = animationsEnabled
        animationsEnabled = false
        defer { animationsEnabled = wasEnabled }
        AnimationContext.nonAnimating().run(actionsWithoutAnimation)
    }

    /// Switches block animations on or off for the whole process, as UIKit does.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// Whether block animations are enabled.
    public class var areAnimationsEnabled: Bool { animationsEnabled }

    /// The duration of the animation block being executed, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let context = AnimationContext.current, context.animates else { return 0 }
        return context.duration
    }

    // MARK: Shared machinery

    /// The name of the last duration's `animate(withDuration:…)` call, kept: a block is named
    /// when its completion runs, and a transition's blocks mostly share one duration, which
    /// formatting again cost more than running the completion.
    private static var lastAnimateName: (durationBits: UInt64, name: String)?

    /// `"UIView.animate(withDuration: 0.30)"` for `duration` (compared bit for bit).
    private static func animateName(duration: TimeInterval) -> String {
        if let last = lastAnimateName, last.durationBits == duration.bitPattern { return last.name }
        let name = "UIView.animate(withDuration: \(HeadlessFormat.time(duration)))"
        lastAnimateName = (duration.bitPattern, name)
        return name
    }

    /// Runs an animation block: resolves inheritance from an enclosing block, pushes a context,
    /// runs the block, and seals the group so its completion runs when its animations end. `api`
    /// names the call in reports, and is worked out only if one names it.
    static func runAnimationBlock(
        api: @autoclosure @escaping () -> String, duration requestedDuration: TimeInterval, delay requestedDelay: TimeInterval,
        curve requestedCurve: TimingCurve, options: AnimationOptions,
        isKeyframeTimeline: Bool = false,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        var duration = requestedDuration.isFinite ? requestedDuration : 0
        var delay = requestedDelay.isFinite ? max(requestedDelay, 0) : 0
        var curve = requestedCurve
        var options = options
        if let outer = AnimationContext.current {
            if !outer.animates {
                duration = options.includes(.overrideInheritedDuration) ? duration : 0
            } else {
                if !options.includes(.overrideInheritedDuration) {
                    duration = outer.duration
                    delay = outer.delay
                }
                if !options.includes(.overrideInheritedCurve) { curve = outer.curve }
                if !options.includes(.overrideInheritedOptions) {
                    options.formUnion(outer.options.intersection([.repeat, .autoreverse]))
                }
            }
        }
        let animating = duration > 0 && animationsEnabled
        let group = animating ? AnimationGroup(label: api, completion: completion) : nil
        let context: AnimationContext  // not `group.map`, a generic call with a closure in a debug build
        if let group {
            context = AnimationContext(group: group, duration: duration, delay: delay, curve: curve, options: options, isKeyframeTimeline: isKeyframeTimeline)
        } else {
            context = AnimationContext.nonAnimating(isKeyframeTimeline: isKeyframeTimeline)
        }
        // The first block an animator starts inside animateTransition runs the transition
        // coordinator's stored alongside animations, in its group (see HeadlessTransitionCoordinator).
        let alongside = group != nil ? HeadlessTransitionCoordinator.claimAlongsideAnimations() : nil
        context.run(animations)
        alongside?(context)
        // Work without an animation goes to the scene of the views the block changed; only a block
        // that changed no view in a window falls back to the current scene.
        let scene = group?.scene ?? context.touchedScene ?? HeadlessScene.current
        if !requestedDuration.isFinite || !requestedDelay.isFinite {
            scene.record(
                .uikitMisuse, api: api(),
                "duration \(requestedDuration) and delay \(requestedDelay) must be finite; the changes were applied without animation.")
        }
        if let group {
            group.seal(scene: scene, emptyFinished: scene.configuration.finishedFlagForEmptyAnimationBlock)
        } else if let completion {
            let flag = scene.configuration.finishedFlagWithoutAnimation
            let name = LazyText(api)
            scene.scheduleOnNextTurn(label: "\(name.text) completion") {
                HeadlessRunningCompletion.running(name.text, finished: flag) { completion(flag) }
            }
        }
    }
}
