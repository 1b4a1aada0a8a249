import Foundation

/// A headless model of Core Animation's `CAPropertyAnimation`: an animation of one key path of
/// its layer.
///
/// ## The model
///
/// ``keyPath`` names the property, as Core Animation names it (`"opacity"`, `"position.y"`,
/// `"transform.scale"`, `"path"`, `"strokeEnd"`, …; see ``CALayer/add(_:forKey:)`` for the list).
/// The value the animation computes replaces the value underneath — the model value, or what
/// animations added before it show — or, when ``isAdditive``, is added to it. A key path
/// HeadlessUIKit does not animate, or values of the wrong kind (a `UIColor` where Core Animation
/// wants a `CGColor`), leave the presentation unchanged; the animation still runs its time and
/// tells its delegate.
///
/// ## What it does not model
///
/// ``isCumulative`` and `valueFunction`; see also ``CAAnimation``.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated, e.g. `"opacity"`.
    open var keyPath: String?
    /// Whether the animation's values are added to the value underneath; false by default.
    open var isAdditive = false
    /// Whether repeats build on the previous pass's end value; false by default. Stored only.
    open var isCumulative = false

    /// Makes an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func headlessCopyProperties(to copy: CAAnimation) {
        super.headlessCopyProperties(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }

    override func headlessApply(atParentTime time: CFTimeInterval, to layer: CALayer) {
        guard let passTime = headlessPassTime(atParentTime: time), let path = AnimatedKeyPath(keyPath),
            let underlying = path.value(on: layer)
        else { return }
        let base = isAdditive ? Self.zero(like: underlying) : underlying
        guard let value = headlessValue(atPassTime: passTime, underlying: base) else { return }
        path.set(isAdditive ? (underlying.adding(value) ?? underlying) : value, on: layer)
    }

    /// The value the animation shows `passTime` seconds into a pass, over `underlying`; nil when
    /// its values do not fit the property. Subclasses compute it.
    func headlessValue(atPassTime passTime: CFTimeInterval, underlying: AnimatableValue) -> AnimatableValue? { nil }

    /// The neutral value of an additive animation of a property of `value`'s kind.
    static func zero(like value: AnimatableValue) -> AnimatableValue {
        switch value {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        default: value
        }
    }
}

/// A headless model of Core Animation's `CABasicAnimation`: one key path from one value to another.
///
/// ## The model
///
/// The values follow Core Animation's rules: ``fromValue`` and ``toValue`` interpolate between
/// them; ``byValue`` with one of them reaches the other by adding it; a single ``toValue`` (or
/// ``fromValue``) starts (or ends) at the value underneath, and a single ``byValue`` adds to it.
/// Points, sizes, rects, colors and scalars interpolate linearly, transforms by decomposition (as
/// block animations do), paths point by point (see ``CAShapeLayer``). Progress is eased by the
/// ``CAAnimation/timingFunction``, linear when nil.
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 0
/// fade.toValue = 1
/// fade.duration = 0.4
/// view.layer.add(fade, forKey: "fade")
/// scene.advance(by: 0.1)
/// view.layer.presentation()?.opacity        // 0.25
/// ```
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from.
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// The value the animation adds.
    open var byValue: Any?

    override func headlessCopyProperties(to copy: CAAnimation) {
        super.headlessCopyProperties(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }

    override func headlessValue(atPassTime passTime: CFTimeInterval, underlying: AnimatableValue) -> AnimatableValue? {
        func convert(_ value: Any?) -> AnimatableValue?? {
            guard let value else { return .some(nil) }  // absent
            guard let converted = AnimatableValue.converting(value, like: underlying) else { return nil }  // does not fit
            return .some(converted)
        }
        guard let from = convert(fromValue), let to = convert(toValue), let by = convert(byValue) else { return nil }
        let start: AnimatableValue
        let end: AnimatableValue
        switch (from, to, by) {
        case (let a?, let b?, _):
            (start, end) = (a, b)
        case (let a?, nil, let d?):
            guard let b = a.adding(d) else { return nil }
            (start, end) = (a, b)
        case (nil, let b?, let d?):
            guard let a = b.adding(d, sign: -1) else { return nil }
            (start, end) = (a, b)
        case (let a?, nil, nil):
            (start, end) = (a, underlying)
        case (nil, let b?, nil):
            (start, end) = (underlying, b)
        case (nil, nil, let d?):
            guard let b = underlying.adding(d) else { return nil }
            (start, end) = (underlying, b)
        case (nil, nil, nil):
            return nil
        }
        return start.interpolated(to: end, fraction: headlessProgress(atPassTime: passTime))
    }

    /// How far from the start to the end value the animation is `passTime` seconds into a pass:
    /// the eased fraction of the pass (a spring overrides it).
    func headlessProgress(atPassTime passTime: CFTimeInterval) -> Double {
        headlessEased(passTime)
    }
}
