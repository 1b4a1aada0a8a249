import Foundation

/// The innermost UIKit animation block being executed: where property writes go.
///
/// `UIView.animate`, `animateKeyframes`, `addKeyframe`, `performWithoutAnimation` and property
/// animators push a context while their block runs. A write to an animatable property of a view's
/// layer asks the current context for an animation.
@MainActor
final class AnimationContext {
    /// The group new animations join; nil when the block does not animate.
    let group: AnimationGroup?
    let duration: TimeInterval
    let delay: TimeInterval
    let curve: TimingCurve
    let options: UIView.AnimationOptions
    /// Inside `animateKeyframes`: animations start from the model value, not the displayed one.
    let isKeyframeTimeline: Bool
    let window: (start: Double, length: Double)
    /// The driver of property-animator animations, with the delay factor of the block. A `weak
    /// let`, set once by `init`: a `weak var`'s read is an exclusivity check in a debug build,
    /// and every animating write reads it.
    weak let driver: (any AnimationDriver)?
    let delayFactor: Double

    /// The scene of the first view in a window the block changed: where work the block causes
    /// without an animation (a completion, a misuse report) goes, rather than the current scene.
    private(set) weak var touchedScene: HeadlessScene?

    private static var stack: [AnimationContext] = []

    /// Notes that a view in the window of `scene` (nil: in no window) was changed by the blocks
    /// being executed.
    static func noteTouchedView(inWindowOf scene: HeadlessScene) {
        // One read of the stack (each read of a stored static is an exclusivity check), and an
        // index loop: `for in` makes a generic iterator, costly in a debug build, per write.
        // (Callers outside any block skip the call: `current` tells them without the stack.)
        let contexts = stack
        var index = 0
        while index < contexts.count {
            if contexts[index].touchedScene == nil { contexts[index].touchedScene = scene }
            index += 1
        }
    }

    init(
        group: AnimationGroup?, duration: TimeInterval, delay: TimeInterval, curve: TimingCurve,
        options: UIView.AnimationOptions, isKeyframeTimeline: Bool = false,
        window: (start: Double, length: Double) = (0, 1), driver: (any AnimationDriver)? = nil, delayFactor: Double = 0
    ) {
        self.group = group
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.options = options
        self.isKeyframeTimeline = isKeyframeTimeline
        self.window = window
        self.driver = driver
        self.delayFactor = delayFactor
    }

    /// A context in which writes apply at once (`performWithoutAnimation`, duration ≤ 0); a
    /// keyframe timeline when it is the block of `animateKeyframes` (whose `addKeyframe` calls are
    /// then legal and apply at once).
    static func nonAnimating(isKeyframeTimeline: Bool = false) -> AnimationContext {
        AnimationContext(group: nil, duration: 0, delay: 0, curve: .linear, options: .init(rawValue: 0), isKeyframeTimeline: isKeyframeTimeline)
    }

    /// The innermost context, the stack's last: kept beside the stack by ``run(_:)`` since every
    /// layer write reads it.
    private(set) static var current: AnimationContext?

    var animates: Bool { group != nil || driver != nil }

    /// Runs `body` with this context innermost.
    func run(_ body: () -> Void) {
        let outer = AnimationContext.current
        AnimationContext.stack.append(self)
        AnimationContext.current = self
        defer {
            AnimationContext.removeLast(of: &AnimationContext.stack)
            AnimationContext.current = outer
        }
        body()
    }

    /// Removes the last context of `stack`, in one access to the stored stack (its count read
    /// and its removal were two). Array's own `remove(at:)`, not the protocol's generic
    /// `removeLast()`: a debug build runs this for every animation block.
    private static func removeLast(of stack: inout [AnimationContext]) {
        stack.remove(at: stack.count - 1)
    }

    /// Adds an animation of `key` on `layer` for a write made in this context.
    /// `windowScene` is the scene of the window of the layer's view, as the caller looked it up.
    func addAnimation(to layer: CALayer, key: LayerKey, from: AnimatableValue, to: AnimatableValue, windowScene: HeadlessScene?) -> LayerAnimation {
        let scene = windowScene ?? group?.scene ?? HeadlessScene.current
        let begin = layer.localTime(atSceneTime: scene.now) + delay
        let animation = LayerAnimation(
            layer: layer, key: key, from: from, to: to, group: group, scene: scene, begin: begin,
            duration: duration, curve: curve, window: window,
            autoreverses: options.includes(.autoreverse), repeats: options.includes(.repeat),
            driver: driver, delayFactor: delayFactor)
        layer.animations.append(animation)
        group?.animationDidStart(in: scene)
        // Asked first whether any transaction is open: the usual answer, no, then makes no empty list.
        if CATransaction.mayHaveOpenCompletions {
            let transactions = CATransaction.openCompletions
            if transactions.count != 0 {  // not the generic `isEmpty`
                animation.transactions = transactions
                for transaction in transactions { transaction.animationStarted(on: scene) }
            }
        }
        if let driver {
            driver.animationDidStart(animation)
        } else {
            scene.register(animation)
        }
        return animation
    }
}
