import Foundation

/// The presentation controller UIKit uses for the built-in styles, with their documented
/// behaviour: `.fullScreen` and `.currentContext` remove the presenter's view when the
/// presentation completes; `.overFullScreen`, `.overCurrentContext`, sheets and a `.custom`
/// presentation without a delegate-supplied controller do not.
///
/// Sheet frames are HeadlessUIKit's approximation of iOS 13+ sheets: `.pageSheet` (and
/// `.automatic`, `.formSheet` in a compact-width container) covers the container
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
        // A `switch`, not `==`: the comparison of the style went through the generic `Equatable`.
        switch style {
        case .fullScreen, .currentContext: return true
        default: return false
        }
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
        case .pageSheet, .formSheet, .automatic, .popover: return SheetGeometry.frame(style, in: bounds)
        default: return bounds
        }
    }

    private var resizeFollower = ContainerResizeFollower()

    /// Built-in presentations keep the presented view at its frame when the container resizes
    /// (`ContainerResizeFollower`).
    override func containerViewWillLayoutSubviews() {
        resizeFollower.containerWillLayout(self)
    }
}
