import TransitionConformance

/// An app's home screen that lays out its own subviews in `viewWillLayoutSubviews()` from its
/// view's bounds — a full-width toolbar along the bottom and a content area above it — the way
/// code-only (no Auto Layout) screens commonly do. It presents ``ReceiptViewController`` through
/// ``ReceiptTransitioningDelegate``.
///
/// Stand-ins for app code: the toolbar and content area are plain views.
@MainActor
final class WalletHomeViewController: UIViewController {
    let contentView = UIView()
    let toolbar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "WalletHome.view"
        contentView.accessibilityIdentifier = "WalletHome.content"
        toolbar.accessibilityIdentifier = "WalletHome.toolbar"
        toolbar.backgroundColor = UIColor(white: 0.97, alpha: 1)
        view.addSubview(contentView)
        view.addSubview(toolbar)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        toolbar.frame = CGRect(x: 0, y: bounds.height - 49, width: bounds.width, height: 49)
        contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 49)
    }
}

/// A receipt screen, presented as a sheet, that lays out its header and its "Done" button in
/// `viewDidLayoutSubviews()`, from the bounds the presentation gave its view.
@MainActor
final class ReceiptViewController: UIViewController {
    let header = UIView()
    let doneButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "Receipt.view"
        header.accessibilityIdentifier = "Receipt.header"
        doneButton.accessibilityIdentifier = "Receipt.done"
        view.addSubview(header)
        view.addSubview(doneButton)
        doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 56)
        doneButton.frame = CGRect(x: 16, y: bounds.height - 66, width: bounds.width - 32, height: 50)
    }
}

/// The receipt's transitioning delegate: the kit's reference sheet presentation controller
/// (``MinimalPresentationController``, which lays the sheet out in `containerViewWillLayoutSubviews()`)
/// and a slide-up sheet animator per direction.
///
/// Legal, the whole pair of screens: UIKit calls `viewWillLayoutSubviews()` and
/// `viewDidLayoutSubviews()` whenever a view controller's view lays out its subviews — after it is
/// added, on size changes (contract §7 F6) — so both screens are laid out for whatever size the
/// container and the window have, a rotation included.
@MainActor
final class ReceiptTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        MinimalPresentationController(presentedViewController: presented, presenting: presenting, heightFraction: 0.7)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: false)
    }
}
