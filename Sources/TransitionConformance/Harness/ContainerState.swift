#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Where the container view is and what size: as the transition found it, and as the animator
/// left it (ANIM-CONTAINER-KEPT). UIKit owns the container; an animator only fills it.
@MainActor
struct ContainerState {
    let frame: CGRect
    let bounds: CGRect
    /// Whether the container is in the run's window.
    let inWindow: Bool

    init(of container: UIView, in window: UIWindow) {
        frame = container.frame
        bounds = container.bounds
        // The window's own subview asked first (a modal container, the kit's): one superview read,
        // not a walk up through `isDescendant(of:)`, which gives the same answer.
        inWindow = container === window || container.superview === window || container.isDescendant(of: window)
    }

    /// What changed from `start` to this state, in words; empty when nothing did. A NaN differs
    /// from everything, itself included.
    func changes(since start: ContainerState) -> [String] {
        var changes: [String] = []
        if start.inWindow && !inWindow { changes.append("taken out of the window") }
        // Four comparisons, not an array and `contains(where:)`: a debug build paid far more for
        // those than for the arithmetic, in every run (and `magnitude`, not the generic `abs`).
        func isOff(_ difference: CGFloat) -> Bool { !(difference.magnitude <= 0.5) }
        func differs(_ a: CGRect, _ b: CGRect) -> Bool {
            isOff(a.minX - b.minX) || isOff(a.minY - b.minY) || isOff(a.width - b.width) || isOff(a.height - b.height)
        }
        if differs(frame, start.frame) {
            changes.append("frame \(ReportValue.rect(start.frame)) → \(ReportValue.rect(frame))")
        } else if differs(bounds, start.bounds) {
            changes.append("bounds \(ReportValue.rect(start.bounds)) → \(ReportValue.rect(bounds))")
        }
        return changes
    }
}
