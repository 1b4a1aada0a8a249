import TransitionConformance

/// A form-sheet presentation controller whose `presentedView` is a shadow wrapper built lazily: a
/// `lazy var` makes the wrapper (a shadow view holding a rounded, clipping view holding the
/// presented view controller's view, the two-layer structure of Apple's
/// AAPLCustomPresentationController) on the first read of `presentedView`, and every later read
/// returns that same instance unchanged. Apple's sample builds it in
/// `presentationTransitionWillBegin()`; a `lazy var` is how many Swift ports and libraries write it.
///
/// Legal: `presentedView` is the presented view controller's view's ancestor (R20), the same
/// object on every read (R19), and built once — the first read, by UIKit, comes when the container
/// exists, so the wrapper is sized from it. Nothing in the presented view is restyled: the corners
/// and the shadow are the wrappers'.
@MainActor
final class LazyShadowWrapperPresentationController: UIPresentationController {
    private lazy var shadowWrapper: UIView = {
        let wrapper = UIView(frame: frameOfPresentedViewInContainerView)
        wrapper.accessibilityIdentifier = "formSheet.shadowWrapper"
        wrapper.layer.shadowColor = UIColor.black.cgColor
        wrapper.layer.shadowOpacity = 0.25
        wrapper.layer.shadowRadius = 14
        wrapper.layer.shadowOffset = CGSize(width: 0, height: 4)

        let rounded = UIView(frame: wrapper.bounds)
        rounded.accessibilityIdentifier = "formSheet.roundedCorners"
        rounded.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        rounded.layer.cornerRadius = 14
        rounded.layer.masksToBounds = true
        wrapper.addSubview(rounded)

        let content: UIView = presentedViewController.view
        content.frame = rounded.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        rounded.addSubview(content)
        return wrapper
    }()

    override var presentedView: UIView? { shadowWrapper }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let size = CGSize(width: min(bounds.width - 32, 540), height: min(bounds.height - 64, 620))
        return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height).integral
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
