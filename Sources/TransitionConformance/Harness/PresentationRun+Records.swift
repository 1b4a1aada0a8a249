#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a ``PresentationRun`` records at the moments it watches.
@MainActor
extension PresentationRun {
    /// One reading of the presentation controller's frame and presented view.
    struct Probe {
        let moment: String
        let time: TimeInterval
        let containerBounds: CGRect
        let frames: (CGRect, CGRect)
        let presentedViews: (UIView?, UIView?)
        /// What the two reads changed, described.
        let sideEffects: [String]
        /// Whether the presented view controller's view is the presented view or inside it (first
        /// read); nil at moments where a wrapper may not exist yet.
        let containsPresentedViewControllerView: Bool?
    }

    /// How one transition ended.
    enum Outcome: Equatable {
        case completed, cancelled
        case pending([String])
    }
}

extension UIView {
    /// Whether the view shows anything by itself: a visible background colour, a visual effect
    /// or an image view.
    var drawsSomething: Bool {
        self is UIVisualEffectView || self is UIImageView || (backgroundColor.map { $0.cgColor.alpha > 0 } ?? false)
    }
}

extension CGRect {
    /// Whether every edge is within half a point of `other`'s.
    func isApproximately(_ other: CGRect, tolerance: CGFloat = 0.5) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
