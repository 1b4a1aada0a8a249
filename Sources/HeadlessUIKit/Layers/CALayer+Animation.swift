import Foundation

extension CALayer {
    /// Writes a model value: records the change, adds an animation if an animation block is
    /// active and animates this key on a view's layer, then stores the new model value.
    ///
    /// The new animation starts from the value currently displayed (so overlapping animations
    /// continue smoothly, as UIKit's additive animations do since iOS 8), except inside a
    /// keyframe animation, where each keyframe starts from the previous keyframe's value.
    @discardableResult
    func write(_ key: LayerKey, _ newValue: AnimatableValue, recorded: Bool = true) -> LayerAnimation? {
        // A layer that backs no view only stores the value: nothing records or animates its
        // changes. That covers presentation copies too: `init(layer:)` does not copy the owning
        // view, and only `UIView.init` sets one, on the layer it makes.
        guard let view = owningView else {
            values[key] = newValue
            return nil
        }
        if key.isAnimatedByViewBlocks, let context = AnimationContext.current, context.animates {
            return animatedWrite(key, newValue, recorded: recorded, view: view, context: context)
        }
        // Not animated: the old value is swapped out in one access to the model (recording reads
        // no layer value, so the store may come first), and read only to be recorded.
        if recorded {
            let oldValue = values.exchange(key, newValue)
            view.recordMutation(key.recordedName, HeadlessValue(oldValue), HeadlessValue(newValue), animation: nil)
        } else {
            values[key] = newValue
        }
        return nil
    }

    /// A write inside an animating block: the animation starts from the value displayed before
    /// the new model value is stored.
    private func animatedWrite(
        _ key: LayerKey, _ newValue: AnimatableValue, recorded: Bool, view: UIView, context: AnimationContext
    ) -> LayerAnimation? {
        let oldValue = values[key]
        var animation: LayerAnimation?
        // The window's scene is looked up once for every use: a walk of references, and writes
        // are the model's hottest path.
        let scene = view.window?.storedScene  // as `headlessScene` returns it, without the call
        // The one setting read, not a copy of the whole configuration (a debug build copies it).
        let configuredBy = scene ?? HeadlessScene.current
        // Animated when the value changes, or when the configuration animates equal values: two
        // tests, not `||`, which takes its right side as a closure capturing the scene in a debug
        // build.
        var animates = true
        if oldValue == newValue { animates = configuredBy.configuration.equalValueWritesAnimate }
        if animates {
            let from = context.isKeyframeTimeline ? oldValue : presentationValue(for: key)
            animation = context.addAnimation(to: self, key: key, from: from, to: newValue, windowScene: scene)
        }
        if recorded {
            view.recordMutation(key.recordedName, HeadlessValue(oldValue), HeadlessValue(newValue), animation: animation, windowScene: .some(scene))
        }
        values[key] = newValue
        return animation
    }

    /// Records a change of a property that is never animated (hidden, anchor point, …).
    func recordPlain(_ name: String, _ old: HeadlessValue, _ new: HeadlessValue) {
        guard !isPresentationCopy, let view = owningView, old != new else { return }
        view.recordMutation(name, old, new, animation: nil)
    }

    /// The value of `key` currently displayed: the most recently added animation of the key that
    /// has begun, at its current progress; before any has begun, the first one's start value
    /// (animations with a delay show their start value during the delay); with none, the model.
    func presentationValue(for key: LayerKey) -> AnimatableValue {
        var displayed: (LayerAnimation, Double)?
        var waiting: LayerAnimation?
        var localTime: CFTimeInterval?
        let all = animations  // an index loop: `for in` makes a generic iterator, costly in a debug build
        var index = 0
        while index < all.count {
            let animation = all[index]
            index += 1
            guard animation.key == key, animation.isRunning else { continue }  // not `&&`: a closure capturing the animation
            let progress: LayerAnimation.Progress
            if animation.driver != nil {
                progress = animation.driverProgress()
            } else {
                if localTime == nil { localTime = self.localTime(atSceneTime: animation.sceneNow) }
                progress = animation.progress(atLocalTime: localTime!)
            }
            if progress.hasBegun {
                displayed = (animation, progress.fraction)
            } else if waiting == nil {
                waiting = animation
            }
        }
        if let (animation, fraction) = displayed {
            return animation.from.interpolated(to: animation.to, fraction: fraction)
        }
        if let waiting { return waiting.from }
        return values[key]
    }

    /// Removes every animation from the layer; their completions (and explicit animations'
    /// delegates) report `finished == false`.
    ///
    /// Animations owned by a `UIViewPropertyAnimator` are not removed: the animator owns them
    /// (HeadlessUIKit choice; stop the animator instead).
    public func removeAllAnimations() {
        let taken = takeBlockAnimations()  // an index loop: `for in` makes a generic iterator, costly in a debug build
        var index = 0
        while index < taken.count {
            taken[index].end(finished: false)
            index += 1
        }
        stopExplicitAnimations(finished: false)
    }

    /// Removes the animations under `key`: block animations of the property of that name (e.g.
    /// `"opacity"`) and the explicit animation added with that key; their completions (and
    /// delegates) report `finished == false`.
    public func removeAnimation(forKey key: String) {
        let removable = animations.filter { $0.driver == nil && $0.key.rawValue == key }
        animations.removeAll { $0.driver == nil && $0.key.rawValue == key }
        for animation in removable { animation.end(finished: false) }
        removeExplicitAnimations { $0.key == key }
    }

    /// The keys of the animations on the layer — the property names of block animations in flight,
    /// then the keys of explicit animations (those kept after their end included) — or nil if
    /// there are none.
    @discardableResult
    public func animationKeys() -> [String]? {
        let keys = animations.filter(\.isRunning).map(\.key.rawValue) + explicitAnimationKeys
        return keys.isEmpty ? nil : keys
    }

    /// Ends the block animations of this layer and every sublayer, reporting `finished` to their
    /// completions: `false` when a view left its window; for a rewound percent-driven
    /// cancellation, the configured flag.
    func endAllAnimationsInSubtree(finished: Bool = false) {
        // Index loops: `for in` makes a generic iterator, costly in a debug build, for every layer
        // of a subtree that leaves its window. Most such layers have no animation: the two calls
        // are made only for those that have some.
        var index = 0
        if animations.count != 0 {
            let ended = takeBlockAnimations()
            while index < ended.count {
                ended[index].end(finished: finished)
                index += 1
            }
        }
        if explicitAnimations.count != 0 { stopExplicitAnimations(finished: finished) }
        mask?.endAllAnimationsInSubtree(finished: finished)
        guard let sublayers else { return }
        index = 0
        while index < sublayers.count {
            sublayers[index].endAllAnimationsInSubtree(finished: finished)
            index += 1
        }
    }

    /// Removes and returns the animations no property animator owns (block animations), keeping
    /// the others in order. A loop rather than `filter` and `removeAll(where:)`: it runs for
    /// every layer of a subtree that leaves its window (see `IdentitySearch.swift`).
    private func takeBlockAnimations() -> [LayerAnimation] {
        let all = animations
        guard all.count != 0 else { return [] }  // `count`, not the generic `isEmpty`, and an index loop
        var taken: [LayerAnimation] = []
        var kept: [LayerAnimation] = []
        var index = 0
        while index < all.count {
            if all[index].driver == nil { taken.append(all[index]) } else { kept.append(all[index]) }
            index += 1
        }
        animations = kept
        return taken
    }

    func detach(_ animation: LayerAnimation) {
        animations.removeAll(identicalTo: animation)
    }
}
