import Foundation

/// A headless model of Core Animation's `CAAnimationGroup`: animations that run together in the
/// group's time.
///
/// ## The model
///
/// The group's ``animations`` run in the group's time, eased by the group's timing function, and
/// are clipped to the group's duration, as Core Animation documents; a member's `beginTime` is
/// counted from the group's start. A member whose duration is 0 runs for the whole group, as in
/// Apple's own example of a group. Only the group's delegate is told of the start and the stop,
/// and only the group's `isRemovedOnCompletion` counts, as Core Animation documents.
///
/// ```swift
/// let group = CAAnimationGroup()
/// group.animations = [fade, grow]
/// group.duration = 0.5
/// group.delegate = self
/// layer.add(group, forKey: "appear")
/// ```
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group.
    open var animations: [CAAnimation]?

    override func headlessCopyProperties(to copy: CAAnimation) {
        super.headlessCopyProperties(to: copy)
        guard let copy = copy as? CAAnimationGroup else { return }
        copy.animations = animations?.map { $0.copy() as? CAAnimation ?? $0 }
    }

    override func headlessResolveDurations(default defaultDuration: CFTimeInterval) {
        super.headlessResolveDurations(default: defaultDuration)
        for animation in animations ?? [] { animation.headlessResolveDurations(default: duration) }
    }

    override func headlessApply(atParentTime time: CFTimeInterval, to layer: CALayer) {
        guard let passTime = headlessPassTime(atParentTime: time) else { return }
        let groupTime = headlessEased(passTime) * duration
        for animation in animations ?? [] { animation.headlessApply(atParentTime: groupTime, to: layer) }
    }
}
