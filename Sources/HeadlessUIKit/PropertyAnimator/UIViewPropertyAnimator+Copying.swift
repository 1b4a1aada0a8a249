import Foundation

extension UIViewPropertyAnimator: NSCopying {
    /// Returns a new inactive animator with the same duration, timing parameters and settings.
    ///
    /// UIKit adopts `NSCopying` without documenting what a copy holds; HeadlessUIKit copies the
    /// configuration (``duration``, ``timingParameters``, ``isInterruptible``,
    /// ``isUserInteractionEnabled``, ``isManualHitTestingEnabled``, ``scrubsLinearly``,
    /// ``pausesOnCompletion``, ``isReversed``) but not the animation blocks, completions or
    /// progress. The copy is a `UIViewPropertyAnimator`, even for a subclass. Call it on the main
    /// actor, like every animator member.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    private func makeCopy() -> UIViewPropertyAnimator {
        let copy = UIViewPropertyAnimator(
            duration: storedDuration,
            timingParameters: storedTimingParameters)
        copy.storedIsInterruptible = storedIsInterruptible
        copy.storedIsUserInteractionEnabled = storedIsUserInteractionEnabled
        copy.isManualHitTestingEnabled = isManualHitTestingEnabled
        copy.scrubsLinearly = scrubsLinearly
        copy.pausesOnCompletion = pausesOnCompletion
        copy.storedIsReversed = storedIsReversed
        return copy
    }
}
