import Foundation

/// Explicit animations: `CAAnimation` objects added to a layer (see ``CAAnimation``).
extension CALayer {
    /// Adds a copy of `anim` to the layer under `key`, replacing the animation already there under
    /// that key (whose delegate hears `finished == false`), as Core Animation does.
    ///
    /// The copy runs on the scene's clock in the layer's time: a ``CAAnimation/beginTime`` of 0
    /// becomes the layer's current time, and a ``CAAnimation/duration`` of 0 the transaction's
    /// ``CATransaction/animationDuration()``. Its effect shows in ``presentation()`` — the model
    /// value does not change — for the key paths ``CAPropertyAnimation`` lists. A block animation
    /// (`UIView.animate`) of the property named `key` is replaced as well.
    ///
    /// A layer of a view in a window runs the animation on that window's scene; a mask, or a layer
    /// in no view's tree, on the scene of the nearest view above it, else the current scene.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else { return }
        guard let copy = anim.copy() as? CAAnimation else { return }
        let scene = headlessScene
        copy.headlessResolveDurations(default: CATransaction.animationDuration())
        if copy.beginTime == 0 { copy.beginTime = localTime(atSceneTime: scene.now) }
        if let key {
            removeExplicitAnimations { $0.key == key }
            let replaced = animations.filter { $0.driver == nil && $0.key.rawValue == key }
            if !replaced.isEmpty {
                animations.removeAll { $0.driver == nil && $0.key.rawValue == key }
                for animation in replaced { animation.end(finished: false) }
            }
        }
        let running = ExplicitAnimation(animation: copy, key: key, layer: self, scene: scene)
        explicitAnimations.append(running)
        scene.register(running)
        running.startIfDue()
    }

    /// The animation running under `key`: the copy an explicit animation runs (the object its
    /// delegate is given), or, for a block animation of the property named `key`, a
    /// `CABasicAnimation` describing it. Nil when there is none.
    @discardableResult
    public func animation(forKey key: String) -> CAAnimation? {
        if let explicit = explicitAnimations.last(where: { $0.key == key }) { return explicit.animation }
        guard let block = animations.last(where: { $0.isRunning && $0.key.rawValue == key }) else { return nil }
        let described = CABasicAnimation(keyPath: key)
        described.duration = block.duration
        described.beginTime = block.begin
        described.fromValue = block.from.headlessObject
        described.toValue = block.to.headlessObject
        if case .cubic(let c1, let c2) = block.curve {
            described.timingFunction = CAMediaTimingFunction(controlPoints: Float(c1.x), Float(c1.y), Float(c2.x), Float(c2.y))
        }
        return described
    }

    // MARK: Internal

    /// Applies the explicit animations, in the order they were added, to `copy`, a presentation copy.
    func applyExplicitAnimations(to copy: CALayer) {
        let local = localTime(atSceneTime: headlessScene.now)
        for running in explicitAnimations where running.state != .removed {
            running.animation.headlessApply(atParentTime: local, to: copy)
        }
    }

    /// Removes the explicit animations `matching` says; those still running stop with
    /// `finished == false`.
    func removeExplicitAnimations(where matching: (ExplicitAnimation) -> Bool) {
        guard !explicitAnimations.isEmpty else { return }
        let removed = explicitAnimations.filter(matching)
        guard !removed.isEmpty else { return }
        explicitAnimations.removeAll(where: matching)
        for running in removed {
            if running.state == .running { running.stop(finished: false) } else { running.detachEnded() }
        }
    }

    /// Stops every explicit animation with `finished` (a view leaving its window: false).
    func stopExplicitAnimations(finished: Bool) {
        guard explicitAnimations.count != 0 else { return }  // not the generic `isEmpty`: asked of every layer leaving a window
        let all = explicitAnimations
        explicitAnimations = []
        for running in all {
            if running.state == .running { running.stop(finished: finished) } else { running.detachEnded() }
        }
    }

    func detach(_ running: ExplicitAnimation) {
        explicitAnimations.removeAll { $0 === running }
    }

    /// The keys of the explicit animations on the layer, running or kept after their end.
    var explicitAnimationKeys: [String] {
        explicitAnimations.compactMap(\.key)
    }

    /// The scene whose clock the layer's animations run on: that of the nearest view above the
    /// layer (through superlayers and the layers it masks) in a window, else the current scene.
    var headlessScene: HeadlessScene {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.owningView { return view.window?.headlessScene ?? HeadlessScene.current }
            layer = current.superlayer ?? current.maskOwner
        }
        return HeadlessScene.current
    }

    /// The layer for reports: `CAShapeLayer "name" (the mask of NAME)` or `… in NAME`.
    var headlessDescription: String {
        let own = "\(type(of: self))\(name.map { " \"\($0)\"" } ?? "")"
        if let view = owningView { return "the layer of \(view.headlessDisplayName)" }
        if let owner = maskOwner { return "\(own) (the mask of \(owner.headlessDescription))" }
        if let parent = superlayer { return "\(own) in \(parent.headlessDescription)" }
        return own
    }
}

extension AnimatableValue {
    /// The value as an animation's `fromValue` or `toValue` would hold it.
    var headlessObject: Any? {
        switch self {
        case .scalar(let v): v
        case .point(let p): p
        case .size(let s): s
        case .rect(let r): r
        case .transform(let t): t
        case .color(let c): c.map(CGColor.headless)
        case .path(let p): p
        case .list(let items): items.map(\.headlessObject)
        case .discrete(let s): s
        }
    }
}
