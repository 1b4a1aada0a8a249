#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The root of the slide-over navigation ensemble: a list of article titles (one label per row,
/// laid out in `viewDidLayoutSubviews()`, the stand-in for a table view). Selecting a row,
/// ``openArticle(at:)``, pushes an ``ArticleViewController``.
@MainActor
public final class ArticleListViewController: UIViewController {
    /// The titles, one per row.
    public let titles = ["Spring timing", "Percent-driven transitions", "Presentation controllers", "Edge swipes"]
    private var rows: [UILabel] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Articles"
        view.accessibilityIdentifier = "ArticleList.view"
        view.backgroundColor = .systemBackground
        rows = titles.map { title in
            let row = UILabel()
            row.text = title
            view.addSubview(row)
            return row
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 20, y: 100 + CGFloat(index) * 44, width: view.bounds.width - 40, height: 44)
        }
    }

    /// The row's selection: pushes the article.
    public func openArticle(at index: Int) {
        navigationController?.pushViewController(ArticleViewController(title: titles[index]), animated: true)
    }
}

/// A pushed article screen of the slide-over navigation ensemble: a title and a body, laid out in
/// `viewDidLayoutSubviews()`. Swiping from its left edge pops it, through the recognizer
/// ``SlideOverNavigationDelegate`` installs on its view when it is shown.
@MainActor
public final class ArticleViewController: UIViewController {
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()

    public init(title: String = "Edge swipes") {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) { nil }

    /// The swipe-back recognizer the navigation delegate installed on this screen's view (nil
    /// before the screen was shown through it).
    public var edgePan: UIScreenEdgePanGestureRecognizer? {
        viewIfLoaded?.gestureRecognizers?.lazy.compactMap { $0 as? UIScreenEdgePanGestureRecognizer }.first
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "Article.view"
        view.backgroundColor = .systemBackground
        titleLabel.text = title
        bodyLabel.text = "Swipe from the left edge to go back."
        bodyLabel.numberOfLines = 0
        view.addSubview(titleLabel)
        view.addSubview(bodyLabel)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        titleLabel.frame = CGRect(x: 20, y: 100, width: view.bounds.width - 40, height: 36)
        bodyLabel.frame = CGRect(x: 20, y: 148, width: view.bounds.width - 40, height: 200)
    }
}
