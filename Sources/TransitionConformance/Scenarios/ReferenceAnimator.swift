#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The kit's own correct animators, which the presentation-controller and custom-container suites
/// plug in so that what they judge is the subject, not an animator.
public enum ReferenceAnimator: String, Sendable, Hashable, Codable, CaseIterable {
    /// ``MinimalAnimator``: a cross-fade (alpha).
    case fade
    /// ``MinimalSlideAnimator``: a slide (frames).
    case slide
    /// ``MinimalInterruptibleAnimator``: a cross-fade run by one `UIViewPropertyAnimator`.
    case interruptible

    /// A fresh animator of this kind.
    @MainActor
    public func makeAnimator() -> any UIViewControllerAnimatedTransitioning {
        switch self {
        case .fade: MinimalAnimator()
        case .slide: MinimalSlideAnimator()
        case .interruptible: MinimalInterruptibleAnimator()
        }
    }
}
