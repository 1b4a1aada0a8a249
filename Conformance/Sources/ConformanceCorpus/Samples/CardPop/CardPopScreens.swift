import TransitionConformance

/// Stand-ins for the seed 004 app's screens, the smallest hierarchy that keeps what its card pop
/// transition reads and writes.
///
/// The app shows cards in a `VerticalCardSwiper` (a collection view) on the first tab of a
/// `UITabBarController`; tapping a card stores it in `ViewController.selectedCell` and presents a
/// `DetailCardViewController`. Here the list is ``CardListViewController`` with one ``CardCell``
/// (its `bgView` image is what the card grows out of), already selected; the detail screen has a
/// ``DetailScrollView`` with an image view and a close button that starts transparent. Auto Layout
/// and the storyboard are frames with autoresizing.
@MainActor
final class CardCell: UIView {
    /// The card's background image, the frame the detail screen pops out of and back into.
    let bgView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        headlessName = "CardCell"
        bgView.headlessName = "CardCell.bgView"
        bgView.frame = bounds
        bgView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        bgView.layer.cornerRadius = 10
        addSubview(bgView)
    }

    required init?(coder: NSCoder) { nil }
}

/// The seed's `ViewController`: the card list on the first tab, with the tapped card selected.
@MainActor
final class CardListViewController: UIViewController {
    var selectedCell: CardCell?

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.headlessName = "CardListViewController.view"
        let cell = CardCell(frame: CGRect(x: 20, y: 100, width: root.bounds.width - 40, height: 420))
        cell.autoresizingMask = [.flexibleWidth]
        root.addSubview(cell)
        selectedCell = cell
        view = root
    }

    /// The app's root: a tab bar controller whose first tab is the card list.
    static func inTabBarController() -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = [CardListViewController()]
        tabs.view.headlessName = "UITabBarController.view"
        tabs.tabBar.headlessName = "UITabBarController.tabBar"
        return tabs
    }
}

/// The seed's `DetailScrollView`: the detail screen's content, with the card's image on top.
@MainActor
final class DetailScrollView: UIView {
    let imageView = UIImageView()
}

/// The seed's `DetailCardViewController`: the detail screen, its own transitioning delegate
/// (custom style, ``PopAnimator`` both ways, ``CardBlurPresentationController``).
///
/// `makeAnimator` is a seam of the corpus, not of the seed: it lets the corrected sample vend the
/// corrected animator from the same screen.
@MainActor
final class DetailCardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let scrollView = DetailScrollView()
    let closeBtn = UIButton(type: .custom)
    var makeAnimator: (CardAnimationType) -> any UIViewControllerAnimatedTransitioning = { PopAnimator(animationType: $0) }

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.headlessName = "DetailCardViewController.view"
        // The app's detail screen uses UIKit's default root view, which resizes with its superview.
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .white
        root.clipsToBounds = true
        scrollView.headlessName = "DetailScrollView"
        scrollView.frame = root.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.imageView.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: 500)
        scrollView.addSubview(scrollView.imageView)
        root.addSubview(scrollView)
        closeBtn.headlessName = "closeBtn"
        closeBtn.frame = CGRect(x: root.bounds.width - 60, y: 40, width: 40, height: 40)
        closeBtn.autoresizingMask = [.flexibleLeftMargin]
        closeBtn.alpha = 0
        closeBtn.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        root.addSubview(closeBtn)
        view = root
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(.present)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(.dismiss)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        CardBlurPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
