import Foundation

/// The presentation controller UIKit uses for the built-in styles, with their documented
/// behaviour: `.fullScreen` and `.currentContext` remove the presenter's view when the
/// presentation completes; `.overFullScreen`, `.overCurrentContext`, sheets and a `.custom`
/// presentation without a delegate-supplied controller do not.
///
/// Sheet frames are HeadlessUIKit's approximation of iOS 13+ sheets: `.pageSheet` (and
/// `.automatic`, `.popover`, `.formSheet` in a compact-width container) covers the container
/// below a top inset of 7 % of its height, at most 56 points; `.formSheet` in a container at
/// least 600 points wide is 540 × 620 points, centred, clamped to the container.
@MainActor
final class BuiltInPresentationController: UIPresentationController {
    let style: UIModalPresentationStyle

    init(style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController?) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
        headlessStyle = style
    }

    override var shouldRemovePresentersView: Bool {
        style == .fullScreen || style == .currentContext
    }

    override var shouldPresentInFullscreen: Bool {
        switch style {
        case .pageSheet, .formSheet, .automatic, .popover: return false
        default: return true
        }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        switch style {
        case .formSheet where bounds.width >= 600:
            let size = CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .pageSheet, .formSheet, .automatic, .popover:
            let inset = min(56, bounds.height * 0.07)
            return CGRect(x: bounds.minX, y: bounds.minY + inset, width: bounds.width, height: bounds.height - inset)
        default:
            return bounds
        }
    }

    /// The container's size at the last layout pass.
    private var laidOutSize: CGSize?

    /// Built-in presentations keep the presented view at its frame when the container resizes —
    /// as autoresizing would — and only then: a layout pass at the same size (an animator adding
    /// a view to the container, say) leaves the frame an animator gave the presented view alone.
    override func containerViewWillLayoutSubviews() {
        guard let size = containerView?.bounds.size else { return }
        defer { laidOutSize = size }
        guard let laidOutSize, laidOutSize != size else { return }
        if let presentedView, presentedView.superview === containerView {
            presentedView.frame = frameOfPresentedViewInContainerView
        }
    }
}
