import TransitionConformance

/// Seed 000's `ImageViewController`: the selected image filling the screen and a close button
/// that starts above the screen (`topConst.constant = -100` in `viewDidLoad`) and slides in.
///
/// Stand-ins for app code: the storyboard outlets are made in `viewDidLoad`; the close button's
/// top constraint is its frame's `y`; its action (`dismiss(animated:)`) is left out, as the kit
/// dismisses programmatically itself.
@MainActor
final class ZoomImageViewController: UIViewController, ZoomImageScreen {
    let imageView = UIImageView()
    let closeButton = UIButton(type: .system)
    var image: UIImage?

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.headlessName = "imageView"
        view.addSubview(imageView)
        closeButton.headlessName = "closeButton"
        closeButton.frame = CGRect(x: view.bounds.midX - 22, y: -100, width: 44, height: 44)
        closeButton.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        view.addSubview(closeButton)
        imageView.image = image
    }

    var imageFrame: CGRect { imageView.frame }

    /// `topConst.constant = 40`, then `layoutIfNeeded()` in a 0.3 s animation.
    func showCloseButton() {
        UIView.animate(withDuration: 0.3) { self.closeButton.frame.origin.y = 40 }
    }
}
