#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The sliding-tabs app's first tab: today's items, one label per row.
@MainActor
public final class TodayTabViewController: UIViewController {
    private let headline = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        view.accessibilityIdentifier = "TodayTab.view"
        view.backgroundColor = .systemBackground
        headline.text = "Nothing due today"
        view.addSubview(headline)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        headline.frame = CGRect(x: 20, y: 100, width: view.bounds.width - 40, height: 44)
    }
}

/// The sliding-tabs app's second tab: a grid of saved items.
@MainActor
public final class LibraryTabViewController: UIViewController {
    private var tiles: [UIView] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        view.accessibilityIdentifier = "LibraryTab.view"
        view.backgroundColor = .secondarySystemBackground
        tiles = (0..<4).map { _ in
            let tile = UIView()
            tile.backgroundColor = .systemGray
            tile.layer.cornerRadius = 8
            view.addSubview(tile)
            return tile
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = (view.bounds.width - 60) / 2
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(x: 20 + CGFloat(index % 2) * (side + 20), y: 100 + CGFloat(index / 2) * (side + 20), width: side, height: side)
        }
    }
}

/// The sliding-tabs app's third tab: the account's name and a sign-out button.
@MainActor
public final class AccountTabViewController: UIViewController {
    private let nameLabel = UILabel()
    private let signOutButton = UIButton(type: .system)

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        view.accessibilityIdentifier = "AccountTab.view"
        view.backgroundColor = .systemBackground
        nameLabel.text = "Signed in"
        signOutButton.setTitle("Sign Out", for: .normal)
        view.addSubview(nameLabel)
        view.addSubview(signOutButton)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        nameLabel.frame = CGRect(x: 20, y: 100, width: view.bounds.width - 40, height: 44)
        signOutButton.frame = CGRect(x: 20, y: 160, width: view.bounds.width - 40, height: 44)
    }
}
