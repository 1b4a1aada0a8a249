import Foundation

/// HeadlessUIKit's approximation of iOS 13+ sheet frames, shared by the built-in presentation
/// controller (`.popover`) and ``UISheetPresentationController`` (`.pageSheet`, `.formSheet`,
/// `.automatic`).
///
/// A page sheet (and a form sheet in a compact-width container) covers the container below a top
/// inset of 7 % of its height, at most 56 points: it is attached to the bottom edge. A form sheet
/// in a container at least 600 points wide is 540 × 620 points, centred, clamped to the container.
enum SheetGeometry {
    /// The container width from which a form sheet is centred instead of edge-attached.
    static let regularFormSheetMinimumWidth: CGFloat = 600

    /// Whether a sheet of `style` in `bounds` is the centred form sheet (not bottom-attached).
    static func isCentredFormSheet(_ style: UIModalPresentationStyle, in bounds: CGRect) -> Bool {
        style == .formSheet && bounds.width >= regularFormSheetMinimumWidth
    }

    /// The sheet's frame in a container of `bounds` — its largest, when it has detents.
    static func frame(_ style: UIModalPresentationStyle, in bounds: CGRect) -> CGRect {
        if isCentredFormSheet(style, in: bounds) {
            let size = CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let inset = min(56, bounds.height * 0.07)
        return CGRect(x: bounds.minX, y: bounds.minY + inset, width: bounds.width, height: bounds.height - inset)
    }
}

/// Puts a built-in presentation's presented view back at its frame when the container resizes —
/// as autoresizing would — and only then: a layout pass at the same size (an animator adding a
/// view to the container, say) leaves the frame an animator gave the presented view alone.
@MainActor
struct ContainerResizeFollower {
    /// The container's size at the last layout pass.
    private var laidOutSize: CGSize?

    mutating func containerWillLayout(_ controller: UIPresentationController) {
        guard let size = controller.containerView?.bounds.size else { return }
        defer { laidOutSize = size }
        guard let laidOutSize, laidOutSize != size else { return }
        if let presentedView = controller.presentedView, presentedView.superview === controller.containerView {
            presentedView.frame = controller.frameOfPresentedViewInContainerView
        }
    }
}
